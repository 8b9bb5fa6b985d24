import { API } from '@procounter/shared/contracts/api-paths';
import {
  type CreateStockOrderBody,
  type StockOrder,
  StockOrderSchema,
} from '@procounter/shared/contracts/stock-order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stockOrderKeys } from '@/lib/query-keys';

/** POST /stockorders/create {name, po}: a new, empty order. */
export function createStockOrder(body: CreateStockOrderBody) {
  return apiRequest(API.stockOrderCreate, { method: 'POST', json: body }, StockOrderSchema);
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
