import { API } from '@procounter/shared/contracts/api-paths';
import { CustomerSchema, CustomerSearchResultSchema } from '@procounter/shared/contracts/customer';
import { WorksheetSearchResultSchema } from '@procounter/shared/contracts/worksheet';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { apiCaller } from '../../../test/helpers/shop-user';
import { customers, customerVehicles } from '../schema/index';
import { DEMO_CUSTOMERS, seedDemoCustomers } from './demo';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo customers (issue 22)', () => {
  it('gives the demo shops thirty customers, each with a catalog vehicle, some in Spanish', async () => {
    // Besides the car-customer account's record (seedDemoCarAccount, linked to it).
    const rows = await t.db
      .select({ id: customers.id, shopId: customers.shopId, language: customers.language })
      .from(customers)
      .where(isNull(customers.carAccountShopId));
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.shopId))).toEqual(new Set([1001, 1002, 2001, 3001, 4001]));
    expect(rows.filter((r) => r.language === 'es').length).toBeGreaterThanOrEqual(8);
    const vehicles = await t.db
      .select({ customerId: customerVehicles.customerId, n: count() })
      .from(customerVehicles)
      .innerJoin(customers, eq(customers.id, customerVehicles.customerId))
      .where(isNull(customers.carAccountShopId))
      .groupBy(customerVehicles.customerId);
    expect(vehicles).toHaveLength(30);
    expect(vehicles.reduce((sum, v) => sum + v.n, 0)).toBe(
      DEMO_CUSTOMERS.reduce((sum, c) => sum + c.vehicles.length, 0),
    );
  });

  it('ties the demo quotes and orders to the customers they name, in each demo shop', async () => {
    for (const login of ['tech', 'demo']) {
      const call = apiCaller(t, (await t.login(login)).access_token);
      const found = CustomerSearchResultSchema.parse(
        (await call('GET', `${API.customerSearch}?query=maria%20lopez`)).json(),
      ).content;
      expect(found.map((c) => `${c.firstName} ${c.lastName}`)).toEqual(['Maria Lopez']);
      const maria = CustomerSchema.parse((await call('GET', API.customer(found[0]!.id))).json());
      expect(maria).toMatchObject({ language: 'es' });
      expect(maria.vehicles[0]).toMatchObject({ vin: '1FTFW1ET9DFC10312', plate: 'SHOP123' });
      const quotes = WorksheetSearchResultSchema.parse(
        (await call('GET', `${API.worksheetSearch}?customerId=${maria.id}`)).json(),
      ).content;
      expect(quotes.map((q) => [q.customerName, q.customerId])).toEqual([
        ['Maria Lopez', maria.id],
      ]);
      const all = WorksheetSearchResultSchema.parse(
        (await call('GET', `${API.worksheetSearch}?size=25`)).json(),
      ).content;
      // Every demo quote and order names a customer record of its own shop.
      expect(all.length).toBeGreaterThanOrEqual(4);
      for (const quote of all) {
        const [owner] = await t.db
          .select({ shopId: customers.shopId })
          .from(customers)
          .where(eq(customers.id, quote.customerId ?? -1));
        expect(owner?.shopId, quote.customerName ?? '').toBe(login === 'tech' ? 1001 : 3001);
      }
    }
  });

  it('writes nothing a second time', async () => {
    expect(await seedDemoCustomers(t.db, { now: () => new Date() })).toBe(0);
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(customers);
    expect(n).toBe(31);
  });
});
