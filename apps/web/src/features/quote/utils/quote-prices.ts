import type { QuoteItem, QuoteSummary } from '@procounter/shared/contracts/worksheet';

/**
 * The mini quote's price rules (spec 002 section 2, Mini quote; section 9): a price of 0 or less
 * is hidden, prices show 2 decimals in US dollars, a line without a price shows 'Call for
 * Pricing'; with the shop's hideCosts on, customer prices and the price subtotal are shown instead
 * of costs.
 */

/** What a price shows: an amount, 'Call for Pricing', or nothing. */
export type PriceView =
  | { kind: 'amount'; text: string }
  | { kind: 'callForPricing' }
  | { kind: 'hidden' };

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

/** en-US or es-US: the shops are in the United States, whatever the language. */
const regionalLocale = (language: string) => (language.startsWith('es') ? 'es-US' : 'en-US');

const moneyFormats = new Map<string, Intl.NumberFormat>();
const quantityFormats = new Map<string, Intl.NumberFormat>();

function cached(
  store: Map<string, Intl.NumberFormat>,
  locale: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let format = store.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    store.set(locale, format);
  }
  return format;
}

/** An amount in US dollars with 2 decimals, as the language writes it ($1,234.50). */
export function formatMoney(amount: number, language: string): string {
  return cached(moneyFormats, regionalLocale(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A quantity (units or hours) with up to 2 decimals: 1, 1.5, 0.33. */
export function formatQuantity(quantity: number, language: string): string {
  return cached(quantityFormats, regionalLocale(language), { maximumFractionDigits: 2 }).format(
    quantity,
  );
}

/** A price as shown: nothing for 0 or less, 'Call for Pricing' for none, else 2 decimals. */
export function viewPrice(price: number | null, language: string): PriceView {
  if (price === null) return { kind: 'callForPricing' };
  if (price <= 0) return { kind: 'hidden' };
  return { kind: 'amount', text: formatMoney(price, language) };
}
