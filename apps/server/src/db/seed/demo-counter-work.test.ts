import { API } from '@procounter/shared/contracts/api-paths';
import { StockOrderListResponseSchema } from '@procounter/shared/contracts/stock-order';
import { WorksheetSearchResultSchema } from '@procounter/shared/contracts/worksheet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { apiCaller } from '../../../test/helpers/shop-user';
import { seedDemoCounterWork } from './demo';
import { DEMO_CAR_ACCOUNT } from './demo-car-account';

/** The car-customer account's quote and order in shop 1001 (seedDemoCarAccount), not counter work. */
const carAccountName = `${DEMO_CAR_ACCOUNT.customer.firstName} ${DEMO_CAR_ACCOUNT.customer.lastName}`;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function search(call: ReturnType<typeof apiCaller>, searchType: 'QUOTE' | 'ORDER') {
  const response = await call('GET', `${API.worksheetSearch}?searchType=${searchType}&size=5`);
  expect(response.statusCode, response.body).toBe(200);
  return WorksheetSearchResultSchema.parse(response.json()).content.filter(
    (row) => row.customerName !== carAccountName,
  );
}

describe('demo counter work (R-HOME-3)', () => {
  it('gives the demo shops open quotes, orders and stock orders on a fresh start', async () => {
    for (const login of ['tech', 'demo']) {
      const call = apiCaller(t, (await t.login(login)).access_token);
      const all = await search(call, 'QUOTE');
      // tech also has the demo's named quote (seedDemoNamedQuote, R-QUOTE-8).
      expect(all.filter((q) => q.name !== null).map((q) => q.name)).toEqual(
        login === 'tech' ? ['Brake job - Ana Diaz'] : [],
      );
      const quotes = all.filter((q) => q.name === null);
      expect(quotes.map((q) => [q.status, q.customerName, q.vehicleDescription])).toEqual([
        ['OPEN', 'Maria Lopez', expect.stringContaining('2013 Ford F-150')],
        ['OPEN', 'James Carter', expect.stringContaining('2003 Honda Accord')],
      ]);
      expect(quotes.every((q) => q.totalItems > 0 && q.totalPrice > 0)).toBe(true);
      const orders = await search(call, 'ORDER');
      expect(orders).toHaveLength(2);
      expect(
        orders.every((o) => o.submitted && /^PC\d{8}$/.test(o.orderConfirmationNumber ?? '')),
      ).toBe(true);
      const stock = await call('GET', `${API.stockOrderList}?size=500&page=0`);
      expect(
        StockOrderListResponseSchema.parse(stock.json()).content.map((o) => [o.name, o.lineCount]),
      ).toEqual([
        ['Weekly brakes', 2],
        ['Oil change shelf', 1],
      ]);
    }
  });

  it('writes nothing a second time', async () => {
    expect(await seedDemoCounterWork(t.db, { now: () => new Date() })).toBe(0);
  });
});
