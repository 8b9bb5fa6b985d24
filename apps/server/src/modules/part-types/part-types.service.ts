import {
  type DrilldownV2Response,
  type PartTypeNode,
  type PartTypePath,
  type PartTypeSearchV2Response,
  type PartTypeSelection,
  type PartTypeTreeNode,
  RESOLVED_LEAVES_MAX,
  type ResolvedLeafResponse,
  type ResolvedNodeResponse,
  type SelectPartTypeBody,
} from '@procounter/shared/contracts/catalog-search';
import type { Locale } from '@procounter/shared/contracts/user';
import {
  MOST_POPULAR_PARENT_PART_TYPE_ID,
  PART_TYPE_SEARCH_MAX,
  PLATFORM_IDS,
} from '@procounter/shared/domain/constants';
import {
  checkPartTypeSelection,
  PART_TYPE_SELECTION_REFUSALS,
  type PartTypeSelectionRefusal,
} from '@procounter/shared/domain/part-type-selection';
import { resources } from '@procounter/shared/i18n/index';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import {
  findPartTypesMatching,
  getPartTypeIndex,
  type IndexedPartType,
  partTypeName,
} from '../catalog-search/catalog-search.service';
import {
  deleteSelection,
  deleteSelections,
  findPlatformChildren,
  findPlatformRows,
  findSelectedPartTypeIds,
  findSelections,
  insertSelection,
  lockSelectionOfUser,
} from './part-types.repository';

type Deps = { db: Database };
type PlatformId = PartTypeNode['platformId'];

function toNode(
  p: IndexedPartType,
  platformId: PlatformId,
  parentId: string | null,
  rank: number,
  locale: Locale,
) {
  return {
    partTypeId: p.id,
    partTypeName: partTypeName(p, locale),
    parentPartTypeId: parentId,
    platformId,
    rank,
    leaf: p.leaf,
    kits: p.kits,
    applicationPartType: p.applicationPartType,
    universal: p.universal,
    popularityRank: p.popularityRank,
  } satisfies PartTypeNode;
}

/** The part types of one platform under one parent, by their rank there. */
async function platformChildren(
  { db }: Deps,
  platformId: PlatformId,
  parentId: string,
  locale: Locale,
): Promise<PartTypeNode[]> {
  const index = await getPartTypeIndex({ db });
  const rows = await findPlatformChildren(db, platformId, parentId);
  return rows.flatMap((r) => {
    const p = index.partTypeById.get(r.id);
    return p ? [toNode(p, platformId, parentId, r.rank, locale)] : [];
  });
}

/** A part type of the index, or 404. */
async function getPartType({ db }: Deps, partTypeId: string) {
  const p = (await getPartTypeIndex({ db })).partTypeById.get(partTypeId);
  if (!p) throw notFound('No such part type');
  return p;
}

/** Platform 99 under parent 00000, most popular first. */
export const mostPopular = (deps: Deps, locale: Locale = 'en') =>
  platformChildren(deps, PLATFORM_IDS.mostPopular, MOST_POPULAR_PARENT_PART_TYPE_ID, locale);

/**
 * The whole all-part-types tree (platform 05): categories, subcategories, part types, named in
 * the caller's language.
 */
export async function allPartTypes(deps: Deps, locale: Locale = 'en'): Promise<PartTypeTreeNode[]> {
  const rows = await findPlatformRows(deps.db, PLATFORM_IDS.all);
  const index = await getPartTypeIndex(deps);
  const nodes = new Map<string, PartTypeTreeNode>();
  for (const p of index.partTypes) {
    nodes.set(p.id, { ...toNode(p, PLATFORM_IDS.all, p.parentId, 0, locale), children: [] });
  }
  for (const r of rows) {
    const node = nodes.get(r.id);
    const parent = nodes.get(r.parentId);
    if (node && parent) {
      node.rank = r.rank;
      parent.children.push(node);
    }
  }
  const roots = [...nodes.values()].filter((n) => n.parentPartTypeId === null);
  return roots.sort((a, b) => a.partTypeId.localeCompare(b.partTypeId));
}

/** The children of a node in a platform (05 by default; 00000 with 99 is the popular list). */
export async function drilldown(
  deps: Deps,
  partTypeId: string,
  platformId: PlatformId,
  locale: Locale = 'en',
) {
  if (partTypeId !== MOST_POPULAR_PARENT_PART_TYPE_ID) await getPartType(deps, partTypeId);
  return platformChildren(deps, platformId, partTypeId, locale);
}

/** Platform 90: the part types related to one. */
export async function relatedPartTypes(deps: Deps, partTypeId: string, locale: Locale = 'en') {
  await getPartType(deps, partTypeId);
  return platformChildren(deps, PLATFORM_IDS.related, partTypeId, locale);
}

/** Leaf part types matching a query: the first `max` (-1 or 60: all), by rank or by name. */
export async function searchPartTypes(
  { db }: Deps,
  query: string,
  max: number,
  sort: 'RANK' | 'NAME' | 'rank' | 'pt_name',
  locale: Locale = 'en',
): Promise<PartTypeNode[]> {
  const matches = (await findPartTypesMatching({ db }, query)).filter((p) => p.leaf);
  if (sort === 'NAME' || sort === 'pt_name') {
    matches.sort((a, b) => partTypeName(a, locale).localeCompare(partTypeName(b, locale), locale));
  }
  const all = max === PART_TYPE_SEARCH_MAX.allLegacy || max === PART_TYPE_SEARCH_MAX.allEnterprise;
  return (all ? matches : matches.slice(0, max)).map((p, i) =>
    toNode(p, PLATFORM_IDS.all, p.parentId, i + 1, locale),
  );
}

// Selection state, per user (docs/decisions/013-typeahead.md).

const messages = resources.en.common.parts;
const REFUSAL_MESSAGES: Record<PartTypeSelectionRefusal, string> = {
  duplicate: 'This part type is already selected',
  kitsIndependent: messages.kitsIndependent,
  limit: messages.selectUpTo5,
};

function selectionRefused(refusal: PartTypeSelectionRefusal): AppError {
  const { status, code } = PART_TYPE_SELECTION_REFUSALS[refusal];
  return new AppError(status, code, REFUSAL_MESSAGES[refusal]);
}

export async function listSelected(
  { db }: Deps,
  user: AuthUser,
  locale: Locale = 'en',
): Promise<PartTypeSelection[]> {
  const index = await getPartTypeIndex({ db });
  const rows = await findSelections(db, user.id);
  return rows.flatMap((r) => {
    const p = index.partTypeById.get(r.partTypeId);
    if (!p) return [];
    return [
      {
        id: r.id,
        partTypeId: p.id,
        lookupPartTypeId: p.id,
        parentPartTypeId: p.parentId,
        platformId: r.platformId as PlatformId,
        gaTabOrigin: r.gaTabOrigin,
        partTypeName: partTypeName(p, locale),
        description: partTypeName(p, locale),
        kits: p.kits,
        applicationPartType: p.applicationPartType,
        universal: p.universal,
      },
    ];
  });
}

/**
 * Adds a part type to the user's selection: a leaf, that the selection rule lets join
 * (checkPartTypeSelection: not already selected, a kit part type only alone, at most
 * PART_SELECTION_MAX). The user row is locked so that two calls at once cannot both pass the
 * checks.
 */
export async function selectPartType(
  deps: Deps,
  user: AuthUser,
  body: SelectPartTypeBody,
  clearFirst = false,
  locale: Locale = 'en',
): Promise<PartTypeSelection[]> {
  const p = await getPartType(deps, body.partTypeId);
  if (!p.leaf) {
    throw validationFailed([{ path: 'partTypeId', message: 'Only a part type can be selected' }]);
  }
  await withTransaction(deps.db, async (tx) => {
    await lockSelectionOfUser(tx, user.id);
    if (clearFirst) await deleteSelections(tx, user.id);
    const refusal = checkPartTypeSelection(await findSelectedPartTypeIds(tx, user.id), p.id);
    if (refusal) throw selectionRefused(refusal);
    await insertSelection(tx, {
      userId: user.id,
      partTypeId: p.id,
      platformId: body.platformId,
      gaTabOrigin: body.gaTabOrigin ?? null,
    });
  });
  return listSelected(deps, user, locale);
}

export async function deselectPartType(
  deps: Deps,
  user: AuthUser,
  partTypeId: string,
  locale: Locale = 'en',
) {
  await deleteSelection(deps.db, user.id, partTypeId);
  return listSelected(deps, user, locale);
}

export async function clearPartTypes({ db }: Deps, user: AuthUser) {
  await deleteSelections(db, user.id);
}

// The tree calls of issue 25 part 4 (v2/drilldown, search, node/v2/resolved, node/resolve/leaf):
// answered from the part types index in memory, with the tree's order from platform 05.

type Index = Awaited<ReturnType<typeof getPartTypeIndex>>;

/** The nodes above a part type, the category first (a guard stops a loop in bad data). */
export function pathOf(partType: IndexedPartType, index: Index, locale: Locale): PartTypePath {
  const path: PartTypePath = [];
  let parentId = partType.parentId;
  for (let depth = 0; parentId && depth < 10; depth += 1) {
    const parent = index.partTypeById.get(parentId);
    if (!parent) break;
    path.unshift({ partTypeId: parent.id, partTypeName: partTypeName(parent, locale) });
    parentId = parent.parentId;
  }
  return path;
}

const leavesOfIndex = new WeakMap<Index, Map<string, IndexedPartType[]>>();

/** Every node's leaves (a leaf's is itself), worked out once per index. */
function leavesUnder(index: Index): Map<string, IndexedPartType[]> {
  let leaves = leavesOfIndex.get(index);
  if (leaves) return leaves;
  leaves = new Map();
  for (const p of index.partTypes) {
    if (!p.leaf) continue;
    let node: IndexedPartType | undefined = p;
    for (let depth = 0; node && depth < 10; depth += 1) {
      const list = leaves.get(node.id) ?? [];
      list.push(p);
      leaves.set(node.id, list);
      node = node.parentId ? index.partTypeById.get(node.parentId) : undefined;
    }
  }
  leavesOfIndex.set(index, leaves);
  return leaves;
}

const treeNode = (p: IndexedPartType, rank: number, locale: Locale) =>
  toNode(p, PLATFORM_IDS.all, p.parentId, rank, locale);

/** GET /parttypes/v2/drilldown: a node, its path and its children with their leaves; or the roots. */
export async function drilldownV2(
  deps: Deps,
  partTypeId: string | undefined,
  locale: Locale = 'en',
): Promise<DrilldownV2Response> {
  const index = await getPartTypeIndex(deps);
  const leaves = leavesUnder(index);
  const node = partTypeId === undefined ? null : await getPartType(deps, partTypeId);
  const children =
    node === null
      ? index.partTypes
          .filter((p) => p.parentId === null)
          .sort((a, b) => a.id.localeCompare(b.id))
          .map((p, i) => treeNode(p, i + 1, locale))
      : await platformChildren(deps, PLATFORM_IDS.all, node.id, locale);
  return {
    node: node ? treeNode(node, 0, locale) : null,
    path: node ? pathOf(node, index, locale) : [],
    children: children.map((child) => ({
      ...child,
      leafCount: leaves.get(child.partTypeId)?.length ?? 0,
    })),
  };
}

/** GET /parttypes/search: part types and categories matching a query, best first, with paths. */
export async function searchPartTypesV2(
  deps: Deps,
  query: string,
  max: number,
  locale: Locale = 'en',
): Promise<PartTypeSearchV2Response> {
  const index = await getPartTypeIndex(deps);
  const matches = (await findPartTypesMatching(deps, query)).slice(0, max);
  return {
    query,
    results: matches.map((p, i) => ({
      ...treeNode(p, i + 1, locale),
      path: pathOf(p, index, locale),
    })),
  };
}

/** GET /parttypes/node/v2/resolved: a node's leaf part types by name (a leaf: itself). */
export async function resolveNode(
  deps: Deps,
  partTypeId: string,
  locale: Locale = 'en',
): Promise<ResolvedNodeResponse> {
  const index = await getPartTypeIndex(deps);
  const node = await getPartType(deps, partTypeId);
  const leaves = [...(leavesUnder(index).get(node.id) ?? [])].sort((a, b) =>
    partTypeName(a, locale).localeCompare(partTypeName(b, locale), locale),
  );
  return {
    node: treeNode(node, 0, locale),
    path: pathOf(node, index, locale),
    leaves: leaves.slice(0, RESOLVED_LEAVES_MAX).map((p, i) => treeNode(p, i + 1, locale)),
    truncated: leaves.length > RESOLVED_LEAVES_MAX,
  };
}

/** GET /parttypes/node/resolve/leaf: a leaf with its path; 404 for anything else. */
export async function resolveLeaf(
  deps: Deps,
  partTypeId: string,
  locale: Locale = 'en',
): Promise<ResolvedLeafResponse> {
  const index = await getPartTypeIndex(deps);
  const node = index.partTypeById.get(partTypeId);
  if (!node?.leaf) throw notFound(`No leaf part type ${partTypeId}`);
  return { node: treeNode(node, 0, locale), path: pathOf(node, index, locale) };
}
