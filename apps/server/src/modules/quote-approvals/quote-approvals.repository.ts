import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quoteApprovalDecisions, quoteApprovalLinks, users } from '../../db/schema/index';

export type ApprovalLinkRow = typeof quoteApprovalLinks.$inferSelect;
export type ApprovalDecisionRow = typeof quoteApprovalDecisions.$inferSelect;
export type NewApprovalLink = Omit<typeof quoteApprovalLinks.$inferInsert, 'id'>;
export type NewApprovalDecision = Omit<typeof quoteApprovalDecisions.$inferInsert, 'id'>;

/** A link with its decision (null before one) and its sender's name. */
export interface ApprovalLinkWithDecision {
  link: ApprovalLinkRow;
  decision: ApprovalDecisionRow | null;
  createdByName: string;
}

const creatorName = sql<string>`coalesce(concat_ws(' ', ${users.firstName}, ${users.lastName}), '')`;

function selectLinks(db: Database) {
  return db
    .select({
      link: quoteApprovalLinks,
      decision: quoteApprovalDecisions,
      createdByName: creatorName,
    })
    .from(quoteApprovalLinks)
    .leftJoin(quoteApprovalDecisions, eq(quoteApprovalDecisions.linkId, quoteApprovalLinks.id))
    .leftJoin(users, eq(users.id, quoteApprovalLinks.createdBy));
}

export async function insertApprovalLink(db: Database, values: NewApprovalLink) {
  const [row] = await db.insert(quoteApprovalLinks).values(values).returning();
  return row!;
}

/** The link whose token hashes to `tokenHash` (one unique-index probe, whatever the token was). */
export async function findLinkByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<ApprovalLinkWithDecision | undefined> {
  const [row] = await selectLinks(db).where(eq(quoteApprovalLinks.tokenHash, tokenHash)).limit(1);
  return row;
}

/** The link of an id, with its decision. */
export async function findLinkById(
  db: Database,
  linkId: number,
): Promise<ApprovalLinkWithDecision | undefined> {
  const [row] = await selectLinks(db).where(eq(quoteApprovalLinks.id, linkId)).limit(1);
  return row;
}

/** Every link of a worksheet, newest first. */
export function findLinksOfWorksheet(
  db: Database,
  worksheetId: number,
): Promise<ApprovalLinkWithDecision[]> {
  return selectLinks(db)
    .where(eq(quoteApprovalLinks.worksheetId, worksheetId))
    .orderBy(desc(quoteApprovalLinks.id));
}

/** A link of the worksheet, locked (FOR UPDATE) until the transaction ends. */
export async function lockLinkOfWorksheet(db: Database, worksheetId: number, linkId: number) {
  const [row] = await db
    .select()
    .from(quoteApprovalLinks)
    .where(and(eq(quoteApprovalLinks.id, linkId), eq(quoteApprovalLinks.worksheetId, worksheetId)))
    .limit(1)
    .for('update');
  return row;
}

/** The link, locked (FOR UPDATE) until the transaction ends. */
export async function lockLink(db: Database, linkId: number) {
  const [row] = await db
    .select()
    .from(quoteApprovalLinks)
    .where(eq(quoteApprovalLinks.id, linkId))
    .limit(1)
    .for('update');
  return row;
}

export async function findDecisionOfLink(db: Database, linkId: number) {
  const [row] = await db
    .select()
    .from(quoteApprovalDecisions)
    .where(eq(quoteApprovalDecisions.linkId, linkId))
    .limit(1);
  return row;
}

/** Marks the link opened, once: a later read keeps the first time. */
export async function markLinkViewed(db: Database, linkId: number, at: Date) {
  await db
    .update(quoteApprovalLinks)
    .set({ viewedAt: at })
    .where(and(eq(quoteApprovalLinks.id, linkId), isNull(quoteApprovalLinks.viewedAt)));
}

export async function markLinkRevoked(db: Database, linkId: number, at: Date) {
  await db
    .update(quoteApprovalLinks)
    .set({ revokedAt: at })
    .where(and(eq(quoteApprovalLinks.id, linkId), isNull(quoteApprovalLinks.revokedAt)));
}

export async function markLinkApplied(db: Database, linkId: number, at: Date) {
  await db
    .update(quoteApprovalLinks)
    .set({ appliedAt: at })
    .where(eq(quoteApprovalLinks.id, linkId));
}

/** Records the decision unless the link has one; answers whether it did. */
export async function insertDecision(db: Database, values: NewApprovalDecision): Promise<boolean> {
  const inserted = await db
    .insert(quoteApprovalDecisions)
    .values(values)
    .onConflictDoNothing({ target: quoteApprovalDecisions.linkId })
    .returning({ id: quoteApprovalDecisions.id });
  return inserted.length > 0;
}

/**
 * The newest link of each worksheet that has one, with its decision's lines (one query:
 * DISTINCT ON over the (worksheet, id desc) index).
 */
export function findNewestLinksOf(db: Database, worksheetIds: readonly number[]) {
  if (worksheetIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([quoteApprovalLinks.worksheetId], {
      worksheetId: quoteApprovalLinks.worksheetId,
      version: quoteApprovalLinks.version,
      expiresAt: quoteApprovalLinks.expiresAt,
      viewedAt: quoteApprovalLinks.viewedAt,
      revokedAt: quoteApprovalLinks.revokedAt,
      lineCount: sql<number>`jsonb_array_length(${quoteApprovalLinks.snapshot} -> 'lines')`.mapWith(
        Number,
      ),
      decisionLines: quoteApprovalDecisions.lines,
    })
    .from(quoteApprovalLinks)
    .leftJoin(quoteApprovalDecisions, eq(quoteApprovalDecisions.linkId, quoteApprovalLinks.id))
    .where(inArray(quoteApprovalLinks.worksheetId, [...worksheetIds]))
    .orderBy(quoteApprovalLinks.worksheetId, desc(quoteApprovalLinks.id));
}
