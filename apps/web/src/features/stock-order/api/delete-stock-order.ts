import { API } from '@procounter/shared/contracts/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/hooks/use-current-user';
import { apiRequest } from '@/lib/api-client';
import { stockOrderKeys } from '@/lib/query-keys';
import { readQuickAddTarget, rememberQuickAddTarget } from '@/lib/quick-add-batch';

/** DELETE /stockorders/{id}: the order and its lines. */
export function deleteStockOrder(id: number) {
  return apiRequest(API.stockOrder(id), { method: 'DELETE' });
}

/** A deleted order leaves the list and stops being quick add's target. */
export function useDeleteStockOrder() {
  const client = useQueryClient();
  const userId = useCurrentUser().data?.userId;
  return useMutation({
    mutationFn: deleteStockOrder,
    onSuccess: (_answer, id) => {
      if (readQuickAddTarget(userId) === id) rememberQuickAddTarget(userId, null);
      client.removeQueries({ queryKey: stockOrderKeys.detail(id) });
      void client.invalidateQueries({ queryKey: stockOrderKeys.list });
    },
  });
}
