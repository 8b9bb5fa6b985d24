import { API } from '@procounter/shared/contracts/api-paths';
import type { StockOrderListResponse } from '@procounter/shared/contracts/stock-order';
import { STOCK_ORDER_PAGE_SIZE } from '@procounter/shared/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { stockOrderKeys } from '@/lib/query-keys';

/**
 * GET /stockorders/list?size=500&page=0: the shop's orders, newest change first (R-STOCK-2). Shared
 * by the stock order page and quick add's question of which order.
 */
export function stockOrdersQuery() {
  return queryOptions({
    queryKey: stockOrderKeys.list,
    queryFn: (context) =>
      queryFetch<StockOrderListResponse>(context, API.stockOrderList, {
        query: { size: STOCK_ORDER_PAGE_SIZE, page: 0 },
      }),
  });
}

export function useStockOrderList(options: { enabled?: boolean } = {}) {
  return useQuery({ ...stockOrdersQuery(), enabled: options.enabled ?? true });
}
