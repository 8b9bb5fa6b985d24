import { API } from '@procounter/shared/contracts/api-paths';
import type { Customer, CustomerMergeBody } from '@procounter/shared/contracts/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from '@/lib/customer-keys';
import { quoteKeys } from '@/lib/query-keys';

/**
 * POST /customers/merge {keepId, mergeId}: two records of one person become the kept one (with the
 * other's vehicles, phones, blank fields and notes; the quotes naming the other name it); answers
 * the kept customer.
 */
export function mergeCustomers(body: CustomerMergeBody) {
  return apiRequest<Customer>(API.customerMerge, { method: 'POST', json: body });
}

/** The merged customer is gone; the quote searches name the kept one now. */
export function useMergeCustomers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: mergeCustomers,
    onSuccess: (customer, { mergeId }) => {
      client.removeQueries({ queryKey: customerKeys.detail(Number(mergeId)) });
      client.setQueryData(customerKeys.detail(customer.id), customer);
      void client.invalidateQueries({ queryKey: customerKeys.searches });
      void client.invalidateQueries({ queryKey: quoteKeys.searches });
    },
  });
}
