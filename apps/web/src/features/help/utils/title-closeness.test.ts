import { describe, expect, it } from 'vitest';
import { createTitleCloseness } from './title-closeness';

const closeness = createTitleCloseness([
  { title: 'Our return policy for parts', excerpt: 'Unused parts can come back within 30 days.' },
  { title: 'Política de devoluciones', excerpt: 'Las piezas sin usar pueden volver.' },
  { title: 'Remanufactured starters', excerpt: 'Rebuilt units carry a core charge.' },
]);

describe('title closeness (Fuse at the spec tolerance)', () => {
  it('is 1 for a word of the title, less for a misspelling, 0 past the tolerance', () => {
    expect(closeness.of(['return'], 0).title).toBeCloseTo(1, 2);
    const misspelled = closeness.of(['retrun'], 0).title;
    expect(misspelled).toBeGreaterThan(0);
    expect(misspelled).toBeLessThan(1);
    expect(closeness.of(['xyzzyq'], 0)).toEqual({ title: 0, excerpt: 0 });
  });

  it('reads the title and the excerpt apart, and averages over the words', () => {
    const unused = closeness.of(['unused'], 0);
    expect(unused.title).toBe(0);
    expect(unused.excerpt).toBeCloseTo(1, 2);
    expect(closeness.of(['return', 'xyzzyq'], 0).title).toBeCloseTo(0.5, 2);
  });

  it('matches folded words against titles with accents, and inside longer words', () => {
    expect(closeness.of(['politica'], 1).title).toBeCloseTo(1, 2);
    expect(closeness.of(['manufactured'], 2).title).toBeCloseTo(1, 2);
  });
});
