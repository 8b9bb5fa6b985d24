/**
 * What the search box picked (issue 25 part 4), kept for the page it leads to: the shell's
 * typeahead and quick search write it here, in a few bytes, and the products or keyword page
 * sends it as a search signal (lib/signals.ts takeSearchPick), so the start page's JavaScript
 * carries no signal code.
 */
export const SEARCH_PICK_KEY = 'searchSignalPick';

export interface SearchPick {
  source: 'SUGGESTION' | 'FREE_TEXT';
  query: string;
  /** The part type picked, or that the typed search named; none for other searches. */
  partTypeId?: string;
}

export function keepSearchPick(pick: SearchPick): void {
  try {
    sessionStorage.setItem(SEARCH_PICK_KEY, JSON.stringify(pick));
  } catch {
    // No storage: no signal.
  }
}
