import { API } from '@procounter/shared/contracts/api-paths';
import type { Shop } from '@procounter/shared/contracts/shop';
import { CACHE_LIFETIME_MS } from '@procounter/shared/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { persistedQuery, queryFetch } from '@/lib/query-client';
import { sessionKeys } from '@/lib/query-keys';

/** GET /current/shop, kept in storage key `currentShop` as long as the user. */
export function currentShopQuery(enabled = true) {
  return persistedQuery<Shop, typeof sessionKeys.currentShop>({
    queryKey: sessionKeys.currentShop,
    storageKey: 'currentShop',
    lifetimeMs: CACHE_LIFETIME_MS.user,
    enabled,
    fetcher: (context) => queryFetch<Shop>(context, API.currentShop, {}),
  });
}

export function useCurrentShop(enabled: boolean) {
  return useQuery(currentShopQuery(enabled));
}
