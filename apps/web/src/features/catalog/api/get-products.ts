import { API } from '@procounter/shared/contracts/api-paths';
import type { ProductLookupResponse } from '@procounter/shared/contracts/product';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import type { LookupParams } from '../utils/lookup-params';
import { catalogKeys } from './keys';

/**
 * GET /catalog/products?partTypeId&sort: the products of the part types (none given: the user's
 * selection) that fit the current vehicle. 409 NO_CURRENT_VEHICLE when a part type needs a vehicle
 * and none is current. The part types go comma separated (the contract reads both forms).
 */
export function productLookupQuery(
  { partTypeIds, sort }: LookupParams,
  /** The selected part types when none are given: the answer changes with them. */
  selectedIds: readonly string[] | undefined,
  enabled: boolean,
) {
  const keyIds = partTypeIds.length > 0 ? partTypeIds : ['selected', ...(selectedIds ?? [])];
  return queryOptions({
    queryKey: catalogKeys.products(keyIds, sort),
    queryFn: (context) =>
      queryFetch<ProductLookupResponse>(context, API.productLookup, {
        query: {
          partTypeId: partTypeIds.length > 0 ? partTypeIds.join(',') : undefined,
          sort,
        },
      }),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

export function useProductLookup(
  params: LookupParams,
  selectedIds: readonly string[] | undefined,
  enabled: boolean,
) {
  return useQuery(productLookupQuery(params, selectedIds, enabled));
}
