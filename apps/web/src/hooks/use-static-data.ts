import { API } from '@procounter/shared/contracts/api-paths';
import type { StaticData } from '@procounter/shared/contracts/app';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { appKeys } from '@/lib/query-keys';
import { useSession } from './use-session';

/**
 * GET /current/static: versions, support contacts, profile (they change with a deployment) and the
 * caller's usage-tracking token, which lasts 12 hours: refetched hourly so a long day at the
 * counter never sends an expired one. A shop change reloads the page, and so the token.
 */
const STATIC_DATA_STALE_MS = 60 * 60 * 1000;

export function staticDataQuery(enabled = true) {
  return queryOptions({
    queryKey: appKeys.static,
    queryFn: (context) => queryFetch<StaticData>(context, API.currentStatic, {}),
    staleTime: STATIC_DATA_STALE_MS,
    refetchInterval: STATIC_DATA_STALE_MS,
    enabled,
  });
}

export function useStaticData() {
  const { auth } = useSession();
  return useQuery(staticDataQuery(auth !== null));
}
