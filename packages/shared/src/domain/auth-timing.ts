/**
 * Token refresh timing (R-AUTH-2, R-AUTH-4).
 *
 * The auth tokens record carries access_expiration and refresh_expiration in epoch milliseconds.
 * The client treats the access token as expiring 5 minutes early, so the refresh timer fires while
 * the token is still good and a slow refresh never leaves a request without a valid token.
 */
import type { AuthTokens } from '../contracts/auth';

/** R-AUTH-2: expiry is set 300000 ms (5 minutes) before the given expiration. */
export const TOKEN_REFRESH_MARGIN_MS = 300_000;

/** R-AUTH-2: when another tab holds the refresh lock, retry after 100 ms. */
export const REFRESH_LOCK_RETRY_MS = 100;

/** The name of the Web Locks lock that keeps tabs from refreshing at the same time. */
export const REFRESH_LOCK_NAME = 'procounter-auth-refresh';

/**
 * The longest delay setTimeout honours (2^31 - 1 ms, about 24.8 days); a longer one fires at once
 * in browsers and Node, which would turn a far expiry into an immediate refresh loop.
 */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

export interface ExpiresOn {
  /** When the client refreshes: access_expiration minus the 5 minute margin. */
  accessExpiresOn: number;
  /** When the login ends: refresh_expiration as given. */
  refreshExpiresOn: number;
}

export function computeExpiresOn(
  tokens: Pick<AuthTokens, 'access_expiration' | 'refresh_expiration'>,
): ExpiresOn {
  return {
    accessExpiresOn: tokens.access_expiration - TOKEN_REFRESH_MARGIN_MS,
    refreshExpiresOn: tokens.refresh_expiration,
  };
}

type AccessExpiry = number | Pick<ExpiresOn, 'accessExpiresOn'>;
type RefreshExpiry = number | Pick<ExpiresOn, 'refreshExpiresOn'>;

function accessTime(expiry: AccessExpiry): number {
  return typeof expiry === 'number' ? expiry : expiry.accessExpiresOn;
}

function refreshTime(expiry: RefreshExpiry): number {
  return typeof expiry === 'number' ? expiry : expiry.refreshExpiresOn;
}

/**
 * Milliseconds until the refresh timer should fire: never negative (an overdue refresh runs now)
 * and never beyond what setTimeout can hold. Takes accessExpiresOn or a record carrying it
 * (the stored auth record does).
 */
export function refreshDelay(now: number, expiresOn: AccessExpiry): number {
  const delay = accessTime(expiresOn) - now;
  if (!Number.isFinite(delay) || delay <= 0) return 0;
  return Math.min(delay, MAX_TIMER_DELAY_MS);
}

/** The access token is due for a refresh at accessExpiresOn (already 5 minutes early). */
export function isAccessExpired(now: number, expiresOn: AccessExpiry): boolean {
  return now >= accessTime(expiresOn);
}

/** Once the refresh token has expired the session is over: the client logs out. */
export function isRefreshExpired(now: number, expiresOn: RefreshExpiry): boolean {
  return now >= refreshTime(expiresOn);
}

export type SessionStartAction = 'logout' | 'refresh' | 'schedule';

/**
 * R-AUTH-4, session start: if the refresh has expired the user is logged out; if the
 * access token has expired it is refreshed; otherwise a refresh timer starts.
 */
export function getSessionStartAction(now: number, expiresOn: ExpiresOn): SessionStartAction {
  if (isRefreshExpired(now, expiresOn)) return 'logout';
  if (isAccessExpired(now, expiresOn)) return 'refresh';
  return 'schedule';
}
