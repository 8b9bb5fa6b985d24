/**
 * R-QUOTE-10: a part's availability at a store for what a quote needs of it, one rule for the
 * quote page (before submit) and submit itself. A store that has no stock row of the product does
 * not carry it: that is never "short" and never an availability change, it is backordered.
 */
export type StockAvailability = 'IN_STOCK' | 'SHORT' | 'NOT_CARRIED';

/** onHand: the store's stock row's quantity, undefined (or null) when it has no row. */
export function stockAvailability(
  onHand: number | null | undefined,
  needed: number,
): StockAvailability {
  if (onHand === null || onHand === undefined) return 'NOT_CARRIED';
  return onHand >= needed ? 'IN_STOCK' : 'SHORT';
}
