import { API } from '@procounter/shared/contracts/api-paths';
import type { StockOrderListResponse } from '@procounter/shared/contracts/stock-order';
import { STOCK_ORDER_PAGE_SIZE } from '@procounter/shared/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { stockOrderKeys } from '@/lib/query-keys';
import { HOME_LIST_FRESH_MS } from './get-home-worksheets';

/**
 * GET /stockorders/list?size=500&page=0: the shop's stock orders, newest change first; the same
 * request and key as the Stock Order page's list, so one answer serves both.
 */
export function stockOrderSummariesQuery() {
  return queryOptions({
    queryKey: stockOrderKeys.list,
    queryFn: (context) =>
      queryFetch<StockOrderListResponse>(context, API.stockOrderList, {
        query: { size: STOCK_ORDER_PAGE_SIZE, page: 0 },
      }),
    staleTime: HOME_LIST_FRESH_MS,
  });
}

export function useStockOrderSummaries() {
  return useQuery(stockOrderSummariesQuery());
}
