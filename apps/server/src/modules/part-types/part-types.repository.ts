import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partTypePlatforms, partTypeSelections, users } from '../../db/schema/index';

// The part type platforms (05 all, 99 most popular, 90 related) and each user's selection. The part
// types themselves are read from catalog search's in-memory index, not from here.

export type PartTypeSelectionRow = typeof partTypeSelections.$inferSelect;
export type NewPartTypeSelection = Pick<
  typeof partTypeSelections.$inferInsert,
  'userId' | 'partTypeId' | 'platformId' | 'gaTabOrigin'
>;

/** The part type ids of one platform under one parent, with their rank there, by rank. */
export function findPlatformChildren(db: Database, platformId: string, parentId: string) {
  return db
    .select({ id: partTypePlatforms.partTypeId, rank: partTypePlatforms.rank })
    .from(partTypePlatforms)
    .where(
      and(
        eq(partTypePlatforms.platformId, platformId),
        eq(partTypePlatforms.parentPartTypeId, parentId),
      ),
    )
    .orderBy(asc(partTypePlatforms.rank), asc(partTypePlatforms.partTypeId));
}

/** Every row of one platform (part type, parent, rank), by rank: the edges of its tree. */
export function findPlatformRows(db: Database, platformId: string) {
  return db
    .select({
      id: partTypePlatforms.partTypeId,
      parentId: partTypePlatforms.parentPartTypeId,
      rank: partTypePlatforms.rank,
    })
    .from(partTypePlatforms)
    .where(eq(partTypePlatforms.platformId, platformId))
    .orderBy(asc(partTypePlatforms.rank), asc(partTypePlatforms.partTypeId));
}

/** A user's selection, in the order it was made. */
export function findSelections(db: Database, userId: number): Promise<PartTypeSelectionRow[]> {
  return db
    .select()
    .from(partTypeSelections)
    .where(eq(partTypeSelections.userId, userId))
    .orderBy(asc(partTypeSelections.id));
}

/** The part type ids a user has selected. */
export async function findSelectedPartTypeIds(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ partTypeId: partTypeSelections.partTypeId })
    .from(partTypeSelections)
    .where(eq(partTypeSelections.userId, userId));
  return rows.map((r) => r.partTypeId);
}

/**
 * Locks the user's row until the transaction ends, so that two changes of one user's selection go
 * one at a time (two selects at once cannot both pass the selection rule). Call it inside a
 * transaction.
 */
export async function lockSelectionOfUser(db: Database, userId: number): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

export async function insertSelection(db: Database, selection: NewPartTypeSelection) {
  await db.insert(partTypeSelections).values(selection);
}

export async function deleteSelection(db: Database, userId: number, partTypeId: string) {
  await db
    .delete(partTypeSelections)
    .where(
      and(eq(partTypeSelections.userId, userId), eq(partTypeSelections.partTypeId, partTypeId)),
    );
}

export async function deleteSelections(db: Database, userId: number) {
  await db.delete(partTypeSelections).where(eq(partTypeSelections.userId, userId));
}
