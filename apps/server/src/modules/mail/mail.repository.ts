import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export type MailRow = typeof mailOutbox.$inferSelect;
export type NewMail = Pick<
  typeof mailOutbox.$inferInsert,
  'kind' | 'toAddress' | 'language' | 'subject' | 'textBody' | 'htmlBody' | 'userId'
>;

export async function insertMail(db: Database, mail: NewMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Takes up to `limit` due messages for `leaseMs`: not sent, not given up, due, and not held by
 * another sender (or its hold ran out). SKIP LOCKED: two senders never take the same message.
 */
export async function claimDueMail(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<MailRow[]> {
  const until = new Date(now.getTime() + leaseMs);
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      sql`${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null
        and ${mailOutbox.nextAttemptAt} <= ${now}
        and (${mailOutbox.claimedUntil} is null or ${mailOutbox.claimedUntil} < ${now})`,
    )
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ claimedUntil: until })
    .where(sql`${mailOutbox.id} in ${due}`)
    .returning();
}

export async function markMailSent(db: Database, id: number, now: Date) {
  await db
    .update(mailOutbox)
    .set({ sentAt: now, claimedUntil: null, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt: tried again at `nextAttemptAt`, or given up for good when null. */
export async function markMailFailed(
  db: Database,
  id: number,
  error: string,
  now: Date,
  nextAttemptAt: Date | null,
) {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 1000),
      claimedUntil: null,
      ...(nextAttemptAt === null ? { failedAt: now } : { nextAttemptAt }),
    })
    .where(eq(mailOutbox.id, id));
}

export async function findMailPage(db: Database, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(mailOutbox),
  ]);
  return { rows, total: total?.n ?? 0 };
}
