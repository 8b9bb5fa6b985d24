import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { getSearchIndex, matchPartTypes, normaliseTerm, type SearchIndex } from './search-index';

// The part type matcher (R-SEARCH-8, R-SEARCH-9): several words across name, synonyms and positions, in any
// order, and Spanish names and synonyms whatever the caller's language.

let t: TestApp;
let index: SearchIndex;

beforeAll(async () => {
  t = await buildTestApp();
  index = await getSearchIndex(t.db);
});
afterAll(() => t.close());

const names = (query: string) => matchPartTypes(index, query).map((m) => m.partType.name);

describe('matchPartTypes', () => {
  it.each(['brake pads front', 'front brake pads', 'pads brake front', 'Brake  Pads, FRONT'])(
    'puts Disc Brake Pad first for "%s" (name, synonym and position words in any order)',
    (query) => {
      expect(names(query)[0]).toBe('Disc Brake Pad');
    },
  );

  it('ranks a full match of one name or synonym before words spread over several', () => {
    const matches = matchPartTypes(index, 'brake pads front');
    expect(matches[0]?.tier).toBe(3);
    const exact = matchPartTypes(index, 'disc brake pad');
    expect(exact[0]).toMatchObject({ tier: 0, byName: true });
    expect(exact[0]?.partType.name).toBe('Disc Brake Pad');
  });

  it('does not match a part type by position words alone', () => {
    expect(names('front rear')).not.toContain('Disc Brake Rotor');
    expect(names('front')).not.toContain('Disc Brake Rotor');
    expect(names('rotor front')[0]).toBe('Disc Brake Rotor');
  });

  it('leaves out part types one of whose words the query does not have', () => {
    expect(names('brake pads front')).not.toContain('Disc Brake Rotor');
    expect(names('oil filter front')).toEqual([]);
  });

  it.each([
    ['pastillas de freno', 'Disc Brake Pad'],
    ['pastilla de freno de disco', 'Disc Brake Pad'],
    ['pastillas freno delanteras', 'Disc Brake Pad'],
    ['bujia', 'Spark Plug'],
    ['Bujía', 'Spark Plug'],
    ['filtro de aceite', 'Oil Filter'],
    ['amortiguador trasero', 'Shock Absorber'],
  ])('matches the Spanish "%s" to %s', (query, name) => {
    expect(names(query)[0]).toBe(name);
  });

  it('holds a Spanish name for every part type', () => {
    const missing = index.partTypes.filter((p) => p.nameEs === p.name).map((p) => p.name);
    expect(missing).toEqual([]);
    expect(index.partTypes.find((p) => p.name === 'Disc Brake Pad')?.nameEs).toBe(
      'Pastilla de freno de disco',
    );
  });

  it('keeps the English order for a prefix', () => {
    expect(names('brake pa')[0]).toBe('Disc Brake Pad');
  });
});

describe('normaliseTerm', () => {
  it('folds case and accents and keeps letters and digits', () => {
    expect(normaliseTerm('Válvula de Expansión A/C')).toBe('valvula de expansion a c');
    expect(normaliseTerm('  Cigüeñal ')).toBe('ciguenal');
  });
});
