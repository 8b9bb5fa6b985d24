import { API } from '@procounter/shared/contracts/api-paths';
import type { Feature } from '@procounter/shared/contracts/app';
import { CACHE_LIFETIME_MS } from '@procounter/shared/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { persistedQuery, queryFetch } from '@/lib/query-client';
import { featureKeys } from '@/lib/query-keys';

/** GET /info/features/global, kept in storage key `features` for 900000 ms. */
export function globalFeaturesQuery(enabled = true) {
  return persistedQuery<Feature[], typeof featureKeys.global>({
    queryKey: featureKeys.global,
    storageKey: 'features',
    lifetimeMs: CACHE_LIFETIME_MS.features,
    enabled,
    fetcher: (context) => queryFetch<Feature[]>(context, API.featuresGlobal, {}),
  });
}

interface StoredStoreFeatures {
  storeNumber: number;
  features: Feature[];
}

/** GET /info/features/store?storeNumber, kept in storage key `storeFeatures` for 15 minutes. */
export function storeFeaturesQuery(storeNumber: number | null | undefined, enabled = true) {
  const number = storeNumber ?? 0;
  return persistedQuery<StoredStoreFeatures, ReturnType<typeof featureKeys.store>>({
    queryKey: featureKeys.store(number),
    storageKey: 'storeFeatures',
    lifetimeMs: CACHE_LIFETIME_MS.storeFeatures,
    enabled: enabled && number > 0,
    matches: (value) => value.storeNumber === number,
    fetcher: async (context) => ({
      storeNumber: number,
      features: await queryFetch<Feature[]>(context, API.featuresStore, {
        query: { storeNumber: number },
      }),
    }),
  });
}

export function useGlobalFeatures(enabled: boolean) {
  return useQuery(globalFeaturesQuery(enabled));
}

export function useStoreFeatures(storeNumber: number | null | undefined, enabled: boolean) {
  return useQuery(storeFeaturesQuery(storeNumber, enabled));
}
