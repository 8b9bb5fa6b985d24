import { AuthTokensSchema } from '@procounter/shared/contracts/auth';
import { ERROR_CODES } from '@procounter/shared/contracts/errors';
import { resources } from '@procounter/shared/i18n/index';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { DAY, MINUTE, TestClock } from '../../../test/helpers/test-clock';
import { loginAttempts, users } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';

let t: TestApp;
const clock = new TestClock();
const messages = resources.en.auth.errorKeys;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const login = (loginName: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/rest/login', payload: { loginName, password } });

describe('POST /api/auth/rest/login', () => {
  it('answers the auth tokens of a demo account', async () => {
    const response = await login('tech', 'procounter-demo');
    expect(response.statusCode).toBe(200);
    const tokens = AuthTokensSchema.strict().parse(response.json());
    const now = clock.now().getTime();
    expect(tokens.access_expiration).toBe(Math.floor(now / 1000) * 1000 + 15 * MINUTE);
    expect(tokens.refresh_expiration).toBe(now + 12 * 60 * MINUTE);
    expect(tokens.refresh_token).not.toBe(tokens.access_token);

    const claims = decodeJwt(tokens.access_token);
    const [tech] = await t.db.select().from(users).where(eq(users.loginName, 'tech'));
    expect(claims.sub).toBe(String(tech!.id));
    expect(typeof claims.fam).toBe('string');
    expect(claims.mqb).toBeUndefined();

    const me = await t.app.inject({
      url: '/api/current/user',
      headers: bearer(tokens.access_token),
    });
    expect(me.json()).toMatchObject({ loginName: 'tech', userId: tech!.id, masquerade: false });
  });

  it('matches the login name without regard to case or surrounding spaces', async () => {
    expect((await login('  TECH ', 'procounter-demo')).statusCode).toBe(200);
  });

  it('refuses a wrong password with LOGIN_AUTHENTICATION_FAILED and the catalog text', async () => {
    const response = await login('shopmgr', 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'LOGIN_AUTHENTICATION_FAILED',
      message: messages.LOGIN_AUTHENTICATION_FAILED,
    });
  });

  it('answers an unknown login name exactly as a wrong password', async () => {
    const unknown = await login('nobody-by-this-name', 'procounter-demo');
    const wrong = await login('marketing', 'wrong-password');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    // The attempt is still recorded, so unknown names lock like real ones.
    const rows = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.loginName, 'nobody-by-this-name'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ succeeded: false, userId: null });
  });

  it('refuses a DISABLED account with the right password, like a wrong password', async () => {
    const response = await login('retired', 'procounter-demo');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('LOGIN_AUTHENTICATION_FAILED');
  });

  it.each(['INACTIVE', 'DELETED'] as const)('refuses a %s account', async (status) => {
    const user = await createUser(t.db, { status, password: 'a-good-password' });
    const response = await login(user.loginName, 'a-good-password');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('LOGIN_AUTHENTICATION_FAILED');
  });

  it('lets newhire in while the temporary password is valid', async () => {
    expect((await login('newhire', 'procounter-demo')).statusCode).toBe(200);
  });

  it('refuses an expired temporary password with LOGIN_TEMP_PASSWORD_EXPIRED', async () => {
    const user = await createUser(t.db, {
      password: 'temporary-pass',
      passwordChangeRequired: true,
      tempPasswordExpiresAt: new Date(clock.now().getTime() - DAY),
    });
    const response = await login(user.loginName, 'temporary-pass');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'LOGIN_TEMP_PASSWORD_EXPIRED',
      message: messages.LOGIN_TEMP_PASSWORD_EXPIRED,
    });
    // A wrong password still gets the generic answer, so the expiry reveals nothing.
    expect((await login(user.loginName, 'wrong-password')).json().code).toBe(
      'LOGIN_AUTHENTICATION_FAILED',
    );
  });

  it('answers 400 with field details for a missing password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rest/login',
      payload: { loginName: 'tech' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual([expect.objectContaining({ path: 'password' })]);
  });

  it('refuses unknown fields in the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rest/login',
      payload: { loginName: 'tech', password: 'procounter-demo', remember: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'remember', message: 'Unknown field' }]);
  });
});

describe('lockout', () => {
  it('locks after 5 failures: the 6th attempt is refused even with the right password', async () => {
    const user = await createUser(t.db, { password: 'right-password' });
    for (let i = 0; i < 5; i++) {
      clock.advance(MINUTE);
      const response = await login(user.loginName, `wrong-${i}`);
      expect(response.json().code).toBe('LOGIN_AUTHENTICATION_FAILED');
    }
    const locked = await login(user.loginName, 'right-password');
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({
      code: 'EXCESSIVE_FAILED_LOGINS',
      message: messages.EXCESSIVE_FAILED_LOGINS,
    });
    expect(ERROR_CODES).toContain(locked.json().code);

    // Nothing is recorded while locked: 5 failures, no more.
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginAttempts)
      .where(eq(loginAttempts.loginName, user.loginName));
    expect(row!.n).toBe(5);

    // Still locked just before 15 minutes after the 5th failure, open at 15 minutes.
    clock.advance(15 * MINUTE - 1000);
    expect((await login(user.loginName, 'right-password')).json().code).toBe(
      'EXCESSIVE_FAILED_LOGINS',
    );
    clock.advance(1000);
    expect((await login(user.loginName, 'right-password')).statusCode).toBe(200);
  });

  it('locks unknown login names the same way', async () => {
    for (let i = 0; i < 5; i++) await login('ghost-user', 'whatever');
    expect((await login('ghost-user', 'whatever')).json().code).toBe('EXCESSIVE_FAILED_LOGINS');
  });

  it('does not lock when the failures are spread over more than 15 minutes', async () => {
    const user = await createUser(t.db, { password: 'right-password' });
    for (let i = 0; i < 5; i++) {
      await login(user.loginName, 'wrong');
      clock.advance(4 * MINUTE);
    }
    expect((await login(user.loginName, 'right-password')).statusCode).toBe(200);
  });

  it('counts only the failures since the last success', async () => {
    const user = await createUser(t.db, { password: 'right-password' });
    for (let i = 0; i < 4; i++) await login(user.loginName, 'wrong');
    expect((await login(user.loginName, 'right-password')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(user.loginName, 'wrong');
    expect((await login(user.loginName, 'right-password')).statusCode).toBe(200);
  });
});

describe('lockout by login name and client address (issue 19)', () => {
  const loginFrom = (address: string, loginName: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/rest/login',
      payload: { loginName, password },
      remoteAddress: address,
    });

  it('locks the address that failed 5 times; the account goes on working from others', async () => {
    const user = await createUser(t.db, { password: 'right-password' });
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom('203.0.113.7', user.loginName, 'wrong')).json().code).toBe(
        'LOGIN_AUTHENTICATION_FAILED',
      );
    }
    const locked = await loginFrom('203.0.113.7', user.loginName, 'right-password');
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({
      code: 'EXCESSIVE_FAILED_LOGINS',
      message: messages.EXCESSIVE_FAILED_LOGINS,
    });
    expect((await loginFrom('198.51.100.20', user.loginName, 'right-password')).statusCode).toBe(
      200,
    );
  });

  it('past 50 failures in 15 minutes from all addresses, slows new addresses without locking the owner out', async () => {
    const user = await createUser(t.db, { password: 'right-password' });
    for (let address = 1; address <= 10; address++) {
      for (let i = 0; i < 5; i++) await loginFrom(`192.0.2.${address}`, user.loginName, 'wrong');
    }
    // A new address under the ceiling gets 2 tries, not 5.
    for (let i = 0; i < 2; i++) {
      expect((await loginFrom('192.0.2.99', user.loginName, 'wrong')).json().code).toBe(
        'LOGIN_AUTHENTICATION_FAILED',
      );
    }
    expect((await loginFrom('192.0.2.99', user.loginName, 'right-password')).json().code).toBe(
      'EXCESSIVE_FAILED_LOGINS',
    );
    // The owner, from their own address, still gets in, even after a typo.
    expect((await loginFrom('198.51.100.5', user.loginName, 'typo')).statusCode).toBe(401);
    expect((await loginFrom('198.51.100.5', user.loginName, 'right-password')).statusCode).toBe(
      200,
    );
    // 15 minutes without failures: the ceiling is lifted.
    clock.advance(15 * MINUTE + 1000);
    for (let i = 0; i < 4; i++) await loginFrom('192.0.2.150', user.loginName, 'wrong');
    expect((await loginFrom('192.0.2.150', user.loginName, 'right-password')).statusCode).toBe(200);
  });
});
