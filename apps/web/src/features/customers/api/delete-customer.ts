import { API } from '@procounter/shared/contracts/api-paths';
import type { CustomerDeleteResult } from '@procounter/shared/contracts/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from '@/lib/customer-keys';

/**
 * DELETE /customers/{id}: DELETED (with their vehicles) when no quote names the customer, else
 * ARCHIVED (hidden from the search, kept on those quotes, restorable).
 */
export function deleteCustomer(id: number) {
  return apiRequest<CustomerDeleteResult>(API.customer(id), { method: 'DELETE' });
}

export function useDeleteCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: async (result, id) => {
      void client.invalidateQueries({ queryKey: customerKeys.searches });
      if (result.outcome === 'DELETED') {
        client.removeQueries({ queryKey: customerKeys.detail(id) });
      } else {
        await client.invalidateQueries({ queryKey: customerKeys.detail(id) });
      }
    },
  });
}
