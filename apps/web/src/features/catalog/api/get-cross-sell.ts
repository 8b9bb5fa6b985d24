import { API } from '@procounter/shared/contracts/api-paths';
import type { CrossSellResponse } from '@procounter/shared/contracts/cross-sell';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { catalogKeys } from './keys';

/**
 * GET /parttypes/crossSellPartTypes?partTypeId: the part types bought with these (orders of every
 * shop, the catalog's related list as the prior), each with its best part for the current
 * vehicle. Keyed by the lookup's part types and vehicle, so a new vehicle asks again.
 */
export function crossSellQuery(partTypeIds: readonly string[], vehicleKey: string) {
  return queryOptions({
    queryKey: catalogKeys.crossSell(partTypeIds, vehicleKey),
    queryFn: (context) =>
      queryFetch<CrossSellResponse>(context, API.crossSellPartTypes, {
        query: { partTypeId: partTypeIds.join(',') },
      }),
    enabled: partTypeIds.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}

/** Suggestions only: a failure shows nothing (the panel stays away). */
export function useCrossSell(partTypeIds: readonly string[], vehicleKey: string) {
  return useQuery(crossSellQuery(partTypeIds, vehicleKey));
}
