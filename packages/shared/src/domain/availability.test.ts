import { describe, expect, it } from 'vitest';
import { stockAvailability } from './availability';

describe('stockAvailability', () => {
  it('is in stock when the store has at least what is needed', () => {
    expect(stockAvailability(4, 4)).toBe('IN_STOCK');
    expect(stockAvailability(10, 4)).toBe('IN_STOCK');
  });

  it('is short when the store has fewer, also none, in its stock row', () => {
    expect(stockAvailability(3, 4)).toBe('SHORT');
    expect(stockAvailability(0, 1)).toBe('SHORT');
  });

  it('is not carried when the store has no stock row of the part', () => {
    expect(stockAvailability(undefined, 1)).toBe('NOT_CARRIED');
    expect(stockAvailability(null, 1)).toBe('NOT_CARRIED');
  });
});
