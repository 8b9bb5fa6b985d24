import { API } from '@procounter/shared/contracts/api-paths';
import type { WorksheetSearchResult } from '@procounter/shared/contracts/worksheet';
import { WORKSHEET_SEARCH_TYPES } from '@procounter/shared/domain/constants';
import { isDateInRange } from '@procounter/shared/validation/date-range';
import { INT4_MAX } from '@procounter/shared/validation/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { quoteKeys } from '@/lib/query-keys';

export type SearchType = (typeof WORKSHEET_SEARCH_TYPES)[number];

/** What the quotes page searches for; it lives in the page's URL, so a search can be shared. */
export interface QuoteSearchParams {
  keywords: string;
  searchType: SearchType;
  startDate: string;
  endDate: string;
  recent: boolean;
  /** Only this customer's quotes and orders (issue 22); null for every customer. */
  customerId: number | null;
  page: number;
}

export const QUOTE_SEARCH_PAGE_SIZE = 25;

/**
 * The search read from the URL; anything malformed falls back to its default, and so does a date
 * outside the range the server takes (the shared rule), so an edited link never answers 400.
 */
export function readQuoteSearchParams(search: URLSearchParams): QuoteSearchParams {
  const type = search.get('searchType');
  const page = Number(search.get('page') ?? 0);
  const customerId = Number(search.get('customerId') ?? '');
  const date = (key: string) => {
    const value = search.get(key) ?? '';
    return isDateInRange(value) ? value : '';
  };
  return {
    keywords: (search.get('keywords') ?? '').slice(0, 200),
    searchType: WORKSHEET_SEARCH_TYPES.includes(type as SearchType) ? (type as SearchType) : 'ALL',
    startDate: date('startDate'),
    endDate: date('endDate'),
    recent: search.get('recent') === 'true',
    customerId:
      Number.isInteger(customerId) && customerId > 0 && customerId <= INT4_MAX ? customerId : null,
    page: Number.isInteger(page) && page >= 0 && page <= 10_000 ? page : 0,
  };
}

/** The URL of a search: only what differs from the defaults. */
export function writeQuoteSearchParams(params: QuoteSearchParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keywords.trim()) search.set('keywords', params.keywords.trim());
  if (params.searchType !== 'ALL') search.set('searchType', params.searchType);
  if (params.startDate) search.set('startDate', params.startDate);
  if (params.endDate) search.set('endDate', params.endDate);
  if (params.recent) search.set('recent', 'true');
  if (params.customerId !== null) search.set('customerId', String(params.customerId));
  if (params.page > 0) search.set('page', String(params.page));
  return search;
}

/** The query of GET /worksheet/rest/search: empty fields are left out. */
export function toSearchQuery(params: QuoteSearchParams) {
  return {
    keywords: params.keywords.trim() || undefined,
    searchType: params.searchType,
    startDate: params.startDate || undefined,
    endDate: params.endDate || undefined,
    recent: params.recent ? true : undefined,
    customerId: params.customerId ?? undefined,
    page: params.page,
    size: QUOTE_SEARCH_PAGE_SIZE,
  };
}

/** GET /worksheet/rest/search: the shop's quotes and orders, newest first, a page at a time. */
export function worksheetSearchQuery(params: QuoteSearchParams) {
  const query = toSearchQuery(params);
  return queryOptions({
    queryKey: quoteKeys.search(query),
    queryFn: (context) =>
      queryFetch<WorksheetSearchResult>(context, API.worksheetSearch, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useWorksheetSearch(params: QuoteSearchParams) {
  return useQuery(worksheetSearchQuery(params));
}
