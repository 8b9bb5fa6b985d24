import { describe, expect, it } from 'vitest';
import { resources } from './index';

/*
 * Plurals (issue 21): a text that puts a word after its {{count}} ("{{count}} items") must come in
 * i18next's plural forms, every form the language has (English one and other; Spanish one, many and
 * other), so no page shows "1 items". A count standing alone ("Questions: {{count}}",
 * "{{name}} ({{count}})") reads right with any number and needs none.
 */

type Locale = keyof typeof resources;

function flatten(tree: unknown, prefix: string): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    flatten(value, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`),
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Texts whose count is followed by a word, by key. */
export function textsNeedingPlurals(texts: ReadonlyArray<[string, string]>): string[] {
  return texts.filter(([, text]) => /\{\{count\}\}\s*\p{L}/u.test(text)).map(([key]) => key);
}

/** Keys of texts that need plural forms but lack some of the language's categories. */
export function missingPluralForms(
  texts: ReadonlyArray<[string, string]>,
  locale: string,
): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set(texts.map(([key]) => key));
  const bases = new Set(textsNeedingPlurals(texts).map((key) => key.replace(PLURAL_SUFFIX, '')));
  return [...bases].flatMap((base) =>
    categories.filter((form) => !keys.has(`${base}_${form}`)).map((form) => `${base}_${form}`),
  );
}

const catalog = (locale: Locale) =>
  Object.entries(resources[locale]).flatMap(([namespace, tree]) => flatten(tree, `${namespace}:`));

describe('counted texts have plural forms', () => {
  it.each(['en', 'es'] as const)('in %s, every form of the language', (locale) => {
    expect(missingPluralForms(catalog(locale), locale)).toEqual([]);
  });

  it('finds a counted text without them, and leaves a count standing alone', () => {
    const texts: Array<[string, string]> = [
      ['stock:holds', 'The quote holds {{count}} items.'],
      ['stock:lines_one', '{{count}} line'],
      ['stock:lines_other', '{{count}} lines'],
      ['support:total', 'Questions: {{count}}'],
      ['catalog:partTypeCount', '{{name}} ({{count}})'],
    ];
    expect(missingPluralForms(texts, 'en')).toEqual(['stock:holds_one', 'stock:holds_other']);
    expect(missingPluralForms(texts, 'es').sort()).toEqual([
      'stock:holds_many',
      'stock:holds_one',
      'stock:holds_other',
      'stock:lines_many',
    ]);
  });
});
