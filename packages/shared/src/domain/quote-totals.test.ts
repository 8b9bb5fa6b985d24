import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeQuoteTotals,
  formatUsd,
  kitLineValues,
  kitUnitPrices,
  lineExtended,
  lineExtendedCents,
  type MoneyLine,
  type QuoteViewer,
  viewCost,
  viewQuoteLines,
} from './quote-totals';

const SEES_ALL: QuoteViewer = { hideCosts: false, hideLabor: false };

const line = (overrides: Partial<MoneyLine>): MoneyLine => ({
  itemType: 'PART',
  quantity: 1,
  itemCost: null,
  customerPrice: null,
  parentItemId: null,
  ...overrides,
});

// The quote of issue 19: two pads, a brake kit (sourced: summary at 0, components priced), 2.5 h
// of labor.
const pads = line({ quantity: 2, itemCost: 35.42, customerPrice: 70.84 });
const kit = line({ itemType: 'KIT_SUMMARY', itemCost: 0, customerPrice: 0 });
const rotor = line({ quantity: 2, itemCost: 48.1, customerPrice: 96.2, parentItemId: 10 });
const hardware = line({ quantity: 1, itemCost: 9.55, customerPrice: 19.1, parentItemId: 10 });
const labor = line({ itemType: 'LABOR', quantity: 2.5, customerPrice: 120 });
const warning = line({ itemType: 'WARNING' });
const quote = [pads, kit, rotor, hardware, labor, warning];

/** Cents by BigInt arithmetic on the decimal text: an oracle that shares nothing with the module. */
function oracleCents(quantity: number, price: number | null): bigint {
  if (price === null || price <= 0) return 0n;
  const [qi = '0', qf = ''] = quantity.toFixed(2).split('.');
  const [pi = '0', pf = ''] = price.toFixed(2).split('.');
  const product = BigInt(qi + qf) * BigInt(pi + pf);
  return product / 100n + (product % 100n >= 50n ? 1n : 0n);
}

describe('line extended', () => {
  it('is quantity x unit price, rounded half up to the cent', () => {
    expect(lineExtended(2, 70.84)).toBe(141.68);
    expect(lineExtended(1.5, 33.33)).toBe(50); // 49.995
    expect(lineExtended(0.33, 10.01)).toBe(3.3); // 3.3033
    expect(lineExtended(3, 0.1)).toBe(0.3); // not 0.30000000000000004
  });

  it('is null without a price and 0 for a price of 0 or less', () => {
    expect(lineExtended(2, null)).toBeNull();
    expect(lineExtended(2, 0)).toBe(0);
    expect(lineExtended(2, -5)).toBe(0);
  });

  it('agrees with decimal arithmetic for any 2-decimal quantity and price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        (q, p) => {
          const cents = lineExtendedCents(q / 100, p / 100);
          expect(BigInt(cents!)).toBe(oracleCents(q / 100, p / 100));
        },
      ),
    );
  });
});

describe('quote totals', () => {
  it('counts every line but warnings, a kit once', () => {
    expect(computeQuoteTotals(quote, SEES_ALL).itemCount).toBe(3);
  });

  it('cost subtotal: parts and kits at cost, never labor', () => {
    // 70.84 + 96.20 + 9.55
    expect(computeQuoteTotals(quote, SEES_ALL).costSubtotal).toBe(176.59);
  });

  it('price total: parts, kits and labor at the customer price', () => {
    // 141.68 + 192.40 + 19.10 + 300.00
    expect(computeQuoteTotals(quote, SEES_ALL).priceTotal).toBe(653.18);
  });

  it('leaves labor out of every total for a viewer who does not see it', () => {
    const totals = computeQuoteTotals(quote, { hideCosts: false, hideLabor: true });
    expect(totals).toEqual({ itemCount: 2, costSubtotal: 176.59, priceTotal: 353.18 });
  });

  it('has no cost subtotal under hideCosts, and the same price total', () => {
    const totals = computeQuoteTotals(quote, { hideCosts: true, hideLabor: false });
    expect(totals.costSubtotal).toBeNull();
    expect(totals.priceTotal).toBe(653.18);
  });

  it('is the sum of the line totals, even where each line rounds', () => {
    const halves = [
      line({ itemType: 'LABOR', quantity: 1.5, customerPrice: 33.33 }),
      line({ itemType: 'OTHER', quantity: 1.5, customerPrice: 33.33 }),
    ];
    // Each line shows $50.00 (49.995); the total is what the lines add up to.
    expect(computeQuoteTotals(halves, SEES_ALL).priceTotal).toBe(100);
  });

  it('adds nothing for lines without a price', () => {
    const unpriced = [pads, line({ quantity: 4, itemCost: null, customerPrice: null })];
    expect(computeQuoteTotals(unpriced, SEES_ALL)).toEqual({
      itemCount: 2,
      costSubtotal: 70.84,
      priceTotal: 141.68,
    });
  });

  it('equals the BigInt sum of the lines for any quote and any viewer', () => {
    const types = ['PART', 'KIT_SUMMARY', 'WARNING', 'LABOR', 'OTHER'] as const;
    const price = fc.option(
      fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100),
      { nil: null },
    );
    const anyLine = fc.record({
      itemType: fc.constantFrom(...types),
      quantity: fc.integer({ min: 1, max: 100_000 }).map((q) => q / 100),
      itemCost: price,
      customerPrice: price,
      parentItemId: fc.option(fc.constant(1), { nil: null }),
    });
    const viewer = fc.record({ hideCosts: fc.boolean(), hideLabor: fc.boolean() });
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 30 }), viewer, (lines, who) => {
        const seen = lines.filter((l) => !(who.hideLabor && l.itemType === 'LABOR'));
        const price = seen.reduce((s, l) => s + oracleCents(l.quantity, l.customerPrice), 0n);
        const cost = seen
          .filter((l) => l.itemType === 'PART' || l.itemType === 'KIT_SUMMARY')
          .reduce((s, l) => s + oracleCents(l.quantity, l.itemCost), 0n);
        const totals = computeQuoteTotals(lines, who);
        expect(BigInt(Math.round(totals.priceTotal * 100))).toBe(price);
        expect(totals.priceTotal).toBe(Number(price) / 100);
        expect(totals.costSubtotal).toBe(who.hideCosts ? null : Number(cost) / 100);
        expect(totals.itemCount).toBe(
          seen.filter((l) => l.itemType !== 'WARNING' && l.parentItemId === null).length,
        );
      }),
    );
  });
});

describe('the caller view of lines', () => {
  it('drops labor for a viewer who does not see it and nulls every cost under hideCosts', () => {
    const seen = viewQuoteLines(quote, { hideCosts: true, hideLabor: true });
    expect(seen.map((l) => l.itemType)).toEqual(['PART', 'KIT_SUMMARY', 'PART', 'PART', 'WARNING']);
    expect(seen.every((l) => l.itemCost === null)).toBe(true);
    expect(viewQuoteLines(quote, SEES_ALL)).toEqual(quote);
    expect(viewCost(12.5, { hideCosts: true })).toBeNull();
    expect(viewCost(12.5, { hideCosts: false })).toBe(12.5);
  });
});

describe('kits', () => {
  const brakeKit = { cost: 150.01, customerPrice: 164.39 };
  const parts = [
    { cost: 30, customerPrice: 59.99, quantity: 2 },
    { cost: 20.5, customerPrice: 58.71, quantity: 1 },
  ];

  it('prebuilt: the summary carries the kit, the components 0', () => {
    expect(kitLineValues(brakeKit, parts, true)).toEqual({
      summary: brakeKit,
      components: [
        { cost: 0, customerPrice: 0 },
        { cost: 0, customerPrice: 0 },
      ],
    });
    expect(kitUnitPrices(brakeKit, parts, true)).toEqual(brakeKit);
  });

  it('sourced: each component at its own price, the summary 0; the kit is their sum', () => {
    expect(kitLineValues(brakeKit, parts, false).summary).toEqual({ cost: 0, customerPrice: 0 });
    // 2 x 59.99 + 58.71, 2 x 30 + 20.50
    expect(kitUnitPrices(brakeKit, parts, false)).toEqual({ cost: 80.5, customerPrice: 178.69 });
  });

  it("has no price when a line it needs has none ('Call for Pricing')", () => {
    const unpriced = [...parts, { cost: null, customerPrice: null, quantity: 1 }];
    expect(kitUnitPrices(brakeKit, unpriced, false)).toEqual({ cost: null, customerPrice: null });
    expect(kitUnitPrices(brakeKit, unpriced, true)).toEqual(brakeKit);
  });
});

it('formats dollars for the formatted fields of the answers', () => {
  expect(formatUsd(1234.5)).toBe('$1,234.50');
  expect(formatUsd(0)).toBe('$0.00');
});
