import type { KnowledgeCategory } from '@procounter/shared/contracts/help-content';
import { describe, expect, it } from 'vitest';
import {
  articlesOfSelection,
  buildCategoryKey,
  buildTopicTree,
  categoryKeyOfArticle,
  defaultTopicSelection,
  parseCategoryKey,
  resolveCategoryKey,
} from './category-key';

const category = (
  identifier: string,
  sortOrder: number,
  parent: string | null = null,
  name = identifier,
): KnowledgeCategory => ({ identifier, name, sortOrder, parent, children: [] });

const CATEGORIES = [
  category('returns', 2),
  category('ordering', 1),
  category('stock-orders', 2, 'ordering'),
  category('quotes', 1, 'ordering'),
  category('statements', 3),
  category('orphan', 1, 'gone'),
];
const TREE = buildTopicTree(CATEGORIES);

describe('category keys', () => {
  it('parses a parent key and a parent_child key, and refuses other shapes', () => {
    expect(parseCategoryKey('ordering')).toEqual({ parent: 'ordering', child: null });
    expect(parseCategoryKey('ordering_quotes')).toEqual({ parent: 'ordering', child: 'quotes' });
    for (const bad of ['', '_quotes', 'ordering_', 'a_b_c']) {
      expect(parseCategoryKey(bad), bad).toBeNull();
    }
  });

  it('builds the key of a parent and of a child', () => {
    expect(buildCategoryKey('ordering')).toBe('ordering');
    expect(buildCategoryKey('ordering', null)).toBe('ordering');
    expect(buildCategoryKey('ordering', 'quotes')).toBe('ordering_quotes');
  });
});

describe('the topic tree', () => {
  it('orders parents and children by sortOrder and leaves out children without a parent', () => {
    expect(TREE.map((node) => node.category.identifier)).toEqual([
      'ordering',
      'returns',
      'statements',
    ]);
    expect(TREE[0]?.children.map((child) => child.identifier)).toEqual(['quotes', 'stock-orders']);
  });

  it('orders equal sortOrders by name, then identifier', () => {
    const tree = buildTopicTree([
      category('zeta', 1, null, 'Billing'),
      category('alpha', 1, null, 'Ordering'),
      category('beta', 1, null, 'Billing'),
    ]);
    expect(tree.map((node) => node.category.identifier)).toEqual(['beta', 'zeta', 'alpha']);
  });

  it('is empty for no categories', () => {
    expect(buildTopicTree([])).toEqual([]);
  });
});

describe('resolving a key', () => {
  it('finds a parent and a child under its own parent', () => {
    expect(resolveCategoryKey(TREE, 'returns')?.parent.category.identifier).toBe('returns');
    const child = resolveCategoryKey(TREE, 'ordering_quotes');
    expect(child?.parent.category.identifier).toBe('ordering');
    expect(child?.child?.identifier).toBe('quotes');
  });

  it('refuses an unknown key, a child under the wrong parent and a child used as a parent', () => {
    expect(resolveCategoryKey(TREE, 'warranty')).toBeNull();
    expect(resolveCategoryKey(TREE, 'returns_quotes')).toBeNull();
    expect(resolveCategoryKey(TREE, 'quotes')).toBeNull();
    expect(resolveCategoryKey(TREE, 'ordering_nothing')).toBeNull();
    expect(resolveCategoryKey(TREE, 'orphan')).toBeNull();
    expect(resolveCategoryKey([], 'ordering')).toBeNull();
  });
});

describe('the default selection', () => {
  it('is the first parent and its first child', () => {
    const selection = defaultTopicSelection(TREE);
    expect(selection?.key).toBe('ordering_quotes');
    expect(selection?.child?.identifier).toBe('quotes');
  });

  it('is the first parent alone when it has no child', () => {
    const tree = buildTopicTree([category('returns', 1), category('ordering', 2)]);
    expect(defaultTopicSelection(tree)?.key).toBe('returns');
    expect(defaultTopicSelection(tree)?.child).toBeNull();
  });

  it('is none for no categories', () => {
    expect(defaultTopicSelection([])).toBeNull();
  });
});

describe('articles of a selection', () => {
  const articles = [
    { identifier: 'a', category: ['ordering'] },
    { identifier: 'b', category: ['quotes'] },
    { identifier: 'c', category: ['stock-orders', 'quotes'] },
    { identifier: 'd', category: ['returns'] },
  ];

  it("gives a parent its own articles and its children's, each once", () => {
    const selection = resolveCategoryKey(TREE, 'ordering');
    expect(selection).not.toBeNull();
    expect(articlesOfSelection(articles, selection!).map((a) => a.identifier)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('gives a child only its own articles, and nothing for an empty list', () => {
    const selection = resolveCategoryKey(TREE, 'ordering_stock-orders')!;
    expect(articlesOfSelection(articles, selection).map((a) => a.identifier)).toEqual(['c']);
    expect(articlesOfSelection([], selection)).toEqual([]);
  });

  it("names an article's topic by its first known category", () => {
    expect(categoryKeyOfArticle(TREE, { category: ['gone', 'stock-orders'] })).toBe(
      'ordering_stock-orders',
    );
    expect(categoryKeyOfArticle(TREE, { category: ['returns'] })).toBe('returns');
    expect(categoryKeyOfArticle(TREE, { category: ['gone'] })).toBeNull();
  });
});
