import { API } from '@procounter/shared/contracts/api-paths';
import type { StockOrder, UpdateStockOrderBody } from '@procounter/shared/contracts/stock-order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stockOrderKeys } from '@/lib/query-keys';

/**
 * PUT /stockorders/update {id, name, po, lines}: a line with an id is changed, one without is
 * added (merged by line + item on the server), lines left out are kept. An unknown line/part
 * answers an error whose message the form shows.
 */
export function updateStockOrder(body: UpdateStockOrderBody) {
  return apiRequest<StockOrder>(API.stockOrderUpdate, { method: 'PUT', json: body });
}

/** The answer (the order as it is now) replaces the order's data; the list is read again. */
export function useUpdateStockOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateStockOrder,
    onSuccess: (order: StockOrder) => {
      client.setQueryData(stockOrderKeys.detail(order.id), order);
      void client.invalidateQueries({ queryKey: stockOrderKeys.list });
    },
  });
}
