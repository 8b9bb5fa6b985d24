import type { HelpCategoryRecord } from '@procounter/shared/contracts/help-content';

type TreeCategory = Pick<HelpCategoryRecord, 'identifier' | 'name' | 'sortOrder' | 'parent'>;

export interface CategoryBranch<T extends TreeCategory> {
  category: T;
  children: T[];
}

const bySortOrder = (a: TreeCategory, b: TreeCategory) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);

/**
 * The categories of one language as top-level categories each with its children, in sortOrder
 * (then name). A child whose parent is missing from the list is shown as top-level, so nothing
 * the editor has written disappears from the page.
 */
export function buildCategoryTree<T extends TreeCategory>(
  categories: readonly T[],
): CategoryBranch<T>[] {
  const identifiers = new Set(categories.map((c) => c.identifier));
  const isTopLevel = (c: T) => c.parent === null || !identifiers.has(c.parent);
  return categories
    .filter(isTopLevel)
    .sort(bySortOrder)
    .map((category) => ({
      category,
      children: categories
        .filter((c) => c.parent === category.identifier && !isTopLevel(c))
        .sort(bySortOrder),
    }));
}

export interface CategoryOption {
  value: string;
  /** A child's label names its parent ('Ordering › Returns'), so a chosen pill is unambiguous. */
  label: string;
  /** What the list of options shows: the child's own name, indented under its parent. */
  name: string;
  child: boolean;
}

/** The options of an article's category picker: each parent followed by its children. */
export function categoryOptions(categories: readonly TreeCategory[]): CategoryOption[] {
  return buildCategoryTree(categories).flatMap(({ category, children }) => [
    { value: category.identifier, label: category.name, name: category.name, child: false },
    ...children.map((child) => ({
      value: child.identifier,
      label: `${category.name} › ${child.name}`,
      name: child.name,
      child: true,
    })),
  ]);
}

/** The names of an article's categories, in the order the article lists them. */
export function categoryNames(
  identifiers: readonly string[],
  categories: readonly TreeCategory[],
): string[] {
  const byIdentifier = new Map(categories.map((c) => [c.identifier, c.name]));
  return identifiers.map((identifier) => byIdentifier.get(identifier) ?? identifier);
}
