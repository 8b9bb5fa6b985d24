import { API } from '@procounter/shared/contracts/api-paths';
import type { Customer } from '@procounter/shared/contracts/customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerKeys } from '@/lib/customer-keys';
import { queryFetch } from '@/lib/query-client';

/**
 * GET /customers/{id}: the customer with their vehicles, newest first (issue 22). Another shop's
 * customer, or one that no longer exists, answers 404.
 */
export function customerQuery(id: number) {
  return queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: (context) => queryFetch<Customer>(context, API.customer(id), {}),
    staleTime: 30_000,
  });
}

/** The customer of `id`; nothing is asked while `id` is null. */
export function useCustomer(id: number | null) {
  return useQuery({ ...customerQuery(id ?? 0), enabled: id !== null });
}
