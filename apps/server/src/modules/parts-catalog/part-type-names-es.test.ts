import { readdirSync, readFileSync } from 'node:fs';
import { findBannedTerms } from '@procounter/shared/i18n/glossary';
import { describe, expect, it } from 'vitest';
import { PART_TYPE_NAMES_ES } from './part-type-names-es';
import { AC_KIT_NAME, BRAKE_KIT_NAME, PART_TYPE_TREE } from './part-type-tree';

// The Spanish part type names (R-SEARCH-1) cover the tree, and they and the Spanish help
// articles keep the Spanish glossary (packages/shared/src/i18n/glossary.ts).

const treeNames = [
  ...PART_TYPE_TREE.flatMap((category) => [
    category.name,
    ...category.subcategories.flatMap((sub) => [sub.name, ...sub.partTypes.map((p) => p.name)]),
  ]),
  BRAKE_KIT_NAME,
  AC_KIT_NAME,
];

describe('Spanish part type names', () => {
  it('name every category, subcategory and part type of the tree, and nothing else', () => {
    const names = new Set(treeNames);
    expect(treeNames.filter((name) => !Object.hasOwn(PART_TYPE_NAMES_ES, name))).toEqual([]);
    expect(Object.keys(PART_TYPE_NAMES_ES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('keep the Spanish glossary, synonyms in lower case', () => {
    const offences = Object.entries(PART_TYPE_NAMES_ES).flatMap(([en, es]) =>
      [es.name, ...(es.synonyms ?? [])].flatMap((text) =>
        findBannedTerms(text).map((b) => `${en}: ${b.variant}`),
      ),
    );
    expect(offences).toEqual([]);
    const upper = Object.values(PART_TYPE_NAMES_ES).flatMap((es) =>
      (es.synonyms ?? []).filter((s) => s !== s.toLowerCase()),
    );
    expect(upper).toEqual([]);
  });
});

/**
 * What an article shows a reader: its text without link targets and without the front matter's
 * identifiers (identifier, urlTitle, categories: slugs, not words); title and excerpt stay.
 */
function readerText(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => !/^(identifier|urlTitle|categories|related\w*):/.test(line))
    .join('\n')
    .replace(/\]\([^)]*\)/g, ']');
}

describe('Spanish help articles', () => {
  it('keep the Spanish glossary in what they show', () => {
    const folder = new URL('../../../content/help/articles/es/', import.meta.url);
    const files = readdirSync(folder).filter((file) => file.endsWith('.md'));
    expect(files.length).toBeGreaterThan(0);
    const offences = files.flatMap((file) =>
      findBannedTerms(readerText(readFileSync(new URL(file, folder), 'utf8'))).map(
        (b) => `${file}: "${b.variant}", use "${b.use}"`,
      ),
    );
    expect(offences).toEqual([]);
  });
});
