import type { AuthTokens } from '@procounter/shared/contracts/auth';
import { MasqueradeCandidateSchema } from '@procounter/shared/contracts/user';
import { resources } from '@procounter/shared/i18n/index';
import { and, asc, desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { auditEvents, users } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';
import { SUPPORT_GROUP_NAMES } from './masquerade.policy';

let t: TestApp;
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const u of await t.db.select({ id: users.id, loginName: users.loginName }).from(users)) {
    ids.set(u.loginName, u.id);
  }
});
afterAll(() => t.close());

const id = (loginName: string) => ids.get(loginName)!;
const masquerade = (token: string, userId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/masquerade',
    headers: bearer(token),
    payload: { userId },
  });
const endMasquerade = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/endMasquerade', headers: bearer(token) });
const currentUser = (token: string) =>
  t.app.inject({ url: '/api/current/user', headers: bearer(token) });
const lastAudit = async () =>
  (await t.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0];

describe('POST /api/admin/masquerade', () => {
  it('lets admin act as tech, with mqb in the token, and records MASQUERADE_START', async () => {
    const admin = await t.login('admin');
    const response = await masquerade(admin.access_token, id('tech'));
    expect(response.statusCode).toBe(200);
    const tokens = response.json() as AuthTokens;
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      sub: String(id('tech')),
      mqb: String(id('admin')),
    });

    const me = (await currentUser(tokens.access_token)).json();
    expect(me).toMatchObject({ loginName: 'tech', masquerade: true, masqueradeBy: 'admin' });

    // The admin's own login is ended: its tokens stop working.
    expect((await currentUser(admin.access_token)).statusCode).toBe(401);
    const oldRefresh = await t.app.inject({
      url: '/api/auth/rest/refresh',
      headers: bearer(admin.refresh_token),
    });
    expect(oldRefresh.statusCode).toBe(401);

    expect(await lastAudit()).toMatchObject({
      actorUserId: id('admin'),
      targetUserId: id('tech'),
      action: 'MASQUERADE_START',
    });

    // A refreshed masquerade keeps acting as tech for admin.
    const refreshed = await t.app.inject({
      url: '/api/auth/rest/refresh',
      headers: bearer(tokens.refresh_token),
    });
    expect(decodeJwt(refreshed.json().access_token).mqb).toBe(String(id('admin')));
  });

  it.each(['support', 'marketing'])('lets %s masquerade too', async (loginName) => {
    const caller = await t.login(loginName);
    expect((await masquerade(caller.access_token, id('shopmgr'))).statusCode).toBe(200);
  });

  it.each(['tech', 'manager', 'shopmgr', 'demo', 'sms'])('refuses %s with 403', async (name) => {
    const caller = await t.login(name);
    const before = await lastAudit();
    const response = await masquerade(caller.access_token, id('caruser'));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(await lastAudit()).toEqual(before);
    // The refused caller keeps their session.
    expect((await currentUser(caller.access_token)).statusCode).toBe(200);
  });

  it('refuses a tech with 403 even for a user id that does not exist', async () => {
    const tech = await t.login('tech');
    expect((await masquerade(tech.access_token, 999_999)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown user and 403 for targets nobody may act as', async () => {
    const admin = await t.login('admin');
    expect((await masquerade(admin.access_token, 999_999)).statusCode).toBe(404);
    for (const target of ['admin', 'support', 'retired']) {
      expect((await masquerade(admin.access_token, id(target))).statusCode).toBe(403);
    }
  });

  it('refuses to masquerade while masquerading', async () => {
    const admin = await t.login('admin');
    const asTech = (await masquerade(admin.access_token, id('tech'))).json() as AuthTokens;
    expect((await masquerade(asTech.access_token, id('shopmgr'))).statusCode).toBe(403);
  });

  it('answers 400 for an invalid body', async () => {
    const admin = await t.login('admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masquerade',
      headers: bearer(admin.access_token),
      payload: { userId: 'tech' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('userId');
  });

  it('lets support act as a restricted user without being held by the pending step', async () => {
    const support = await t.login('support');
    const asNewhire = (await masquerade(support.access_token, id('newhire'))).json() as AuthTokens;
    const shop = await t.app.inject({
      url: '/api/current/shop',
      headers: bearer(asNewhire.access_token),
    });
    expect(shop.statusCode).toBe(200);
  });
});

describe('POST /api/admin/endMasquerade', () => {
  it('returns to the real user, ends the masquerade login and records MASQUERADE_END', async () => {
    const admin = await t.login('admin');
    const asTech = (await masquerade(admin.access_token, id('tech'))).json() as AuthTokens;

    const response = await endMasquerade(asTech.access_token);
    expect(response.statusCode).toBe(200);
    const back = response.json() as AuthTokens;
    expect(decodeJwt(back.access_token).mqb).toBeUndefined();
    expect((await currentUser(back.access_token)).json()).toMatchObject({
      loginName: 'admin',
      masquerade: false,
      masqueradeBy: null,
    });
    expect((await currentUser(asTech.access_token)).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({
      actorUserId: id('admin'),
      targetUserId: id('tech'),
      action: 'MASQUERADE_END',
    });
    // The new login keeps the end of the login that started the masquerade.
    expect(back.refresh_expiration).toBeLessThanOrEqual(admin.refresh_expiration);
  });

  it('answers 403 NOT_MASQUERADING when not masquerading', async () => {
    const admin = await t.login('admin');
    const response = await endMasquerade(admin.access_token);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NOT_MASQUERADING');
  });

  it('answers 401 without a token', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/endMasquerade' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/admin/masquerade/candidates', () => {
  it('lists active users outside the support groups, never the caller', async () => {
    const admin = await t.login('admin');
    const response = await t.app.inject({
      url: '/api/admin/masquerade/candidates',
      headers: bearer(admin.access_token),
    });
    expect(response.statusCode).toBe(200);
    const candidates = MasqueradeCandidateSchema.array().parse(response.json());
    const names = candidates.map((c) => c.loginName);
    expect(names).toEqual(expect.arrayContaining(['tech', 'manager', 'newhire', 'caruser']));
    expect(names).not.toContain('admin');
    expect(names).not.toContain('retired');
    for (const c of candidates) expect(SUPPORT_GROUP_NAMES).not.toContain(c.groupName);
    expect(candidates.length).toBeLessThanOrEqual(50);
  });

  it('filters by the search text in login name or names', async () => {
    const admin = await t.login('admin');
    const response = await t.app.inject({
      url: '/api/admin/masquerade/candidates?search=BECK',
      headers: bearer(admin.access_token),
    });
    expect(response.json().map((c: { loginName: string }) => c.loginName)).toEqual(['tech']);
  });

  it('refuses shop users with 403', async () => {
    const tech = await t.login('tech');
    const response = await t.app.inject({
      url: '/api/admin/masquerade/candidates',
      headers: bearer(tech.access_token),
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 for an unknown query parameter', async () => {
    const admin = await t.login('admin');
    const response = await t.app.inject({
      url: '/api/admin/masquerade/candidates?limit=5',
      headers: bearer(admin.access_token),
    });
    expect(response.statusCode).toBe(400);
  });
});

it('keeps the audit trail', async () => {
  const rows = await t.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.actorUserId, id('admin')));
  expect(rows.map((r) => r.action)).toEqual(
    expect.arrayContaining(['MASQUERADE_START', 'MASQUERADE_END']),
  );
  for (const r of rows) expect(r.ip).toBeTruthy();
});

describe('while masquerading (issue 19)', () => {
  /** A fresh shop user with both forced steps pending, and admin acting as them. */
  async function actingAsNewUser() {
    const target = await createUser(t.db, {
      shopIds: [1001],
      termsAcceptanceRequired: true,
      emailUpdateRequired: true,
      email: 'owner@shop.example',
    });
    const admin = await t.login('admin');
    const session = (await masquerade(admin.access_token, target.id)).json() as AuthTokens;
    return { target, token: session.access_token };
  }

  const refusals: [string, { url: string; payload: object; form?: boolean }][] = [
    ['accepting the terms', { url: '/api/user/acceptTerms', payload: { accepted: true } }],
    ['changing the e-mail', { url: '/api/user/updateEmail', payload: { email: 'x@evil.example' } }],
    [
      'declining the e-mail update',
      { url: '/api/user/updateEmail', payload: { declinedUpdate: true } },
    ],
    [
      'changing the password',
      {
        url: '/api/user/securityChange',
        payload: { currentPassword: 'procounter-demo', newPassword: 'support-chose-this-1' },
      },
    ],
    ['saving preferences', { url: '/api/user/savePreferences', payload: { languageCode: 'es' } }],
  ];

  it.each(refusals)(
    'refuses %s with 403 MASQUERADE_FORBIDDEN and changes nothing',
    async (_, call) => {
      const { target, token } = await actingAsNewUser();
      const response = await t.app.inject({
        method: 'POST',
        url: call.url,
        headers: bearer(token),
        payload: call.payload,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'MASQUERADE_FORBIDDEN',
        message: resources.en.auth.accountErrors.MASQUERADE_FORBIDDEN,
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
      expect(row).toMatchObject({
        termsAcceptanceRequired: true,
        emailUpdateRequired: true,
        email: 'owner@shop.example',
        languageCode: target.languageCode,
        passwordHash: target.passwordHash,
      });
    },
  );

  it('records every write with the real user, and none of the reads', async () => {
    const { target, token } = await actingAsNewUser();
    const adminId = id('admin');
    const writes = () =>
      t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.actorUserId, adminId), eq(auditEvents.targetUserId, target.id)))
        .orderBy(asc(auditEvents.id));
    const before = (await writes()).length;

    expect((await currentUser(token)).statusCode).toBe(200);
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/current/shop',
      headers: bearer(token),
      payload: { shopId: 1001 },
    });
    expect(switched.statusCode).toBe(200);
    const cleared = await t.app.inject({
      method: 'POST',
      url: '/api/worksheet/rest/clear',
      headers: bearer(token),
    });
    expect(cleared.statusCode).toBeLessThan(300);

    const recorded = (await writes()).slice(before);
    expect(recorded.map((row) => [row.action, row.method, row.route])).toEqual([
      ['MASQUERADE_WRITE', 'POST', '/api/current/shop'],
      ['MASQUERADE_WRITE', 'POST', '/api/worksheet/rest/clear'],
    ]);
  });
});
