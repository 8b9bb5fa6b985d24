/**
 * Search signals in the browser (issue 25 part 4): what the user picks goes to the server as the
 * page goes on, so the typeahead and the results' best match learn from it. Fire and forget, as
 * usage tracking: nothing waits for the answer, every failure is swallowed, nothing toasts. The
 * calls carry the access token like any other (sendBeacon cannot: decisions/044).
 *
 * The search that led to the products on screen (its source and query) is kept in session
 * storage, so an add to the quote, a look at the details or an order says where it came from.
 */
import { API } from '@procounter/shared/contracts/api-paths';
import {
  type EventType,
  SEARCH_SOURCES,
  type SearchSource,
} from '@procounter/shared/domain/constants';
import { apiRequest } from './api-client';
import type { SearchPick } from './search-pick';

const CONTEXT_KEY = 'searchSignalContext';
/**
 * lib/search-pick.ts's key, written there: the shell imports that file alone, so this one does not
 * import its value (one module of the two would become a chunk of its own on the start page).
 */
const SEARCH_PICK_KEY = 'searchSignalPick';
/** The contract's limits (contracts/signals.ts), kept here so the shell does not load zod for them. */
const QUERY_MAX = 100;
const PRODUCTS_MAX = 50;

export interface SearchContext {
  source: SearchSource;
  query?: string;
}

const clean = (query: string | undefined) => {
  const text = query?.trim().slice(0, QUERY_MAX);
  return text ? text : undefined;
};

/** The search the next products come from (the catalog's own navigation when none is kept). */
export function setSearchContext(context: SearchContext): void {
  try {
    sessionStorage.setItem(
      CONTEXT_KEY,
      JSON.stringify({ source: context.source, query: clean(context.query) }),
    );
  } catch {
    // No storage: the products say CATEGORY_NAV.
  }
}

export function readSearchContext(): SearchContext {
  try {
    const kept = JSON.parse(sessionStorage.getItem(CONTEXT_KEY) ?? 'null') as SearchContext | null;
    if (kept && SEARCH_SOURCES.includes(kept.source)) {
      const query = clean(typeof kept.query === 'string' ? kept.query : undefined);
      return query ? { source: kept.source, query } : { source: kept.source };
    }
  } catch {
    // Garbled storage: as if none.
  }
  return { source: 'CATEGORY_NAV' };
}

function send(path: string, json: object): void {
  try {
    apiRequest(path, { method: 'POST', json }).catch(() => {});
  } catch {
    // A signal never disturbs the page.
  }
}

/** A part type picked for a query: from the typeahead (SUGGESTION) or a typed search (FREE_TEXT). */
export function signalSuggestion(query: string, partTypeId: string, source: SearchSource): void {
  const text = clean(query);
  setSearchContext({ source, query: text });
  if (text) send(API.signalSuggestions, { query: text, source, partTypeId });
}

/** Products looked at (CLICK), added to the quote (CART) or ordered (PURCHASE). */
export function signalInteraction(eventType: EventType, productIds: readonly number[]): void {
  const ids = [...new Set(productIds)].filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) return;
  const context = readSearchContext();
  for (let at = 0; at < ids.length; at += PRODUCTS_MAX) {
    send(API.signalInteractions, {
      eventType,
      ...context,
      productIds: ids.slice(at, at + PRODUCTS_MAX),
    });
  }
}

/**
 * Sends what the search box picked (lib/search-pick.ts) as a suggestion signal, once, and makes
 * its search the one under way: the products or keyword page it led to calls this when it opens.
 * A page reached otherwise finds none and keeps the search under way.
 */
export function takeSearchPick(): void {
  let pick: SearchPick | null = null;
  try {
    pick = JSON.parse(sessionStorage.getItem(SEARCH_PICK_KEY) ?? 'null') as SearchPick | null;
    sessionStorage.removeItem(SEARCH_PICK_KEY);
  } catch {
    return;
  }
  if (!pick || (pick.source !== 'SUGGESTION' && pick.source !== 'FREE_TEXT')) return;
  const query = typeof pick.query === 'string' ? pick.query : '';
  if (typeof pick.partTypeId === 'string' && pick.partTypeId) {
    signalSuggestion(query, pick.partTypeId, pick.source);
  } else {
    setSearchContext({ source: pick.source, query });
  }
}

/** Parts reached from the catalog's own navigation: CATEGORY_NAV, and no pick of the search box. */
export function startCatalogNavigation(): void {
  try {
    sessionStorage.removeItem(SEARCH_PICK_KEY);
  } catch {
    // Nothing kept then.
  }
  setSearchContext({ source: 'CATEGORY_NAV' });
}
