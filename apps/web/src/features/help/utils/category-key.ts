/**
 * Category keys of the Help Center's URLs (R-HELP-2): a parent category's identifier, or
 * parentIdentifier_childIdentifier. Identifiers never hold an underscore (CATEGORY_KEY_SEPARATOR),
 * so a key splits one way only.
 */
import type {
  KnowledgeArticle,
  KnowledgeCategory,
} from '@procounter/shared/contracts/help-content';
import { CATEGORY_KEY_SEPARATOR } from '@procounter/shared/domain/help-content';

export interface CategoryKeyParts {
  parent: string;
  child: string | null;
}

/** A parent category with its children, both in sortOrder. */
export interface TopicNode {
  category: KnowledgeCategory;
  children: KnowledgeCategory[];
}

/** A category key the topics know: the parent, and the child when the key names one. */
export interface TopicSelection {
  key: string;
  parent: TopicNode;
  child: KnowledgeCategory | null;
}

/** The parts of a key; null when it is not of either shape. */
export function parseCategoryKey(key: string): CategoryKeyParts | null {
  const parts = key.split(CATEGORY_KEY_SEPARATOR);
  if (parts.some((part) => part === '') || parts.length > 2) return null;
  return { parent: parts[0] as string, child: parts[1] ?? null };
}

export function buildCategoryKey(parent: string, child?: string | null): string {
  return child ? `${parent}${CATEGORY_KEY_SEPARATOR}${child}` : parent;
}

/** sortOrder first; equal orders by name, then identifier, so the order never depends on the answer's. */
function compareCategories(a: KnowledgeCategory, b: KnowledgeCategory): number {
  return (
    a.sortOrder - b.sortOrder ||
    a.name.localeCompare(b.name) ||
    a.identifier.localeCompare(b.identifier)
  );
}

/**
 * The Help Topics tree: parents (no parent) in order, each with the categories that name it as
 * parent. A category whose parent is missing (not live in this language) is left out.
 */
export function buildTopicTree(categories: readonly KnowledgeCategory[]): TopicNode[] {
  const parents = categories.filter((category) => category.parent === null);
  return [...parents].sort(compareCategories).map((category) => ({
    category,
    children: categories
      .filter((candidate) => candidate.parent === category.identifier)
      .sort(compareCategories),
  }));
}

/** The selection a key names; null for an unknown key (or a child key under the wrong parent). */
export function resolveCategoryKey(tree: readonly TopicNode[], key: string): TopicSelection | null {
  const parts = parseCategoryKey(key);
  if (!parts) return null;
  const parent = tree.find((node) => node.category.identifier === parts.parent);
  if (!parent) return null;
  if (parts.child === null) return { key, parent, child: null };
  const child = parent.children.find((candidate) => candidate.identifier === parts.child);
  return child ? { key, parent, child } : null;
}

/** With no category in the route: the first parent, and its first child if it has one. */
export function defaultTopicSelection(tree: readonly TopicNode[]): TopicSelection | null {
  const parent = tree[0];
  if (!parent) return null;
  const child = parent.children[0] ?? null;
  return { key: buildCategoryKey(parent.category.identifier, child?.identifier), parent, child };
}

/** The key of an article's topic: its first category that the tree knows, as parent or child. */
export function categoryKeyOfArticle(
  tree: readonly TopicNode[],
  article: Pick<KnowledgeArticle, 'category'>,
): string | null {
  for (const identifier of article.category) {
    for (const node of tree) {
      if (node.category.identifier === identifier) return identifier;
      const child = node.children.find((candidate) => candidate.identifier === identifier);
      if (child) return buildCategoryKey(node.category.identifier, child.identifier);
    }
  }
  return null;
}

/**
 * The articles of a selection: a child's own, or a parent's own plus its children's, in the
 * answer's order and each once.
 */
export function articlesOfSelection<T extends Pick<KnowledgeArticle, 'category'>>(
  articles: readonly T[],
  selection: TopicSelection,
): T[] {
  const identifiers = new Set(
    selection.child
      ? [selection.child.identifier]
      : [
          selection.parent.category.identifier,
          ...selection.parent.children.map((child) => child.identifier),
        ],
  );
  return articles.filter((article) => article.category.some((id) => identifiers.has(id)));
}
