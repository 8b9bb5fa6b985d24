import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeExpiresOn,
  getSessionStartAction,
  isAccessExpired,
  isRefreshExpired,
  MAX_TIMER_DELAY_MS,
  REFRESH_LOCK_RETRY_MS,
  refreshDelay,
  TOKEN_REFRESH_MARGIN_MS,
} from './auth-timing';

// A login at 12:00:00 UTC on 1 June 2025: access for 15 minutes, refresh for 12 hours.
const LOGIN = Date.UTC(2025, 5, 1, 12, 0, 0);
const tokens = {
  access_token: 'a',
  refresh_token: 'r',
  access_expiration: Date.UTC(2025, 5, 1, 12, 15, 0),
  refresh_expiration: Date.UTC(2025, 5, 2, 0, 0, 0),
};

describe('token refresh timing (R-AUTH-2)', () => {
  it('uses a 5 minute margin and retries the lock after 100 ms', () => {
    expect(TOKEN_REFRESH_MARGIN_MS).toBe(300000);
    expect(REFRESH_LOCK_RETRY_MS).toBe(100);
  });

  it('sets the access expiry 5 minutes early and keeps the refresh expiry', () => {
    expect(computeExpiresOn(tokens)).toEqual({
      accessExpiresOn: Date.UTC(2025, 5, 1, 12, 10, 0),
      refreshExpiresOn: Date.UTC(2025, 5, 2, 0, 0, 0),
    });
  });

  it('fires the refresh timer 10 minutes after a 15 minute login', () => {
    const expiresOn = computeExpiresOn(tokens);
    expect(refreshDelay(LOGIN, expiresOn)).toBe(600000);
    expect(refreshDelay(LOGIN, expiresOn.accessExpiresOn)).toBe(600000);
    expect(refreshDelay(Date.UTC(2025, 5, 1, 12, 9, 59), expiresOn)).toBe(1000);
  });

  it('never waits a negative time, nor longer than a timer can hold', () => {
    const expiresOn = computeExpiresOn(tokens);
    expect(refreshDelay(Date.UTC(2025, 5, 1, 12, 10, 0), expiresOn)).toBe(0);
    expect(refreshDelay(Date.UTC(2025, 5, 1, 13, 0, 0), expiresOn)).toBe(0);
    expect(refreshDelay(0, Number.MAX_SAFE_INTEGER)).toBe(MAX_TIMER_DELAY_MS);
    expect(refreshDelay(LOGIN, Number.NaN)).toBe(0);
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (now, accessExpiresOn) => {
        const delay = refreshDelay(now, { accessExpiresOn });
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(MAX_TIMER_DELAY_MS);
      }),
    );
  });

  it('counts a token expired from its expiry on', () => {
    const expiresOn = computeExpiresOn(tokens);
    expect(isAccessExpired(Date.UTC(2025, 5, 1, 12, 9, 59), expiresOn)).toBe(false);
    expect(isAccessExpired(Date.UTC(2025, 5, 1, 12, 10, 0), expiresOn)).toBe(true);
    expect(isRefreshExpired(Date.UTC(2025, 5, 1, 23, 59, 59), expiresOn)).toBe(false);
    expect(isRefreshExpired(Date.UTC(2025, 5, 2, 0, 0, 0), expiresOn)).toBe(true);
    expect(isRefreshExpired(Date.UTC(2025, 5, 2, 0, 0, 0), expiresOn.refreshExpiresOn)).toBe(true);
  });

  it.each([
    ['just logged in: start the timer', Date.UTC(2025, 5, 1, 12, 1, 0), 'schedule'],
    ['inside the margin: refresh now', Date.UTC(2025, 5, 1, 12, 12, 0), 'refresh'],
    ['access long gone, login still valid: refresh', Date.UTC(2025, 5, 1, 20, 0, 0), 'refresh'],
    ['login over: log out', Date.UTC(2025, 5, 2, 0, 0, 1), 'logout'],
  ])('session start, %s', (_label, now, expected) => {
    expect(getSessionStartAction(now, computeExpiresOn(tokens))).toBe(expected);
  });
});
