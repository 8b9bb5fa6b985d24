import type { QuoteItem, QuoteSummary } from '@procounter/shared/contracts/worksheet';

/**
 * The mini quote's price rules (spec 002 section 2, Mini quote; section 9): a price of 0 or less
 * is hidden, prices show 2 decimals in US dollars, a line without a price shows 'Call for
 * Pricing'; with the shop's hideCosts on, customer prices and the price subtotal are shown instead
 * of costs. The rules of any price (2 decimals, 0 or less hidden, 'Call for Pricing') are in
 * lib/prices.ts, shared with the catalog.
 */

/** Labor and other lines are priced by the shop itself: they have a customer price, never a cost. */
export function isNonProductLine(item: Pick<QuoteItem, 'itemType'>): boolean {
  return item.itemType === 'LABOR' || item.itemType === 'OTHER';
}

/**
 * A non-product line counts at its customer price where costs are shown: its cost is null by
 * nature (not 'Call for Pricing'), and the shop's own charge is what the tech needs to see.
 */
function countsAtCustomerPrice(item: QuoteItem, hideCosts: boolean): boolean {
  return !hideCosts && item.itemCost === null && isNonProductLine(item);
}

/** The per-unit figure a line shows; null when it has none ('Call for Pricing'). */
export function shownUnitPrice(item: QuoteItem, hideCosts: boolean): number | null {
  return hideCosts || countsAtCustomerPrice(item, hideCosts) ? item.customerPrice : item.itemCost;
}

/** Money in ten-thousandths of a dollar, exact: quantity (2 decimals) x price (2 decimals). */
const lineTotal = (quantity: number, price: number) =>
  Math.round(quantity * 100) * Math.round(price * 100);

/**
 * The subtotal the mini quote shows: subtotalPrice when costs are hidden; otherwise subtotalCost
 * plus the labor and other lines at their customer price, so it is the sum of the lines as listed
 * (the server's subtotalCost leaves out lines that have no cost).
 */
export function shownSubtotal(summary: QuoteSummary, hideCosts: boolean): number {
  const { subtotalCost, subtotalPrice } = summary.quoteDetails;
  if (hideCosts) return subtotalPrice;
  let extra = 0;
  for (const item of summary.quoteProducts) {
    const price = countsAtCustomerPrice(item, hideCosts) ? item.customerPrice : null;
    // Like the server's subtotals: lines priced 0 or less, or not at all, add nothing.
    if (price !== null && price > 0) extra += lineTotal(item.itemQuantity, price);
  }
  return (Math.round(subtotalCost * 100) + Math.round(extra / 100)) / 100;
}

/** The lines the dropdown lists: those the item count counts (warnings belong to the quote page). */
export function listedItems(summary: QuoteSummary): QuoteItem[] {
  return summary.quoteProducts.filter((item) => item.itemType !== 'WARNING');
}
