import { TYPEAHEAD } from './constants';

/**
 * The typeahead query as the server searches it and the web app sends it: double quotes and angle
 * brackets removed, runs of white space made one space, trimmed. The same function runs on both
 * sides, so the web app can skip a request whose cleaned query is shorter than TYPEAHEAD.minChars.
 */
export function cleanSearchQuery(raw: string): string {
  return raw
    .replace(/["<>\u201c\u201d]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the cleaned query is long enough to search (at least TYPEAHEAD.minChars). */
export function isSearchableQuery(raw: string): boolean {
  return cleanSearchQuery(raw).length >= TYPEAHEAD.minChars;
}
