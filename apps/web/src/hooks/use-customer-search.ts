import { API } from '@procounter/shared/contracts/api-paths';
import type { CustomerSearchResult } from '@procounter/shared/contracts/customer';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customerKeys } from '@/lib/customer-keys';
import { queryFetch } from '@/lib/query-client';

export interface CustomerSearchParams {
  /** The words typed (trimmed); '' lists every customer. */
  query: string;
  page: number;
  size: number;
  includeArchived: boolean;
}

/** How long a search's answer is taken as current (a change made here refreshes it at once). */
const SEARCH_FRESH_MS = 30_000;

/**
 * GET /customers/search?query&page&size&includeArchived: the shop's customers whose name, company,
 * phone, e-mail, plate or VIN starts with each word, by last and first name (issue 22). The
 * Manage Customers list and the customer-info modal's picker both ask it.
 */
export function customerSearchQuery(params: CustomerSearchParams) {
  return queryOptions({
    queryKey: customerKeys.search(params),
    queryFn: (context) =>
      queryFetch<CustomerSearchResult>(context, API.customerSearch, {
        query: {
          query: params.query,
          page: params.page,
          size: params.size,
          includeArchived: params.includeArchived,
        },
      }),
    staleTime: SEARCH_FRESH_MS,
  });
}

/**
 * The search's answer; while the next words' answer comes, the last one stays on screen
 * (placeholderData), so the list does not blink at every key.
 */
export function useCustomerSearch(params: CustomerSearchParams, enabled = true) {
  return useQuery({ ...customerSearchQuery(params), enabled, placeholderData: keepPreviousData });
}
