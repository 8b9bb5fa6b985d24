import { isFeatureDisabled } from '@procounter/shared/domain/features';
import { useCurrentShop } from './use-current-shop';
import { useGlobalFeatures, useStoreFeatures } from './use-features';

/**
 * R-AUTH-2..4, R-AUTH-7, R-AUTH-8, R-REQ-1, R-REQ-4, R-SHOP-4, R-TRACK-1, R-TRACK-3, R-VEH-5, R-VEH-8, R-VEH-11, R-VEH-13, for a signed-in user: the feature is disabled when the global or the store
 * list is empty or has the flag off. Lists still loading count as empty (disabled).
 */
export function useFeatureDisabled(descriptor: string): boolean {
  const { data: shop } = useCurrentShop(true);
  const { data: global } = useGlobalFeatures(true);
  const { data: store } = useStoreFeatures(shop?.homeStore?.storeId, true);
  return isFeatureDisabled(descriptor, { global, store: store?.features, authorized: true });
}
