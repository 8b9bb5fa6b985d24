import { API } from '@procounter/shared/contracts/api-paths';
import type { StockOrderAddToQuoteBody } from '@procounter/shared/contracts/stock-order';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from '@/lib/query-keys';

/** POST /stockorders/addProducts/0 {id}: the order's lines onto the current quote (origin STOCK_ORDER). */
export function addStockOrderToQuote(body: StockOrderAddToQuoteBody) {
  return apiRequest<QuoteSummary>(API.stockOrderAddToQuote, { method: 'POST', json: body });
}

/** As add to quote anywhere: the answer (the quote summary) replaces the mini quote's data. */
export function useAddStockOrderToQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addStockOrderToQuote,
    onSuccess: async (summary) => {
      await client.cancelQueries({ queryKey: quoteKeys.mini });
      client.setQueryData(quoteKeys.mini, summary);
      void client.invalidateQueries({
        queryKey: quoteKeys.all,
        predicate: (query) => query.queryKey[1] === 'detail',
      });
    },
  });
}
