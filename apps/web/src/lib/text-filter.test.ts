import { describe, expect, it } from 'vitest';
import { matchesFilter } from './text-filter';

describe('matchesFilter', () => {
  it('finds every word somewhere, in any case and without accents', () => {
    expect(matchesFilter('devolucion PIEZA', ['Cómo devolver una pieza', 'Devoluciones'])).toBe(
      true,
    );
    expect(matchesFilter('devolucion motor', ['Cómo devolver una pieza', 'Devoluciones'])).toBe(
      false,
    );
  });

  it('lets a blank filter through', () => {
    expect(matchesFilter('  ', ['anything'])).toBe(true);
  });
});
