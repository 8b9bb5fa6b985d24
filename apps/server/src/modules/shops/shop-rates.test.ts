import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { shopRequests } from '../../db/schema/index';
import { createCompany, createShop, createShopRequest } from '../../db/seed/factories';
import { findShopRates, NO_SHOP_RATES } from './shop-rates';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('findShopRates', () => {
  it("answers the demo shop 1001's approved agreement", async () => {
    expect(await findShopRates(t.db, 1001)).toEqual({
      laborRate: 125,
      taxRateParts: 8.25,
      taxRateLabor: 0,
      pricingMethod: 'COST_PLUS',
      pricingType: 'PARTS',
      pricingPercent: null,
    });
  });

  it('answers no rates for a shop without an approved request', async () => {
    const company = await createCompany(t.db);
    const shop = await createShop(t.db, { companyId: company.id });
    await createShopRequest(t.db, { companyId: company.id, shopId: shop.id, laborRate: 99 });
    expect(await findShopRates(t.db, shop.id)).toEqual(NO_SHOP_RATES);
  });

  it("takes the newest approval among the shop's own and company-wide requests, never a sibling's", async () => {
    const company = await createCompany(t.db);
    const shop = await createShop(t.db, { companyId: company.id });
    const sibling = await createShop(t.db, { companyId: company.id });
    const at = (iso: string) => new Date(iso);
    await createShopRequest(t.db, {
      companyId: company.id,
      shopId: null,
      requestStatus: 'APPROVED',
      laborRate: 90,
      reviewedAt: at('2026-01-01T00:00:00Z'),
    });
    await createShopRequest(t.db, {
      companyId: company.id,
      shopId: sibling.id,
      requestStatus: 'APPROVED',
      laborRate: 200,
      reviewedAt: at('2026-06-01T00:00:00Z'),
    });
    expect((await findShopRates(t.db, shop.id)).laborRate).toBe(90);
    await t.db.insert(shopRequests).values({
      companyId: company.id,
      shopId: shop.id,
      requestStatus: 'APPROVED',
      laborRate: 110.5,
      taxRateParts: 7.5,
      pricingMethod: 'LIST_MINUS',
      pricingPercent: 10,
      reviewedAt: at('2026-03-01T00:00:00Z'),
    });
    expect(await findShopRates(t.db, shop.id)).toMatchObject({
      laborRate: 110.5,
      taxRateParts: 7.5,
      pricingMethod: 'LIST_MINUS',
      pricingPercent: 10,
    });
    expect((await findShopRates(t.db, sibling.id)).laborRate).toBe(200);
  });
});
