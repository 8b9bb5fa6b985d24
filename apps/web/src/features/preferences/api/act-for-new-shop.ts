import { API } from '@procounter/shared/contracts/api-paths';
import type { Shop } from '@procounter/shared/contracts/shop';
import type { QueryClient } from '@tanstack/react-query';
import { storeFeaturesQuery } from '@/hooks/use-features';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from '@/lib/query-keys';
import { storage } from '@/lib/storage';

/**
 * After a new selectedShopId is saved: the selected shop is the shop the user acts for. The new
 * one (GET /current/shop) takes the old one's place with its store's features already read (the
 * app shows no page while the current store's features load, so the page that saved would be put
 * away meanwhile), then everything else is read again. Resolves once that is done.
 */
export async function actForNewShop(client: QueryClient): Promise<void> {
  const shop = await apiRequest<Shop>(API.currentShop);
  const storeNumber = shop.homeStore?.storeId;
  if (storeNumber) await client.prefetchQuery(storeFeaturesQuery(storeNumber));
  client.setQueryData(sessionKeys.currentShop, shop);
  storage.write('currentShop', shop);
  await client.invalidateQueries();
}
