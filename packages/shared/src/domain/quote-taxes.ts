/**
 * The taxes a quote's price total gains by the shop's rates (issue 23): the same computation as the
 * customer's approval (customer-totals.ts computeCustomerTotals: labor lines by the labor rate,
 * every other line by the parts rate, each tax rounded once on its sum), over the lines the caller
 * sees (quote-totals.ts). priceTotal keeps its meaning (before tax); these are new fields.
 */
import { type CustomerTax, computeCustomerTotals, type TaxRates } from './customer-totals';
import { isLineVisible, type MoneyLine, type QuoteViewer } from './quote-totals';

export interface QuoteTaxes {
  partsTax: CustomerTax | null;
  laborTax: CustomerTax | null;
  /** The price total with both taxes. */
  totalWithTax: number;
}

export function computeQuoteTaxes(
  lines: readonly MoneyLine[],
  viewer: QuoteViewer,
  rates: TaxRates,
): QuoteTaxes {
  const totals = computeCustomerTotals(
    lines
      .filter((line) => isLineVisible(line, viewer) && line.itemType !== 'WARNING')
      .map((line) => ({
        kind: line.itemType === 'LABOR' ? ('LABOR' as const) : ('PART' as const),
        quantity: line.quantity,
        unitPrice: line.customerPrice,
      })),
    rates,
  );
  // A caller who does not see labor does not see its tax either.
  const laborTax = viewer.hideLabor ? null : totals.laborTax;
  return { partsTax: totals.partsTax, laborTax, totalWithTax: totals.total };
}
