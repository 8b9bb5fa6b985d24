import { API } from '@procounter/shared/contracts/api-paths';
import type { AuthTokens } from '@procounter/shared/contracts/auth';
import type { User } from '@procounter/shared/contracts/user';
import { CancelledError, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hangUntilAborted, installFakeServer } from '@/testing/fake-fetch';
import { makeTokens, makeUser } from '@/testing/fixtures';
import { ApiError, apiRequest } from './api-client';
import { i18n } from './i18n';
import { createQueryClient, queryFetch } from './query-client';
import { mutationRequestState, queryRequestState } from './request-state';
import { beginSession, getSession, type StoredAuth, setStickySession } from './session';
import { storage } from './storage';

const bearer = (token: string) => `Bearer ${token}`;

describe('api client headers', () => {
  it('sends the current locale as Accept-Language and the access token as bearer', async () => {
    const server = installFakeServer().on('GET', '/api/current/static', { body: {} });
    beginSession(makeTokens());
    await i18n.changeLanguage('es');
    await apiRequest(API.currentStatic);
    const [request] = server.requests;
    expect(request?.headers.get('Accept-Language')).toBe('es');
    expect(request?.headers.get('Authorization')).toBe(bearer('access-1'));
  });

  it('sends the sticky session header except on the excluded calls and while unauthorized', async () => {
    const server = installFakeServer()
      .on('GET', '/api/meta', { body: [] })
      .on('GET', '/api/current/user', { body: {} })
      .on('GET', '/api/current/static', { body: {} })
      .on('GET', '/api/current/shop', { body: {} })
      .on('GET', '/api/session/user', { body: {} });
    beginSession(makeTokens());
    setStickySession('42:1001');

    await apiRequest(API.meta, { query: { keys: 'user' } });
    for (const path of [API.currentUser, API.sessionUser, API.currentStatic, API.currentShop]) {
      await apiRequest(path);
    }
    const sticky = server.requests.map((r) => [r.path, r.headers.get('X-Sticky-Session')]);
    expect(sticky).toEqual([
      ['/api/meta', '42:1001'],
      ['/api/current/user', null],
      ['/api/session/user', null],
      ['/api/current/static', null],
      ['/api/current/shop', null],
    ]);

    // No session, no sticky header (and no Authorization).
    storage.clearSession();
    const { endSession } = await import('./session');
    endSession('user');
    setStickySession('42:1001');
    await apiRequest(API.meta, { query: { keys: 'user' } }).catch(() => undefined);
    const last = server.requests.at(-1);
    expect(last?.headers.get('X-Sticky-Session')).toBeNull();
    expect(last?.headers.get('Authorization')).toBeNull();
  });

  it('sends a form body as application/x-www-form-urlencoded', async () => {
    const server = installFakeServer().on('POST', '/api/user/savePreferences', {
      body: makeUser(),
    });
    beginSession(makeTokens());
    await apiRequest<User>(API.savePreferences, {
      method: 'POST',
      form: { languageCode: 'es' },
    });
    const [request] = server.requests;
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(request?.body).toBe('languageCode=es');
  });
});

describe('api client on 401', () => {
  it('refreshes once with the refresh token, stores the new tokens and retries', async () => {
    const server = installFakeServer()
      .on('GET', '/api/current/static', (request) =>
        request.headers.get('Authorization') === bearer('access-2')
          ? { body: { ok: true } }
          : { status: 401, body: { code: 'TOKEN_EXPIRED', message: 'expired' } },
      )
      .on('GET', '/api/auth/rest/refresh', { body: makeTokens(Date.now(), '2') });
    beginSession(makeTokens());

    await expect(apiRequest(API.currentStatic)).resolves.toEqual({ ok: true });
    const refreshes = server.callsTo('GET', '/api/auth/rest/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.headers.get('Authorization')).toBe(bearer('refresh-1'));
    expect(server.callsTo('GET', '/api/current/static')).toHaveLength(2);
    const stored = storage.readValue<StoredAuth>('auth');
    expect(stored?.access_token).toBe('access-2');
    expect(stored?.accessExpiresOn).toBe((stored?.access_expiration ?? 0) - 300_000);
  });

  it('shares one refresh between calls that fail together', async () => {
    const server = installFakeServer()
      .on('GET', '/api/meta', (request) =>
        request.headers.get('Authorization') === bearer('access-2')
          ? { body: [] }
          : { status: 401, body: { code: 'TOKEN_EXPIRED', message: 'expired' } },
      )
      .on('GET', '/api/auth/rest/refresh', { body: makeTokens(Date.now(), '2') });
    beginSession(makeTokens());
    await Promise.all([apiRequest(API.meta), apiRequest(API.meta), apiRequest(API.meta)]);
    expect(server.callsTo('GET', '/api/auth/rest/refresh')).toHaveLength(1);
  });

  it('logs out when the refresh fails', async () => {
    installFakeServer()
      .on('GET', '/api/current/static', {
        status: 401,
        body: { code: 'TOKEN_EXPIRED', message: 'expired' },
      })
      .on('GET', '/api/auth/rest/refresh', {
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'revoked' },
      });
    beginSession(makeTokens());
    storage.write('user', makeUser());

    const failure = (await apiRequest(API.currentStatic).catch((error) => error)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(401);
    expect(getSession().auth).toBeNull();
    expect(getSession().lastLogoutReason).toBe('expired');
    expect(storage.read('auth')).toBeNull();
    expect(storage.read('user')).toBeNull();
  });

  it('does not refresh for the login call itself', async () => {
    const server = installFakeServer().on('POST', '/api/auth/rest/login', {
      status: 401,
      body: { code: 'LOGIN_AUTHENTICATION_FAILED', message: 'bad' },
    });
    const failure: ApiError = await apiRequest<AuthTokens>(API.login, {
      method: 'POST',
      json: { loginName: 'tech', password: 'x' },
      auth: 'none',
    }).catch((error) => error);
    expect(failure.code).toBe('LOGIN_AUTHENTICATION_FAILED');
    expect(server.callsTo('GET', '/api/auth/rest/refresh')).toHaveLength(0);
  });
});

describe('api client refresh lock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries after 100 ms while another tab holds the lock, then reuses its tokens', async () => {
    const server = installFakeServer()
      .on('GET', '/api/meta', (request) =>
        request.headers.get('Authorization') === bearer('access-other')
          ? { body: [] }
          : { status: 401, body: { code: 'TOKEN_EXPIRED', message: 'expired' } },
      )
      .on('GET', '/api/auth/rest/refresh', { body: makeTokens(Date.now(), '2') });
    beginSession(makeTokens());

    // The other tab holds the lock for the first attempt and stores its fresh tokens meanwhile.
    let attempts = 0;
    const attemptTimes: number[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (
          _name: string,
          _options: unknown,
          callback: (lock: object | null) => Promise<unknown>,
        ) => {
          attempts++;
          attemptTimes.push(Date.now());
          if (attempts === 1) {
            storage.write('auth', {
              ...makeTokens(Date.now(), 'other'),
              accessExpiresOn: Date.now() + 600_000,
              refreshExpiresOn: Date.now() + 3_600_000,
            });
            return callback(null);
          }
          return callback({ name: 'procounter-auth-refresh' });
        },
      },
    });

    await expect(apiRequest(API.meta)).resolves.toEqual([]);
    expect(attempts).toBe(2);
    expect((attemptTimes[1] ?? 0) - (attemptTimes[0] ?? 0)).toBeGreaterThanOrEqual(95);
    expect(server.callsTo('GET', '/api/auth/rest/refresh')).toHaveLength(0);
    expect(getSession().auth?.access_token).toBe('access-other');
  });
});

describe('api client on 403 with a reason', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it.each([
    ['SECURITY_CHANGE_REQUIRED', 'passwordChangeForced'],
    ['TOS_REQUIRED', 'termsForced'],
  ] as const)('%s forces the matching page', async (reason, flag) => {
    installFakeServer().on('GET', '/api/current/shop', {
      status: 403,
      body: { code: 'FORBIDDEN', message: 'restricted', reason },
    });
    await expect(apiRequest(API.currentShop)).rejects.toBeInstanceOf(ApiError);
    expect(getSession()[flag]).toBe(true);
  });

  it('a 403 without a reason forces nothing', async () => {
    installFakeServer().on('GET', '/api/admin/masquerade/candidates', {
      status: 403,
      body: { code: 'FORBIDDEN', message: 'no' },
    });
    await expect(apiRequest(API.masqueradeCandidates)).rejects.toBeInstanceOf(ApiError);
    expect(getSession().passwordChangeForced).toBe(false);
    expect(getSession().termsForced).toBe(false);
  });
});

describe('api client timeout and cancellation', () => {
  it('a timed-out query goes back to IDLE, not ERROR', async () => {
    installFakeServer().on('GET', '/api/current/static', (_request, signal) =>
      hangUntilAborted(signal),
    );
    beginSession(makeTokens());
    const client = createQueryClient();
    const observer = new QueryObserver(client, {
      queryKey: ['slow'],
      queryFn: (context) => queryFetch<User>(context, API.currentStatic, { timeoutMs: 20 }),
      retry: false,
    });
    const states: string[] = [];
    const unsubscribe = observer.subscribe((result) => states.push(queryRequestState(result)));
    await vi.waitFor(() => expect(states).toContain('PENDING'));
    await vi.waitFor(() => expect(queryRequestState(observer.getCurrentResult())).toBe('IDLE'));
    expect(states).not.toContain('ERROR');
    unsubscribe();
  });

  it('a timed-out or cancelled call rejects with CancelledError (a mutation reads as IDLE)', async () => {
    installFakeServer().on('GET', '/api/current/static', (_request, signal) =>
      hangUntilAborted(signal),
    );
    beginSession(makeTokens());
    const timedOut = await apiRequest(API.currentStatic, { timeoutMs: 10 }).catch((e) => e);
    expect(timedOut).toBeInstanceOf(CancelledError);
    expect(mutationRequestState({ status: 'error', error: timedOut })).toBe('IDLE');

    const controller = new AbortController();
    const pending = apiRequest(API.currentStatic, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
  });

  it('a failure with an answer is an ERROR', async () => {
    installFakeServer().on('GET', '/api/current/static', {
      status: 500,
      body: { code: 'INTERNAL_ERROR', message: 'Internal server error' },
    });
    beginSession(makeTokens());
    const error = await apiRequest(API.currentStatic).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(mutationRequestState({ status: 'error', error })).toBe('ERROR');
  });
});
