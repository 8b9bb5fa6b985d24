import { API } from '@procounter/shared/contracts/api-paths';
import type { Customer } from '@procounter/shared/contracts/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from '@/lib/customer-keys';

/** POST /customers/{id}/restore: an archived customer back in the search; answers the customer. */
export function restoreCustomer(id: number) {
  return apiRequest<Customer>(API.customerRestore(id), { method: 'POST' });
}

export function useRestoreCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreCustomer,
    onSuccess: (customer) => {
      client.setQueryData(customerKeys.detail(customer.id), customer);
      void client.invalidateQueries({ queryKey: customerKeys.searches });
    },
  });
}
