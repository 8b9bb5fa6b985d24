import { describe, expect, it } from 'vitest';
import { findBannedTerms, SPANISH_GLOSSARY } from './glossary';
import { resources } from './index';

/** Every string leaf of a catalog tree as [namespace:dotted.key, value]. */
function strings(tree: unknown, at: string): Array<[string, string]> {
  if (typeof tree === 'string') return [[at, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    strings(value, at.endsWith(':') ? `${at}${key}` : `${at}.${key}`),
  );
}

const spanish = Object.entries(resources.es).flatMap(([namespace, tree]) =>
  strings(tree, `${namespace}:`),
);

describe('the Spanish glossary', () => {
  it('is kept by every Spanish catalog text', () => {
    const offences = spanish.flatMap(([key, text]) =>
      findBannedTerms(text).map(({ variant, use }) => `${key}: "${variant}", use "${use}"`),
    );
    expect(offences).toEqual([]);
  });

  it('finds a banned variant in any case, as whole words only', () => {
    expect(findBannedTerms('Nueva Orden de Stock')).toEqual([
      { variant: 'orden de stock', use: 'pedido de inventario' },
      { variant: 'stock', use: 'existencia' },
    ]);
    expect(findBannedTerms('Escriba el número de parte')).toEqual([
      { variant: 'número de parte', use: 'número de pieza' },
    ]);
    expect(findBannedTerms('Stockholm, presupuestario')).toEqual([]);
  });

  it('uses the chosen terms for stock order and part number in the catalogs', () => {
    const texts = spanish.map(([, text]) => text.toLowerCase());
    for (const es of ['pedido de inventario', 'número de pieza']) {
      expect(
        texts.some((text) => text.includes(es)),
        es,
      ).toBe(true);
    }
  });

  it('bans no variant that is a chosen term', () => {
    const chosen = new Set(SPANISH_GLOSSARY.map((term) => term.es));
    expect(SPANISH_GLOSSARY.flatMap((term) => term.banned).filter((v) => chosen.has(v))).toEqual(
      [],
    );
  });
});
