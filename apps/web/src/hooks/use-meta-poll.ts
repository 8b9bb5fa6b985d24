import { API } from '@procounter/shared/contracts/api-paths';
import type { MetaEntry } from '@procounter/shared/contracts/app';
import {
  META_ENTITIES,
  META_POLL_INTERVAL_MS,
  type MetaEntity,
} from '@procounter/shared/domain/constants';
import { type QueryClient, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryFetch } from '@/lib/query-client';
import { appKeys, companyKeys, featureKeys, messageKeys, sessionKeys } from '@/lib/query-keys';

/** The cached queries each /meta entity stands for. */
const ENTITY_QUERIES: Record<MetaEntity, readonly QueryKey[]> = {
  user: [sessionKeys.user],
  shop: [sessionKeys.currentShop, sessionKeys.shops],
  company: [companyKeys.all],
  features: [featureKeys.all],
  messages: [messageKeys.all],
};

/**
 * Invalidates every cached query older than its entity's lastModified; answers the keys it
 * invalidated. Queries never fetched are left alone (they load when needed).
 */
export function invalidateStale(
  client: QueryClient,
  entries: readonly { entity: MetaEntity; lastModified: number }[],
): QueryKey[] {
  const invalidated: QueryKey[] = [];
  for (const entry of entries) {
    for (const key of ENTITY_QUERIES[entry.entity]) {
      for (const query of client.getQueryCache().findAll({ queryKey: key })) {
        const updatedAt = query.state.dataUpdatedAt;
        if (updatedAt > 0 && entry.lastModified > updatedAt) {
          void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
          invalidated.push(query.queryKey);
        }
      }
    }
  }
  return invalidated;
}

/** Polls GET /meta every 30 seconds while authorized and refreshes what changed on the server. */
export function useMetaPoll(authorized: boolean): void {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: appKeys.meta,
    queryFn: (context) =>
      queryFetch<MetaEntry[]>(context, API.meta, { query: { keys: META_ENTITIES.join(',') } }),
    refetchInterval: META_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
    enabled: authorized,
  });
  useEffect(() => {
    if (data) invalidateStale(client, data);
  }, [client, data]);
}
