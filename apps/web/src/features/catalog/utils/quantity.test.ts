import { describe, expect, it } from 'vitest';
import { checkQuantity } from './quantity';

describe('checkQuantity', () => {
  it('takes whole numbers from 1 to 1000', () => {
    expect(checkQuantity('1')).toEqual({ ok: true, quantity: 1 });
    expect(checkQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 });
    expect(checkQuantity('1000')).toEqual({ ok: true, quantity: 1000 });
  });

  it('refuses more than 1000 with its own reason', () => {
    expect(checkQuantity('1001')).toEqual({ ok: false, reason: 'tooMany' });
  });

  it('refuses 0, negatives, decimals and text', () => {
    for (const text of ['0', '-1', '1.5', '', 'two']) {
      expect(checkQuantity(text)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
