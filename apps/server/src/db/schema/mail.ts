import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

/**
 * Mail to send, written in the same transaction as the action that sends it (a password reset's
 * link), so a message exists exactly when its action happened. The sender (modules/mail) claims
 * due rows, delivers them through SMTP and stamps sent_at; a failure counts an attempt and waits
 * longer before the next. Without SMTP the rows stay for support to read (the Outbox page).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** What the message is for (PASSWORD_RESET, ...), for the Outbox page and the logs. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** en or es: the recipient's language, in which the texts were written. */
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Whom it is about (the user who asked for a reset), when a user. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Not tried before this instant: now, then later after each failure. */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A sender working on it until this instant; another takes it over after. */
    claimedUntil: instant('claimed_until'),
    sentAt: instant('sent_at'),
    /** The last attempt failed and no more are made. */
    failedAt: instant('failed_at'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null and failed_at is null`),
    index('mail_outbox_created_at_idx').on(t.createdAt),
  ],
);
