import type { Shop } from '@procounter/shared/contracts/shop';
import type { User } from '@procounter/shared/contracts/user';
import { useMemo } from 'react';
import { getAuthStatus, type SessionStatus } from '@/lib/auth-status';
import type { AuthorizeContext } from '@/lib/route-table';
import { useCurrentShop } from './use-current-shop';
import { useCurrentUser } from './use-current-user';
import { useGlobalFeatures, useStoreFeatures } from './use-features';
import { useSession } from './use-session';

export interface AuthState {
  status: SessionStatus;
  user: User | null;
  shop: Shop | null;
  /** The authorize context, once an authorized user's shop and features have settled. */
  context: AuthorizeContext | null;
  /** The user could not be loaded (no answer): the app offers a reload. */
  userFailed: boolean;
}

/** The auth status with everything the route checks need. */
export function useAuthState(): AuthState {
  const session = useSession();
  const userQuery = useCurrentUser();
  const user = session.auth ? (userQuery.data ?? null) : null;
  const status = getAuthStatus({
    auth: session.auth,
    user,
    passwordChangeForced: session.passwordChangeForced,
    termsForced: session.termsForced,
    now: Date.now(),
  });
  const authorized = status === 'AUTHORIZED';
  const shopQuery = useCurrentShop(authorized);
  const shop = authorized ? (shopQuery.data ?? null) : null;
  const storeNumber = shop?.homeStore?.storeId;
  const globalQuery = useGlobalFeatures(authorized);
  const storeQuery = useStoreFeatures(storeNumber, authorized);

  const settled = (query: { isSuccess: boolean; isError: boolean }) =>
    query.isSuccess || query.isError;
  const ready =
    authorized &&
    user !== null &&
    settled(shopQuery) &&
    settled(globalQuery) &&
    (!storeNumber || settled(storeQuery));

  const globalFeatures = globalQuery.data ?? null;
  const storeFeatures = storeQuery.data?.features ?? null;
  // One object per change, so effects that depend on the context run only when it changes.
  const context = useMemo<AuthorizeContext | null>(
    () =>
      ready && user
        ? { user, shop, features: { global: globalFeatures, store: storeFeatures } }
        : null,
    [ready, user, shop, globalFeatures, storeFeatures],
  );

  return {
    status,
    user,
    shop,
    context,
    userFailed: status === 'LOADING' && userQuery.isError,
  };
}
