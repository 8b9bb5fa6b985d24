import type { Locale } from '@procounter/shared/contracts/user';
import { and, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerTypes, groups, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/** A user with the group (role) and customer type the capability functions read. */
export interface AuthUser extends Omit<UserRow, 'passwordHash'> {
  group: { name: string; internal: boolean } | null;
  customerType: { name: string; description: string; cxml: boolean; sms: boolean } | null;
}

// Everything but the password hash, which only the credential checks read.
const { passwordHash: _passwordHash, ...publicUserColumns } = getTableColumns(users);

async function findAuthUser(db: Database, where: SQL) {
  const [row] = await db
    .select({
      user: publicUserColumns,
      groupName: groups.name,
      groupInternal: groups.internal,
      typeName: customerTypes.name,
      typeDescription: customerTypes.description,
      typeCxml: customerTypes.cxml,
      typeSms: customerTypes.sms,
    })
    .from(users)
    .leftJoin(groups, eq(users.groupId, groups.id))
    .leftJoin(customerTypes, eq(users.customerTypeId, customerTypes.id))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  const user: AuthUser = {
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
  return user;
}

export function findAuthUserById(db: Database, id: number) {
  return findAuthUser(db, eq(users.id, id));
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

/** A new password ends the temporary one and the forced change. */
export async function updatePassword(db: Database, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangeRequired: false, tempPasswordExpiresAt: null })
    .where(eq(users.id, userId));
}

export async function clearTermsAcceptanceRequired(db: Database, userId: number) {
  await db.update(users).set({ termsAcceptanceRequired: false }).where(eq(users.id, userId));
}

export interface PreferenceChanges {
  languageCode?: Locale;
  catalogNavigationTab?: number;
  selectedStylesheet?: number;
  selectedShopId?: number;
}

export async function updatePreferences(db: Database, userId: number, changes: PreferenceChanges) {
  if (Object.keys(changes).length === 0) return;
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export async function updateEmail(db: Database, userId: number, email: string | undefined) {
  await db
    .update(users)
    .set({ emailUpdateRequired: false, ...(email === undefined ? {} : { email }) })
    .where(eq(users.id, userId));
}

/** Marks the chat tooltip as shown; true only for the call that did it. */
export async function markChatTooltipShown(db: Database, userId: number, now: Date) {
  const rows = await db
    .update(users)
    .set({ chatTooltipShownAt: now })
    .where(and(eq(users.id, userId), isNull(users.chatTooltipShownAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
