import { API } from '@procounter/shared/contracts/api-paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storage } from '@/lib/storage';

// GET /user/shops, the list to switch to, is hooks/use-user-shops.ts (My preferences reads it too).

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
