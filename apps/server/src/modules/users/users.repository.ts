import type { Locale, UserStatus } from '@procounter/shared/contracts/user';
import { and, eq, getTableColumns, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { customerTypes, groups, refreshTokens, userShops, users } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { forgetAuthFamilies, forgetAuthUser } from '../../lib/auth-cache';
import type { AuthUser } from '../../lib/auth-user';

export type UserRow = typeof users.$inferSelect;

// Everything but the password hash, which only the credential checks read.
const { passwordHash: _passwordHash, ...publicUserColumns } = getTableColumns(users);

const authUserColumns = {
  user: publicUserColumns,
  groupName: groups.name,
  groupInternal: groups.internal,
  typeName: customerTypes.name,
  typeDescription: customerTypes.description,
  typeCxml: customerTypes.cxml,
  typeSms: customerTypes.sms,
};

function selectAuthUsers<T extends SelectedFields>(db: Database, extra: T) {
  return db
    .select({ ...authUserColumns, ...extra })
    .from(users)
    .leftJoin(groups, eq(users.groupId, groups.id))
    .leftJoin(customerTypes, eq(users.customerTypeId, customerTypes.id));
}

interface AuthUserRow {
  user: Omit<UserRow, 'passwordHash'>;
  groupName: string | null;
  groupInternal: boolean | null;
  typeName: string | null;
  typeDescription: string | null;
  typeCxml: boolean | null;
  typeSms: boolean | null;
}

function toAuthUser(row: AuthUserRow): AuthUser {
  return {
    ...row.user,
    group:
      row.groupName === null ? null : { name: row.groupName, internal: row.groupInternal ?? false },
    customerType:
      row.typeName === null
        ? null
        : {
            name: row.typeName,
            description: row.typeDescription ?? '',
            cxml: row.typeCxml ?? false,
            sms: row.typeSms ?? false,
          },
  };
}

export async function findAuthUserById(db: Database, id: number) {
  const [row] = await selectAuthUsers(db, {}).where(eq(users.id, id)).limit(1);
  return row && toAuthUser(row);
}

/**
 * What authenticating an access token reads, in one round trip: the user, and whether the login
 * (refresh token family) still has an unrevoked token. A prepared statement per database handle.
 */
function prepareSessionUserQuery(db: Database) {
  return selectAuthUsers(db, {
    familyActive: sql<boolean>`exists (select 1 from ${refreshTokens}
      where ${refreshTokens.familyId} = ${sql.placeholder('familyId')}
        and ${refreshTokens.revokedAt} is null)`,
  })
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_session_user');
}

const sessionUserQueries = new WeakMap<Database, ReturnType<typeof prepareSessionUserQuery>>();

export async function findSessionUser(
  db: Database,
  userId: number,
  familyId: string,
): Promise<{ user: AuthUser; familyActive: boolean } | undefined> {
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = prepareSessionUserQuery(db);
    sessionUserQueries.set(db, query);
  }
  const [row] = await query.execute({ userId, familyId });
  return row && { user: toAuthUser(row), familyActive: row.familyActive === true };
}

/** Login names match without regard to case. */
export async function findCredentialsByLoginName(db: Database, loginName: string) {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      passwordChangeRequired: users.passwordChangeRequired,
      tempPasswordExpiresAt: users.tempPasswordExpiresAt,
    })
    .from(users)
    .where(eq(sql`lower(${users.loginName})`, loginName.toLowerCase()))
    .limit(1);
  return row;
}

export async function findPasswordHash(db: Database, userId: number) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

export async function findLoginNameById(db: Database, userId: number) {
  const [row] = await db
    .select({ loginName: users.loginName })
    .from(users)
    .where(eq(users.id, userId));
  return row?.loginName ?? null;
}

/**
 * Every write to a user's row goes through here: the row is what authentication answers (AuthUser),
 * which each process caches for a few seconds (lib/auth-cache.ts), so the write is followed, whatever
 * its outcome, by forgetting the user there. A write to users anywhere else must do the same.
 */
async function writeUser<T>(db: Database, userId: number, write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } finally {
    await forgetAuthUser(db, userId);
  }
}

/**
 * Writes that change who may sign in as the user (a new password, an administrator's reset, a
 * status) end the user's logins in the same transaction (ASVS V7.4): every refresh token family of
 * the user, and of the masquerades the user started, except `keepFamilyId` (the login that changed
 * its own password). Afterwards, whatever the outcome, this process forgets the user and those
 * families, so their access tokens answer 401 from the next request on.
 */
async function writeCredentials(
  db: Database,
  userId: number,
  end: { now: Date; keepFamilyId: string | null },
  write: (tx: Database) => PromiseLike<unknown>,
) {
  let ended: string[] = [];
  try {
    await withTransaction(db, async (tx) => {
      await write(tx);
      const rows = await tx
        .update(refreshTokens)
        .set({ revokedAt: end.now })
        .where(
          and(
            or(eq(refreshTokens.userId, userId), eq(refreshTokens.masqueradeByUserId, userId)),
            isNull(refreshTokens.revokedAt),
            end.keepFamilyId === null ? undefined : ne(refreshTokens.familyId, end.keepFamilyId),
          ),
        )
        .returning({ familyId: refreshTokens.familyId });
      ended = [...new Set(rows.map((row) => row.familyId))];
    });
  } finally {
    await forgetAuthUser(db, userId);
    await forgetAuthFamilies(db, ended);
  }
}

/**
 * A new password ends the temporary one, the forced change, and every other login of the user
 * (`keepFamilyId`: the login that made the change, which goes on).
 */
export async function updatePassword(
  db: Database,
  userId: number,
  passwordHash: string,
  end: { now: Date; keepFamilyId: string | null },
  guard?: (tx: Database) => Promise<void>,
) {
  await writeCredentials(db, userId, end, async (tx) => {
    await guard?.(tx);
    await tx
      .update(users)
      .set({ passwordHash, passwordChangeRequired: false, tempPasswordExpiresAt: null })
      .where(eq(users.id, userId));
  });
}

/**
 * The active users a "Forgot password?" request names, by login name or e-mail address (case
 * ignored), with an address to write to: a few at most (an address some users share).
 */
export async function findUsersByLoginOrEmail(db: Database, login: string, limit: number) {
  const key = login.trim().toLowerCase();
  return db
    .select({
      id: users.id,
      loginName: users.loginName,
      firstName: users.firstName,
      email: users.email,
      languageCode: users.languageCode,
    })
    .from(users)
    .where(
      and(
        or(eq(sql`lower(${users.loginName})`, key), eq(sql`lower(${users.email})`, key)),
        eq(users.status, 'ACTIVE'),
        isNotNull(users.email),
      ),
    )
    .orderBy(users.id)
    .limit(limit);
}

/**
 * An administrator's reset: a temporary password that must be changed at the next login; every
 * login of the user ends.
 */
export async function updateTemporaryPassword(
  db: Database,
  userId: number,
  passwordHash: string,
  expiresAt: Date,
  now: Date,
) {
  await writeCredentials(db, userId, { now, keepFamilyId: null }, (tx) =>
    tx
      .update(users)
      .set({ passwordHash, passwordChangeRequired: true, tempPasswordExpiresAt: expiresAt })
      .where(eq(users.id, userId)),
  );
}

export async function clearTermsAcceptanceRequired(db: Database, userId: number) {
  await writeUser(
    db,
    userId,
    db.update(users).set({ termsAcceptanceRequired: false }).where(eq(users.id, userId)),
  );
}

export interface PreferenceChanges {
  languageCode?: Locale;
  catalogNavigationTab?: number;
  selectedStylesheet?: number;
  selectedShopId?: number;
}

export async function updatePreferences(db: Database, userId: number, changes: PreferenceChanges) {
  if (Object.keys(changes).length === 0) return;
  await writeUser(db, userId, db.update(users).set(changes).where(eq(users.id, userId)));
}

/** A user's name, role (group) and job title, as their manager sets them. */
export interface ShopUserProfile {
  firstName: string;
  lastName: string;
  groupId: number;
  jobTitle: string | null;
}

export async function updateShopUserProfile(
  db: Database,
  userId: number,
  profile: ShopUserProfile,
) {
  await writeUser(db, userId, db.update(users).set(profile).where(eq(users.id, userId)));
}

export async function updateEmail(db: Database, userId: number, email: string | undefined) {
  await writeUser(
    db,
    userId,
    db
      .update(users)
      .set({ emailUpdateRequired: false, ...(email === undefined ? {} : { email }) })
      .where(eq(users.id, userId)),
  );
}

/** Marks the chat tooltip as shown; true only for the call that did it. */
export async function markChatTooltipShown(db: Database, userId: number, now: Date) {
  const rows = await writeUser(
    db,
    userId,
    db
      .update(users)
      .set({ chatTooltipShownAt: now })
      .where(and(eq(users.id, userId), isNull(users.chatTooltipShownAt)))
      .returning({ id: users.id }),
  );
  return rows.length > 0;
}

/** The user's status was not the one expected (or the user is gone): the change rolls back. */
class StatusMoved extends Error {}

/**
 * ACTIVE, DISABLED, ...: anything but ACTIVE ends the user's access at once, and ends every login
 * of the user (and the masquerades they started) for good: enabling the account again does not
 * bring them back.
 */
export async function updateStatus(
  db: Database,
  userId: number,
  status: UserStatus,
  now: Date,
  /** More writes in the change's transaction (the record of who made it). */
  alsoWrite?: (tx: Database) => Promise<unknown>,
  /** Only from this status: another one found, nothing is written (answers false). */
  from?: UserStatus,
): Promise<boolean> {
  const set = async (tx: Database) => {
    const rows = await tx
      .update(users)
      .set({ status })
      .where(and(eq(users.id, userId), from === undefined ? undefined : eq(users.status, from)))
      .returning({ id: users.id });
    if (rows.length === 0) throw new StatusMoved();
    await alsoWrite?.(tx);
  };
  try {
    if (status === 'ACTIVE') {
      await writeUser(db, userId, withTransaction(db, set));
    } else {
      await writeCredentials(db, userId, { now, keepFamilyId: null }, set);
    }
    return true;
  } catch (error) {
    if (error instanceof StatusMoved) return false;
    throw error;
  }
}

export interface NewShopUser {
  loginName: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  email: string;
  groupId: number;
  customerTypeId: number | null;
  jobTitle: string | null;
  languageCode: string;
  /** The demo data's employees of other statuses and back-dated rows; a new user is ACTIVE now. */
  status?: UserStatus;
  createdAt?: Date;
}

/** A new user of one shop (active unless told) (their row and its user_shops row); answers the new id. */
export async function insertShopUser(db: Database, values: NewShopUser, shopId: number) {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...values, selectedShopId: shopId })
      .returning({ id: users.id });
    await tx.insert(userShops).values({ userId: row!.id, shopId });
    return row!.id;
  });
}

/** Whether some user has this login name (case ignored, as logins match). */
export async function isLoginNameTaken(db: Database, loginName: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.loginName})`, loginName.trim().toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** A group's id by its name (the role a new user gets). */
export async function findGroupIdByName(db: Database, name: string) {
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, name));
  return row?.id ?? null;
}

/** A customer type's id by its name. */
export async function findCustomerTypeIdByName(db: Database, name: string) {
  const [row] = await db
    .select({ id: customerTypes.id })
    .from(customerTypes)
    .where(eq(customerTypes.name, name));
  return row?.id ?? null;
}
