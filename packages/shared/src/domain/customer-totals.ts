/**
 * What a customer pays (issue 22, the quote the customer approves): the totals of the lines they
 * see, at customer prices, with the taxes the shop sets. The one definition, used by the server's
 * approval answers and never recomputed by a page. Built on quote-totals.ts: line totals are its
 * extended amounts (quantity x unit price, rounded half up per line), sums are whole cents.
 *
 * - parts: every line but labor (parts, kits, other lines);
 * - labor: labor lines;
 * - a tax: its rate (percent, up to 3 decimals) of the amount it applies to, rounded half up to the
 *   cent once on the sum (not per line), as an invoice shows it;
 * - total: parts + labor + taxes.
 */
import { fromCents, lineExtendedCents } from './quote-totals';

/** A line as the customer sees it. */
export interface CustomerLine {
  kind: 'PART' | 'KIT' | 'LABOR' | 'OTHER';
  quantity: number;
  /** Price per unit (rate per hour for labor); null: priced on the phone, adds 0. */
  unitPrice: number | null;
}

/** The shop's tax rates in percent; null: no such tax. */
export interface TaxRates {
  parts: number | null;
  labor: number | null;
}

export interface CustomerTax {
  rate: number;
  amount: number;
}

export interface CustomerTotals {
  parts: number;
  labor: number;
  partsTax: CustomerTax | null;
  laborTax: CustomerTax | null;
  total: number;
}

/** A line's total in dollars: 0 without a price. */
export function customerLineTotal(line: CustomerLine): number {
  return fromCents(lineExtendedCents(line.quantity, line.unitPrice) ?? 0);
}

/** Cents of `rate` percent of `cents`, rounded half up; the rate has at most 3 decimals. */
export function taxCents(cents: number, rate: number): number {
  const thousandths = Math.round(rate * 1000);
  // cents x rate% = cents x thousandths / 100,000, rounded half up in integers.
  const scaled = cents * thousandths;
  const whole = Math.floor(scaled / 100_000);
  return scaled - whole * 100_000 >= 50_000 ? whole + 1 : whole;
}

const tax = (cents: number, rate: number | null): { rate: number; cents: number } | null =>
  rate === null || rate <= 0 ? null : { rate, cents: taxCents(cents, rate) };

/** The totals of `lines` under the shop's `rates`. */
export function computeCustomerTotals(
  lines: readonly CustomerLine[],
  rates: TaxRates,
): CustomerTotals {
  let parts = 0;
  let labor = 0;
  for (const line of lines) {
    const cents = lineExtendedCents(line.quantity, line.unitPrice) ?? 0;
    if (line.kind === 'LABOR') labor += cents;
    else parts += cents;
  }
  const partsTax = tax(parts, rates.parts);
  const laborTax = tax(labor, rates.labor);
  const total = parts + labor + (partsTax?.cents ?? 0) + (laborTax?.cents ?? 0);
  const view = (t: typeof partsTax) => (t ? { rate: t.rate, amount: fromCents(t.cents) } : null);
  return {
    parts: fromCents(parts),
    labor: fromCents(labor),
    partsTax: view(partsTax),
    laborTax: view(laborTax),
    total: fromCents(total),
  };
}
