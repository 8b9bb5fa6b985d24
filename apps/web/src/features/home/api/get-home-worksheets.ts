import { API } from '@procounter/shared/contracts/api-paths';
import type { WorksheetSearchResult } from '@procounter/shared/contracts/worksheet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { homeKeys } from './keys';

/** How many open quotes and recent orders the start page lists (the rest are on Quotes and Orders). */
export const HOME_LIST_SIZE = 5;

/**
 * How long an answer of the start page's lists is taken as current: the page's first answers come
 * with its code (app/routes/home-prefetch.ts) and are not asked for again as it mounts; a return
 * to the page after this asks again (the quotes' own changes refresh them at once).
 */
export const HOME_LIST_FRESH_MS = 30_000;

/**
 * GET /worksheet/rest/search?searchType=QUOTE|ORDER&size=5: the shop's newest quotes (by last
 * change) or orders (by submitted time), with customer, vehicle, items and the price total as the
 * caller sees it (the server hides costs, R-HOME-3). Under the quote searches' key, so a change
 * to a quote that refreshes them refreshes these too.
 */
export function homeWorksheetsQuery(searchType: 'QUOTE' | 'ORDER') {
  return queryOptions({
    queryKey: searchType === 'QUOTE' ? homeKeys.openQuotes : homeKeys.recentOrders,
    queryFn: (context) =>
      queryFetch<WorksheetSearchResult>(context, API.worksheetSearch, {
        query: { searchType, page: 0, size: HOME_LIST_SIZE },
      }),
    staleTime: HOME_LIST_FRESH_MS,
  });
}

export function useOpenQuotes() {
  return useQuery(homeWorksheetsQuery('QUOTE'));
}

export function useRecentOrders() {
  return useQuery(homeWorksheetsQuery('ORDER'));
}
