import { SearchResultsPage } from '@/features/search/components/search-results-page';

/** /search-keyword?query&itemNumber: the results of a quick search. */
export function Component() {
  return <SearchResultsPage />;
}
