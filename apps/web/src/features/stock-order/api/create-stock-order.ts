import { API } from '@procounter/shared/contracts/api-paths';
import type { CreateStockOrderBody, StockOrder } from '@procounter/shared/contracts/stock-order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stockOrderKeys } from '@/lib/query-keys';

/** POST /stockorders/create {name, po}: a new, empty order. */
export function createStockOrder(body: CreateStockOrderBody) {
  return apiRequest<StockOrder>(API.stockOrderCreate, { method: 'POST', json: body });
}

export function useCreateStockOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStockOrder,
    onSuccess: (order: StockOrder) => {
      client.setQueryData(stockOrderKeys.detail(order.id), order);
      void client.invalidateQueries({ queryKey: stockOrderKeys.list });
    },
  });
}
