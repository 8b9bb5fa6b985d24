/**
 * GET /current/dotcms?withToken=true&shopId=: the content token of a logged-in user's shop
 * (R-HELP-8). A visitor holds no token and reads PUBLIC content; a logged-in user
 * whose token call fails reads public content too, rather than no Help Center at all.
 */
import { API } from '@procounter/shared/contracts/api-paths';
import type { ContentAccess } from '@procounter/shared/contracts/help-content';
import type { ContentTypeToken } from '@procounter/shared/domain/constants';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthState } from '@/hooks/use-auth-state';
import { queryFetch } from '@/lib/query-client';
import { helpKeys } from './keys';

/** A token is renewed this long before it expires, so a request never leaves with a dying one. */
export const CONTENT_TOKEN_MARGIN_MS = 60_000;

/** What the content queries need to know about the caller's access. */
export interface ContentAccessScope {
  tokenType: ContentTypeToken;
  /** The shop the token is for; null for a visitor (and then no token is asked for). */
  shopId: number | null;
  loggedIn: boolean;
}

export const VISITOR_ACCESS: ContentAccessScope = {
  tokenType: 'PUBLIC',
  shopId: null,
  loggedIn: false,
};

export function contentAccessQuery(shopId: number | null) {
  return queryOptions({
    queryKey: helpKeys.access(shopId),
    queryFn: (context) =>
      queryFetch<ContentAccess>(context, API.contentAccess, {
        query: { withToken: true, shopId: shopId ?? undefined },
      }),
    // Kept until shortly before it expires.
    staleTime: (query) => {
      const expires = (query.state.data as ContentAccess | undefined)?.expires;
      if (expires == null) return Number.POSITIVE_INFINITY;
      return Math.max(0, expires - Date.now() - CONTENT_TOKEN_MARGIN_MS);
    },
  });
}

/**
 * The token for a content request: none for PUBLIC access, else the kept one while it is fresh.
 * `refused` is a token the content source just refused (expired): a new one is asked for, unless
 * another request already replaced it. A token call that fails leaves the request without a token,
 * so it still reads public content.
 */
export async function readContentToken(
  client: QueryClient,
  access: ContentAccessScope,
  refused: string | null = null,
): Promise<string | null> {
  if (!access.loggedIn || access.tokenType === 'PUBLIC') return null;
  const options = contentAccessQuery(access.shopId);
  const renew = refused !== null && client.getQueryData(options.queryKey)?.token === refused;
  try {
    const record = await client.fetchQuery(renew ? { ...options, staleTime: 0 } : options);
    return record.token;
  } catch {
    return null;
  }
}

/**
 * The caller's content access: a visitor's at once; a logged-in user's once the current shop and
 * the token record are known (the root layout does not wait for them on open routes). Null while
 * it is not known yet.
 */
export function useContentAccessScope(): ContentAccessScope | null {
  const auth = useAuthState();
  const loggedIn = auth.status === 'AUTHORIZED';
  const shopKnown = loggedIn && (auth.shop !== null || auth.context !== null);
  const shopId = auth.shop?.id ?? null;
  const access = useQuery({ ...contentAccessQuery(shopId), enabled: shopKnown });
  if (auth.status === 'LOADING') return null;
  // A restricted user (password or terms pending) reads the Help Center as a visitor does.
  if (!loggedIn) return VISITOR_ACCESS;
  if (!shopKnown) return null;
  if (access.isError) return { tokenType: 'PUBLIC', shopId, loggedIn };
  if (!access.data) return null;
  return { tokenType: access.data.tokenType, shopId, loggedIn };
}
