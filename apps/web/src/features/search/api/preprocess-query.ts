import { API } from '@procounter/shared/contracts/api-paths';
import type { PreprocessResponse } from '@procounter/shared/contracts/catalog-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { searchKeys } from './keys';

/** A quick search's answer is reused by the results page it leads to, for a minute. */
const PREPROCESS_STALE_MS = 60_000;

/**
 * GET /search/keyword/preprocess?query&shopId: the part type the query names exactly
 * (identifiedPartType) and the product whose part number it is (itemNumberMatching).
 */
export function preprocessQueryOptions(query: string, shopId: number) {
  return queryOptions({
    queryKey: searchKeys.preprocess(query, shopId),
    queryFn: (context) =>
      queryFetch<PreprocessResponse>(context, API.searchPreprocess, { query: { query, shopId } }),
    staleTime: PREPROCESS_STALE_MS,
  });
}

/** The results page's part number product; waits for the shop. */
export function usePreprocess(query: string, shopId: number | undefined) {
  return useQuery({
    ...preprocessQueryOptions(query, shopId ?? 0),
    enabled: query.length > 0 && shopId !== undefined,
  });
}
