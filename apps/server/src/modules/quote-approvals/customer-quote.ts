import type { PublicQuoteLine } from '@procounter/shared/contracts/quote-approval';
import {
  type CustomerTotals,
  computeCustomerTotals,
  customerLineTotal,
  type TaxRates,
} from '@procounter/shared/domain/customer-totals';
import { hashRequest } from '../../lib/request-hash';

// A quote as its customer sees it (pure): which lines, at what prices, and the version that names
// that content. Money goes through shared domain/customer-totals.ts only.

/** A quote line as the worksheets read it for the customer (no cost, no line code). */
export interface QuoteLineForCustomer {
  id: number;
  itemType: 'PART' | 'KIT_SUMMARY' | 'WARNING' | 'LABOR' | 'OTHER';
  description: string;
  quantity: number;
  customerPrice: number | null;
  parentItemId: number | null;
  partNumber: string | null;
  brandName: string | null;
}

/**
 * The lines the customer sees and approves, in the quote's order: parts (not kit components,
 * named on their kit's line instead), kits, labor (always: RO writer users hiding labor is about
 * the portal user, not the customer) and other lines; never a warning.
 * A kit's unit price is what one kit adds: its summary line and its components at the quantity one
 * kit holds (a prebuilt kit carries its price on the summary line, a sourced one on its parts);
 * null when one of those has no price, as the part lookup prices a kit (kitUnitPrices).
 */
export function customerQuoteLines(rows: readonly QuoteLineForCustomer[]): PublicQuoteLine[] {
  const componentsOf = new Map<number, QuoteLineForCustomer[]>();
  for (const row of rows) {
    if (row.parentItemId === null) continue;
    const list = componentsOf.get(row.parentItemId) ?? [];
    list.push(row);
    componentsOf.set(row.parentItemId, list);
  }
  const lines: PublicQuoteLine[] = [];
  for (const row of rows) {
    if (row.parentItemId !== null || row.itemType === 'WARNING') continue;
    if (row.itemType === 'KIT_SUMMARY') {
      const components = componentsOf.get(row.id) ?? [];
      const perKit = [
        { quantity: 1, unitPrice: row.customerPrice },
        ...components.map((c) => ({
          quantity: row.quantity > 0 ? c.quantity / row.quantity : 0,
          unitPrice: c.customerPrice,
        })),
      ];
      const unitPrice = perKit.some((l) => l.unitPrice === null)
        ? null
        : computeCustomerTotals(
            perKit.map((l) => ({ kind: 'OTHER' as const, ...l })),
            { parts: null, labor: null },
          ).total;
      lines.push(
        presentLine(row, 'KIT', unitPrice, {
          brandName: null,
          partNumber: null,
          kitParts: components.map((c) => c.description),
        }),
      );
      continue;
    }
    const isPart = row.itemType === 'PART';
    lines.push(
      presentLine(row, row.itemType, row.customerPrice, {
        brandName: isPart ? row.brandName : null,
        partNumber: isPart ? row.partNumber : null,
        kitParts: [],
      }),
    );
  }
  return lines;
}

function presentLine(
  row: QuoteLineForCustomer,
  kind: PublicQuoteLine['kind'],
  unitPrice: number | null,
  names: Pick<PublicQuoteLine, 'brandName' | 'partNumber' | 'kitParts'>,
): PublicQuoteLine {
  return {
    lineId: row.id,
    kind,
    description: row.description,
    ...names,
    quantity: row.quantity,
    unitPrice,
    total: customerLineTotal({ kind, quantity: row.quantity, unitPrice }),
  };
}

/** The totals of customer lines under the shop's rates (the one money module's). */
export function customerTotalsOf(
  lines: readonly Pick<PublicQuoteLine, 'kind' | 'quantity' | 'unitPrice'>[],
  rates: TaxRates,
): CustomerTotals {
  return computeCustomerTotals(lines, rates);
}

/**
 * The version of a quote: a hash of what the customer is asked to approve, i.e. every line but
 * warnings (id, type, description, quantity, customer price, kit parent) and the tax rates. Any
 * change of those gives another version; a change the customer cannot see (a cost, the quote's
 * name, its vehicle) does not.
 */
export function quoteVersion(rows: readonly QuoteLineForCustomer[], rates: TaxRates): string {
  const content = rows
    .filter((r) => r.itemType !== 'WARNING')
    .map((r) => [r.id, r.itemType, r.description, r.quantity, r.customerPrice, r.parentItemId])
    .sort((a, b) => (a[0] as number) - (b[0] as number));
  return hashRequest({ lines: content, taxRates: [rates.parts, rates.labor] });
}
