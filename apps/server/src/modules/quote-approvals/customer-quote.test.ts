import { describe, expect, it } from 'vitest';
import { customerQuoteLines, type QuoteLineForCustomer, quoteVersion } from './customer-quote';

const line = (values: Partial<QuoteLineForCustomer> & { id: number }): QuoteLineForCustomer => ({
  itemType: 'PART',
  description: 'Disc Brake Pad',
  quantity: 1,
  customerPrice: 10,
  parentItemId: null,
  partNumber: null,
  brandName: null,
  ...values,
});

const rows: QuoteLineForCustomer[] = [
  line({ id: 1, partNumber: 'BP-100', brandName: 'Stopwell', quantity: 2, customerPrice: 24.99 }),
  line({ id: 2, itemType: 'WARNING', description: 'Check fitment', customerPrice: null }),
  // A sourced kit of 2: its parts carry the prices (2 x 1 pad set, 2 x 2 rotors).
  line({ id: 3, itemType: 'KIT_SUMMARY', description: 'Brake kit', quantity: 2, customerPrice: 0 }),
  line({ id: 4, parentItemId: 3, description: 'Pad set', quantity: 2, customerPrice: 30 }),
  line({ id: 5, parentItemId: 3, description: 'Rotor', quantity: 4, customerPrice: 45.5 }),
  line({ id: 6, itemType: 'LABOR', description: 'Brake job', quantity: 1.5, customerPrice: 125 }),
  line({ id: 7, itemType: 'OTHER', description: 'Shop supplies', customerPrice: 4.5 }),
];

describe('customerQuoteLines', () => {
  it('shows parts, kits (their parts named), labor and other lines; never a warning', () => {
    const lines = customerQuoteLines(rows);
    expect(lines.map((l) => [l.lineId, l.kind])).toEqual([
      [1, 'PART'],
      [3, 'KIT'],
      [6, 'LABOR'],
      [7, 'OTHER'],
    ]);
    expect(lines[0]).toMatchObject({ brandName: 'Stopwell', partNumber: 'BP-100', total: 49.98 });
    expect(lines[1]).toMatchObject({
      kitParts: ['Pad set', 'Rotor'],
      brandName: null,
      partNumber: null,
      // One kit: 1 pad set at 30 and 2 rotors at 45.50.
      unitPrice: 121,
      total: 242,
    });
    expect(lines[2]).toMatchObject({ quantity: 1.5, unitPrice: 125, total: 187.5 });
  });

  it('prices a prebuilt kit by its summary line, and a kit with an unpriced part not at all', () => {
    const prebuilt = customerQuoteLines([
      line({ id: 3, itemType: 'KIT_SUMMARY', quantity: 1, customerPrice: 199.99 }),
      line({ id: 4, parentItemId: 3, quantity: 1, customerPrice: 0 }),
    ]);
    expect(prebuilt[0]).toMatchObject({ unitPrice: 199.99, total: 199.99 });
    const unpriced = customerQuoteLines([
      line({ id: 3, itemType: 'KIT_SUMMARY', quantity: 1, customerPrice: 0 }),
      line({ id: 4, parentItemId: 3, quantity: 1, customerPrice: null }),
    ]);
    expect(unpriced[0]).toMatchObject({ unitPrice: null, total: 0 });
  });
});

describe('quoteVersion', () => {
  const rates = { parts: 8.25, labor: null };

  it('is stable, and ignores what the customer does not approve (warnings, order of reading)', () => {
    expect(quoteVersion(rows, rates)).toBe(quoteVersion([...rows].reverse(), rates));
    expect(quoteVersion(rows, rates)).toBe(
      quoteVersion(
        rows.filter((r) => r.itemType !== 'WARNING'),
        rates,
      ),
    );
  });

  it('changes with a line, a quantity, a price, a description or the tax rates', () => {
    const v = quoteVersion(rows, rates);
    const changed = (i: number, values: Partial<QuoteLineForCustomer>) =>
      quoteVersion(
        rows.map((r, j) => (j === i ? { ...r, ...values } : r)),
        rates,
      );
    expect(quoteVersion(rows.slice(0, -1), rates)).not.toBe(v);
    expect(changed(0, { quantity: 3 })).not.toBe(v);
    expect(changed(4, { customerPrice: 46 })).not.toBe(v);
    expect(changed(6, { description: 'Disposal fee' })).not.toBe(v);
    expect(quoteVersion(rows, { parts: 8.25, labor: 2 })).not.toBe(v);
  });
});
