import { API } from '@procounter/shared/contracts/api-paths';
import type { AuthTokens } from '@procounter/shared/contracts/auth';
import type { MasqueradeCandidate } from '@procounter/shared/contracts/user';
import { getLandingPath } from '@procounter/shared/domain/roles';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentShopQuery } from '@/hooks/use-current-shop';
import { currentUserQuery } from '@/hooks/use-current-user';
import { globalFeaturesQuery, storeFeaturesQuery } from '@/hooks/use-features';
import { apiRequest } from '@/lib/api-client';
import { queryFetch } from '@/lib/query-client';
import { type AuthorizeContext, isPathAllowed } from '@/lib/route-table';
import { beginSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { showErrorToast } from '@/lib/toasts';

export const masqueradeKeys = {
  candidates: (search: string) => ['masquerade', 'candidates', search] as const,
};

/** GET /admin/masquerade/candidates?search=: the users a support user may act as. */
export function useMasqueradeCandidates(search: string) {
  return useQuery({
    queryKey: masqueradeKeys.candidates(search),
    queryFn: (context) =>
      queryFetch<MasqueradeCandidate[]>(context, API.masqueradeCandidates, {
        query: { search: search || undefined },
      }),
    placeholderData: (previous) => previous,
  });
}

/** Loads the new person's user, shop and features: what the landing page and route checks need. */
async function loadSessionContext(client: QueryClient): Promise<AuthorizeContext> {
  const user = await client.fetchQuery(currentUserQuery());
  const shop = await client.fetchQuery(currentShopQuery()).catch(() => null);
  const [global, store] = await Promise.all([
    client.fetchQuery(globalFeaturesQuery()).catch(() => null),
    shop?.homeStore
      ? client
          .fetchQuery(storeFeaturesQuery(shop.homeStore.storeId))
          .then((entry) => entry.features)
          .catch(() => null)
      : Promise.resolve(null),
  ]);
  return { user, shop, features: { global, store } };
}

/**
 * POST /admin/masquerade {userId}: swaps the tokens, reloads the user data and goes to the default
 * landing page; the route it started from is remembered for the way back.
 */
export function useStartMasquerade() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<AuthTokens>(API.masquerade, { method: 'POST', json: { userId } }),
    onSuccess: async (tokens) => {
      const source = `${location.pathname}${location.search}`;
      beginSession(tokens, { masqueradeSource: source });
      const context = await loadSessionContext(client);
      void navigate(getLandingPath(context.user, context.shop), { replace: true });
    },
  });
}

/**
 * POST /admin/endMasquerade: the real user's tokens come back; return to the stored source route
 * if it is valid for them, else to the root (which sends them to their landing page).
 */
export function useEndMasquerade() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => apiRequest<AuthTokens>(API.endMasquerade, { method: 'POST' }),
    onSuccess: async (tokens) => {
      const source = storage.readValue<string>('masqueradeSource');
      beginSession(tokens);
      const context = await loadSessionContext(client);
      void navigate(source && isPathAllowed(source, context) ? source : '/', { replace: true });
    },
    onError: () => showErrorToast(t('common:masquerade.unmasqueradeFailed')),
  });
}
