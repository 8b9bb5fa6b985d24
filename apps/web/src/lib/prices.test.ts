import { describe, expect, it } from 'vitest';
import { formatMoney, formatQuantity, viewPrice } from './prices';

describe('viewPrice', () => {
  it('shows 2 decimals in US dollars', () => {
    expect(viewPrice(42.9, 'en')).toEqual({ kind: 'amount', text: '$42.90' });
    expect(viewPrice(1234.5, 'en')).toEqual({ kind: 'amount', text: '$1,234.50' });
    expect(viewPrice(0.01, 'en')).toEqual({ kind: 'amount', text: '$0.01' });
  });

  it('hides a price of 0 or less', () => {
    expect(viewPrice(0, 'en')).toEqual({ kind: 'hidden' });
    expect(viewPrice(-5, 'en')).toEqual({ kind: 'hidden' });
  });

  it("shows 'Call for Pricing' for a line without a price", () => {
    expect(viewPrice(null, 'en')).toEqual({ kind: 'callForPricing' });
  });

  it('writes dollars the US way in Spanish too', () => {
    expect(viewPrice(1234.5, 'es')).toEqual({ kind: 'amount', text: '$1,234.50' });
    expect(formatMoney(95, 'es')).toBe('$95.00');
  });
});

describe('formatQuantity', () => {
  it('shows up to 2 decimals', () => {
    expect(formatQuantity(1, 'en')).toBe('1');
    expect(formatQuantity(1.5, 'en')).toBe('1.5');
    expect(formatQuantity(0.333, 'en')).toBe('0.33');
    expect(formatQuantity(1000, 'es')).toBe('1,000');
  });
});
