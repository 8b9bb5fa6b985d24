import { randomBytes } from 'node:crypto';
import type {
  SavePreferencesBody,
  UpdateEmailBody,
  User,
  UserStatus,
} from '@procounter/shared/contracts/user';
import { DEFAULT_LOCALE, toSupportedLocale } from '@procounter/shared/domain/locale';
import {
  isStorePhoneHidden,
  isTeamMember,
  userCanReferShop,
  userCanViewPartsPayoff,
} from '@procounter/shared/domain/roles';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { forgetAuthUser } from '../../lib/auth-cache';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { hashPassword } from '../../lib/password';
import { emailChangedMail, queueMail } from '../mail/mail.service';
import { assertShopAccessible, findCurrentShopFactsOf } from '../shops/shops.service';
import {
  clearTermsAcceptanceRequired,
  findAuthUserById,
  findCredentialsByLoginName,
  findCustomerTypeIdByName,
  findGroupIdByName,
  findLoginNameById,
  findUsersByLoginOrEmail,
  insertShopUser,
  isLoginNameTaken,
  markChatTooltipShown,
  findPasswordHash as queryPasswordHash,
  findSessionUser as querySessionUser,
  updateEmail,
  updatePassword,
  updatePreferences,
  updateShopUserProfile,
  updateStatus,
  updateTemporaryPassword,
} from './users.repository';

type Deps = Pick<ServiceDeps, 'db'>;

/** Who is calling: the effective user, and the real user's id while masquerading. */
export interface Caller {
  user: AuthUser;
  realUserId: number | null;
}

export function findUserById({ db }: Deps, userId: number) {
  return findAuthUserById(db, userId);
}

/** The user of an access token and whether its login (refresh token family) is still live. */
export function findSessionUser({ db }: Deps, userId: number, familyId: string) {
  return querySessionUser(db, userId, familyId);
}

/** What a login checks: the hash, the status and the temporary password's expiry. */
export function findCredentials({ db }: Deps, loginName: string) {
  return findCredentialsByLoginName(db, loginName);
}

export function findPasswordHash({ db }: Deps, userId: number) {
  return queryPasswordHash(db, userId);
}

type ClockDeps = Pick<ServiceDeps, 'db' | 'clock'>;

/**
 * Stores a new password hash; the forced change and any temporary password end with it, and so
 * does every login of the user but `keepFamilyId` (the one that made the change).
 */
export function setPasswordHash(
  { db, clock }: ClockDeps,
  userId: number,
  passwordHash: string,
  keepFamilyId: string | null,
  /** Runs first in the change's transaction; throwing stops the change (a reset link's use). */
  guard?: (tx: Database) => Promise<void>,
) {
  return updatePassword(db, userId, passwordHash, { now: clock.now(), keepFamilyId }, guard);
}

/** Whom a "Forgot password?" request names (users.repository findUsersByLoginOrEmail). */
export function findUsersToReset({ db }: Deps, login: string) {
  return findUsersByLoginOrEmail(db, login, 5);
}

/**
 * An administrator's password reset (what a user administration call will use): a temporary
 * password, valid until `expiresAt`, that must be changed at the next login; every login of the
 * user ends.
 */
export function setTemporaryPassword(
  { db, clock }: ClockDeps,
  userId: number,
  passwordHash: string,
  expiresAt: Date,
) {
  return updateTemporaryPassword(db, userId, passwordHash, expiresAt, clock.now());
}

/**
 * Sets a user's status (what a user administration call will use); anything but ACTIVE ends every
 * login of the user (and every masquerade they started) at once and for good. With `from`, only a
 * user of that status changes (a manager's change racing another, or the inactivity sweep): false
 * when the status was another, and nothing is written.
 */
export function setUserStatus(
  { db, clock }: ClockDeps,
  userId: number,
  status: UserStatus,
  /** More writes in the change's transaction (employees: the record of who made it). */
  alsoWrite?: (tx: Database) => Promise<unknown>,
  from?: UserStatus,
): Promise<boolean> {
  return updateStatus(db, userId, status, clock.now(), alsoWrite, from);
}

/**
 * A new active user of a shop with a role (a manager's new employee, issue 24 part 2): a WEB
 * user whose password nobody knows (a random one) until they set theirs through a reset link.
 * Call inside the transaction that records it; answers the new user's id.
 */
export async function addShopUser(
  { db }: Deps,
  values: {
    loginName: string;
    firstName: string;
    lastName: string;
    email: string;
    role: string;
    jobTitle: string | null;
    languageCode: string;
  },
  shopId: number,
) {
  const groupId = await findGroupIdByName(db, values.role);
  if (groupId === null) throw new Error(`no group ${values.role}`);
  const { role: _role, ...rest } = values;
  return insertShopUser(
    db,
    {
      ...rest,
      groupId,
      customerTypeId: await findCustomerTypeIdByName(db, 'WEB'),
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    },
    shopId,
  );
}

/**
 * A shop user's name, role and job title, as their manager edits them (issue 24 part 2), with the
 * record of the change in the same transaction. The new role counts from the user's next request.
 */
export async function editShopUser(
  deps: Deps,
  userId: number,
  values: { firstName: string; lastName: string; role: string; jobTitle: string | null },
  alsoWrite: (tx: Database) => Promise<unknown>,
) {
  const groupId = await findGroupIdByName(deps.db, values.role);
  if (groupId === null) throw new Error(`no group ${values.role}`);
  const { role: _role, ...rest } = values;
  try {
    await inTransaction(deps, async (tx) => {
      await updateShopUserProfile(tx.db, userId, { ...rest, groupId });
      await alsoWrite(tx.db);
    });
  } finally {
    // The transaction's handle is not the one the auth cache knows the user by.
    await forgetAuthUser(deps.db, userId);
  }
}

/** Whether a login name is taken (case ignored). */
export function isLoginNameInUse({ db }: Deps, loginName: string) {
  return isLoginNameTaken(db, loginName);
}

/** The User of GET /current/user: the row plus what the current shop and company decide. */
export async function presentUser(deps: Deps, caller: Caller): Promise<User> {
  const { user, realUserId } = caller;
  const current = await findCurrentShopFactsOf(deps, user);
  const company = current ?? null;
  const masqueradeBy = realUserId === null ? null : await findLoginNameById(deps.db, realUserId);
  return {
    authenticated: true,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    loginName: user.loginName,
    emailAddress: user.email,
    emailUpdateRequired: user.emailUpdateRequired,
    masquerade: realUserId !== null,
    masqueradeBy,
    passwordChangeRequired: user.passwordChangeRequired,
    termsAcceptanceRequired: user.termsAcceptanceRequired,
    teamMember: isTeamMember(user),
    carCustomer: current?.carCustomer ?? false,
    customerType: user.customerType,
    group: user.group,
    userPreference: {
      languageCode: user.languageCode === 'es' ? 'es' : 'en',
      catalogNavigationTab: user.catalogNavigationTab,
      selectedStylesheet: user.selectedStylesheet,
      selectedShopId: user.selectedShopId,
    },
    shopReferralEligible: userCanReferShop(user, company),
    partsPayoffAccessible: userCanViewPartsPayoff(user, company),
    hideStorePhoneNumber: isStorePhoneHidden(user, current?.homeStoreId),
    earnbackEligible: user.earnbackEligible,
    status: user.status,
  };
}

/** Saves the preferences of the form; a shop the user may not act for is refused with 403. */
export async function savePreferences(
  deps: Deps,
  caller: Caller,
  changes: SavePreferencesBody,
): Promise<User> {
  if (changes.selectedShopId !== undefined) {
    await assertShopAccessible(deps, caller.user, changes.selectedShopId);
  }
  await updatePreferences(deps.db, caller.user.id, changes);
  const updated = await findAuthUserById(deps.db, caller.user.id);
  return presentUser(deps, { ...caller, user: updated ?? caller.user });
}

/** Switches the current shop; answers the new current shop. */
export async function selectShop(deps: Deps, user: AuthUser, shopId: number) {
  const context = await assertShopAccessible(deps, user, shopId);
  await updatePreferences(deps.db, user.id, { selectedShopId: shopId });
  return context;
}

/**
 * POST /user/updateEmail: the new address (or the answer that the address stays). A changed
 * address is told to the old one, in the same transaction (the mail outbox): reset links go to the
 * new address, so whoever did not make the change hears of it where they still read mail.
 */
export async function saveEmail(deps: Deps, user: AuthUser, body: UpdateEmailBody) {
  const email = 'email' in body ? body.email : undefined;
  try {
    await inTransaction(deps, async (tx) => {
      const before = await findAuthUserById(tx.db, user.id);
      await updateEmail(tx.db, user.id, email);
      const old = before?.email?.trim() ?? '';
      if (!before || email === undefined || old === '') return;
      if (old.toLowerCase() === email.trim().toLowerCase()) return;
      const locale = toSupportedLocale(before.languageCode) ?? DEFAULT_LOCALE;
      await queueMail(tx.db, {
        kind: 'EMAIL_CHANGED',
        toAddress: old,
        language: locale,
        userId: user.id,
        ...emailChangedMail(locale, {
          firstName: before.firstName,
          loginName: before.loginName,
          newAddress: email,
        }),
      });
    });
  } finally {
    // The transaction's handle is not the one the auth cache knows the user by.
    await forgetAuthUser(deps.db, user.id);
  }
}

/** True the first time it is asked for a user, false ever after. */
export function claimChatTooltip(deps: Pick<ServiceDeps, 'db' | 'clock'>, user: AuthUser) {
  return markChatTooltipShown(deps.db, user.id, deps.clock.now());
}

export async function acceptTerms(deps: Deps, user: AuthUser) {
  await clearTermsAcceptanceRequired(deps.db, user.id);
}
