import { resources } from '@procounter/shared/i18n/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { createUser } from '../../db/seed/factories';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The calls a restricted user may still make (everything the forced pages need). */
const ALLOWED_GETS = [
  '/api/current/user',
  '/api/session/user',
  '/api/current/static',
  '/api/constants?states=true',
  '/api/info/features/global',
  '/api/meta?keys=user,features',
];
const BLOCKED_GETS = [
  '/api/current/shop',
  '/api/user/shops',
  '/api/current/stickySessionInfo',
  '/api/current/hasDealerControlOrIsDemo',
  '/api/info/features/store?storeNumber=512',
  '/api/shop/1001/company',
  '/api/message/get/current/BROADCAST',
];

describe.each([
  ['newhire', 'SECURITY_CHANGE_REQUIRED'],
  ['newterms', 'TOS_REQUIRED'],
])('%s (restricted)', (loginName, reason) => {
  let token: string;
  beforeAll(async () => {
    token = (await t.login(loginName)).access_token;
  });

  it.each(BLOCKED_GETS)(`gets 403 ${reason} on GET %s`, async (url) => {
    const response = await get(url, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', reason });
  });

  it('gets 403 on a blocked POST too', async () => {
    const response = await post('/api/current/shop', token, { shopId: 1001 });
    expect(response.statusCode).toBe(403);
    expect(response.json().reason).toBe(reason);
  });

  it.each(ALLOWED_GETS)('may still GET %s', async (url) => {
    expect((await get(url, token)).statusCode).toBe(200);
  });

  it('may refresh and sees the pending step in its user', async () => {
    const tokens = await t.login(loginName);
    const refreshed = await t.app.inject({
      url: '/api/auth/rest/refresh',
      headers: bearer(tokens.refresh_token),
    });
    expect(refreshed.statusCode).toBe(200);
    const user = (await get('/api/current/user', token)).json();
    expect(
      reason === 'SECURITY_CHANGE_REQUIRED'
        ? user.passwordChangeRequired
        : user.termsAcceptanceRequired,
    ).toBe(true);
  });
});

describe('POST /api/user/securityChange', () => {
  it('changes the password and lifts the restriction at once', async () => {
    const user = await createUser(t.db, {
      password: 'temporary-password',
      passwordChangeRequired: true,
      tempPasswordExpiresAt: new Date(Date.now() + 86_400_000),
      shopIds: [1001],
    });
    const { access_token: token } = await t.login(user.loginName, 'temporary-password');
    expect((await get('/api/current/shop', token)).statusCode).toBe(403);

    const wrong = await post('/api/user/securityChange', token, {
      currentPassword: 'not-it',
      newPassword: 'a-brand-new-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CURRENT_PASSWORD');

    const tooShort = await post('/api/user/securityChange', token, {
      currentPassword: 'temporary-password',
      newPassword: 'short',
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().details).toEqual([expect.objectContaining({ path: 'newPassword' })]);

    const same = await post('/api/user/securityChange', token, {
      currentPassword: 'temporary-password',
      newPassword: 'temporary-password',
    });
    expect(same.statusCode).toBe(400);

    const changed = await post('/api/user/securityChange', token, {
      currentPassword: 'temporary-password',
      newPassword: 'a-brand-new-password',
    });
    expect(changed.statusCode).toBe(204);
    expect((await get('/api/current/shop', token)).statusCode).toBe(200);
    expect((await get('/api/current/user', token)).json().passwordChangeRequired).toBe(false);

    // The new password logs in; the old one no longer does.
    await t.login(user.loginName, 'a-brand-new-password');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rest/login',
      payload: { loginName: user.loginName, password: 'temporary-password' },
    });
    expect(old.statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/securityChange',
      payload: { currentPassword: 'x', newPassword: 'yyyyyyyyyyyy' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/user/securityChange password rules (issue 19)', () => {
  const login = (loginName: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/rest/login', payload: { loginName, password } });

  it.each([
    ['a common password', 'password12', 'PASSWORD_COMMON'],
    ['a common password in capitals', 'Password123', 'PASSWORD_COMMON'],
    ['one character repeated', '1111111111', 'PASSWORD_REPEATED_CHARACTER'],
    ['the login name with digits', '{login}1234', 'PASSWORD_CONTAINS_LOGIN_NAME'],
    ['the login name in capitals', 'My-{LOGIN}-pass', 'PASSWORD_CONTAINS_LOGIN_NAME'],
    ['only spaces', '          ', 'PASSWORD_WHITESPACE_ONLY'],
    ['only whitespace', ' \t \t      ', 'PASSWORD_WHITESPACE_ONLY'],
  ])('refuses %s with 400 and the reason in both languages', async (_, pattern, code) => {
    const user = await createUser(t.db, {
      loginName: `newhire${Math.floor(Math.random() * 1e9)}`,
      password: 'temporary-password',
      passwordChangeRequired: true,
      shopIds: [1001],
    });
    const { access_token: token } = await t.login(user.loginName, 'temporary-password');
    const newPassword = pattern
      .replace('{login}', user.loginName)
      .replace('{LOGIN}', user.loginName.toUpperCase());
    const response = await post('/api/user/securityChange', token, {
      currentPassword: 'temporary-password',
      newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code,
      message:
        resources.en.auth.accountErrors[code as keyof typeof resources.en.auth.accountErrors],
      details: [{ path: 'newPassword', message: expect.any(String) }],
    });
    expect(resources.es.auth.accountErrors[code as 'PASSWORD_COMMON']).toEqual(expect.any(String));
    // Nothing changed: the old password still logs in, the new one does not.
    expect((await login(user.loginName, 'temporary-password')).statusCode).toBe(200);
    expect((await login(user.loginName, newPassword)).statusCode).toBe(401);
  });

  it('takes a password that breaks none of the rules', async () => {
    const user = await createUser(t.db, { password: 'temporary-password', shopIds: [1001] });
    const { access_token: token } = await t.login(user.loginName, 'temporary-password');
    const response = await post('/api/user/securityChange', token, {
      currentPassword: 'temporary-password',
      newPassword: 'caliper-bracket-torque-9',
    });
    expect(response.statusCode, response.body).toBe(204);
  });

  it('still lets the demo accounts log in with the demo password', async () => {
    for (const name of ['demo', 'tech', 'admin']) {
      expect((await login(name, 'procounter-demo')).statusCode).toBe(200);
    }
  });
});

describe('POST /api/user/acceptTerms', () => {
  it('lifts the terms restriction', async () => {
    const user = await createUser(t.db, { termsAcceptanceRequired: true, shopIds: [1001] });
    const { access_token: token } = await t.login(user.loginName);
    expect((await get('/api/user/shops', token)).json().reason).toBe('TOS_REQUIRED');

    const refused = await post('/api/user/acceptTerms', token, { accepted: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([expect.objectContaining({ path: 'accepted' })]);

    expect((await post('/api/user/acceptTerms', token, { accepted: true })).statusCode).toBe(204);
    expect((await get('/api/user/shops', token)).statusCode).toBe(200);
    expect((await get('/api/current/user', token)).json().termsAcceptanceRequired).toBe(false);
  });

  it('asks for the password change first when both are pending', async () => {
    const user = await createUser(t.db, {
      passwordChangeRequired: true,
      termsAcceptanceRequired: true,
    });
    const { access_token: token } = await t.login(user.loginName);
    expect((await get('/api/user/shops', token)).json().reason).toBe('SECURITY_CHANGE_REQUIRED');
  });
});
