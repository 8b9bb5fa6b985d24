import { UserSchema } from '@procounter/shared/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';

const PATH = '/api/test/shop-users';
let on: TestApp;
let off: TestApp;

beforeAll(async () => {
  [on, off] = await Promise.all([
    buildTestApp({ env: { TEST_FACTORIES: 'true' } }),
    buildTestApp(),
  ]);
});
afterAll(() => Promise.all([on.close(), off.close()]));

describe('POST /api/test/shop-users', () => {
  it('makes a new shop employee of shop 1001 who can log in, a fresh one each call', async () => {
    const first = await on.app.inject({ method: 'POST', url: PATH, payload: {} });
    expect(first.statusCode, first.body).toBe(201);
    const user = first.json() as { loginName: string; password: string };
    const second = await on.app.inject({ method: 'POST', url: PATH, payload: {} });
    expect((second.json() as { loginName: string }).loginName).not.toBe(user.loginName);

    const { access_token: token } = await on.login(user.loginName, user.password);
    const me = await on.app.inject({ url: '/api/current/user', headers: bearer(token) });
    const body = UserSchema.parse(me.json());
    expect(body.group?.name).toBe('SHOP_EMPLOYEE');
    expect(body.customerType?.name).toBe('WEB');
    expect(body.emailAddress).toBe(`${user.loginName}@procounter.example`);
    const shop = await on.app.inject({ url: '/api/current/shop', headers: bearer(token) });
    expect((shop.json() as { id: number }).id).toBe(1001);
  });

  it('makes a user of the role, customer type and shops it is asked for', async () => {
    const made = await on.app.inject({
      method: 'POST',
      url: PATH,
      payload: { shopIds: [1001, 1002], role: 'COMPANY_MANAGER', customerType: 'RO_WRITER' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const user = made.json() as { loginName: string; password: string };
    const { access_token: token } = await on.login(user.loginName, user.password);
    const me = await on.app.inject({ url: '/api/current/user', headers: bearer(token) });
    const body = UserSchema.parse(me.json());
    expect(body.group?.name).toBe('COMPANY_MANAGER');
    expect(body.customerType?.name).toBe('RO_WRITER');
    const shops = await on.app.inject({ url: '/api/user/shops', headers: bearer(token) });
    expect((shops.json() as { id: number }[]).map((shop) => shop.id).sort()).toEqual([1001, 1002]);
  });

  it('makes a new company with a shop of its own for the user when asked', async () => {
    const made = await on.app.inject({
      method: 'POST',
      url: PATH,
      payload: { role: 'COMPANY_MANAGER', newCompany: true },
    });
    expect(made.statusCode, made.body).toBe(201);
    const user = made.json() as { loginName: string; password: string; shopIds: number[] };
    expect(user.shopIds).toHaveLength(1);
    expect(user.shopIds[0]).not.toBe(1001);
    const { access_token: token } = await on.login(user.loginName, user.password);
    const shop = await on.app.inject({ url: '/api/current/shop', headers: bearer(token) });
    expect(shop.json()).toMatchObject({ id: user.shopIds[0], homeStore: { storeId: 512 } });
    const company = await on.app.inject({
      url: `/api/shop/${user.shopIds[0]}/company`,
      headers: bearer(token),
    });
    expect((company.json() as { accountName: string }).accountName).toMatch(/^E2E Company /);
  });

  it('answers 400 for a malformed body and 404 for a shop that does not exist', async () => {
    const malformed = await on.app.inject({ method: 'POST', url: PATH, payload: { shopIds: [] } });
    expect(malformed.statusCode).toBe(400);
    const noSuchRole = await on.app.inject({
      method: 'POST',
      url: PATH,
      payload: { role: 'KING' },
    });
    expect(noSuchRole.statusCode).toBe(400);
    const unknown = await on.app.inject({
      method: 'POST',
      url: PATH,
      payload: { shopIds: [1001, 987_654] },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('does not exist on a server without TEST_FACTORIES', async () => {
    const response = await off.app.inject({ method: 'POST', url: PATH, payload: {} });
    expect(response.statusCode).toBe(404);
    expect(off.app.routeAccess.some((route) => route.url.includes('/test/'))).toBe(false);
  });
});
