import { API } from '@procounter/shared/contracts/api-paths';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from '@/lib/query-keys';
import { showErrorToast } from '@/lib/toasts';

/** DELETE /worksheet/rest/miniquote/deleteitem?worksheetDetailId: answers the updated quote. */
export function deleteQuoteItem(worksheetDetailId: number): Promise<QuoteSummary> {
  return apiRequest<QuoteSummary>(API.miniQuoteDeleteItem, {
    method: 'DELETE',
    query: { worksheetDetailId },
  });
}

/**
 * Removes a line of the current quote, from the mini quote or the quote page. The answer is the
 * quote as the server has it now: it replaces the mini quote query's data (which the item count
 * reads too), with no second call; a fetch of it still in flight, started before the removal, is
 * cancelled so it cannot bring the line back. A failure is the toast 'Error removing quote item.'
 * (R-QUOTE-1), shown even when the dropdown closed meanwhile; the quote is then fetched
 * again, as it may have changed in another tab (a 404 for a line removed there). Given the quote
 * page's worksheet id, that page's quote is fetched again afterwards too (its totals and kit
 * components change with it).
 */
export function useDeleteQuoteItem(worksheetId?: number) {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: deleteQuoteItem,
    onSuccess: async (summary) => {
      await client.cancelQueries({ queryKey: quoteKeys.mini });
      client.setQueryData(quoteKeys.mini, summary);
    },
    onError: () => {
      showErrorToast(t('common:quote.removeItemFailed'));
      void client.invalidateQueries({ queryKey: quoteKeys.mini });
    },
    onSettled: () =>
      worksheetId === undefined
        ? undefined
        : client.invalidateQueries({ queryKey: quoteKeys.detail(worksheetId) }),
  });
}
