/** The results pages (R-SEARCH-5): the query, and a part number found for it, in the URL. */

export function keywordResultsPath(query: string, itemNumber?: string): string {
  const search = new URLSearchParams({ query });
  if (itemNumber) search.set('itemNumber', itemNumber);
  return `/search-keyword?${search.toString()}`;
}

export function suggestionResultsPath(query: string): string {
  return `/search-suggestion?${new URLSearchParams({ query }).toString()}`;
}

/** Where a chosen part type's products are listed (the selection says which). */
export const PRODUCTS_PATH = '/catalog/products';

/**
 * The products of the chosen part type, narrowed to the positions a search named ('brake pads
 * front': ?position=Front, as the results list's own narrowing keeps it).
 */
export function productsPath(positions: readonly string[] = []): string {
  if (positions.length === 0) return PRODUCTS_PATH;
  const search = new URLSearchParams();
  for (const position of positions) search.append('position', position);
  return `${PRODUCTS_PATH}?${search.toString()}`;
}
