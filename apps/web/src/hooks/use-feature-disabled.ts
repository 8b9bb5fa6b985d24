import { isFeatureDisabled } from '@procounter/shared/domain/features';
import { useCurrentShop } from './use-current-shop';
import { useGlobalFeatures, useStoreFeatures } from './use-features';

/**
 * R-SHOP-4, for a signed-in user: the feature is disabled when the global or the store
 * list is empty or has the flag off. Lists still loading count as empty (disabled).
 */
export function useFeatureDisabled(descriptor: string): boolean {
  const { data: shop } = useCurrentShop(true);
  const { data: global } = useGlobalFeatures(true);
  const { data: store } = useStoreFeatures(shop?.homeStore?.storeId, true);
  return isFeatureDisabled(descriptor, { global, store: store?.features, authorized: true });
}
