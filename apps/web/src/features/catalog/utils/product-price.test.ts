import { describe, expect, it } from 'vitest';
import { viewProductPrices } from './product-price';

const product = { cost: 21.37, customerPrice: 42.99, listPrice: 49.5 };

describe('viewProductPrices', () => {
  it('shows the cost and the list price with 2 decimals', () => {
    expect(viewProductPrices(product, false, 'en')).toEqual({
      shown: { kind: 'amount', text: '$21.37' },
      list: { kind: 'amount', text: '$49.50' },
    });
  });

  it('shows the customer price instead of the cost when the shop hides costs', () => {
    expect(viewProductPrices({ ...product, cost: null }, true, 'en').shown).toEqual({
      kind: 'amount',
      text: '$42.99',
    });
  });

  it("says 'Call for Pricing' once for a product without prices", () => {
    const none = { cost: null, customerPrice: null, listPrice: null };
    expect(viewProductPrices(none, false, 'en')).toEqual({
      shown: { kind: 'callForPricing' },
      list: { kind: 'hidden' },
    });
    expect(viewProductPrices(none, true, 'es').shown).toEqual({ kind: 'callForPricing' });
  });

  it('hides prices of 0 or less', () => {
    expect(viewProductPrices({ cost: 0, customerPrice: 5, listPrice: -1 }, false, 'en')).toEqual({
      shown: { kind: 'hidden' },
      list: { kind: 'hidden' },
    });
  });
});
