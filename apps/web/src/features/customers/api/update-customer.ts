import { API } from '@procounter/shared/contracts/api-paths';
import type { Customer, CustomerInput } from '@procounter/shared/contracts/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from '@/lib/customer-keys';

export interface UpdateCustomerInput {
  id: number;
  customer: CustomerInput;
}

/** PUT /customers/{id}: the customer as the form has it; answers the customer. */
export function updateCustomer({ id, customer }: UpdateCustomerInput) {
  return apiRequest<Customer>(API.customer(id), { method: 'PUT', json: customer });
}

export function useUpdateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (customer) => {
      client.setQueryData(customerKeys.detail(customer.id), customer);
      void client.invalidateQueries({ queryKey: customerKeys.searches });
    },
  });
}
