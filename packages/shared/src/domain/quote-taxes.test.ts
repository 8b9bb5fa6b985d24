import { describe, expect, it } from 'vitest';
import { computeQuoteTaxes } from './quote-taxes';
import { computeQuoteTotals, type MoneyLine } from './quote-totals';

const line = (itemType: MoneyLine['itemType'], quantity: number, price: number | null) => ({
  itemType,
  quantity,
  itemCost: null,
  customerPrice: price,
  parentItemId: null,
});

const lines: MoneyLine[] = [
  line('PART', 2, 19.99),
  line('LABOR', 1.5, 125),
  line('OTHER', 1, 10),
  line('WARNING', 1, null),
  line('PART', 1, null),
];
const viewer = { hideCosts: false, hideLabor: false };

describe('computeQuoteTaxes', () => {
  it("adds each tax once on its sum to the quote's price total", () => {
    const taxes = computeQuoteTaxes(lines, viewer, { parts: 8.25, labor: 2 });
    // parts 39.98 + 10 = 49.98 -> 8.25 % = 4.12335 -> 4.12; labor 187.50 -> 2 % = 3.75
    expect(taxes.partsTax).toEqual({ rate: 8.25, amount: 4.12 });
    expect(taxes.laborTax).toEqual({ rate: 2, amount: 3.75 });
    const { priceTotal } = computeQuoteTotals(lines, viewer);
    expect(priceTotal).toBe(237.48);
    expect(taxes.totalWithTax).toBe(245.35);
  });

  it('adds nothing without rates, and leaves hidden labor out', () => {
    expect(computeQuoteTaxes(lines, viewer, { parts: null, labor: 0 })).toEqual({
      partsTax: null,
      laborTax: null,
      totalWithTax: 237.48,
    });
    const roWriter = { hideCosts: false, hideLabor: true };
    const taxes = computeQuoteTaxes(lines, roWriter, { parts: 8.25, labor: 2 });
    expect(taxes.laborTax).toBeNull();
    expect(taxes.totalWithTax).toBe(54.1);
  });
});
