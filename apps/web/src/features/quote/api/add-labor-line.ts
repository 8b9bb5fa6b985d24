import { API } from '@procounter/shared/contracts/api-paths';
import type { NonProductItemBody, QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from '@/lib/query-keys';

/** POST /worksheet/rest/nonProductItem: a labor line on the current quote; answers its summary. */
export function addLaborLine(body: NonProductItemBody) {
  return apiRequest<QuoteSummary>(API.nonProductItem, { method: 'POST', json: body });
}

/** Adds a labor line; the mini quote takes the answer, the quote page is fetched again. */
export function useAddLaborLine(worksheetId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addLaborLine,
    onSuccess: async (summary) => {
      await client.cancelQueries({ queryKey: quoteKeys.mini });
      client.setQueryData(quoteKeys.mini, summary);
      await client.invalidateQueries({ queryKey: quoteKeys.detail(worksheetId) });
    },
  });
}
