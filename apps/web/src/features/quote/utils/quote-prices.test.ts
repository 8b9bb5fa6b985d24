import type { QuoteItem, QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { describe, expect, it } from 'vitest';
import { listedItems, shownSubtotal, shownUnitPrice } from './quote-prices';

function item(overrides: Partial<QuoteItem> = {}): QuoteItem {
  return {
    id: 1,
    miniQuoteKey: 'PART_1',
    itemType: 'PART',
    itemDescription: 'Disc brake pad set',
    itemQuantity: 2,
    itemCost: 21.37,
    customerPrice: 42.99,
    worksheetKit: false,
    catalogKey: '1_2',
    vehicleId: null,
    analyticsCategory: null,
    ...overrides,
  };
}

const labor = item({
  id: 2,
  itemType: 'LABOR',
  itemDescription: 'Front brake job',
  itemQuantity: 1.5,
  itemCost: null,
  customerPrice: 125,
  catalogKey: null,
});

function summary(products: QuoteItem[], subtotalCost: number, subtotalPrice: number) {
  return {
    quoteProducts: products,
    quoteDetails: {
      subtotalCost,
      subtotalPrice,
      totalItems: products.length,
      worksheetHeaderId: 9,
    },
  } satisfies QuoteSummary;
}

describe('shownUnitPrice', () => {
  it('shows the cost when costs are shown, the customer price when hideCosts is on', () => {
    expect(shownUnitPrice(item(), false)).toBe(21.37);
    expect(shownUnitPrice(item(), true)).toBe(42.99);
  });

  it('shows the customer price of labor and other lines, which have no cost', () => {
    expect(shownUnitPrice(labor, false)).toBe(125);
    expect(shownUnitPrice({ ...labor, itemType: 'OTHER' }, false)).toBe(125);
    expect(shownUnitPrice(labor, true)).toBe(125);
  });

  it('leaves a part without a cost without a price (Call for Pricing)', () => {
    expect(shownUnitPrice(item({ itemCost: null }), false)).toBeNull();
    expect(shownUnitPrice(item({ customerPrice: null }), true)).toBeNull();
  });
});

describe('shownSubtotal', () => {
  const quote = summary(
    [item(), labor, item({ id: 3, itemCost: null, customerPrice: null })],
    42.74,
    273.48,
  );

  it('is the price subtotal when hideCosts is on', () => {
    expect(shownSubtotal(quote, true)).toBe(273.48);
  });

  it('is the cost subtotal plus labor and other lines at their price when costs are shown', () => {
    // 42.74 + 1.5 x 125
    expect(shownSubtotal(quote, false)).toBe(230.24);
    expect(shownSubtotal(summary([item()], 42.74, 85.98), false)).toBe(42.74);
  });

  it('adds cents exactly and ignores unpriced or free non-product lines', () => {
    const lines = [
      item({ id: 4, itemType: 'OTHER', itemCost: null, customerPrice: 0.1, itemQuantity: 3 }),
      item({ id: 5, itemType: 'OTHER', itemCost: null, customerPrice: 0.33, itemQuantity: 0.33 }),
      item({ id: 6, itemType: 'OTHER', itemCost: null, customerPrice: 0, itemQuantity: 1 }),
      item({ id: 7, itemType: 'LABOR', itemCost: null, customerPrice: null, itemQuantity: 1 }),
    ];
    // 0.30 + 0.1089 = 0.4089, shown as 0.41.
    expect(shownSubtotal(summary(lines, 0.2, 0), false)).toBe(0.61);
  });
});

describe('listedItems', () => {
  it('lists the lines the count counts: no warnings', () => {
    const warning = item({ id: 8, itemType: 'WARNING', itemDescription: 'Check fitment' });
    expect(listedItems(summary([item(), warning, labor], 0, 0)).map((i) => i.id)).toEqual([1, 2]);
  });
});
