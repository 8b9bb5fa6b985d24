import { describe, expect, it } from 'vitest';
import { makeHelpCategory } from '../testing/help-content-fixtures';
import { buildCategoryTree, categoryNames, categoryOptions } from './category-tree';

const CATEGORIES = [
  makeHelpCategory({ identifier: 'returns', name: 'Returns', parent: 'ordering', sortOrder: 2 }),
  makeHelpCategory({ identifier: 'account', name: 'Account access', sortOrder: 2 }),
  makeHelpCategory({ identifier: 'ordering', name: 'Ordering', sortOrder: 1 }),
  makeHelpCategory({ identifier: 'cores', name: 'Cores', parent: 'ordering', sortOrder: 2 }),
  // Its parent is not in the list (not translated yet): shown top-level rather than lost.
  makeHelpCategory({ identifier: 'fleet', name: 'Fleet', parent: 'car-care', sortOrder: 0 }),
];

describe('category tree', () => {
  it('puts children under their parents, in sort order then name', () => {
    expect(
      buildCategoryTree(CATEGORIES).map(({ category, children }) => [
        category.identifier,
        children.map((c) => c.identifier),
      ]),
    ).toEqual([
      ['fleet', []],
      ['ordering', ['cores', 'returns']],
      ['account', []],
    ]);
  });

  it('offers each parent followed by its children, a child labelled with its parent', () => {
    expect(categoryOptions(CATEGORIES).map((o) => [o.value, o.label, o.child])).toEqual([
      ['fleet', 'Fleet', false],
      ['ordering', 'Ordering', false],
      ['cores', 'Ordering › Cores', true],
      ['returns', 'Ordering › Returns', true],
      ['account', 'Account access', false],
    ]);
  });

  it('names an article’s categories, keeping an unknown identifier as it is', () => {
    expect(categoryNames(['returns', 'gone', 'account'], CATEGORIES)).toEqual([
      'Returns',
      'gone',
      'Account access',
    ]);
  });
});
