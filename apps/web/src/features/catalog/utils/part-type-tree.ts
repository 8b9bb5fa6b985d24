import type { PartTypeTreeNode } from '@procounter/shared/contracts/catalog-search';

/**
 * The all-part-types tree filtered by name as typed: a node stays when its name (or a synonym the
 * server put in the name) contains every word of the filter, or when one of its descendants
 * does; a category or subcategory whose own name matches keeps all its children. Case and accents
 * are ignored.
 */
export function filterPartTypeTree(
  tree: readonly PartTypeTreeNode[],
  filter: string,
): PartTypeTreeNode[] {
  const words = normalize(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tree];
  const matches = (node: PartTypeTreeNode) => {
    const name = normalize(node.partTypeName);
    return words.every((word) => name.includes(word));
  };
  const walk = (nodes: readonly PartTypeTreeNode[]): PartTypeTreeNode[] =>
    nodes.flatMap((node) => {
      if (matches(node)) return [node];
      const children = walk(node.children);
      return children.length > 0 ? [{ ...node, children }] : [];
    });
  return walk(tree);
}

/** How many leaf part types (the ones a user can select) a tree holds. */
export function countLeaves(nodes: readonly PartTypeTreeNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.leaf ? 1 : 0) + countLeaves(node.children), 0);
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The leaf part types of a tree (the ones a job can name), each once, by name: the shop job
 * form's choices.
 */
export function partTypeLeaves(
  nodes: readonly PartTypeTreeNode[],
): { partTypeId: string; partTypeName: string }[] {
  const leaves = new Map<string, string>();
  const walk = (level: readonly PartTypeTreeNode[]) => {
    for (const node of level) {
      if (node.leaf && !leaves.has(node.partTypeId)) leaves.set(node.partTypeId, node.partTypeName);
      walk(node.children);
    }
  };
  walk(nodes);
  return [...leaves]
    .map(([partTypeId, partTypeName]) => ({ partTypeId, partTypeName }))
    .sort((a, b) => a.partTypeName.localeCompare(b.partTypeName));
}
