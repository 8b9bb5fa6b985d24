import { API } from '@procounter/shared/contracts/api-paths';
import type { Customer, CustomerInput } from '@procounter/shared/contracts/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from '@/lib/customer-keys';

/** POST /customers: a new customer of the shop (201, the customer). */
export function createCustomer(body: CustomerInput) {
  return apiRequest<Customer>(API.customers, { method: 'POST', json: body });
}

/** A new customer is known at once by id and found by the next search. */
export function useCreateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: (customer) => {
      client.setQueryData(customerKeys.detail(customer.id), customer);
      void client.invalidateQueries({ queryKey: customerKeys.searches });
    },
  });
}
