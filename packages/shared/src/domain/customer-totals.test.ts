import { describe, expect, it } from 'vitest';
import { computeCustomerTotals, customerLineTotal, taxCents } from './customer-totals';

describe('customer totals', () => {
  it('adds parts, kits and other lines apart from labor, taxes each at its rate, half up on the sum', () => {
    const totals = computeCustomerTotals(
      [
        { kind: 'PART', quantity: 2, unitPrice: 42.99 },
        { kind: 'KIT', quantity: 1, unitPrice: 120 },
        { kind: 'OTHER', quantity: 1, unitPrice: 15.5 },
        { kind: 'LABOR', quantity: 1.5, unitPrice: 125 },
        { kind: 'PART', quantity: 1, unitPrice: null },
      ],
      { parts: 8.25, labor: null },
    );
    // parts 85.98 + 120 + 15.50 = 221.48; 8.25% = 18.2721 -> 18.27; labor 187.50, untaxed.
    expect(totals).toEqual({
      parts: 221.48,
      labor: 187.5,
      partsTax: { rate: 8.25, amount: 18.27 },
      laborTax: null,
      total: 427.25,
    });
  });

  it('rounds a tax half up to the cent and never by float error', () => {
    // 10.00 at 6.25% is 0.625 -> 0.63; 1.10 at 5% is 0.055 -> 0.06 (a float product gives 0.05499...).
    expect(taxCents(1000, 6.25)).toBe(63);
    expect(taxCents(110, 5)).toBe(6);
    expect(taxCents(0, 8.25)).toBe(0);
  });

  it('leaves out a tax of 0 and prices a line without a price at 0', () => {
    const totals = computeCustomerTotals([{ kind: 'LABOR', quantity: 2, unitPrice: 99.99 }], {
      parts: 0,
      labor: 0,
    });
    expect(totals).toEqual({
      parts: 0,
      labor: 199.98,
      partsTax: null,
      laborTax: null,
      total: 199.98,
    });
    expect(customerLineTotal({ kind: 'PART', quantity: 3, unitPrice: null })).toBe(0);
    expect(customerLineTotal({ kind: 'LABOR', quantity: 1.5, unitPrice: 33.33 })).toBe(50);
  });
});
