/**
 * Quote money (DESIGN.md section 6b): the one definition of every figure a quote shows, computed
 * from its lines, used by every server answer and every web page. Amounts travel as dollars with
 * 2 decimals (the contracts' numbers) but are added as whole cents, so no float sum ever decides a
 * figure.
 *
 * - line extended: quantity x unit price, rounded half up to the cent, per line (so a total is
 *   always the sum of the line totals a page lists);
 * - cost subtotal: what the shop pays the store: parts and kits (PART and KIT_SUMMARY lines, kit
 *   components included) at their cost; null when the shop hides costs;
 * - price total: what the shop charges its customer: every line the caller sees at its customer
 *   price (parts, kits, labor, other);
 * - item count: the lines the caller sees but warnings, a kit (with its components) once.
 *
 * The caller's view decides which lines count: RO writer users do not see labor (isLaborHidden),
 * a hideCosts shop never receives a cost.
 */

/** A quote line's type (the contract's WorksheetItemType, kept here so this file loads no zod). */
export type QuoteLineType = 'PART' | 'KIT_SUMMARY' | 'WARNING' | 'LABOR' | 'OTHER';

/** What the caller may see of a quote. */
export interface QuoteViewer {
  /** The shop hides costs (hideCosts): no cost, per line or in total, reaches the caller. */
  hideCosts: boolean;
  /** Labor lines are left out (RO writer users): not listed, not counted, not in any total. */
  hideLabor: boolean;
}

/** What the totals read of a line. */
export interface MoneyLine {
  itemType: QuoteLineType;
  quantity: number;
  /** Cost per unit; null: unknown (no price) or hidden. */
  itemCost: number | null;
  /** Customer price per unit (rate per hour for labor); null: 'Call for Pricing'. */
  customerPrice: number | null;
  /** The KIT_SUMMARY line of a kit component; null otherwise. */
  parentItemId: number | null;
}

export interface QuoteTotals {
  /** Lines but warnings, a kit once. */
  itemCount: number;
  /** Parts and kits at cost; null when the caller may not see costs. */
  costSubtotal: number | null;
  /** Every line the caller sees at its customer price. */
  priceTotal: number;
}

/** Whole cents of an amount given in dollars with (at most) 2 decimals. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Dollars of whole cents: the nearest number to the 2-decimal amount. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * Cents of quantity x unit price, rounded half up. Both have at most 2 decimals, so their product
 * in ten-thousandths is a whole number and the rounding is done in integers.
 */
export function lineExtendedCents(quantity: number, unitPrice: number | null): number | null {
  if (unitPrice === null) return null;
  if (unitPrice <= 0 || quantity <= 0) return 0;
  const tenThousandths = toCents(quantity) * toCents(unitPrice);
  const rest = tenThousandths % 100;
  return (tenThousandths - rest) / 100 + (rest >= 50 ? 1 : 0);
}

/** A line's extended amount in dollars; null without a unit price ('Call for Pricing'). */
export function lineExtended(quantity: number, unitPrice: number | null): number | null {
  const cents = lineExtendedCents(quantity, unitPrice);
  return cents === null ? null : fromCents(cents);
}

/** Parts and kits: what the shop buys from the store, so what has a cost. */
export function isCostLine(line: Pick<MoneyLine, 'itemType'>): boolean {
  return line.itemType === 'PART' || line.itemType === 'KIT_SUMMARY';
}

/**
 * A line of a kit's part, as the mini quote answers it: the kit's summary line and its parts are
 * both marked worksheetKit. It follows its kit (its quantity is the kit's to change; the kit line
 * counts for the kit).
 */
export function isKitComponentItem(item: {
  worksheetKit: boolean;
  itemType: QuoteLineType;
}): boolean {
  return item.worksheetKit && item.itemType !== 'KIT_SUMMARY';
}

/** Whether the caller sees the line at all. */
export function isLineVisible(line: Pick<MoneyLine, 'itemType'>, viewer: QuoteViewer): boolean {
  return !(viewer.hideLabor && line.itemType === 'LABOR');
}

/** A cost as the caller may see it: null under hideCosts. */
export function viewCost<T extends number | null>(cost: T, viewer: Pick<QuoteViewer, 'hideCosts'>) {
  return viewer.hideCosts ? null : cost;
}

/**
 * The lines as the caller may see them: hidden lines left out, costs null under hideCosts. Every
 * answer that lists lines or totals starts from this.
 */
export function viewQuoteLines<L extends MoneyLine>(lines: readonly L[], viewer: QuoteViewer): L[] {
  return lines
    .filter((line) => isLineVisible(line, viewer))
    .map((line) => (viewer.hideCosts ? { ...line, itemCost: null } : line));
}

/** The totals of a quote's lines as this caller sees them. */
export function computeQuoteTotals(lines: readonly MoneyLine[], viewer: QuoteViewer): QuoteTotals {
  let cost = 0;
  let price = 0;
  let itemCount = 0;
  for (const line of lines) {
    if (!isLineVisible(line, viewer)) continue;
    if (line.itemType !== 'WARNING' && line.parentItemId === null) itemCount++;
    price += lineExtendedCents(line.quantity, line.customerPrice) ?? 0;
    if (isCostLine(line)) cost += lineExtendedCents(line.quantity, line.itemCost) ?? 0;
  }
  return {
    itemCount,
    costSubtotal: viewer.hideCosts ? null : fromCents(cost),
    priceTotal: fromCents(price),
  };
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$1,234.50': the formatted* fields of the answers (pages format in the user's language). */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

// Kits -------------------------------------------------------------------------------------------

export interface PricedProduct {
  cost: number | null;
  customerPrice: number | null;
}

export interface KitLineValues {
  summary: PricedProduct;
  /** In the order of the components given. */
  components: PricedProduct[];
}

/**
 * The unit cost and price of a kit's lines on a quote. Prebuilt: the kit is ordered as one
 * product, so its summary line carries the kit's own cost and price and the components 0 (they
 * come in the box). Sourced (not prebuilt): each component carries its own, the summary 0.
 */
export function kitLineValues(
  kit: PricedProduct,
  components: readonly PricedProduct[],
  prebuilt: boolean,
): KitLineValues {
  if (prebuilt) {
    return {
      summary: { cost: kit.cost, customerPrice: kit.customerPrice },
      components: components.map(() => ({ cost: 0, customerPrice: 0 })),
    };
  }
  return {
    summary: { cost: 0, customerPrice: 0 },
    components: components.map((c) => ({ cost: c.cost, customerPrice: c.customerPrice })),
  };
}

/**
 * What one kit adds to a quote, per unit of the kit: the sum of its lines (components at the
 * quantity one kit holds). null when a line it needs has no price ('Call for Pricing'): the quote
 * could not give the whole figure either.
 */
export function kitUnitPrices(
  kit: PricedProduct,
  components: readonly (PricedProduct & { quantity: number })[],
  prebuilt: boolean,
): PricedProduct {
  const values = kitLineValues(kit, components, prebuilt);
  const lines = [
    { quantity: 1, ...values.summary },
    ...values.components.map((v, i) => ({ quantity: components[i]!.quantity, ...v })),
  ];
  const sum = (pick: (line: PricedProduct) => number | null) => {
    let cents = 0;
    for (const line of lines) {
      const extended = lineExtendedCents(line.quantity, pick(line));
      if (extended === null) return null;
      cents += extended;
    }
    return fromCents(cents);
  };
  return { cost: sum((l) => l.cost), customerPrice: sum((l) => l.customerPrice) };
}

/**
 * How the catalog's Add puts a kit on the quote: its components sourced, each a part of its own
 * (prebuilt false). The part lookup shows a kit at kitUnitPrices with the same flag, so the price
 * on the results page is the price the Add puts on the quote.
 */
export const CATALOG_KIT_PREBUILT = false;
