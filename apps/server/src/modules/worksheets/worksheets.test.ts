import { API } from '@procounter/shared/contracts/api-paths';
import {
  CurrentVehicleSchema,
  DONT_KNOW_SHOW_ALL,
  ENGINE_ATTRIBUTE_ID,
  SUBMODEL_ATTRIBUTE_ID,
  TranslateResultSchema,
} from '@procounter/shared/contracts/vehicle';
import {
  type NonProductItemBody,
  type QuoteSummary,
  QuoteSummarySchema,
} from '@procounter/shared/contracts/worksheet';
import { resources } from '@procounter/shared/i18n/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import {
  type ApiCaller,
  apiCaller,
  createShopUser,
  createShopWithUser,
} from '../../../test/helpers/shop-user';
import {
  currentWorksheets,
  vehicleEngines,
  worksheetItems,
  worksheets,
  worksheetVehicles,
} from '../../db/schema/index';

let t: TestApp;
let accord: number;
let v6: number;

beforeAll(async () => {
  t = await buildTestApp();
  accord = (await findCatalogBaseVehicleId(t.db, 2003, 'Honda', 'Accord'))!;
  const [engine] = await t.db
    .select({ id: vehicleEngines.engineId })
    .from(vehicleEngines)
    .where(
      and(eq(vehicleEngines.baseVehicleId, accord), eq(vehicleEngines.description, '3.0L V6 Gas')),
    );
  v6 = engine!.id;
});
afterAll(() => t.close());

async function currentVehicle(call: ApiCaller) {
  const response = await call('GET', API.currentVehicle);
  expect(response.statusCode, response.body).toBe(200);
  return CurrentVehicleSchema.parse(response.json());
}

async function selectAccord(call: ApiCaller, submodelId: number = DONT_KNOW_SHOW_ALL) {
  const response = await call('POST', API.selectVehicle, {
    baseVehicleId: accord,
    engineId: v6,
    submodelId,
  });
  expect(response.statusCode, response.body).toBe(200);
  return CurrentVehicleSchema.parse(response.json());
}

async function miniQuote(call: ApiCaller): Promise<QuoteSummary> {
  const response = await call('GET', API.miniQuote);
  expect(response.statusCode, response.body).toBe(200);
  return QuoteSummarySchema.parse(response.json());
}

async function addItem(call: ApiCaller, body: Partial<NonProductItemBody> = {}) {
  return call('POST', API.nonProductItem, {
    type: 'OTHER',
    description: 'Shop supplies',
    customerPrice: 4.5,
    quantity: 1,
    ...body,
  });
}

const deleteItem = (call: ApiCaller, worksheetDetailId: number | string) =>
  call('DELETE', `${API.miniQuoteDeleteItem}?worksheetDetailId=${worksheetDetailId}`);

describe('the current vehicle', () => {
  it('is all null with no vehicle chosen', async () => {
    const { call } = await createShopUser(t);
    expect(await currentVehicle(call)).toEqual({
      id: null,
      vehicleId: null,
      worksheetId: null,
      vin: null,
      plate: null,
      state: null,
      year: null,
      make: null,
      model: null,
      shopVehicleDescriptor: null,
      answeredAttributes: [],
      vinEngine: null,
      shopCustomerId: null,
      shopCustomerFirst: null,
      shopCustomerLast: null,
      customerVehicleId: null,
    });
  });

  it("sets and clears the customer's names on the current vehicle", async () => {
    const { call } = await createShopUser(t);
    const none = await call('POST', API.vehicleCustomer, {
      shopCustomerFirst: 'Ana',
      shopCustomerLast: 'Peña',
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_CURRENT_VEHICLE');

    await selectAccord(call);
    const named = await call('POST', API.vehicleCustomer, {
      shopCustomerFirst: ' Ana ',
      shopCustomerLast: "O'Brien-Peña",
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({
      shopCustomerFirst: 'Ana',
      shopCustomerLast: "O'Brien-Peña",
      shopCustomerId: null,
    });
    expect(await currentVehicle(call)).toMatchObject({ shopCustomerFirst: 'Ana' });
    const cleared = await call('POST', API.vehicleCustomer, {
      shopCustomerFirst: '',
      shopCustomerLast: 'Smith',
    });
    expect(cleared.json()).toMatchObject({ shopCustomerFirst: null, shopCustomerLast: 'Smith' });
    const bad = await call('POST', API.vehicleCustomer, {
      shopCustomerFirst: 'R2D2',
      shopCustomerLast: 'Smith',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is removed with every line of the quote by clear', async () => {
    const { call } = await createShopUser(t);
    const vehicle = await selectAccord(call);
    expect((await addItem(call)).statusCode).toBe(200);
    expect((await addItem(call, { type: 'LABOR', description: 'Brake job' })).statusCode).toBe(200);
    expect((await miniQuote(call)).quoteDetails.totalItems).toBe(2);

    const cleared = await call('POST', API.worksheetClear);
    expect(cleared.statusCode).toBe(204);
    expect((await currentVehicle(call)).id).toBeNull();
    const summary = await miniQuote(call);
    expect(summary.quoteProducts).toEqual([]);
    expect(summary.quoteDetails).toEqual({
      subtotalCost: 0,
      subtotalPrice: 0,
      totalItems: 0,
      worksheetHeaderId: vehicle.worksheetId,
      worksheetName: null,
    });
    const left = await t.db
      .select()
      .from(worksheetVehicles)
      .where(eq(worksheetVehicles.worksheetId, vehicle.worksheetId!));
    expect(left).toEqual([]);
  });
});

describe('translate', () => {
  it("answers a quote vehicle's attributes in the caller's language", async () => {
    const { call } = await createShopUser(t);
    const vehicle = await selectAccord(call);
    const path = API.worksheetTranslate(vehicle.worksheetId!, vehicle.id!);
    const es = await call('GET', path, undefined, { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' });
    expect(es.statusCode, es.body).toBe(200);
    const dontKnow = resources.es.vehicle.dontKnowShowAll;
    expect(TranslateResultSchema.parse(es.json())).toEqual({
      answeredAttributes: [
        {
          attributeId: ENGINE_ATTRIBUTE_ID,
          attributeDescription: 'Motor',
          valueId: v6,
          valueDescription: '3.0L V6 Gas',
          displayDescription: 'Motor: 3.0L V6 Gas',
        },
        {
          attributeId: SUBMODEL_ATTRIBUTE_ID,
          attributeDescription: 'Submodelo',
          valueId: DONT_KNOW_SHOW_ALL,
          valueDescription: dontKnow,
          displayDescription: `Submodelo: ${dontKnow}`,
        },
      ],
    });
    const en = TranslateResultSchema.parse((await call('GET', path)).json());
    expect(en.answeredAttributes.map((a) => a.displayDescription)).toEqual([
      'Engine: 3.0L V6 Gas',
      "Submodel: Don't know or show all",
    ]);
  });

  it("answers 404 for another shop's quote or a vehicle of another quote", async () => {
    const { call } = await createShopUser(t);
    const mine = await selectAccord(call);
    const other = await createShopWithUser(t);
    const theirs = await selectAccord(other.call);
    const colleague = await createShopUser(t);
    const ours = await selectAccord(colleague.call);
    const cases: [worksheetId: number, vehicleId: number][] = [
      [theirs.worksheetId!, theirs.id!],
      [mine.worksheetId!, ours.id!],
      [mine.worksheetId!, 2_000_000_000],
    ];
    for (const [worksheetId, vehicleId] of cases) {
      const response = await call('GET', API.worksheetTranslate(worksheetId, vehicleId));
      expect(response.statusCode, `${worksheetId}/${vehicleId}`).toBe(404);
    }
    // A colleague's quote of the same shop is the shop's.
    const shared = await call('GET', API.worksheetTranslate(ours.worksheetId!, ours.id!));
    expect(shared.statusCode).toBe(200);
    expect((await call('GET', API.worksheetTranslate('x', 1))).statusCode).toBe(400);
  });
});

describe('the mini quote and non-product lines', () => {
  it('makes an empty current quote on first use, once even for two calls at once', async () => {
    const { call, user } = await createShopUser(t);
    const answers = await Promise.all([miniQuote(call), miniQuote(call), miniQuote(call)]);
    const ids = new Set(answers.map((a) => a.quoteDetails.worksheetHeaderId));
    expect(ids.size).toBe(1);
    expect(answers[0]).toEqual({
      quoteProducts: [],
      quoteDetails: {
        subtotalCost: 0,
        subtotalPrice: 0,
        totalItems: 0,
        worksheetHeaderId: [...ids][0],
        worksheetName: null,
      },
    });
    const rows = await t.db.select().from(worksheets).where(eq(worksheets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'OPEN', shopId: 1001, currentVehicleId: null });
    const links = await t.db
      .select()
      .from(currentWorksheets)
      .where(eq(currentWorksheets.userId, user.id));
    expect(links).toEqual([{ userId: user.id, shopId: 1001, worksheetId: rows[0]!.id }]);
  });

  it('adds labor and other lines; the subtotals are the sum of the lines', async () => {
    const { call } = await createShopUser(t);
    const vehicle = await selectAccord(call);
    const lines: Partial<NonProductItemBody>[] = [
      { type: 'LABOR', description: 'Front brake job', customerPrice: 125, quantity: 1.5 },
      { type: 'OTHER', description: 'Shop supplies', customerPrice: 10.25, quantity: 2 },
      { type: 'OTHER', description: 'Disposal fee', customerPrice: 0.33, quantity: 0.33 },
    ];
    let summary: QuoteSummary | undefined;
    for (const line of lines) {
      const response = await addItem(call, line);
      expect(response.statusCode, response.body).toBe(200);
      summary = QuoteSummarySchema.parse(response.json());
    }
    expect(summary).toEqual(await miniQuote(call));
    expect(
      summary!.quoteProducts.map((p) => [p.itemType, p.itemDescription, p.itemQuantity]),
    ).toEqual(lines.map((l) => [l.type, l.description, l.quantity]));
    expect(summary!.quoteProducts[0]).toEqual({
      id: expect.any(Number),
      miniQuoteKey: expect.any(String),
      itemType: 'LABOR',
      itemDescription: 'Front brake job',
      itemQuantity: 1.5,
      itemCost: null,
      customerPrice: 125,
      extendedPrice: 187.5,
      extendedCost: null,
      worksheetKit: false,
      catalogKey: null,
      vehicleId: accord,
      analyticsCategory: null,
    });
    const expected = lines.reduce((sum, l) => sum + l.quantity! * l.customerPrice!, 0);
    expect(summary!.quoteDetails).toEqual({
      subtotalCost: 0,
      subtotalPrice: Math.round(expected * 100) / 100,
      totalItems: 3,
      worksheetHeaderId: vehicle.worksheetId,
      worksheetName: null,
    });
    expect(summary!.quoteDetails.subtotalPrice).toBe(208.11);
  });

  it('counts every line but warnings, and sums costs over priced lines', async () => {
    const { call } = await createShopUser(t);
    const { quoteDetails } = await miniQuote(call);
    const worksheetId = quoteDetails.worksheetHeaderId;
    await t.db.insert(worksheetItems).values([
      {
        worksheetId,
        itemType: 'PART',
        description: 'Disc brake pad set',
        quantity: 2,
        itemCost: 21.37,
        customerPrice: 42.99,
      },
      {
        worksheetId,
        itemType: 'PART',
        description: 'Call for pricing',
        quantity: 1,
        itemCost: null,
        customerPrice: null,
      },
      { worksheetId, itemType: 'WARNING', description: 'Check fitment', quantity: 1 },
    ]);
    const summary = await miniQuote(call);
    expect(summary.quoteProducts).toHaveLength(3);
    expect(summary.quoteDetails).toMatchObject({
      subtotalCost: 42.74,
      subtotalPrice: 85.98,
      totalItems: 2,
    });
  });

  it('refuses more than 1000 units with 422 QTY_EXCEEDS_1000', async () => {
    const { call } = await createShopUser(t);
    expect((await addItem(call, { quantity: 1000 })).statusCode).toBe(200);
    const response = await addItem(call, { quantity: 1000.5 });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('QTY_EXCEEDS_1000');
    expect((await miniQuote(call)).quoteDetails.totalItems).toBe(1);
  });

  it.each([
    [{ quantity: 0 }, 'quantity'],
    [{ quantity: 1.234 }, 'quantity'],
    [{ type: 'PART' }, 'type'],
    [{ description: '  ' }, 'description'],
    [{ customerPrice: -1 }, 'customerPrice'],
    // A line at 0 would be a free line: no request sets one.
    [{ customerPrice: 0 }, 'customerPrice'],
  ] as const)('refuses %o with 400', async (change, path) => {
    const { call } = await createShopUser(t);
    const response = await addItem(call, change as Partial<NonProductItemBody>);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('refuses labor, and only labor, to RO writer users', async () => {
    const rowriter = apiCaller(t, (await t.login('rowriter')).access_token);
    const labor = await addItem(rowriter, { type: 'LABOR', description: 'Diagnosis' });
    expect(labor.statusCode).toBe(403);
    expect(labor.json().code).toBe('FORBIDDEN');
    expect((await addItem(rowriter, { type: 'OTHER' })).statusCode).toBe(200);
  });

  it('answers 409 WORKSHEET_LOCKED for a quote that is not open', async () => {
    const { call } = await createShopUser(t);
    const vehicle = await selectAccord(call);
    await t.db
      .update(worksheets)
      .set({ status: 'LOCKED' })
      .where(eq(worksheets.id, vehicle.worksheetId!));
    for (const response of [
      await addItem(call),
      await call('POST', API.worksheetClear),
      await call('POST', API.selectVehicle, { baseVehicleId: accord }),
      await call('POST', API.selectAttributes, { engineId: v6 }),
      await call('DELETE', API.removeAttribute(ENGINE_ATTRIBUTE_ID)),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe('WORKSHEET_LOCKED');
    }
    // A quote that is not open cannot be made current again either.
    expect((await call('POST', API.selectDefault, { id: vehicle.worksheetId! })).statusCode).toBe(
      404,
    );
    // Start New Quote leaves the locked quote behind.
    const fresh = await call('POST', `${API.selectByVin}?quote=false`, {
      vin: '1HGCM82633A004352',
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().worksheetId).not.toBe(vehicle.worksheetId);
    expect((await addItem(call)).statusCode).toBe(200);
  });

  it('answers 403 to a user with no shop', async () => {
    const { call } = await createShopUser(t, { shopIds: [] });
    for (const path of [API.miniQuote, API.currentVehicle, API.recentVehicles]) {
      const response = await call('GET', path);
      expect(response.statusCode, path).toBe(403);
    }
    expect((await deleteItem(call, 1)).statusCode).toBe(403);
  });
});

describe('removing a line (deleteitem)', () => {
  it('removes the line and answers the updated quote', async () => {
    const { call } = await createShopUser(t);
    await selectAccord(call);
    await addItem(call, { type: 'LABOR', description: 'Front brake job', customerPrice: 125 });
    await addItem(call, { type: 'OTHER', description: 'Shop supplies', customerPrice: 10.25 });
    const before = await miniQuote(call);
    const [brakeJob, supplies] = before.quoteProducts;

    const response = await deleteItem(call, brakeJob!.id);
    expect(response.statusCode, response.body).toBe(200);
    const after = QuoteSummarySchema.parse(response.json());
    expect(after).toEqual({
      quoteProducts: [supplies],
      quoteDetails: {
        subtotalCost: 0,
        subtotalPrice: 10.25,
        totalItems: 1,
        worksheetHeaderId: before.quoteDetails.worksheetHeaderId,
        worksheetName: null,
      },
    });
    expect(await miniQuote(call)).toEqual(after);
    // The vehicle stays on the quote; only the line went.
    expect((await currentVehicle(call)).vehicleId).toBe(accord);
    // Gone is gone: a second removal finds nothing.
    expect((await deleteItem(call, brakeJob!.id)).statusCode).toBe(404);
  });

  it("answers 404 for a line of another user's quote, and leaves it there", async () => {
    const { call } = await createShopUser(t);
    const colleague = await createShopUser(t);
    const other = await createShopWithUser(t);
    await addItem(colleague.call, { description: 'Colleague line' });
    await addItem(other.call, { description: 'Other shop line' });
    const theirs = [
      ...(await miniQuote(colleague.call)).quoteProducts,
      ...(await miniQuote(other.call)).quoteProducts,
    ];
    for (const line of theirs) {
      const response = await deleteItem(call, line.id);
      expect(response.statusCode, line.itemDescription).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await deleteItem(call, 2_000_000_000)).statusCode).toBe(404);
    expect((await miniQuote(colleague.call)).quoteDetails.totalItems).toBe(1);
    expect((await miniQuote(other.call)).quoteDetails.totalItems).toBe(1);
  });

  it('answers 409 WORKSHEET_LOCKED on a quote that is not open, and keeps the line', async () => {
    const { call } = await createShopUser(t);
    const added = QuoteSummarySchema.parse((await addItem(call)).json());
    const worksheetId = added.quoteDetails.worksheetHeaderId;
    await t.db
      .update(worksheets)
      .set({ status: 'SUBMITTED' })
      .where(eq(worksheets.id, worksheetId));
    const response = await deleteItem(call, added.quoteProducts[0]!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('WORKSHEET_LOCKED');
    const left = await t.db
      .select()
      .from(worksheetItems)
      .where(eq(worksheetItems.worksheetId, worksheetId));
    expect(left).toHaveLength(1);
  });

  it.each(['x', '0', '-1', '1.5', '99999999999'])(
    'answers 400 to worksheetDetailId=%s',
    async (id) => {
      const { call } = await createShopUser(t);
      const response = await deleteItem(call, id);
      expect(response.statusCode).toBe(400);
      expect(response.json().details.map((d: { path: string }) => d.path)).toContain(
        'worksheetDetailId',
      );
    },
  );

  it('answers 400 without a worksheetDetailId', async () => {
    const { call } = await createShopUser(t);
    expect((await call('DELETE', API.miniQuoteDeleteItem)).statusCode).toBe(400);
  });
});

describe('without a token', () => {
  it.each([
    ['GET', API.currentVehicle],
    ['POST', API.vehicleCustomer],
    ['POST', API.worksheetClear],
    ['GET', API.worksheetTranslate(1, 1)],
    ['GET', API.miniQuote],
    ['POST', API.nonProductItem],
    ['DELETE', `${API.miniQuoteDeleteItem}?worksheetDetailId=1`],
  ] as const)('%s %s answers 401', async (method, path) => {
    const response = await t.app.inject({ method, url: `/api${path}` });
    expect(response.statusCode).toBe(401);
  });
});
