import { API } from '@procounter/shared/contracts/api-paths';
import type { StockOrder } from '@procounter/shared/contracts/stock-order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { stockOrderKeys } from '@/lib/query-keys';

/** GET /stockorders/{id}: one order with its lines; another shop's order answers 404. */
export function stockOrderQuery(id: number) {
  return queryOptions({
    queryKey: stockOrderKeys.detail(id),
    queryFn: (context) => queryFetch<StockOrder>(context, API.stockOrder(id), {}),
  });
}

export function useStockOrder(id: number) {
  return useQuery(stockOrderQuery(id));
}
