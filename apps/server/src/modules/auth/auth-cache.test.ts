import type { AuthTokens } from '@procounter/shared/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { TestClock } from '../../../test/helpers/test-clock';
import { users } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';
import { setUserStatus } from '../users/users.service';

// Authentication is remembered per process for AUTH_CACHE_TTL_SECONDS (5 s by default). Every call
// below first makes an authenticated request, so the session is in the cache when it changes: what
// changes it in this process must take effect on the very next request, with no time passing.

let t: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const currentUser = (token: string) => get('/api/current/user', token);

/** A new shop user, logged in, with the login in the cache. */
async function cachedLogin(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, { shopIds: [1001, 1002], ...values });
  const tokens = await t.login(user.loginName, values.password);
  expect((await currentUser(tokens.access_token)).statusCode).toBe(200);
  return { user, tokens };
}

describe('the authentication cache never outlives a change made in this process', () => {
  it('logout: the access token answers 401 at once', async () => {
    const { tokens } = await cachedLogin();
    expect((await post('/api/auth/rest/logout', tokens.refresh_token)).statusCode).toBe(204);
    const response = await currentUser(tokens.access_token);
    expect(response.statusCode).toBe(401);
  });

  it('refresh token reuse: the revoked family answers 401 at once, newest tokens too', async () => {
    const { tokens } = await cachedLogin();
    const refresh = (token: string) => get('/api/auth/rest/refresh', token);
    const rotated = (await refresh(tokens.refresh_token)).json() as AuthTokens;
    expect((await currentUser(rotated.access_token)).statusCode).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await currentUser(rotated.access_token)).statusCode).toBe(401);
    expect((await currentUser(tokens.access_token)).statusCode).toBe(401);
  });

  it('masquerade start ends the caller’s login; masquerade end ends the masquerade', async () => {
    const admin = await t.login('admin');
    const { user: target } = await cachedLogin();
    expect((await currentUser(admin.access_token)).statusCode).toBe(200);
    const started = await post('/api/admin/masquerade', admin.access_token, { userId: target.id });
    expect(started.statusCode).toBe(200);
    expect((await currentUser(admin.access_token)).statusCode).toBe(401);

    const asTarget = started.json() as AuthTokens;
    expect((await currentUser(asTarget.access_token)).json().masquerade).toBe(true);
    const ended = await post('/api/admin/endMasquerade', asTarget.access_token);
    expect(ended.statusCode).toBe(200);
    expect((await currentUser(asTarget.access_token)).statusCode).toBe(401);
    expect((await currentUser((ended.json() as AuthTokens).access_token)).statusCode).toBe(200);
  });

  it('a status other than ACTIVE: every login of the user answers 401 at once', async () => {
    const { user, tokens } = await cachedLogin();
    const second = await t.login(user.loginName);
    expect((await currentUser(second.access_token)).statusCode).toBe(200);

    await setUserStatus({ db: t.db, clock }, user.id, 'DISABLED');
    expect((await currentUser(tokens.access_token)).statusCode).toBe(401);
    expect((await currentUser(second.access_token)).statusCode).toBe(401);
    expect((await get('/api/auth/rest/refresh', tokens.refresh_token)).statusCode).toBe(401);

    // Enabled again: the account logs in, but the logins it had stay ended.
    await setUserStatus({ db: t.db, clock }, user.id, 'ACTIVE');
    expect((await currentUser(second.access_token)).statusCode).toBe(401);
    expect((await currentUser((await t.login(user.loginName)).access_token)).statusCode).toBe(200);
  });

  it('password change: the changing login sees it at once, every other login ends', async () => {
    const { user, tokens } = await cachedLogin({
      password: 'temporary-password',
      passwordChangeRequired: true,
    });
    const other = await t.login(user.loginName, 'temporary-password');
    expect((await get('/api/current/shop', other.access_token)).json().reason).toBe(
      'SECURITY_CHANGE_REQUIRED',
    );
    const changed = await post('/api/user/securityChange', tokens.access_token, {
      currentPassword: 'temporary-password',
      newPassword: 'a-brand-new-password',
    });
    expect(changed.statusCode).toBe(204);
    expect((await get('/api/current/shop', other.access_token)).statusCode).toBe(401);
    expect((await get('/api/current/shop', tokens.access_token)).statusCode).toBe(200);
    expect((await currentUser(tokens.access_token)).json().passwordChangeRequired).toBe(false);
  });

  it('terms acceptance lifts the restriction at once', async () => {
    const { tokens } = await cachedLogin({ termsAcceptanceRequired: true });
    expect((await get('/api/user/shops', tokens.access_token)).statusCode).toBe(403);
    expect(
      (await post('/api/user/acceptTerms', tokens.access_token, { accepted: true })).statusCode,
    ).toBe(204);
    expect((await get('/api/user/shops', tokens.access_token)).statusCode).toBe(200);
  });

  it('preferences, e-mail and shop switching show in the next request', async () => {
    const { tokens } = await cachedLogin();
    const token = tokens.access_token;
    const prefs = await t.app.inject({
      method: 'POST',
      url: '/api/user/savePreferences',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'languageCode=es&selectedShopId=1001',
    });
    expect(prefs.statusCode).toBe(200);
    expect((await currentUser(token)).json().userPreference).toMatchObject({
      languageCode: 'es',
      selectedShopId: 1001,
    });

    expect((await post('/api/current/shop', token, { shopId: 1002 })).statusCode).toBe(200);
    expect((await get('/api/current/stickySessionInfo', token)).json().shopId).toBe(1002);
    expect((await currentUser(token)).json().userPreference.selectedShopId).toBe(1002);

    await post('/api/user/updateEmail', token, { email: 'changed@shop.example' });
    expect((await currentUser(token)).json().emailAddress).toBe('changed@shop.example');
  });
});

describe('a change this process did not make (another process, a manual SQL update)', () => {
  it('takes effect when the cached entry expires, AUTH_CACHE_TTL_SECONDS later', async () => {
    const { user, tokens } = await cachedLogin();
    await t.db.update(users).set({ status: 'DISABLED' }).where(eq(users.id, user.id));
    // The bound the TTL sets, shown with the test clock (no real time passes).
    expect((await currentUser(tokens.access_token)).statusCode).toBe(200);
    clock.advance(t.config.authCacheTtlSeconds * 1000);
    expect((await currentUser(tokens.access_token)).statusCode).toBe(401);
  });
});
