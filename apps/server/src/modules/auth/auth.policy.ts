/**
 * Lockout rules (issue 2, reworked by issue 19). Failures count per pair of login name and client
 * address: 5 failures of one pair within 15 minutes lock that pair for 15 minutes, so five wrong
 * passwords sent from anywhere no longer lock the account's owner out of it everywhere. Across all
 * addresses, an account past 50 failures in 15 minutes is under attack: every pair then gets only
 * 2 failures before its lock, which slows an attacker who spreads over many addresses, while the
 * owner, from an address that has not failed, still gets in.
 */
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_DURATION_MS = 15 * 60_000;

/** Failures of one login name from all addresses within the window that put it under attack. */
export const ACCOUNT_CEILING_FAILURES = 50;
export const ACCOUNT_CEILING_WINDOW_MS = 15 * 60_000;
/** The failures a pair may have while its account is under attack. */
export const UNDER_ATTACK_LOCKOUT_FAILURES = 2;

/** How far back failures can matter: a lock lasts at most window + duration after its first failure. */
export const LOCKOUT_LOOKBACK_MS = LOCKOUT_WINDOW_MS + LOCKOUT_DURATION_MS;

/** The failures after which a pair locks, given the account's failures from all addresses. */
export function lockoutThreshold(accountFailures: number): number {
  return accountFailures >= ACCOUNT_CEILING_FAILURES
    ? UNDER_ATTACK_LOCKOUT_FAILURES
    : LOCKOUT_FAILURES;
}

/**
 * When the last `threshold` failures of a pair since its last success lie within 15 minutes, the
 * pair is locked until 15 minutes after the newest of them. `failures` is newest first.
 * Answers the end of the lock, or null when not locked at `now`.
 */
export function lockedUntil(
  failures: readonly Date[],
  now: Date,
  threshold: number = LOCKOUT_FAILURES,
): Date | null {
  if (failures.length < threshold) return null;
  const newest = failures[0]!.getTime();
  const oldest = failures[threshold - 1]!.getTime();
  if (newest - oldest > LOCKOUT_WINDOW_MS) return null;
  const until = newest + LOCKOUT_DURATION_MS;
  return until > now.getTime() ? new Date(until) : null;
}
