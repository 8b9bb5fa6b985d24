/** Lockout rule (issue 2): 5 failed logins within 15 minutes lock the login name for 15 minutes. */
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_DURATION_MS = 15 * 60_000;

/** How far back failures can matter: a lock lasts at most window + duration after its first failure. */
export const LOCKOUT_LOOKBACK_MS = LOCKOUT_WINDOW_MS + LOCKOUT_DURATION_MS;

/**
 * When the last 5 failures since the last success lie within 15 minutes, the login is locked until
 * 15 minutes after the 5th (the newest) of them. `failures` is newest first.
 * Answers the end of the lock, or null when not locked at `now`.
 */
export function lockedUntil(failures: readonly Date[], now: Date): Date | null {
  if (failures.length < LOCKOUT_FAILURES) return null;
  const newest = failures[0]!.getTime();
  const oldest = failures[LOCKOUT_FAILURES - 1]!.getTime();
  if (newest - oldest > LOCKOUT_WINDOW_MS) return null;
  const until = newest + LOCKOUT_DURATION_MS;
  return until > now.getTime() ? new Date(until) : null;
}
