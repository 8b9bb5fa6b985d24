import { API } from '@procounter/shared/contracts/api-paths';
import type { ProductLookupResponse } from '@procounter/shared/contracts/product';
import type { FitmentAnswer } from '@procounter/shared/domain/fitment-questions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { answerParam } from '../utils/lookup-memory';
import type { LookupParams } from '../utils/lookup-params';
import { catalogKeys } from './keys';

/**
 * GET /catalog/products?partTypeId&sort&answer: the products of the part types (none given: the
 * user's selection) that fit the current vehicle and the answers (this lookup's, from the lookup
 * memory; the vehicle's are the server's). 409 NO_CURRENT_VEHICLE when a part type needs a vehicle
 * and none is current. The part types go comma separated (the contract reads both forms).
 */
export function productLookupQuery(
  { partTypeIds, sort }: LookupParams,
  /** The selected part types when none are given: the answer changes with them. */
  selectedIds: readonly string[] | undefined,
  enabled: boolean,
  answers: readonly FitmentAnswer[] = [],
) {
  const keyIds = partTypeIds.length > 0 ? partTypeIds : ['selected', ...(selectedIds ?? [])];
  const answer = answerParam(answers);
  return queryOptions({
    queryKey: catalogKeys.products(keyIds, sort, answer ?? ''),
    queryFn: (context) =>
      queryFetch<ProductLookupResponse>(context, API.productLookup, {
        query: {
          partTypeId: partTypeIds.length > 0 ? partTypeIds.join(',') : undefined,
          sort,
          answer,
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
  answers: readonly FitmentAnswer[] = [],
) {
  return useQuery(productLookupQuery(params, selectedIds, enabled, answers));
}
