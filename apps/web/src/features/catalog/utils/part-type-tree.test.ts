import type { PartTypeTreeNode } from '@procounter/shared/contracts/catalog-search';
import { describe, expect, it } from 'vitest';
import { PART_TYPE_TREE } from '@/testing/fixtures';
import { countLeaves, filterPartTypeTree, partTypeLeaves } from './part-type-tree';

function node(partTypeId: string, partTypeName: string, children: PartTypeTreeNode[] = []) {
  return {
    partTypeId,
    partTypeName,
    parentPartTypeId: null,
    platformId: '05',
    rank: 1,
    leaf: children.length === 0,
    kits: false,
    applicationPartType: true,
    universal: false,
    popularityRank: null,
    children,
  } satisfies PartTypeTreeNode;
}

const TREE = [
  node('B', 'Brake', [
    node('B1', 'Disc Brake', [node('1684', 'Disc Brake Pad'), node('1896', 'Disc Brake Rotor')]),
  ]),
  node('E', 'Engine', [node('E1', 'Filters', [node('5340', 'Engine Oil Filter')])]),
];

const names = (nodes: PartTypeTreeNode[]): string[] =>
  nodes.flatMap((n) => [n.partTypeName, ...names(n.children)]);

describe('filterPartTypeTree', () => {
  it('keeps the part types whose name has every word, under their category', () => {
    expect(names(filterPartTypeTree(TREE, 'pad BRAKE'))).toEqual([
      'Brake',
      'Disc Brake',
      'Disc Brake Pad',
    ]);
  });

  it('keeps a whole category whose own name matches', () => {
    expect(countLeaves(filterPartTypeTree(TREE, 'brake'))).toBe(2);
    expect(names(filterPartTypeTree(TREE, 'filters'))).toEqual([
      'Engine',
      'Filters',
      'Engine Oil Filter',
    ]);
  });

  it('is the whole tree for an empty filter, nothing for no match', () => {
    expect(countLeaves(filterPartTypeTree(TREE, '  '))).toBe(3);
    expect(filterPartTypeTree(TREE, 'wiper')).toEqual([]);
  });
});

describe('partTypeLeaves', () => {
  it('lists each leaf part type once, by name', () => {
    expect(partTypeLeaves(PART_TYPE_TREE)).toEqual([
      { partTypeId: '1684', partTypeName: 'Disc Brake Pad' },
      { partTypeId: '1896', partTypeName: 'Disc Brake Rotor' },
      { partTypeId: '5340', partTypeName: 'Engine Oil Filter' },
    ]);
  });
});
