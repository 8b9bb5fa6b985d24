import { and, asc, desc, eq, getTableName, gt, inArray, max, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { chatMessages, chatPresence, chatSessions, shops, users } from '../../db/schema/index';
import type { AuthUser } from '../../lib/auth-user';
import { actsForShopSql } from '../shops/shops.service';

const supportUsers = alias(users, 'support_users');

const sessionColumns = {
  id: chatSessions.id,
  userId: chatSessions.userId,
  shopId: chatSessions.shopId,
  status: chatSessions.status,
  supportUserId: chatSessions.supportUserId,
  vehicle: chatSessions.vehicle,
  vin: chatSessions.vin,
  quoteNumber: chatSessions.quoteNumber,
  userReadMessageId: chatSessions.userReadMessageId,
  supportReadMessageId: chatSessions.supportReadMessageId,
  createdAt: chatSessions.createdAt,
  takenAt: chatSessions.takenAt,
  closedAt: chatSessions.closedAt,
  userFirst: users.firstName,
  userLast: users.lastName,
  loginName: users.loginName,
  shopName: shops.shopName,
  accountNumber: shops.accountNumber,
  supportFirst: supportUsers.firstName,
  supportLast: supportUsers.lastName,
  lastMessageId:
    sql<number>`coalesce((select max(m.id) from chat_messages m where m.session_id = ${chatSessions.id}), 0)`.mapWith(
      Number,
    ),
  preview: sql<
    string | null
  >`(select m.body from chat_messages m where m.session_id = ${chatSessions.id} order by m.id limit 1)`,
};

export type ChatSessionRow = Awaited<ReturnType<typeof findSessionRows>>[number];

function findSessionRows(db: Database) {
  return db
    .select(sessionColumns)
    .from(chatSessions)
    .innerJoin(users, eq(users.id, chatSessions.userId))
    .innerJoin(shops, eq(shops.id, chatSessions.shopId))
    .leftJoin(supportUsers, eq(supportUsers.id, chatSessions.supportUserId));
}

export async function findSession(db: Database, id: number): Promise<ChatSessionRow | undefined> {
  const [row] = await findSessionRows(db).where(eq(chatSessions.id, id));
  return row;
}

/**
 * What deciding whether the user may write to a chat needs, in one statement: its row of
 * chat_sessions (no joins, no message subqueries) and whether the user acts for its shop.
 */
export async function findSessionAccess(
  db: Database,
  id: number,
  user: Pick<AuthUser, 'id' | 'allShops'>,
) {
  const [row] = await db
    .select({
      id: chatSessions.id,
      userId: chatSessions.userId,
      shopId: chatSessions.shopId,
      status: chatSessions.status,
      supportUserId: chatSessions.supportUserId,
      actsForShop: actsForShopSql(
        user,
        sql`${sql.identifier(getTableName(chatSessions))}.${sql.identifier(chatSessions.shopId.name)}`,
      ),
    })
    .from(chatSessions)
    .where(eq(chatSessions.id, id));
  return row;
}

export function findSessionsOfUser(db: Database, userId: number, limit: number) {
  return findSessionRows(db)
    .where(eq(chatSessions.userId, userId))
    .orderBy(desc(chatSessions.id))
    .limit(limit);
}

export function findSessionsByStatus(
  db: Database,
  status: 'WAITING' | 'ACTIVE' | 'CLOSED',
  limit: number,
) {
  return findSessionRows(db)
    .where(eq(chatSessions.status, status))
    .orderBy(status === 'WAITING' ? asc(chatSessions.id) : desc(chatSessions.id))
    .limit(limit);
}

export async function findOpenSessionId(db: Database, userId: number) {
  const [row] = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(eq(chatSessions.userId, userId), ne(chatSessions.status, 'CLOSED')));
  return row?.id;
}

export async function insertSession(
  db: Database,
  values: typeof chatSessions.$inferInsert,
): Promise<number | undefined> {
  const [row] = await db
    .insert(chatSessions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: chatSessions.id });
  return row?.id;
}

/** Takes a WAITING chat for a support user; false when someone else took it first or it closed. */
export async function takeSession(db: Database, id: number, supportUserId: number, now: Date) {
  const rows = await db
    .update(chatSessions)
    .set({ status: 'ACTIVE', supportUserId, takenAt: now })
    .where(and(eq(chatSessions.id, id), eq(chatSessions.status, 'WAITING')))
    .returning({ id: chatSessions.id });
  return rows.length === 1;
}

export async function closeSession(db: Database, id: number, now: Date) {
  await db
    .update(chatSessions)
    .set({ status: 'CLOSED', closedAt: now })
    .where(and(eq(chatSessions.id, id), ne(chatSessions.status, 'CLOSED')));
}

/** Moves a side's read mark forward only (a late, older mark changes nothing). */
export async function markRead(db: Database, id: number, fromSupport: boolean, messageId: number) {
  const column = fromSupport ? chatSessions.supportReadMessageId : chatSessions.userReadMessageId;
  await db
    .update(chatSessions)
    .set(
      fromSupport
        ? { supportReadMessageId: sql`greatest(${column}, ${messageId})` }
        : { userReadMessageId: sql`greatest(${column}, ${messageId})` },
    )
    .where(eq(chatSessions.id, id));
}

const messageColumns = {
  id: chatMessages.id,
  sessionId: chatMessages.sessionId,
  clientId: chatMessages.clientId,
  fromSupport: chatMessages.fromSupport,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
  authorFirst: users.firstName,
  authorLast: users.lastName,
};

export type ChatMessageRow = Awaited<ReturnType<typeof findMessagesAfter>>[number];

export function findMessagesAfter(db: Database, sessionId: number, after: number, limit: number) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorUserId))
    .where(and(eq(chatMessages.sessionId, sessionId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

export async function findMessage(db: Database, id: number): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorUserId))
    .where(eq(chatMessages.id, id));
  return row;
}

export async function findMessageByClientId(db: Database, sessionId: number, clientId: string) {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorUserId))
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.clientId, clientId)));
  return row;
}

/**
 * The message, written once per (chat, clientId): a resend answers the first one's id and
 * `created` false.
 */
export async function insertMessage(
  db: Database,
  values: typeof chatMessages.$inferInsert,
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await db
    .insert(chatMessages)
    .values(values)
    .onConflictDoNothing({ target: [chatMessages.sessionId, chatMessages.clientId] })
    .returning({ id: chatMessages.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.sessionId, values.sessionId), eq(chatMessages.clientId, values.clientId)),
    );
  if (!existing) throw new Error('chat message vanished after a conflict');
  return { id: existing.id, created: false };
}

export async function touchPresence(db: Database, userId: number, now: Date) {
  await db
    .insert(chatPresence)
    .values({ userId, lastSeenAt: now })
    .onConflictDoUpdate({ target: chatPresence.userId, set: { lastSeenAt: now } });
}

export async function clearPresence(db: Database, userIds: number[]) {
  if (userIds.length === 0) return;
  await db.delete(chatPresence).where(inArray(chatPresence.userId, userIds));
}

export async function hasPresenceSince(db: Database, since: Date): Promise<boolean> {
  const [row] = await db.select({ latest: max(chatPresence.lastSeenAt) }).from(chatPresence);
  return row?.latest != null && row.latest >= since;
}
