import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

export const PASSWORD_LINK_KINDS = ['FORGOT', 'MANAGER', 'WELCOME'] as const;
export type PasswordLinkKind = (typeof PASSWORD_LINK_KINDS)[number];

/**
 * Refresh tokens, stored as SHA-256 hashes. A login starts a family; every refresh rotates the token
 * within its family, and the second use of a rotated token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    /** No token of the family outlives this instant, however often it rotates. */
    familyExpiresAt: instant('family_expires_at').notNull(),
    rotatedAt: instant('rotated_at'),
    revokedAt: instant('revoked_at'),
    /** The real user while this family belongs to a masquerade. */
    masqueradeByUserId: integer('masquerade_by_user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [index('refresh_tokens_family_id_idx').on(t.familyId)],
);

/** Every login attempt, kept for the lockout rule (5 failures in 15 minutes). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Lower-cased, so the rule also applies to names that match no account. */
    loginName: text('login_name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    succeeded: boolean('succeeded').notNull(),
    ip: text('ip'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_login_name_created_at_idx').on(t.loginName, t.createdAt),
    // An employee's last login (issue 24 part 2).
    index('login_attempts_user_id_created_at_idx').on(t.userId, t.createdAt).where(sql`succeeded`),
  ],
);

/** MASQUERADE_WRITE: a request that may write, made in a masquerade session (issue 19). */
export const auditAction = pgEnum('audit_action', [
  'MASQUERADE_START',
  'MASQUERADE_END',
  'MASQUERADE_WRITE',
]);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    targetUserId: integer('target_user_id').references(() => users.id),
    action: auditAction('action').notNull(),
    ip: text('ip'),
    /** MASQUERADE_WRITE: the request's method and route pattern (never its values). */
    method: text('method'),
    route: text('route'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_events_actor_user_id_idx').on(t.actorUserId)],
);

/** Secrets the server generates once and shares between restarts and processes (the JWT key). */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * "Forgot password?" links (issue 24): single use, valid 30 minutes, stored as SHA-256 hashes of
 * the random token the mail carries. A new request leaves older links valid until they expire or
 * one of them is used (using one ends them all: the password changed).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    /** The address the request came from. */
    ip: text('ip'),
    /**
     * Who asked: the user's own "Forgot password?", their manager's "Send password reset", or the
     * link a new employee gets to set a first password. Each kind counts against its own hourly
     * limit, so nobody's requests of one kind use up another's.
     */
    kind: text('kind', { enum: PASSWORD_LINK_KINDS }).notNull().default('FORGOT'),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);
