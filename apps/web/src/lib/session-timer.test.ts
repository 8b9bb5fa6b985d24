import { TOKEN_REFRESH_MARGIN_MS } from '@procounter/shared/domain/auth-timing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeTokens } from '@/testing/fixtures';
import { beginSession, getSession, reloadSessionFromStorage, toStoredAuth } from './session';
import { resetSessionTimer, startSession } from './session-timer';
import { storage } from './storage';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('session start and the refresh timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    resetSessionTimer();
  });

  afterEach(() => {
    resetSessionTimer();
    vi.useRealTimers();
  });

  function storeTokens(accessIn: number, refreshIn: number) {
    storage.write(
      'auth',
      toStoredAuth({
        access_token: 'access-1',
        refresh_token: 'refresh-1',
        access_expiration: NOW + accessIn,
        refresh_expiration: NOW + refreshIn,
      }),
    );
    reloadSessionFromStorage();
  }

  it('computes accessExpiresOn 300000 ms before the given expiration', () => {
    const auth = toStoredAuth(makeTokens(NOW));
    expect(auth.accessExpiresOn).toBe(auth.access_expiration - TOKEN_REFRESH_MARGIN_MS);
    expect(auth.refreshExpiresOn).toBe(auth.refresh_expiration);
  });

  it('logs out at start when the refresh token has expired', async () => {
    const server = installFakeServer();
    storeTokens(-60_000, -1);
    await startSession();
    expect(getSession().auth).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('refreshes at start when the access token has expired', async () => {
    const server = installFakeServer().on('GET', '/api/auth/rest/refresh', {
      body: makeTokens(NOW, '2'),
    });
    // Expires in 4 minutes: inside the 5 minute margin, so it counts as expired.
    storeTokens(4 * 60_000, 3_600_000);
    await startSession();
    expect(server.callsTo('GET', '/api/auth/rest/refresh')).toHaveLength(1);
    expect(getSession().auth?.access_token).toBe('access-2');
  });

  it('otherwise fires the refresh timer at accessExpiresOn, then again for the new tokens', async () => {
    const server = installFakeServer().on('GET', '/api/auth/rest/refresh', () => ({
      body: makeTokens(Date.now(), String(Date.now())),
    }));
    storeTokens(15 * 60_000, 12 * 3_600_000);
    await startSession();
    expect(server.requests).toHaveLength(0);

    // accessExpiresOn = now + 15 min - 5 min = now + 10 min.
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1);
    expect(server.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.callsTo('GET', '/api/auth/rest/refresh')).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.callsTo('GET', '/api/auth/rest/refresh')).toHaveLength(2);
  });

  it('a timed refresh that is refused ends the session', async () => {
    installFakeServer().on('GET', '/api/auth/rest/refresh', {
      status: 401,
      body: { code: 'UNAUTHORIZED', message: 'revoked' },
    });
    beginSession(makeTokens(NOW));
    await startSession();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(getSession().auth).toBeNull();
    expect(getSession().lastLogoutReason).toBe('expired');
  });
});
