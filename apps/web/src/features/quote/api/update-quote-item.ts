import { API } from '@procounter/shared/contracts/api-paths';
import type { QuoteSummary, UpdateQuoteItemBody } from '@procounter/shared/contracts/worksheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from '@/lib/query-keys';

/** PUT /worksheet/rest/miniquote/updateitem: a line's quantity; answers the updated quote. */
export function updateQuoteItem(body: UpdateQuoteItemBody): Promise<QuoteSummary> {
  return apiRequest<QuoteSummary>(API.miniQuoteUpdateItem, { method: 'PUT', json: body });
}

/**
 * Changes a line's quantity on the current quote (R-QUOTE-9). The answer replaces the mini quote
 * query's data; the quote page's quote is fetched again (its totals, kit components and
 * availability change with it), also after a failure, so what is shown is what the server has.
 */
export function useUpdateQuoteItem(worksheetId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateQuoteItem,
    onSuccess: async (summary) => {
      await client.cancelQueries({ queryKey: quoteKeys.mini });
      client.setQueryData(quoteKeys.mini, summary);
    },
    onSettled: () => client.invalidateQueries({ queryKey: quoteKeys.detail(worksheetId) }),
  });
}
