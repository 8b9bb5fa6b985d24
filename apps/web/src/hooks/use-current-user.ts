import { API } from '@procounter/shared/contracts/api-paths';
import type { User } from '@procounter/shared/contracts/user';
import { CACHE_LIFETIME_MS } from '@procounter/shared/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { persistedQuery } from '@/lib/query-client';
import { sessionKeys } from '@/lib/query-keys';
import { endSession, getSession } from '@/lib/session';
import { useSession } from './use-session';

/** GET /current/user, kept in storage key `user` for 15 minutes. */
export function currentUserQuery(enabled = true) {
  return persistedQuery<User, typeof sessionKeys.user>({
    queryKey: sessionKeys.user,
    storageKey: 'user',
    lifetimeMs: CACHE_LIFETIME_MS.user,
    enabled,
    fetcher: async ({ client, signal, queryKey }) => {
      const data = await apiRequest<User | null | undefined>(API.currentUser, {
        signal,
        onTimeout: () => void client.cancelQueries({ queryKey, exact: true }),
      });
      if (data?.userId == null) {
        // R-AUTH-4: a user payload without userId while not authorized causes logout.
        if (!client.getQueryData(queryKey) && getSession().auth) endSession('expired');
        throw new ApiError(200, null, 'USER_WITHOUT_ID');
      }
      return data;
    },
  });
}

/** The signed-in user, or undefined while it loads or when nobody is signed in. */
export function useCurrentUser() {
  const { auth } = useSession();
  return useQuery(currentUserQuery(auth !== null));
}
