/**
 * Session start and the refresh timer (R-AUTH-2, R-AUTH-4): on start an expired refresh token logs
 * out, an expired access token is refreshed, otherwise a timer refreshes at accessExpiresOn (already
 * 5 minutes before the real expiry). Whenever the tokens change, here or in another tab, the timer
 * is set again.
 */
import {
  getSessionStartAction,
  isRefreshExpired,
  refreshDelay,
} from '@procounter/shared/domain/auth-timing';
import { refreshTokens } from './api-client';
import { endSession, getSession, type StoredAuth, subscribeSession } from './session';

/** After a refresh that got no answer (network down), try again this much later. */
export const REFRESH_RETRY_AFTER_FAILURE_MS = 30_000;

let timer: ReturnType<typeof setTimeout> | undefined;
let scheduledFor: StoredAuth | null = null;

function clearTimer() {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

async function runTimedRefresh() {
  timer = undefined;
  scheduledFor = null;
  try {
    const ok = await refreshTokens();
    if (!ok && getSession().auth) endSession('expired');
  } catch {
    // No answer: keep the session while the refresh token lasts and try again a little later.
    const auth = getSession().auth;
    if (!auth) return;
    if (isRefreshExpired(Date.now(), auth)) {
      endSession('expired');
      return;
    }
    timer = setTimeout(runTimedRefresh, REFRESH_RETRY_AFTER_FAILURE_MS);
  }
}

function schedule(auth: StoredAuth | null) {
  if (auth === scheduledFor) return;
  clearTimer();
  scheduledFor = auth;
  if (!auth) return;
  timer = setTimeout(runTimedRefresh, refreshDelay(Date.now(), auth));
}

let started = false;
let unsubscribe: (() => void) | undefined;

/** Starts the session once per page load; answers when the start-up refresh (if any) is done. */
export async function startSession(): Promise<void> {
  if (started) return;
  started = true;
  unsubscribe = subscribeSession(() => schedule(getSession().auth));
  const auth = getSession().auth;
  if (!auth) return;
  const action = getSessionStartAction(Date.now(), auth);
  if (action === 'logout') {
    endSession('expired');
  } else if (action === 'refresh') {
    await runTimedRefresh();
  } else {
    schedule(auth);
  }
}

/** For tests: forget the timer and let startSession run again. */
export function resetSessionTimer(): void {
  clearTimer();
  unsubscribe?.();
  unsubscribe = undefined;
  scheduledFor = null;
  started = false;
}
