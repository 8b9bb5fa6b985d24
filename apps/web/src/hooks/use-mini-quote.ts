import { API } from '@procounter/shared/contracts/api-paths';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { CACHE_LIFETIME_MS } from '@procounter/shared/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { quoteKeys } from '@/lib/query-keys';
import { useSession } from './use-session';

/** GET /worksheet/rest/miniquote.json: the current quote in short (R-QUOTE-1, mini quote). */
export function miniQuoteQuery(enabled = true) {
  return queryOptions({
    queryKey: quoteKeys.mini,
    queryFn: (context) => queryFetch<QuoteSummary>(context, API.miniQuote, {}),
    staleTime: CACHE_LIFETIME_MS.worksheet,
    enabled,
  });
}

export function useMiniQuote() {
  const { auth } = useSession();
  return useQuery(miniQuoteQuery(auth !== null));
}
