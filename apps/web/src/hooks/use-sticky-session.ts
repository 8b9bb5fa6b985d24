import { API } from '@procounter/shared/contracts/api-paths';
import type { StickySessionInfo } from '@procounter/shared/contracts/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryFetch } from '@/lib/query-client';
import { sessionKeys } from '@/lib/query-keys';
import { setStickySession } from '@/lib/session';

/** GET /current/stickySessionInfo: who the caller is for the load balancer, once per session. */
export function stickySessionQuery(enabled = true) {
  return queryOptions({
    queryKey: sessionKeys.sticky,
    queryFn: (context) => queryFetch<StickySessionInfo>(context, API.stickySessionInfo, {}),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/**
 * Loads GET /current/stickySessionInfo while authorized and hands `${userId}:${shopId}` to the API
 * client, which sends it on every call but the excluded ones.
 */
export function useStickySession(authorized: boolean): void {
  const { data } = useQuery(stickySessionQuery(authorized));
  useEffect(() => {
    if (!authorized || !data || data.excludedFromStickySession) {
      setStickySession(null);
      return;
    }
    setStickySession(`${data.userId}:${data.shopId ?? ''}`);
  }, [authorized, data]);
}
