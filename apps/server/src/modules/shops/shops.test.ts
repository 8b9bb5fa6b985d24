import {
  CompanySchema,
  ShopRequestSchema,
  ShopSchema,
  TsmSchema,
} from '@procounter/shared/contracts/shop';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { companies } from '../../db/schema/index';
import { createCompany, createShop, createUser } from '../../db/seed/factories';
import type { AuthUser } from '../../lib/auth-user';
import { currentShopIdSql, findCurrentShop } from './shops.service';

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['tech', 'manager', 'admin', 'demo', 'caruser']) {
    tokens.set(name, (await t.login(name)).access_token);
  }
});
afterAll(() => t.close());

const get = (name: string, url: string) =>
  t.app.inject({ url, headers: bearer(tokens.get(name)!) });
const switchShop = (name: string, shopId: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/current/shop',
    headers: bearer(tokens.get(name)!),
    payload: { shopId },
  });

describe('current shop and shop switching', () => {
  it("answers the user's first shop with its home store", async () => {
    const response = await get('tech', '/api/current/shop');
    expect(response.statusCode).toBe(200);
    const shop = ShopSchema.parse(response.json());
    expect(shop).toMatchObject({
      id: 1001,
      shopName: 'Lone Star Auto Repair - Main St',
      accountNumber: '100001',
      state: 'TX',
      homeStore: { storeId: 512, city: 'Austin', state: 'TX' },
    });
    expect(shop.shopNameAndAccount).toContain('100001');
  });

  it('lists the shops a user may act for, and every shop for all-shops users', async () => {
    const mine = (await get('manager', '/api/user/shops')).json();
    expect(mine.map((s: { id: number }) => s.id)).toEqual([1001, 1002]);
    const all = (await get('admin', '/api/user/shops')).json();
    expect(all.map((s: { id: number }) => s.id)).toEqual(
      expect.arrayContaining([1001, 1002, 2001, 3001, 4001]),
    );
  });

  it('switches to another accessible shop and remembers it', async () => {
    const response = await switchShop('manager', 1002);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 1002, hideCosts: true });
    expect((await get('manager', '/api/current/shop')).json().id).toBe(1002);
    expect((await get('manager', '/api/current/user')).json().userPreference.selectedShopId).toBe(
      1002,
    );
    expect((await get('manager', '/api/current/stickySessionInfo')).json()).toMatchObject({
      shopId: 1002,
      excludedFromStickySession: false,
    });
  });

  it('refuses a shop the user may not act for with 403, existing or not', async () => {
    for (const shopId of [2001, 987_654]) {
      const response = await switchShop('tech', shopId);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect((await get('tech', '/api/current/shop')).json().id).toBe(1001);
  });

  it('answers 400 for an invalid shop id', async () => {
    const response = await switchShop('tech', 'main');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('shopId');
  });

  it('falls back to the first shop when the selected one is no longer accessible', async () => {
    const company = await createCompany(t.db);
    const shop = await createShop(t.db, { companyId: company.id });
    const user = await createUser(t.db, { shopIds: [1001], selectedShopId: shop.id });
    const { access_token } = await t.login(user.loginName);
    const response = await t.app.inject({
      url: '/api/current/shop',
      headers: bearer(access_token),
    });
    expect(response.json().id).toBe(1001);
  });

  it('answers 404 for a user without any shop', async () => {
    const user = await createUser(t.db);
    const { access_token } = await t.login(user.loginName);
    const response = await t.app.inject({
      url: '/api/current/shop',
      headers: bearer(access_token),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/shop/:id/company, shopRequests and tsm', () => {
  it('answers the company with its address and preferences', async () => {
    const response = await get('tech', '/api/shop/1001/company');
    expect(response.statusCode).toBe(200);
    const company = CompanySchema.parse(response.json());
    expect(company).toMatchObject({
      accountName: 'Lone Star Auto Repair LLC',
      partsPayoffVisible: true,
      shopReferralEligible: true,
      address: { city: 'Austin', state: 'TX' },
    });
  });

  it("answers the company's shop requests", async () => {
    const response = await get('manager', '/api/shop/1001/company/shopRequests');
    expect(response.statusCode).toBe(200);
    const requests = ShopRequestSchema.array().parse(response.json());
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ requestStatus: 'APPROVED', laborRate: 125 });
  });

  it('answers the territory sales manager of the home store', async () => {
    const response = await get('tech', '/api/shop/1001/tsm');
    expect(response.statusCode).toBe(200);
    expect(TsmSchema.parse(response.json())).toMatchObject({
      tsmFirstName: 'Dana',
      tsmLastName: 'Whitfield',
    });
  });

  it('answers 404 when the home store has no territory sales manager', async () => {
    const response = await get('admin', '/api/shop/2001/tsm');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it.each([
    '/api/shop/2001/company',
    '/api/shop/2001/company/shopRequests',
    '/api/shop/2001/tsm',
    '/api/shop/424242/company',
  ])('refuses tech with 403 on %s', async (url) => {
    expect((await get('tech', url)).statusCode).toBe(403);
  });

  it('answers 404 to an all-shops user for a shop that does not exist', async () => {
    expect((await get('admin', '/api/shop/424242/company')).statusCode).toBe(404);
  });

  it('answers 400 for a shop id that is not a number', async () => {
    const response = await get('tech', '/api/shop/main/company');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('id');
  });
});

describe('GET /api/current/hasDealerControlOrIsDemo', () => {
  it('is true for an active company, a demo company and team members', async () => {
    expect((await get('tech', '/api/current/hasDealerControlOrIsDemo')).json()).toBe(true);
    expect((await get('demo', '/api/current/hasDealerControlOrIsDemo')).json()).toBe(true);
    expect((await get('admin', '/api/current/hasDealerControlOrIsDemo')).json()).toBe(true);
  });

  it('is false when the company account is not active and not a demo', async () => {
    const company = await createCompany(t.db, { accountStatus: 'SUSPENDED' });
    const shop = await createShop(t.db, { companyId: company.id });
    const user = await createUser(t.db, { shopIds: [shop.id] });
    const { access_token } = await t.login(user.loginName);
    const response = await t.app.inject({
      url: '/api/current/hasDealerControlOrIsDemo',
      headers: bearer(access_token),
    });
    expect(response.json()).toBe(false);
    await t.db.update(companies).set({ demo: true }).where(eq(companies.id, company.id));
    const again = await t.app.inject({
      url: '/api/current/hasDealerControlOrIsDemo',
      headers: bearer(access_token),
    });
    expect(again.json()).toBe(true);
  });
});

describe('currentShopIdSql', () => {
  it("names findCurrentShop's shop in SQL, for users of shops and all-shops users", async () => {
    const company = await createCompany(t.db);
    const [a, b, other] = [
      await createShop(t.db, { companyId: company.id }),
      await createShop(t.db, { companyId: company.id }),
      await createShop(t.db, { companyId: company.id }),
    ];
    const cases = [
      { id: (await createUser(t.db, { shopIds: [a.id, b.id] })).id, allShops: false },
      { id: (await createUser(t.db, { shopIds: [] })).id, allShops: false },
      { id: -1, allShops: true },
    ];
    for (const user of cases) {
      for (const selectedShopId of [null, a.id, b.id, other.id, 99_999_999]) {
        const accessor = { ...user, selectedShopId } as AuthUser;
        const expected = (await findCurrentShop({ db: t.db }, accessor))?.shop.id ?? null;
        const { rows } = (await t.db.execute(
          sql`select ${currentShopIdSql(accessor)} as id`,
        )) as unknown as { rows: { id: number | null }[] };
        const id = rows[0]?.id ?? null;
        expect(id, JSON.stringify(accessor)).toBe(expected);
      }
    }
  });
});
