import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import { CarAccountOverviewSchema } from '@procounter/shared/contracts/car-account';
import { PublicQuoteSchema } from '@procounter/shared/contracts/quote-approval';
import { WorksheetSearchResultSchema } from '@procounter/shared/contracts/worksheet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { apiCaller } from '../../../test/helpers/shop-user';
import { DEMO_CAR_ACCOUNT, seedDemoCarAccount } from './demo-car-account';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("the car-customer account's demo data (issue 22, part 3)", () => {
  it("fills caruser's /car-admin: a shop, two vehicles, a waiting approval, an order, a document", async () => {
    const call = apiCaller(t, (await t.login(DEMO_CAR_ACCOUNT.loginName)).access_token);
    const response = await call('GET', API.carAccountOverview);
    expect(response.statusCode, response.body).toBe(200);
    const overview = CarAccountOverviewSchema.parse(response.json());
    expect(overview.account).toEqual({ name: 'Fleet Car Care', accountNumber: '400001' });
    expect(overview.shops.map((s) => s.id)).toEqual([DEMO_CAR_ACCOUNT.shopId]);
    expect(
      overview.vehicles.map((v) => [v.description, v.plate, v.lastServiceAt !== null]),
    ).toEqual([
      ['2020 Ford Transit 3.5L V6 Gas', 'FLT2020', false],
      ['2013 Ford F-150', 'FLT0150', true],
    ]);
    expect(overview.approvals).toHaveLength(1);
    const [waiting] = overview.approvals;
    expect(waiting).toMatchObject({
      state: 'SENT',
      shopName: 'Lone Star Auto Repair - Main St',
      vehicle: expect.stringContaining('2020 Ford Transit'),
    });
    expect(overview.orders).toEqual([
      expect.objectContaining({
        confirmationNumber: expect.stringMatching(/^PC\d{8}$/),
        status: 'SUBMITTED',
        lineCount: 2,
        vehicle: '2013 Ford F-150',
      }),
    ]);
    expect(overview.documents).toEqual([
      expect.objectContaining({
        quoteNumber: overview.orders[0]!.quoteNumber,
        decidedByName: 'Carla Ruiz',
        approvedCount: 2,
        lineCount: 2,
      }),
    ]);
    // Every line approved, the order is what was approved: the same total, taxes included.
    expect(overview.documents[0]!.approvedTotals.total).toBe(overview.orders[0]!.total);
    expect(overview.documents[0]!.approvedTotals.partsTax?.rate).toBe(8.25);

    const quote = PublicQuoteSchema.parse(
      (await call('GET', API.carAccountApproval(waiting!.linkId))).json(),
    );
    expect(quote).toMatchObject({ state: 'VIEWED', customerFirstName: 'Carla' });
    expect(quote.lines.map((l) => l.kind)).toEqual(['PART', 'PART', 'LABOR']);
    expect(quote.lines[2]).toMatchObject({
      description: DEMO_CAR_ACCOUNT.labor.description,
      quantity: DEMO_CAR_ACCOUNT.labor.hours,
      unitPrice: DEMO_CAR_ACCOUNT.labor.rate,
    });
    // The same links open from their tokens.
    const byToken = await t.app.inject({
      url: `${API_PREFIX}${API.publicApproval(DEMO_CAR_ACCOUNT.tokens.decided)}`,
    });
    expect(PublicQuoteSchema.parse(byToken.json()).state).toBe('APPROVED');
  });

  it("shows on tech's Quotes and Orders with their approval states", async () => {
    const call = apiCaller(t, (await t.login(DEMO_CAR_ACCOUNT.quotedBy)).access_token);
    const rows = WorksheetSearchResultSchema.parse(
      (await call('GET', `${API.worksheetSearch}?keywords=Ruiz&size=10`)).json(),
    ).content;
    expect(rows.map((r) => [r.status, r.customerName, r.approval?.state])).toEqual([
      ['OPEN', 'Carla Ruiz', 'VIEWED'],
      ['SUBMITTED', 'Carla Ruiz', 'APPROVED'],
    ]);
  });

  it('writes nothing a second time', async () => {
    expect(await seedDemoCarAccount(t.db, { now: () => new Date() })).toBe(false);
  });
});
