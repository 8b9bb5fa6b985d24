import { API } from '@procounter/shared/contracts/api-paths';
import type { Shop } from '@procounter/shared/contracts/shop';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { sessionKeys } from '@/lib/query-keys';

/**
 * GET /user/shops: the shops the user may act for (the shop switcher's list, the default shop of
 * My preferences).
 */
export function useUserShops() {
  return useQuery({
    queryKey: sessionKeys.shops,
    queryFn: (context) => queryFetch<Shop[]>(context, API.userShops, {}),
    staleTime: 15 * 60_000,
  });
}
