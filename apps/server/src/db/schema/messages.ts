import { MESSAGE_CATEGORIES } from '@procounter/shared/contracts/messages';
import { index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, updatedAt } from './columns';
import { users } from './users';

export const messageCategory = pgEnum('message_category', MESSAGE_CATEGORIES);

export const broadcastMessages = pgTable('broadcast_messages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  category: messageCategory('category').notNull(),
  messageKey: text('message_key').notNull().unique(),
  description: text('description').notNull(),
  content: text('content').notNull(),
  linkUrl: text('link_url'),
  updatedAt: updatedAt(),
});

/** A window in which a message is shown: start inclusive, end exclusive. */
export const broadcastSchedules = pgTable(
  'broadcast_schedules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => broadcastMessages.id, { onDelete: 'cascade' }),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
  },
  (t) => [index('broadcast_schedules_message_id_idx').on(t.messageId)],
);

export const messageDismissals = pgTable(
  'message_dismissals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => broadcastMessages.id, { onDelete: 'cascade' }),
    dismissedAt: instant('dismissed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);
