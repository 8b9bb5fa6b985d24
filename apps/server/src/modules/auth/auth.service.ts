import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthTokens, LoginBody, SecurityChangeBody } from '@procounter/shared/contracts/auth';
import {
  findPasswordRuleBroken,
  type PasswordRefusalCode,
} from '@procounter/shared/domain/password-rules';
import { resources } from '@procounter/shared/i18n/index';
import { AppError, unauthorized, validationFailed } from '../../lib/app-error';
import { authCacheOf } from '../../lib/auth-cache';
import type { AuthUser } from '../../lib/auth-user';
import { isCommonPassword } from '../../lib/common-passwords';
import type { ServiceDeps } from '../../lib/deps';
import { hashPassword, verifyPassword } from '../../lib/password';
import { readBearerToken } from '../../lib/tokens';
import { isUnusedForLogin } from '../employees/inactivity.service';
import {
  findCredentials,
  findPasswordHash,
  findSessionUser,
  findUserById,
  setPasswordHash,
} from '../users/users.service';
import {
  ACCOUNT_CEILING_WINDOW_MS,
  LOCKOUT_FAILURES,
  LOCKOUT_LOOKBACK_MS,
  lockedUntil,
  lockoutThreshold,
} from './auth.policy';
import {
  countRecentFailures,
  findRecentFailures,
  findRefreshTokenByHash,
  getOrCreateSecret,
  insertRefreshToken,
  markRotated,
  findFamilyExpiry as queryFamilyExpiry,
  recordLoginAttempt,
  revokeFamily,
} from './auth.repository';

/** The caller of an authenticated request, as the auth plugin puts it on request.auth. */
export interface AuthContext {
  user: AuthUser;
  /** The real user while masquerading, else null. */
  realUserId: number | null;
  /** The login (refresh token family) the access token belongs to. */
  familyId: string;
}

// Login failures answer the catalog's texts, so a caller showing `message` shows the spec's words.
const loginMessages = resources.en.auth.errorKeys;

const loginFailed = () =>
  new AppError(401, 'LOGIN_AUTHENTICATION_FAILED', loginMessages.LOGIN_AUTHENTICATION_FAILED);

const accountErrors = resources.en.auth.accountErrors;

/** A new password the rules refuse: 400 with the rule's code and the catalog's reason. */
export function passwordRefused(code: PasswordRefusalCode) {
  const message = accountErrors[code];
  return new AppError(400, code, message, { details: [{ path: 'newPassword', message }] });
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The JWT key: JWT_SECRET when set, else one generated once and kept in the database. */
export function resolveJwtSecret(deps: Pick<ServiceDeps, 'db' | 'config'>): Promise<string> {
  if (deps.config.jwtSecret) return Promise.resolve(deps.config.jwtSecret);
  return getOrCreateSecret(deps.db, 'jwt_secret', () => randomBytes(48).toString('base64url'));
}

// Purpose-token signers (tracking, content), one per kind and database: the JWT secret may live in
// the database (resolveJwtSecret), and reading it once is enough.
type SignerFactory<T> = (jwtSecret: string) => T;
const signersByKind = new WeakMap<SignerFactory<unknown>, WeakMap<object, Promise<unknown>>>();

/** The signer `create` makes from this database's JWT secret, made once; a failed read is retried. */
export function signerOfDatabase<T>(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  create: SignerFactory<T>,
): Promise<T> {
  let signers = signersByKind.get(create);
  if (!signers) {
    signers = new WeakMap();
    signersByKind.set(create, signers);
  }
  let signer = signers.get(deps.db) as Promise<T> | undefined;
  if (!signer) {
    signer = resolveJwtSecret(deps).then(create);
    signers.set(deps.db, signer);
    // A failed read (database down) must not be remembered.
    const kindSigners = signers;
    signer.catch(() => kindSigners.delete(deps.db));
  }
  return signer;
}

export interface IssueTokensInput {
  userId: number;
  /** Omitted for a new login (a new family). */
  familyId?: string;
  familyExpiresAt: Date;
  masqueradeByUserId: number | null;
}

/** Stores a new refresh token (hashed) of the family and signs a matching access token. */
export async function issueTokens(deps: ServiceDeps, input: IssueTokensInput): Promise<AuthTokens> {
  const now = deps.clock.now();
  const familyId = input.familyId ?? randomUUID();
  const refreshToken = randomBytes(32).toString('base64url');
  const refreshExpiresAt = new Date(
    Math.min(
      now.getTime() + deps.config.refreshTokenTtlSeconds * 1000,
      input.familyExpiresAt.getTime(),
    ),
  );
  await insertRefreshToken(deps.db, {
    userId: input.userId,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    createdAt: now,
    expiresAt: refreshExpiresAt,
    familyExpiresAt: input.familyExpiresAt,
    masqueradeByUserId: input.masqueradeByUserId,
  });
  const access = await deps.tokens.sign(
    { userId: input.userId, familyId, realUserId: input.masqueradeByUserId },
    now,
  );
  return {
    access_token: access.token,
    refresh_token: refreshToken,
    access_expiration: access.expiresAt,
    refresh_expiration: refreshExpiresAt.getTime(),
  };
}

/** A new login family ends REFRESH_FAMILY_MAX_SECONDS from now, however often it rotates. */
export function newFamilyExpiry(deps: Pick<ServiceDeps, 'config' | 'clock'>): Date {
  return new Date(deps.clock.now().getTime() + deps.config.refreshFamilyMaxSeconds * 1000);
}

/**
 * Logs in. Unknown names, wrong passwords and accounts that may not log in (any status but ACTIVE,
 * or an account unused too long, which becomes INACTIVE here) all get the same answer after the
 * same argon2 work. Failures lock the pair of login name (known or not) and client
 * address (auth.policy.ts): 5 in 15 minutes, or 2 while the account is past 50 failures from all
 * addresses; the same account goes on working from other addresses.
 */
export async function login(deps: ServiceDeps, body: LoginBody, ip: string): Promise<AuthTokens> {
  const now = deps.clock.now();
  const loginName = body.loginName.trim().toLowerCase();

  const [failures, accountFailures] = await Promise.all([
    findRecentFailures(
      deps.db,
      { loginName, ip },
      new Date(now.getTime() - LOCKOUT_LOOKBACK_MS),
      LOCKOUT_FAILURES,
    ),
    countRecentFailures(deps.db, loginName, new Date(now.getTime() - ACCOUNT_CEILING_WINDOW_MS)),
  ]);
  if (lockedUntil(failures, now, lockoutThreshold(accountFailures))) {
    // Nothing is recorded while locked, so the lock ends 15 minutes after the pair's last failure.
    throw new AppError(401, 'EXCESSIVE_FAILED_LOGINS', loginMessages.EXCESSIVE_FAILED_LOGINS);
  }

  const credentials = await findCredentials(deps, loginName);
  const passwordMatches = await verifyPassword(credentials?.passwordHash ?? null, body.password);
  const attempt = { loginName, userId: credentials?.id ?? null, ip, at: now };

  // An active shop user unused for EMPLOYEE_INACTIVE_AFTER_DAYS becomes INACTIVE now, whatever the
  // password, and is refused like any account that may not log in.
  const unused = credentials?.status === 'ACTIVE' && (await isUnusedForLogin(deps, credentials.id));
  if (!credentials || !passwordMatches || credentials.status !== 'ACTIVE' || unused) {
    await recordLoginAttempt(deps.db, { ...attempt, succeeded: false });
    throw loginFailed();
  }
  if (
    credentials.passwordChangeRequired &&
    credentials.tempPasswordExpiresAt !== null &&
    credentials.tempPasswordExpiresAt.getTime() <= now.getTime()
  ) {
    await recordLoginAttempt(deps.db, { ...attempt, succeeded: false });
    throw new AppError(
      401,
      'LOGIN_TEMP_PASSWORD_EXPIRED',
      loginMessages.LOGIN_TEMP_PASSWORD_EXPIRED,
    );
  }
  await recordLoginAttempt(deps.db, { ...attempt, succeeded: true });
  return issueTokens(deps, {
    userId: credentials.id,
    familyExpiresAt: newFamilyExpiry(deps),
    masqueradeByUserId: null,
  });
}

function requireRefreshToken(authorization: string | undefined): string {
  const token = readBearerToken(authorization);
  if (!token) throw unauthorized('A refresh token is required');
  return token;
}

/**
 * Rotates a refresh token. A token used a second time means it leaked (or two tabs raced): the whole
 * family is revoked, so the newer token stops working too.
 */
export async function refresh(
  deps: ServiceDeps,
  authorization: string | undefined,
): Promise<AuthTokens> {
  const now = deps.clock.now();
  const row = await findRefreshTokenByHash(
    deps.db,
    hashRefreshToken(requireRefreshToken(authorization)),
  );
  if (!row || row.revokedAt !== null) throw unauthorized('The refresh token is not valid');
  const reused = async () => {
    await revokeFamily(deps.db, row.familyId, now);
    return unauthorized('The refresh token was already used; please log in again');
  };
  if (row.rotatedAt !== null) throw await reused();
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(401, 'TOKEN_EXPIRED', 'The refresh token has expired');
  }
  // Two requests with the same token: only one wins the rotation, the other counts as reuse.
  if (!(await markRotated(deps.db, row.id, now))) throw await reused();
  const [user, realUser] = await Promise.all([
    findUserById(deps, row.userId),
    row.masqueradeByUserId === null ? null : findUserById(deps, row.masqueradeByUserId),
  ]);
  const realUserGone = row.masqueradeByUserId !== null && realUser?.status !== 'ACTIVE';
  if (user?.status !== 'ACTIVE' || realUserGone) {
    await revokeFamily(deps.db, row.familyId, now);
    throw unauthorized('The account can no longer log in');
  }
  return issueTokens(deps, {
    userId: row.userId,
    familyId: row.familyId,
    familyExpiresAt: row.familyExpiresAt,
    masqueradeByUserId: row.masqueradeByUserId,
  });
}

/** Ends the login the refresh token belongs to. Repeating it for an ended login is harmless. */
export async function logout(deps: ServiceDeps, authorization: string | undefined) {
  const row = await findRefreshTokenByHash(
    deps.db,
    hashRefreshToken(requireRefreshToken(authorization)),
  );
  if (!row) throw unauthorized('The refresh token is not valid');
  await revokeFamily(deps.db, row.familyId, deps.clock.now());
}

export function endFamily(deps: ServiceDeps, familyId: string) {
  return revokeFamily(deps.db, familyId, deps.clock.now());
}

export function findFamilyExpiry(deps: ServiceDeps, familyId: string) {
  return queryFamilyExpiry(deps.db, familyId);
}

/**
 * The user of a live login, read in one query; null when the login has ended or the account may not
 * log in. Frozen: requests share it while it is cached.
 */
async function loadSessionUser(
  deps: Pick<ServiceDeps, 'db'>,
  userId: number,
  familyId: string,
): Promise<AuthUser | null> {
  const found = await findSessionUser(deps, userId, familyId);
  if (!found?.familyActive || found.user.status !== 'ACTIVE') return null;
  const { user } = found;
  if (user.group) Object.freeze(user.group);
  if (user.customerType) Object.freeze(user.customerType);
  return Object.freeze(user);
}

/**
 * The user of a live login: the login (family) not ended and the account ACTIVE, else null. What
 * every authenticated request checks, through the authentication cache; the usage-tracking beacons
 * check their token's login with it too.
 */
export function findLiveSessionUser(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  userId: number,
  familyId: string,
  now: Date,
): Promise<AuthUser | null> {
  return authCacheOf<AuthUser>(deps.db).get(
    userId,
    familyId,
    now.getTime(),
    deps.config.authCacheTtlSeconds * 1000,
    () => loadSessionUser(deps, userId, familyId),
  );
}

/**
 * Resolves a bearer access token to its caller: a valid signature and expiry, a login (family) not
 * ended by logout, masquerade or reuse, and an ACTIVE account. The last two are remembered for
 * AUTH_CACHE_TTL_SECONDS per process (lib/auth-cache.ts); whatever changes them in this process
 * makes the cache forget (revokeFamily, the writes of users.repository).
 */
export async function authenticate(
  deps: ServiceDeps,
  authorization: string | undefined,
): Promise<AuthContext> {
  const token = readBearerToken(authorization);
  if (!token) throw unauthorized('An access token is required');
  const now = deps.clock.now();
  const claims = await deps.tokens.verify(token, now);
  const user = await findLiveSessionUser(deps, claims.userId, claims.familyId, now);
  if (!user) throw unauthorized('The session has ended; please log in again');
  return { user, realUserId: claims.realUserId, familyId: claims.familyId };
}

/**
 * The forced password change of /security-change (also any voluntary change). Every other login of
 * the user ends with it.
 */
export async function changePassword(
  deps: ServiceDeps,
  caller: Pick<AuthContext, 'user' | 'familyId'>,
  body: SecurityChangeBody,
) {
  const { user } = caller;
  const currentHash = await findPasswordHash(deps, user.id);
  if (!(await verifyPassword(currentHash, body.currentPassword))) {
    throw new AppError(400, 'INVALID_CURRENT_PASSWORD', 'The current password is not correct');
  }
  if (body.newPassword === body.currentPassword) {
    throw validationFailed([
      { path: 'newPassword', message: 'The new password must differ from the current one' },
    ]);
  }
  const refusal =
    findPasswordRuleBroken(body.newPassword, user.loginName) ??
    ((await isCommonPassword(body.newPassword)) ? 'PASSWORD_COMMON' : null);
  if (refusal) throw passwordRefused(refusal);
  // Whoever knew the old password (or held a session opened with it) is out; this login goes on.
  await setPasswordHash(deps, user.id, await hashPassword(body.newPassword), caller.familyId);
}
