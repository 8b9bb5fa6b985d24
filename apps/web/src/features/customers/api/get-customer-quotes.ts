import { API } from '@procounter/shared/contracts/api-paths';
import type { WorksheetSearchResult } from '@procounter/shared/contracts/worksheet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { customerQuoteKeys } from './keys';

/** How many of a customer's quotes and orders the details page lists (the rest: Quotes and Orders). */
export const CUSTOMER_QUOTES_SIZE = 10;

/**
 * GET /worksheet/rest/search?customerId&searchType=ALL: the customer's quotes and orders, newest
 * first, with vehicle, items and the price total as the caller sees it.
 */
export function customerQuotesQuery(customerId: number, size = CUSTOMER_QUOTES_SIZE) {
  return queryOptions({
    queryKey: customerQuoteKeys.list(customerId, size),
    queryFn: (context) =>
      queryFetch<WorksheetSearchResult>(context, API.worksheetSearch, {
        query: { customerId, searchType: 'ALL', page: 0, size },
      }),
    staleTime: 30_000,
  });
}

export function useCustomerQuotes(customerId: number) {
  return useQuery(customerQuotesQuery(customerId));
}
