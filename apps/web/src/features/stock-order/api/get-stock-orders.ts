import { stockOrdersQuery, useStockOrderList } from '@/hooks/use-stock-order-list';

/** GET /stockorders/list?size=500&page=0 (R-STOCK-2): the query lives in hooks/, quick add asks it too. */
export { stockOrdersQuery };

export function useStockOrders() {
  return useStockOrderList();
}
