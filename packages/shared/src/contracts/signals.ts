import { z } from 'zod';
import { EVENT_TYPES, SEARCH_SOURCES } from '../domain/constants';
import { singleLineText } from '../validation/free-text';
import { INT4_MAX, PART_TYPE_ID_MAX_LENGTH } from '../validation/limits';

// Search signals (issue 25 part 4): what a shop picks, sent as the page goes on (fire and forget:
// a failure is swallowed, the answer is never read). The typeahead ranks by the suggestions chosen
// for a query and the results' best-match sort (SCORE) by what is done with the products: what
// this shop and all shops pick rises (modules/signals).

/** Longest query kept with a signal (the typeahead's own limit). */
export const SIGNAL_QUERY_MAX_LENGTH = 100;
/** Products one interaction may name (an order's lines at once). */
export const SIGNAL_PRODUCTS_MAX = 50;

/**
 * How much each event counts in the best-match sort, and how much more this shop's own count:
 * a purchase says more than an add to the quote, which says more than a look at the details.
 */
export const SIGNAL_WEIGHTS = { CLICK: 1, CART: 3, PURCHASE: 5 } as const;
/** A shop's own picks count this many times over (with every shop's, its own included once). */
export const SIGNAL_OWN_SHOP_FACTOR = 2;

const PartTypeIdSchema = singleLineText().min(1).max(PART_TYPE_ID_MAX_LENGTH);
const QuerySchema = singleLineText().min(1).max(SIGNAL_QUERY_MAX_LENGTH);

/**
 * POST /api/signals/v2/suggestions: a part type chosen from the typeahead (source SUGGESTION) or
 * named by a query typed and submitted (FREE_TEXT), with the query as typed. 204.
 */
export const SuggestionSignalBodySchema = z.strictObject({
  query: QuerySchema,
  source: z.enum(SEARCH_SOURCES),
  partTypeId: PartTypeIdSchema,
});
export type SuggestionSignalBody = z.input<typeof SuggestionSignalBodySchema>;

/**
 * POST /api/signals/interactions: products looked at (CLICK: their details), added to the quote
 * (CART) or ordered (PURCHASE), with the search source that led to them (SUGGESTION, FREE_TEXT
 * or CATEGORY_NAV: Catalog Lookup) and its query when there was one. 204.
 */
export const InteractionSignalBodySchema = z.strictObject({
  eventType: z.enum(EVENT_TYPES),
  source: z.enum(SEARCH_SOURCES),
  query: QuerySchema.optional(),
  productIds: z.array(z.number().int().positive().max(INT4_MAX)).min(1).max(SIGNAL_PRODUCTS_MAX),
});
export type InteractionSignalBody = z.input<typeof InteractionSignalBodySchema>;

/** A query as signals keep it: lower case, without accents, single spaces. */
export function normaliseSignalQuery(query: string): string {
  return query
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
