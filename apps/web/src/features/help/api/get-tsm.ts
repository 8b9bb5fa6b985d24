import { API } from '@procounter/shared/contracts/api-paths';
import type { Tsm } from '@procounter/shared/contracts/shop';
import { CACHE_LIFETIME_MS } from '@procounter/shared/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { queryFetch } from '@/lib/query-client';
import { helpKeys } from './keys';

/**
 * GET /shop/{id}/tsm: the territory sales manager of the shop's home store. The server answers 404
 * when the store has none, which is an answer here (null), not a failure.
 */
export function tsmQuery(shopId: number) {
  return queryOptions({
    queryKey: helpKeys.tsm(shopId),
    queryFn: async (context) => {
      try {
        return await queryFetch<Tsm>(context, API.shopTsm(shopId), {});
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: CACHE_LIFETIME_MS.user,
  });
}

/** The shop's territory sales manager; only asked for when there is a shop with a home store. */
export function useTsm(shopId: number | null) {
  return useQuery({ ...tsmQuery(shopId ?? 0), enabled: shopId !== null });
}
