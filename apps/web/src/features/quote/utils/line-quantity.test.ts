import { describe, expect, it } from 'vitest';
import { readLineQuantity } from './line-quantity';

describe('readLineQuantity', () => {
  it('takes whole numbers from 1 to 1000 for parts', () => {
    expect(readLineQuantity('1', true)).toEqual({ ok: true, value: 1 });
    expect(readLineQuantity(' 1000 ', true)).toEqual({ ok: true, value: 1000 });
  });

  it('refuses 0, decimals and text for parts, and more than 1000 with the limit message', () => {
    for (const text of ['0', '2.5', '', 'two', '-1']) {
      expect(readLineQuantity(text, true)).toEqual({
        ok: false,
        message: 'common:quotes.line.quantityWhole',
      });
    }
    expect(readLineQuantity('1001', true)).toEqual({
      ok: false,
      message: 'common:quotes.labor.qtyExceeds',
    });
  });

  it('takes hours with up to 2 decimals, not 3', () => {
    expect(readLineQuantity('1.25', false)).toEqual({ ok: true, value: 1.25 });
    expect(readLineQuantity('0.5', false)).toEqual({ ok: true, value: 0.5 });
    expect(readLineQuantity('1.255', false)).toEqual({
      ok: false,
      message: 'common:quotes.line.quantityDecimal',
    });
    expect(readLineQuantity('0', false).ok).toBe(false);
  });
});
