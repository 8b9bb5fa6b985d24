import type { QuoteItem, QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { describe, expect, it } from 'vitest';
import { headlineTotal, lineFigures, listedItems, showsCosts } from './quote-prices';

function item(overrides: Partial<QuoteItem> = {}): QuoteItem {
  return {
    id: 1,
    miniQuoteKey: 'PART_1',
    itemType: 'PART',
    itemDescription: 'Disc brake pad set',
    itemQuantity: 2,
    itemCost: 21.37,
    customerPrice: 42.99,
    extendedPrice: 85.98,
    extendedCost: 42.74,
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
  extendedPrice: 187.5,
  extendedCost: null,
  catalogKey: null,
});

function summary(
  products: QuoteItem[],
  subtotalCost: number | null,
  subtotalPrice: number,
): QuoteSummary {
  return {
    quoteProducts: products,
    quoteDetails: {
      subtotalCost,
      subtotalPrice,
      totalItems: products.length,
      worksheetHeaderId: 9,
      worksheetName: null,
    },
  };
}

describe('showsCosts', () => {
  it('is true only when the shop shows costs and the server sent them', () => {
    expect(showsCosts(summary([item()], 42.74, 85.98), false)).toBe(true);
    expect(showsCosts(summary([item()], 42.74, 85.98), true)).toBe(false);
    expect(showsCosts(summary([item()], null, 85.98), false)).toBe(false);
  });
});

describe('lineFigures', () => {
  it("shows a part's cost and cost total where costs are shown, else its price and total", () => {
    expect(lineFigures(item(), true)).toEqual({ kind: 'cost', unit: 21.37, total: 42.74 });
    expect(lineFigures(item(), false)).toEqual({ kind: 'price', unit: 42.99, total: 85.98 });
  });

  it('shows labor and other lines at their price, which is all they have', () => {
    expect(lineFigures(labor, true)).toEqual({ kind: 'price', unit: 125, total: 187.5 });
    expect(lineFigures({ ...labor, itemType: 'OTHER' }, true).kind).toBe('price');
  });

  it("leaves a part without a cost without one ('Call for Pricing')", () => {
    const unpriced = item({ itemCost: null, extendedCost: null });
    expect(lineFigures(unpriced, true)).toEqual({ kind: 'cost', unit: null, total: null });
  });
});

describe('headlineTotal', () => {
  it("is the server's cost subtotal where costs are shown: labor is never added to it", () => {
    expect(headlineTotal(summary([item(), labor], 42.74, 273.48), false)).toEqual({
      kind: 'costSubtotal',
      amount: 42.74,
    });
  });

  it('is the total price under hideCosts', () => {
    expect(headlineTotal(summary([item(), labor], null, 273.48), true)).toEqual({
      kind: 'totalPrice',
      amount: 273.48,
    });
  });

  it('is the total price of a quote with no part at a cost', () => {
    expect(headlineTotal(summary([labor], 0, 187.5), false)).toEqual({
      kind: 'totalPrice',
      amount: 187.5,
    });
  });
});

describe('listedItems', () => {
  it('lists the lines the count counts: no warnings', () => {
    const warning = item({ id: 8, itemType: 'WARNING', itemDescription: 'Check fitment' });
    expect(listedItems(summary([item(), warning, labor], 0, 0)).map((i) => i.id)).toEqual([1, 2]);
  });
});
