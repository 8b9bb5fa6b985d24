import type { AuthTokens } from '@procounter/shared/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { DAY } from '../../../test/helpers/test-clock';
import { groups, users } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';
import { systemClock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { setTemporaryPassword, setUserStatus } from '../users/users.service';

// ASVS 5.0 V7.4: a password change, a reset and a disabled account end the user's other sessions,
// at once and for good (issue 19). Every login below is used first, so it sits in the
// authentication cache when it is ended: the cache must not keep it alive either.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const currentUser = (token: string) => get('/api/current/user', token);
const refresh = (tokens: AuthTokens) => get('/api/auth/rest/refresh', tokens.refresh_token);

const PASSWORD = 'torque-wrench-hoist-42';
const NEW_PASSWORD = 'brake-rotor-caliper-77';

/** A shop user with `count` logins, each used once. */
async function userWithLogins(count: number, values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, { shopIds: [1001], password: PASSWORD, ...values });
  const logins: AuthTokens[] = [];
  for (let i = 0; i < count; i++) {
    const tokens = await t.login(user.loginName, PASSWORD);
    expect((await currentUser(tokens.access_token)).statusCode).toBe(200);
    logins.push(tokens);
  }
  return { user, logins };
}

describe('a password change', () => {
  it("ends the user's other logins at once, access and refresh, and keeps the one that changed it", async () => {
    const {
      logins: [changer, other, idle],
    } = await userWithLogins(3);

    const changed = await post('/api/user/securityChange', changer!.access_token, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(204);

    expect((await currentUser(other!.access_token)).statusCode).toBe(401);
    expect((await refresh(other!)).statusCode).toBe(401);
    expect((await refresh(idle!)).statusCode).toBe(401);
    expect((await currentUser(idle!.access_token)).statusCode).toBe(401);

    // The session that made the change goes on, and so does its refresh.
    expect((await currentUser(changer!.access_token)).statusCode).toBe(200);
    const rotated = await refresh(changer!);
    expect(rotated.statusCode).toBe(200);
    expect((await currentUser((rotated.json() as AuthTokens).access_token)).statusCode).toBe(200);
  });
});

describe("an administrator's password reset", () => {
  it('ends every login of the user; the temporary password then asks for a change', async () => {
    const { user, logins } = await userWithLogins(2);
    await setTemporaryPassword(
      { db: t.db, clock: systemClock },
      user.id,
      await hashPassword('temporary-reset-pass-1'),
      new Date(Date.now() + DAY),
    );
    for (const tokens of logins) {
      expect((await currentUser(tokens.access_token)).statusCode).toBe(401);
      expect((await refresh(tokens)).statusCode).toBe(401);
    }
    const fresh = await t.login(user.loginName, 'temporary-reset-pass-1');
    const held = await get('/api/current/shop', fresh.access_token);
    expect(held.statusCode).toBe(403);
    expect(held.json().reason).toBe('SECURITY_CHANGE_REQUIRED');
  });
});

describe('disabling an account', () => {
  it('ends its logins for good: enabling it again does not bring them back', async () => {
    const { user, logins } = await userWithLogins(2);
    await setUserStatus({ db: t.db, clock: systemClock }, user.id, 'DISABLED');
    await setUserStatus({ db: t.db, clock: systemClock }, user.id, 'ACTIVE');
    for (const tokens of logins) {
      expect((await currentUser(tokens.access_token)).statusCode).toBe(401);
      expect((await refresh(tokens)).statusCode).toBe(401);
    }
    // The account itself works again.
    await t.login(user.loginName, PASSWORD);
  });

  it('ends the masquerades a disabled support user started', async () => {
    const [support] = await t.db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.name, 'INSTALLER_SUPPORT'));
    const { user: supportUser, logins } = await userWithLogins(1, { groupId: support!.id });
    const [tech] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.loginName, 'tech'));
    const started = await post('/api/admin/masquerade', logins[0]!.access_token, {
      userId: tech!.id,
    });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json() as AuthTokens;
    expect((await currentUser(session.access_token)).json().masquerade).toBe(true);

    await setUserStatus({ db: t.db, clock: systemClock }, supportUser.id, 'DISABLED');
    expect((await currentUser(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session)).statusCode).toBe(401);
  });
});
