import { and, count, desc, eq, gt, gte, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appSecrets,
  loginAttempts,
  type PasswordLinkKind,
  passwordResetTokens,
  refreshTokens,
} from '../../db/schema/index';
import { forgetAuthFamily } from '../../lib/auth-cache';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(db: Database, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshTokenByHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks a token as used. Only one caller can win: false means it was already rotated or revoked
 * (a concurrent or repeated use).
 */
export async function markRotated(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/**
 * Ends a login: every token of the family is revoked (logout, reuse, masquerade start and end, an
 * account that may no longer log in). Its access tokens stop working in this process at once: the
 * authentication cache forgets the family once the write is done.
 */
export async function revokeFamily(db: Database, familyId: string, now: Date) {
  try {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  } finally {
    // Also when the write failed: whether it reached the database is unknown.
    await forgetAuthFamily(db, familyId);
  }
}

export async function findFamilyExpiry(db: Database, familyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: max(refreshTokens.familyExpiresAt) })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId));
  return row?.expiresAt ?? null;
}

export async function recordLoginAttempt(
  db: Database,
  values: { loginName: string; userId: number | null; succeeded: boolean; ip: string; at: Date },
) {
  await db.insert(loginAttempts).values({
    loginName: values.loginName,
    userId: values.userId,
    succeeded: values.succeeded,
    ip: values.ip,
    createdAt: values.at,
  });
}

/**
 * The newest failures of a login name from one client address since that pair's last success, at
 * most `limit`, newest first, no older than `since`.
 */
export async function findRecentFailures(
  db: Database,
  pair: { loginName: string; ip: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: loginAttempts.createdAt, succeeded: loginAttempts.succeeded })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.loginName, pair.loginName),
        eq(loginAttempts.ip, pair.ip),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(limit + 1);
  const failures: Date[] = [];
  for (const row of rows) {
    if (row.succeeded) break;
    failures.push(row.createdAt);
    if (failures.length === limit) break;
  }
  return failures;
}

/** The failures of a login name from every address since `since` (successes do not reset it). */
export async function countRecentFailures(
  db: Database,
  loginName: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.loginName, loginName),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Reads a server secret, creating it first if no process has yet; every process ends up agreeing. */
export async function getOrCreateSecret(
  db: Database,
  key: string,
  generate: () => string,
): Promise<string> {
  await db.insert(appSecrets).values({ key, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.key, key));
  if (!row) throw new Error(`secret ${key} could not be stored`);
  return row.value;
}

// "Forgot password?" links ---------------------------------------------------------------------

export async function insertPasswordResetToken(
  db: Database,
  row: {
    userId: number;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
    ip: string | null;
    kind: PasswordLinkKind;
  },
) {
  await db.insert(passwordResetTokens).values(row);
}

/** Links of the kind written for the user since `since` (the kind's per-account limit). */
export async function countPasswordResetTokensSince(
  db: Database,
  userId: number,
  kind: PasswordLinkKind,
  since: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.kind, kind),
        gte(passwordResetTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function findPasswordResetToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Uses the link (still unused and unexpired at `now`, else false) and ends the user's other
 * links: in the password change's transaction, so a link changes a password at most once.
 */
export async function usePasswordResetToken(
  db: Database,
  tokenHash: string,
  userId: number,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  if (used.length === 0) return false;
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  return true;
}

/** The first key of the advisory lock that orders one user's reset requests. */
const RESET_LOCK_CLASS = 7_240_024;

/** Holds the user's reset requests in line until the transaction ends (the per-hour count). */
export async function lockPasswordResets(db: Database, userId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${RESET_LOCK_CLASS}, ${userId})`);
}
