import { CHAT_STATUSES } from '@procounter/shared/contracts/chat';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { shops } from './shops';
import { users } from './users';

export const chatStatus = pgEnum('chat_status', CHAT_STATUSES);

/**
 * A chat of a shop user with support (issue 24 part 4): WAITING in the queue until a support user
 * takes it (ACTIVE), CLOSED by either side. Who is writing (the user, the shop, the current
 * vehicle and quote) is kept as it was when the chat started. Kept for ever: both sides read the
 * history later.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    status: chatStatus('status').notNull().default('WAITING'),
    supportUserId: integer('support_user_id').references(() => users.id),
    vehicle: text('vehicle'),
    vin: text('vin'),
    quoteNumber: integer('quote_number'),
    userReadMessageId: bigint('user_read_message_id', { mode: 'number' }).notNull().default(0),
    supportReadMessageId: bigint('support_read_message_id', { mode: 'number' })
      .notNull()
      .default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
    takenAt: instant('taken_at'),
    closedAt: instant('closed_at'),
  },
  (t) => [
    index('chat_sessions_user_id_idx').on(t.userId, t.createdAt),
    index('chat_sessions_status_idx').on(t.status, t.createdAt),
    // One open chat per user: a second "start" answers the open one.
    uniqueIndex('chat_sessions_one_open_per_user_idx').on(t.userId).where(sql`status <> 'CLOSED'`),
  ],
);

/** A chat's messages; ids grow, so "after my last seen id" is how a client catches up. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => chatSessions.id),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    fromSupport: boolean('from_support').notNull(),
    /** The sender's id of the message: a resend with the same one is the same message. */
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_messages_client_id_idx').on(t.sessionId, t.clientId)],
);

/**
 * Support users with the chat open somewhere (any process): each open support socket touches its
 * row; "online" is a touch within CHAT_PRESENCE_TTL.
 */
export const chatPresence = pgTable('chat_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  lastSeenAt: instant('last_seen_at').notNull(),
});
