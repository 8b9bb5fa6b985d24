import { API } from '@procounter/shared/contracts/api-paths';
import type { StickySessionInfo } from '@procounter/shared/contracts/shop';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryFetch } from '@/lib/query-client';
import { sessionKeys } from '@/lib/query-keys';
import { setStickySession } from '@/lib/session';

/**
 * Loads GET /current/stickySessionInfo while authorized and hands `${userId}:${shopId}` to the API
 * client, which sends it on every call but the excluded ones.
 */
export function useStickySession(authorized: boolean): void {
  const { data } = useQuery({
    queryKey: sessionKeys.sticky,
    queryFn: (context) => queryFetch<StickySessionInfo>(context, API.stickySessionInfo, {}),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: authorized,
  });
  useEffect(() => {
    if (!authorized || !data || data.excludedFromStickySession) {
      setStickySession(null);
      return;
    }
    setStickySession(`${data.userId}:${data.shopId ?? ''}`);
  }, [authorized, data]);
}
