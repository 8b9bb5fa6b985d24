import { API } from '@procounter/shared/contracts/api-paths';
import type { RenameWorksheetBody, Worksheet } from '@procounter/shared/contracts/worksheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from '@/lib/query-keys';

/** PUT /worksheet/rest/{id}/name: names a quote ('' removes the name); answers the quote. */
export function renameWorksheet(
  worksheetId: number,
  body: RenameWorksheetBody,
): Promise<Worksheet> {
  return apiRequest<Worksheet>(API.worksheetName(worksheetId), { method: 'PUT', json: body });
}

/**
 * Names a quote (R-QUOTE-8): the answer is the quote page's data; the mini quote and Quotes and
 * Orders, which show the name, are fetched again.
 */
export function useRenameWorksheet(worksheetId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameWorksheet(worksheetId, { name }),
    onSuccess: async (worksheet) => {
      client.setQueryData(quoteKeys.detail(worksheetId), worksheet);
      await Promise.all([
        client.invalidateQueries({ queryKey: quoteKeys.mini }),
        client.invalidateQueries({ queryKey: quoteKeys.searches }),
      ]);
    },
  });
}
