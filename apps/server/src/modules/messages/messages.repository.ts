import { and, asc, eq, exists, gt, inArray, lte, max, not } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { broadcastMessages, broadcastSchedules, messageDismissals } from '../../db/schema/index';
import { latestOf } from '../../lib/dates';

type Category = (typeof broadcastMessages.$inferSelect)['category'];

/** Messages of the category inside a schedule window at `now`, dismissed or not. */
export function findScheduledMessages(db: Database, category: Category, now: Date) {
  return db
    .select()
    .from(broadcastMessages)
    .where(and(eq(broadcastMessages.category, category), openAt(db, now)))
    .orderBy(asc(broadcastMessages.id));
}

/** A schedule window of the message is open at `now`. */
function openAt(db: Database, now: Date) {
  return exists(
    db
      .select({ id: broadcastSchedules.id })
      .from(broadcastSchedules)
      .where(
        and(
          eq(broadcastSchedules.messageId, broadcastMessages.id),
          lte(broadcastSchedules.startAt, now),
          gt(broadcastSchedules.endAt, now),
        ),
      ),
  );
}

/** Messages of the category shown at `now` (inside a schedule window) and not dismissed by the user. */
export function findCurrentMessages(db: Database, category: Category, userId: number, now: Date) {
  return db
    .select()
    .from(broadcastMessages)
    .where(
      and(
        eq(broadcastMessages.category, category),
        exists(
          db
            .select({ id: broadcastSchedules.id })
            .from(broadcastSchedules)
            .where(
              and(
                eq(broadcastSchedules.messageId, broadcastMessages.id),
                lte(broadcastSchedules.startAt, now),
                gt(broadcastSchedules.endAt, now),
              ),
            ),
        ),
        not(
          exists(
            db
              .select({ id: messageDismissals.messageId })
              .from(messageDismissals)
              .where(
                and(
                  eq(messageDismissals.messageId, broadcastMessages.id),
                  eq(messageDismissals.userId, userId),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(broadcastMessages.id));
}

export function findSchedulesOf(db: Database, messageIds: number[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(broadcastSchedules)
    .where(inArray(broadcastSchedules.messageId, messageIds))
    .orderBy(asc(broadcastSchedules.startAt));
}

export async function messageExists(db: Database, messageId: number) {
  const [row] = await db
    .select({ id: broadcastMessages.id })
    .from(broadcastMessages)
    .where(eq(broadcastMessages.id, messageId));
  return row !== undefined;
}

export async function insertDismissal(db: Database, userId: number, messageId: number, at: Date) {
  await db
    .insert(messageDismissals)
    .values({ userId, messageId, dismissedAt: at })
    .onConflictDoNothing();
}

/**
 * When the user's message list last changed: an edited message, a schedule window that opened or
 * closed by `now`, or one of the user's dismissals.
 */
export async function findMessagesLastModified(db: Database, userId: number, now: Date) {
  const [edited] = await db
    .select({ at: max(broadcastMessages.updatedAt) })
    .from(broadcastMessages);
  const [opened] = await db
    .select({ at: max(broadcastSchedules.startAt) })
    .from(broadcastSchedules)
    .where(lte(broadcastSchedules.startAt, now));
  const [closed] = await db
    .select({ at: max(broadcastSchedules.endAt) })
    .from(broadcastSchedules)
    .where(lte(broadcastSchedules.endAt, now));
  const [dismissed] = await db
    .select({ at: max(messageDismissals.dismissedAt) })
    .from(messageDismissals)
    .where(eq(messageDismissals.userId, userId));
  return latestOf(edited?.at, opened?.at, closed?.at, dismissed?.at);
}
