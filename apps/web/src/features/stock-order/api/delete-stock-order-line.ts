import { API } from '@procounter/shared/contracts/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stockOrderKeys } from '@/lib/query-keys';

export interface DeleteLineInput {
  orderId: number;
  detailId: number;
}

/** DELETE /stockorders/{id}/detail/{detailId}: one line of the order. */
export function deleteStockOrderLine({ orderId, detailId }: DeleteLineInput) {
  return apiRequest(API.stockOrderDetail(orderId, detailId), { method: 'DELETE' });
}

/** The order and the list (line count, total quantity) are read again. */
export function useDeleteStockOrderLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStockOrderLine,
    onSuccess: (_answer, { orderId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: stockOrderKeys.detail(orderId) }),
        client.invalidateQueries({ queryKey: stockOrderKeys.list }),
      ]),
  });
}
