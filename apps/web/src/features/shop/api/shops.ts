import { API } from '@procounter/shared/contracts/api-paths';
import type { Shop } from '@procounter/shared/contracts/shop';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryFetch } from '@/lib/query-client';
import { sessionKeys } from '@/lib/query-keys';
import { storage } from '@/lib/storage';

/** GET /user/shops: the shops the user may switch to. */
export function useUserShops() {
  return useQuery({
    queryKey: sessionKeys.shops,
    queryFn: (context) => queryFetch<Shop[]>(context, API.userShops, {}),
    staleTime: 15 * 60_000,
  });
}

/**
 * POST /current/shop {shopId}. Everything cached for the old shop is dropped from storage, because
 * the page reloads next and would otherwise start from it.
 */
export function changeShop(shopId: number) {
  return apiRequest(API.currentShop, { method: 'POST', json: { shopId } }).then(() => {
    for (const key of ['currentShop', 'storeFeatures', 'user'] as const) storage.remove(key);
  });
}

export function useChangeShop() {
  return useMutation({ mutationFn: changeShop });
}
