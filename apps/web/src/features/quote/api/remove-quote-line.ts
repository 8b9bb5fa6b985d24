import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { quoteKeys } from '@/lib/query-keys';
import { showErrorToast } from '@/lib/toasts';
import { deleteQuoteItem } from './delete-quote-item';

/**
 * Removes a line from the quote page (the current quote): the same call as the mini quote's, then
 * the page's quote is fetched again (its totals and kit components change with it).
 */
export function useRemoveQuoteLine(worksheetId: number) {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: deleteQuoteItem,
    onSuccess: async (summary) => {
      await client.cancelQueries({ queryKey: quoteKeys.mini });
      client.setQueryData(quoteKeys.mini, summary);
    },
    onError: () => {
      showErrorToast(t('common:quotes.details.removeFailed'));
      void client.invalidateQueries({ queryKey: quoteKeys.mini });
    },
    onSettled: () => client.invalidateQueries({ queryKey: quoteKeys.detail(worksheetId) }),
  });
}
