import type { SupportQuestionStatus } from '@procounter/shared/contracts/support-question';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shops, supportQuestions, users } from '../../db/schema/index';

export type NewSupportQuestionRow = typeof supportQuestions.$inferInsert;

/** Stores a question and answers its id and creation time. */
export async function insertSupportQuestion(db: Database, values: NewSupportQuestionRow) {
  const [row] = await db
    .insert(supportQuestions)
    .values(values)
    .returning({ id: supportQuestions.id, createdAt: supportQuestions.createdAt });
  return row!;
}

/** The columns the inbox shows: the question with its asker's login name and linked shop's name. */
const inboxColumns = {
  question: supportQuestions,
  loginName: users.loginName,
  linkedShopName: shops.shopName,
};

export type InboxQuestionRow = {
  question: typeof supportQuestions.$inferSelect;
  loginName: string | null;
  linkedShopName: string | null;
};

function selectInboxQuestions(db: Database, where: SQL | undefined) {
  return db
    .select(inboxColumns)
    .from(supportQuestions)
    .leftJoin(users, eq(users.id, supportQuestions.userId))
    .leftJoin(shops, eq(shops.id, supportQuestions.shopId))
    .where(where);
}

/**
 * A page of questions, newest first (id breaks ties of one instant, so pages never overlap),
 * optionally of one status, with how many there are in all.
 */
export async function findSupportQuestionPage(
  db: Database,
  {
    status,
    page,
    size,
  }: { status?: SupportQuestionStatus | undefined; page: number; size: number },
): Promise<{ rows: InboxQuestionRow[]; total: number }> {
  const where = status === undefined ? undefined : eq(supportQuestions.status, status);
  const rows = await selectInboxQuestions(db, where)
    .orderBy(desc(supportQuestions.createdAt), desc(supportQuestions.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ n: count() }).from(supportQuestions).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One question as the inbox shows it, or undefined. */
export async function findInboxQuestion(
  db: Database,
  id: number,
): Promise<InboxQuestionRow | undefined> {
  const [row] = await selectInboxQuestions(db, eq(supportQuestions.id, id)).limit(1);
  return row;
}

/** Sets a question's status; answers whether the question exists. */
export async function updateSupportQuestionStatus(
  db: Database,
  id: number,
  status: SupportQuestionStatus,
): Promise<boolean> {
  const updated = await db
    .update(supportQuestions)
    .set({ status })
    .where(eq(supportQuestions.id, id))
    .returning({ id: supportQuestions.id });
  return updated.length > 0;
}
