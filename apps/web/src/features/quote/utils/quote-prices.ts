import type { QuoteItem, QuoteSummary } from '@procounter/shared/contracts/worksheet';

/**
 * The mini quote's figures (R-QUOTE-1, R-QUOTE-3, R-QUOTE-4, Mini quote). Every amount is the
 * server's (its quote-totals, shared with this app): the page picks which figure to show and
 * labels it, it never adds one up itself. With costs shown, a part shows its cost and the button
 * the cost subtotal (parts and kits); with hideCosts (the server then sends no cost at all), the
 * customer prices and the total price. Labor and other lines have no cost: they always show their
 * price, labelled as a price. The display rules of any amount (2 decimals, 0 or less hidden,
 * 'Call for Pricing') are in lib/prices.ts.
 */

/** Labor and other lines are priced by the shop itself: they have a customer price, never a cost. */
export function isNonProductLine(item: Pick<QuoteItem, 'itemType'>): boolean {
  return item.itemType === 'LABOR' || item.itemType === 'OTHER';
}

/** Whether the summary shows costs: the shop shows them and the server sent them. */
export function showsCosts(summary: QuoteSummary, hideCosts: boolean): boolean {
  return !hideCosts && summary.quoteDetails.subtotalCost !== null;
}

/** What a line shows: its unit figure and line total, both a cost or both a price. */
export interface LineFigures {
  kind: 'cost' | 'price';
  /** Per unit; null: 'Call for Pricing'. */
  unit: number | null;
  /** Quantity x unit, as the server computed it; null: 'Call for Pricing'. */
  total: number | null;
}

export function lineFigures(item: QuoteItem, costs: boolean): LineFigures {
  if (costs && !isNonProductLine(item)) {
    return { kind: 'cost', unit: item.itemCost, total: item.extendedCost };
  }
  return { kind: 'price', unit: item.customerPrice, total: item.extendedPrice };
}

/** The total the mini quote's button shows, and what it is. */
export interface Headline {
  kind: 'costSubtotal' | 'totalPrice';
  amount: number;
}

/**
 * The cost subtotal where costs are shown and the quote has parts at a cost; otherwise (hideCosts,
 * or only labor and other lines) the total price.
 */
export function headlineTotal(summary: QuoteSummary, hideCosts: boolean): Headline {
  const { subtotalCost, subtotalPrice } = summary.quoteDetails;
  if (showsCosts(summary, hideCosts) && subtotalCost !== null && subtotalCost > 0) {
    return { kind: 'costSubtotal', amount: subtotalCost };
  }
  return { kind: 'totalPrice', amount: subtotalPrice };
}

/** The lines the dropdown lists: those the item count counts (warnings belong to the quote page). */
export function listedItems(summary: QuoteSummary): QuoteItem[] {
  return summary.quoteProducts.filter((item) => item.itemType !== 'WARNING');
}
