/**
 * The session: the auth tokens, the restriction flags a 403 can force, and the sticky session id.
 * Storage is the truth (so tabs share one login); this module keeps a snapshot React can subscribe
 * to and tells listeners when it changes, whether this tab or another one changed it.
 */
import type { AuthTokens } from '@procounter/shared/contracts/auth';
import type { ForbiddenReason } from '@procounter/shared/contracts/errors';
import { computeExpiresOn, type ExpiresOn } from '@procounter/shared/domain/auth-timing';
import { storage } from './storage';
import { clearTrackedLookup } from './usage-tracking';

/**
 * The stored `auth` record: the tokens plus the computed expiries (R-AUTH-2), and our own
 * session id, new at each login or masquerade and kept across refreshes, so another tab can tell a
 * refresh from a different person signing in.
 */
export type StoredAuth = AuthTokens & ExpiresOn & { sessionId?: string };

export type LogoutReason = 'user' | 'expired';

export interface SessionSnapshot {
  auth: StoredAuth | null;
  /** Set by a 403 SECURITY_CHANGE_REQUIRED until the password is changed. */
  passwordChangeForced: boolean;
  /** Set by a 403 TOS_REQUIRED until the terms are accepted. */
  termsForced: boolean;
  /**
   * Bumped whenever the person behind the session changes (login, masquerade, logout), never on a
   * token refresh: an answer that arrives for an older generation must not be cached.
   */
  generation: number;
  /** Why the last session ended: only an expired session remembers the page to come back to. */
  lastLogoutReason: LogoutReason | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function readSnapshot(previous?: SessionSnapshot): SessionSnapshot {
  return {
    auth: storage.readValue<StoredAuth>('auth'),
    passwordChangeForced: storage.readValue<boolean>('passwordChangeRequired') === true,
    termsForced: storage.readValue<boolean>('termsAcceptRequired') === true,
    generation: previous?.generation ?? 0,
    lastLogoutReason: previous?.lastLogoutReason ?? null,
  };
}

let snapshot: SessionSnapshot = readSnapshot();

/**
 * `${userId}:${shopId}` from GET /current/stickySessionInfo, or null when excluded or not known yet.
 * Only the API client reads it, so it is not part of the snapshot: setting it re-renders nothing.
 */
let stickySession: string | null = null;

function update(next: Partial<SessionSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export function getSession(): SessionSnapshot {
  return snapshot;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toStoredAuth(tokens: AuthTokens, sessionId?: string): StoredAuth {
  return { ...tokens, ...computeExpiresOn(tokens), sessionId };
}

function newSessionId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}

/**
 * A new person is behind the session (login, masquerade start or end): forget everything cached
 * for the previous one, then keep the new tokens.
 */
export function beginSession(
  tokens: AuthTokens,
  keep: { postLoginRedirectPath?: boolean; masqueradeSource?: string | null } = {},
): void {
  const postLoginRedirectPath = storage.readValue<string>('postLoginRedirectPath');
  storage.clearSession();
  if (keep.postLoginRedirectPath && postLoginRedirectPath) {
    storage.write('postLoginRedirectPath', postLoginRedirectPath);
  }
  if (keep.masqueradeSource) storage.write('masqueradeSource', keep.masqueradeSource);
  const auth = toStoredAuth(tokens, newSessionId());
  storage.write('auth', auth);
  stickySession = null;
  update({
    auth,
    passwordChangeForced: false,
    termsForced: false,
    generation: snapshot.generation + 1,
    lastLogoutReason: null,
  });
}

/** A refresh: same person, new tokens. */
export function replaceTokens(tokens: AuthTokens): void {
  const auth = toStoredAuth(tokens, snapshot.auth?.sessionId);
  storage.write('auth', auth);
  update({ auth });
}

/** Takes the tokens another tab stored (it refreshed while we waited for the lock). */
export function adoptStoredAuth(): StoredAuth | null {
  const auth = storage.readValue<StoredAuth>('auth');
  update({ auth });
  return auth;
}

/** Ends the session locally: storage cleared except the device choices. */
export function endSession(reason: LogoutReason): void {
  storage.clearSession();
  // The next user of this tab starts a lookup of their own.
  clearTrackedLookup();
  stickySession = null;
  update({
    auth: null,
    passwordChangeForced: false,
    termsForced: false,
    generation: snapshot.generation + 1,
    lastLogoutReason: reason,
  });
}

/** A 403 with a reason forces the matching page until the restriction is lifted. */
export function forceRestriction(reason: ForbiddenReason): void {
  if (reason === 'SECURITY_CHANGE_REQUIRED') {
    storage.write('passwordChangeRequired', true);
    update({ passwordChangeForced: true });
  } else {
    storage.write('termsAcceptRequired', true);
    update({ termsForced: true });
  }
}

export function liftRestriction(reason: ForbiddenReason): void {
  if (reason === 'SECURITY_CHANGE_REQUIRED') {
    storage.remove('passwordChangeRequired');
    update({ passwordChangeForced: false });
  } else {
    storage.remove('termsAcceptRequired');
    update({ termsForced: false });
  }
}

export function setStickySession(value: string | null): void {
  stickySession = value;
}

export function getStickySession(): string | null {
  return stickySession;
}

/** Re-reads storage; called when another tab changed it. */
export function reloadSessionFromStorage(): void {
  const next = readSnapshot(snapshot);
  // A refresh keeps the session id; a logout or another login changes who is behind the session.
  const personChanged =
    (next.auth === null) !== (snapshot.auth === null) ||
    next.auth?.sessionId !== snapshot.auth?.sessionId;
  update({
    ...next,
    generation: personChanged ? snapshot.generation + 1 : snapshot.generation,
    lastLogoutReason: personChanged && !next.auth ? 'user' : snapshot.lastLogoutReason,
  });
}

/**
 * For tests: the session as a page just loaded finds it (what storage holds, no logout remembered,
 * no sticky session), whatever an earlier test file of the same worker left.
 */
export function resetSessionForTests(): void {
  stickySession = null;
  update({ ...readSnapshot(), generation: snapshot.generation + 1 });
}

if (typeof window !== 'undefined') {
  // Another tab logged in, refreshed or logged out: follow it.
  window.addEventListener('storage', (event) => {
    if (
      event.key === null ||
      event.key === 'auth' ||
      event.key === 'passwordChangeRequired' ||
      event.key === 'termsAcceptRequired'
    ) {
      reloadSessionFromStorage();
    }
  });
}
