import type {
  PartTypeNode,
  PartTypeSelection,
  PartTypeTreeNode,
  SelectPartTypeBody,
} from '@procounter/shared/contracts/catalog-search';
import {
  KIT_PART_TYPE_IDS,
  MOST_POPULAR_PARENT_PART_TYPE_ID,
  PART_SELECTION_MAX,
  PART_TYPE_SEARCH_MAX,
  PLATFORM_IDS,
} from '@procounter/shared/domain/constants';
import { resources } from '@procounter/shared/i18n/index';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partTypePlatforms, partTypeSelections, users } from '../../db/schema/index';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import {
  getSearchIndex,
  type IndexedPartType,
  matchPartTypes,
} from '../catalog-search/search-index';

type Deps = { db: Database };
type PlatformId = PartTypeNode['platformId'];

function toNode(p: IndexedPartType, platformId: PlatformId, parentId: string | null, rank: number) {
  return {
    partTypeId: p.id,
    partTypeName: p.name,
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
): Promise<PartTypeNode[]> {
  const index = await getSearchIndex(db);
  const rows = await db
    .select({ id: partTypePlatforms.partTypeId, rank: partTypePlatforms.rank })
    .from(partTypePlatforms)
    .where(
      and(
        eq(partTypePlatforms.platformId, platformId),
        eq(partTypePlatforms.parentPartTypeId, parentId),
      ),
    )
    .orderBy(asc(partTypePlatforms.rank), asc(partTypePlatforms.partTypeId));
  return rows.flatMap((r) => {
    const p = index.partTypeById.get(r.id);
    return p ? [toNode(p, platformId, parentId, r.rank)] : [];
  });
}

async function requirePartType({ db }: Deps, partTypeId: string) {
  const p = (await getSearchIndex(db)).partTypeById.get(partTypeId);
  if (!p) throw notFound('No such part type');
  return p;
}

/** Platform 99 under parent 00000, most popular first. */
export const mostPopular = (deps: Deps) =>
  platformChildren(deps, PLATFORM_IDS.mostPopular, MOST_POPULAR_PARENT_PART_TYPE_ID);

/** The whole all-part-types tree (platform 05): categories, subcategories, part types. */
export async function allPartTypes(deps: Deps): Promise<PartTypeTreeNode[]> {
  const rows = await deps.db
    .select({
      id: partTypePlatforms.partTypeId,
      parentId: partTypePlatforms.parentPartTypeId,
      rank: partTypePlatforms.rank,
    })
    .from(partTypePlatforms)
    .where(eq(partTypePlatforms.platformId, PLATFORM_IDS.all))
    .orderBy(asc(partTypePlatforms.rank), asc(partTypePlatforms.partTypeId));
  const index = await getSearchIndex(deps.db);
  const nodes = new Map<string, PartTypeTreeNode>();
  for (const p of index.partTypes) {
    nodes.set(p.id, { ...toNode(p, PLATFORM_IDS.all, p.parentId, 0), children: [] });
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
export async function drilldown(deps: Deps, partTypeId: string, platformId: PlatformId) {
  if (partTypeId !== MOST_POPULAR_PARENT_PART_TYPE_ID) await requirePartType(deps, partTypeId);
  return platformChildren(deps, platformId, partTypeId);
}

/** Platform 90: the part types related to one. */
export async function relatedPartTypes(deps: Deps, partTypeId: string) {
  await requirePartType(deps, partTypeId);
  return platformChildren(deps, PLATFORM_IDS.related, partTypeId);
}

/** Leaf part types matching a query: the first `max` (-1 or 60: all), by rank or by name. */
export async function searchPartTypes(
  { db }: Deps,
  query: string,
  max: number,
  sort: 'RANK' | 'NAME' | 'rank' | 'pt_name',
): Promise<PartTypeNode[]> {
  const index = await getSearchIndex(db);
  const matches = matchPartTypes(index, query)
    .map((m) => m.partType)
    .filter((p) => p.leaf);
  if (sort === 'NAME' || sort === 'pt_name') matches.sort((a, b) => a.name.localeCompare(b.name));
  const all = max === PART_TYPE_SEARCH_MAX.allLegacy || max === PART_TYPE_SEARCH_MAX.allEnterprise;
  return (all ? matches : matches.slice(0, max)).map((p, i) =>
    toNode(p, PLATFORM_IDS.all, p.parentId, i + 1),
  );
}

// Selection state, per user (docs/decisions/013-typeahead.md).

const KIT_IDS: readonly string[] = Object.values(KIT_PART_TYPE_IDS);
const messages = resources.en.common.parts;

export async function listSelected({ db }: Deps, user: AuthUser): Promise<PartTypeSelection[]> {
  const index = await getSearchIndex(db);
  const rows = await db
    .select()
    .from(partTypeSelections)
    .where(eq(partTypeSelections.userId, user.id))
    .orderBy(asc(partTypeSelections.id));
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
        partTypeName: p.name,
        description: p.name,
        kits: p.kits,
        applicationPartType: p.applicationPartType,
        universal: p.universal,
      },
    ];
  });
}

/**
 * Adds a part type to the user's selection: a leaf, not already selected, at most
 * PART_SELECTION_MAX, and a kit part type only alone. The user row is locked so that two calls at
 * once cannot both pass the checks.
 */
export async function selectPartType(
  deps: Deps,
  user: AuthUser,
  body: SelectPartTypeBody,
  clearFirst = false,
): Promise<PartTypeSelection[]> {
  const p = await requirePartType(deps, body.partTypeId);
  if (!p.leaf) {
    throw validationFailed([{ path: 'partTypeId', message: 'Only a part type can be selected' }]);
  }
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.id} for update`);
    if (clearFirst) {
      await tx.delete(partTypeSelections).where(eq(partTypeSelections.userId, user.id));
    }
    const current = await tx
      .select({ partTypeId: partTypeSelections.partTypeId })
      .from(partTypeSelections)
      .where(eq(partTypeSelections.userId, user.id));
    const ids = current.map((c) => c.partTypeId);
    if (ids.includes(p.id)) {
      throw new AppError(409, 'PART_TYPE_ALREADY_SELECTED', 'This part type is already selected');
    }
    if (ids.length > 0 && (KIT_IDS.includes(p.id) || ids.some((id) => KIT_IDS.includes(id)))) {
      throw new AppError(422, 'KITS_INDEPENDENT', messages.kitsIndependent);
    }
    if (ids.length >= PART_SELECTION_MAX) {
      throw new AppError(422, 'PART_TYPE_LIMIT', messages.selectUpTo5);
    }
    await tx.insert(partTypeSelections).values({
      userId: user.id,
      partTypeId: p.id,
      platformId: body.platformId,
      gaTabOrigin: body.gaTabOrigin ?? null,
    });
  });
  return listSelected(deps, user);
}

export async function deselectPartType(deps: Deps, user: AuthUser, partTypeId: string) {
  await deps.db
    .delete(partTypeSelections)
    .where(
      and(eq(partTypeSelections.userId, user.id), eq(partTypeSelections.partTypeId, partTypeId)),
    );
  return listSelected(deps, user);
}

export async function clearPartTypes({ db }: Deps, user: AuthUser) {
  await db.delete(partTypeSelections).where(eq(partTypeSelections.userId, user.id));
}
