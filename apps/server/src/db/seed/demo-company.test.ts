import { API } from '@procounter/shared/contracts/api-paths';
import {
  CompanyDashboardSchema,
  ShopNoteSchema,
  SupportShopRequestSchema,
} from '@procounter/shared/contracts/company';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { apiCaller } from '../../../test/helpers/shop-user';
import { DEMO_SHOP_NOTES, seedDemoCompany } from './demo-company';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the Account Dashboard demo data', () => {
  it("shows shop 1001's notes, newest first, and shop 1002's request waiting for support", async () => {
    const manager = apiCaller(t, (await t.login('manager')).access_token);
    const notes = ShopNoteSchema.array().parse((await manager('GET', API.shopNotes(1001))).json());
    expect(notes.map((n) => n.body)).toEqual(DEMO_SHOP_NOTES.map((n) => n.body).reverse());
    expect(notes.every((n) => n.authorName !== null)).toBe(true);
    const dashboard = CompanyDashboardSchema.parse(
      (await manager('GET', API.companyDashboard)).json(),
    );
    expect(dashboard.company.companyPreference).toMatchObject({ poVisible: true });
    expect(dashboard.shops.find((s) => s.id === 1002)!.pendingRequest).toMatchObject({
      pricingMethod: 'LIST_MINUS',
      pricingPercent: 15,
      requestedBy: { name: 'Maria Gonzalez' },
    });
    const support = apiCaller(t, (await t.login('support')).access_token);
    const queue = SupportShopRequestSchema.array().parse(
      (await support('GET', API.supportShopRequests)).json(),
    );
    expect(queue.map((r) => r.shopId)).toContain(1002);
  });

  it('writes nothing a second time', async () => {
    expect(await seedDemoCompany(t.db, { now: () => new Date() })).toBe(0);
  });
});
