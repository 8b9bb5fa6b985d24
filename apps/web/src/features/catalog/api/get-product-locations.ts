import { API } from '@procounter/shared/contracts/api-paths';
import type { MultipleLocationDetailsResponse } from '@procounter/shared/contracts/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './keys';

/**
 * POST /product/multipleLocationDetailsForOPP {productIds}: stock at the home store and the nearby
 * stores (home first, then nearest first). A read, so it is a query, fetched when asked for.
 */
export function productLocationsQuery(productIds: readonly number[], enabled: boolean) {
  return queryOptions({
    queryKey: catalogKeys.locations(productIds),
    queryFn: ({ signal }) =>
      apiRequest<MultipleLocationDetailsResponse>(API.productLocations, {
        method: 'POST',
        json: { productIds },
        signal,
      }),
    enabled: enabled && productIds.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}

export function useProductLocations(productIds: readonly number[], enabled: boolean) {
  return useQuery(productLocationsQuery(productIds, enabled));
}
