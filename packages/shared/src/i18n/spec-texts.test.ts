import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resources } from './index';

/*
 * The spec's TEXTS.md (copied as spec-texts.fixture.md) lists every text the product shows. Each
 * must be an English catalog value verbatim, with a Spanish value at the same key.
 */
const fixture = readFileSync(new URL('./spec-texts.fixture.md', import.meta.url), 'utf8');

/** The first column of the table, minus its header and the separator row. */
function readTexts(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.trimStart().startsWith('|'))
    .map((line) => line.split('|')[1]?.trim() ?? '')
    .slice(2);
}

/** Every string leaf of a catalog tree as [namespace:dotted.key, value]. */
function flatten(tree: unknown, prefix: string): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) =>
    flatten(value, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`),
  );
}

function leaves(locale: 'en' | 'es'): Map<string, unknown> {
  return new Map(
    Object.entries(resources[locale]).flatMap(([namespace, tree]) =>
      flatten(tree, `${namespace}:`),
    ),
  );
}

/** A plural form's key without its i18next suffix (`list.lineCount_one` -> `list.lineCount`). */
const withoutPluralForm = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const en = leaves('en');
const es = leaves('es');
const texts = readTexts(fixture);

describe('catalogs hold every text of the spec', () => {
  it('reads the 107 texts of TEXTS.md', () => {
    expect(texts).toHaveLength(107);
    expect(texts).toContain('Showing all results for:');
    expect(texts).toContain('Territory Sales Manager');
    expect(texts.every((text) => text.length > 0)).toBe(true);
  });

  it.each(texts)('%s', (text) => {
    const keys = [...en].filter(([, value]) => value === text).map(([key]) => key);
    expect(keys, `no English catalog value is '${text}'`).not.toEqual([]);
    for (const key of keys) {
      const spanish = es.get(key);
      expect(typeof spanish, `es ${key}`).toBe('string');
      expect((spanish as string).trim(), `es ${key}`).not.toBe('');
    }
  });
});

describe('en and es catalogs', () => {
  it('have the same namespaces', () => {
    expect(Object.keys(resources.es).sort()).toEqual(Object.keys(resources.en).sort());
  });

  it('have exactly the same keys (a plural text has the forms of its own language)', () => {
    const enKeys = new Set([...en.keys()].map(withoutPluralForm));
    const esKeys = new Set([...es.keys()].map(withoutPluralForm));
    const missingInEs = [...enKeys].filter((key) => !esKeys.has(key));
    const extraInEs = [...esKeys].filter((key) => !enKeys.has(key));
    expect({ missingInEs, extraInEs }).toEqual({ missingInEs: [], extraInEs: [] });
  });

  it('hold only non-empty strings', () => {
    for (const [locale, catalog] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const bad = [...catalog].filter(
        ([, value]) => typeof value !== 'string' || value.trim() === '',
      );
      expect(bad, locale).toEqual([]);
    }
  });

  it('keep the same placeholders in both languages', () => {
    const placeholders = (text: unknown) =>
      (String(text).match(/\{\{?\s*\w+\s*\}?\}/g) ?? []).sort();
    const differing = [...en]
      .filter(([key]) => es.has(key))
      .filter(([key, value]) => placeholders(value).join() !== placeholders(es.get(key)).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
