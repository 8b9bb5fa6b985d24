import { describe, expect, it } from 'vitest';
import { viewAvailability } from './availability';

describe('viewAvailability', () => {
  it('counts what is on hand', () => {
    expect(viewAvailability(3)).toEqual({ kind: 'inStock', count: 3 });
    expect(viewAvailability(1)).toEqual({ kind: 'inStock', count: 1 });
  });

  it('tells out of stock (carried, none on hand) from not carried', () => {
    expect(viewAvailability(0)).toEqual({ kind: 'outOfStock' });
    expect(viewAvailability(null)).toEqual({ kind: 'notCarried' });
  });
});
