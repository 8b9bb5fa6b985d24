import { API } from '@procounter/shared/contracts/api-paths';
import type { TypeaheadResponse } from '@procounter/shared/contracts/catalog-search';
import { apiRequest } from '@/lib/api-client';

/**
 * The typeahead (R-SEARCH-2): GET /search/keyword/v3/typeahead?query&suggestionType=
 * PART_TYPE when the entsearch feature is on, else the legacy GET /search/keyword/typeahead?query&
 * entSearchEnabled=false. `query` is cleaned already. Aborting `signal` rejects with CancelledError.
 */
export function getTypeahead(
  query: string,
  entSearch: boolean,
  signal: AbortSignal,
): Promise<TypeaheadResponse> {
  return entSearch
    ? apiRequest<TypeaheadResponse>(API.typeaheadV3, {
        query: { query, suggestionType: 'PART_TYPE' },
        signal,
      })
    : apiRequest<TypeaheadResponse>(API.typeahead, {
        query: { query, entSearchEnabled: false },
        signal,
      });
}
