import { SearchResultsPage } from '@/features/search/components/search-results-page';

/** /search-suggestion?query: the results of the typeahead's "Search for" suggestion. */
export function Component() {
  return <SearchResultsPage />;
}
