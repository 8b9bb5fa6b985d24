import { randomUUID } from 'node:crypto';
import { API } from '@procounter/shared/contracts/api-paths';
import {
  CompanyDashboardSchema,
  ShopNoteSchema,
  ShopRequestDetailSchema,
  SupportShopRequestSchema,
} from '@procounter/shared/contracts/company';
import { CompanySchema, ShopRequestSchema } from '@procounter/shared/contracts/shop';
import { StatementDetailSchema, StatementListSchema } from '@procounter/shared/contracts/statement';
import {
  QuoteSummarySchema,
  SubmitWorksheetResultSchema,
  WorksheetSchema,
} from '@procounter/shared/contracts/worksheet';
import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { type ApiCaller, apiCaller, createShopUser } from '../../../test/helpers/shop-user';
import {
  features,
  groups,
  kitComponents,
  kits,
  products,
  shops,
  storeStock,
} from '../../db/schema/index';
import { createCompany, createShop, createShopRequest } from '../../db/seed/factories';
import { findShopRates } from './shop-rates';

// The Account Dashboard's calls (issue 23 part 3) through HTTP on a fresh demo database: the
// dashboard, company preferences and their effect on submit, shop requests and their review by
// support, shop notes; each with its 400, 401/403 and 404 across shops.

let t: TestApp;
const HOME_STORE = 512;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function groupIdOf(role: string) {
  const [row] = await t.db.select({ id: groups.id }).from(groups).where(eq(groups.name, role));
  return row!.id;
}

/** A new company with one shop (home store 512), a company manager and a shop employee of it. */
async function newCompany(values: Parameters<typeof createCompany>[1] = {}) {
  const company = await createCompany(t.db, values);
  const shop = await createShop(t.db, { companyId: company.id, homeStoreId: HOME_STORE });
  const manager = await createShopUser(t, {
    shopIds: [shop.id],
    groupId: await groupIdOf('COMPANY_MANAGER'),
    firstName: 'Mara',
    lastName: 'Manager',
  });
  const tech = await createShopUser(t, { shopIds: [shop.id] });
  return { company, shop, manager: manager.call, managerUser: manager.user, tech: tech.call };
}

async function demoCaller(name: string): Promise<ApiCaller> {
  return apiCaller(t, (await t.login(name)).access_token);
}

const preferences = (companyId: number, body: object, call: ApiCaller) =>
  call('POST', `${API.saveCompanyPreferences}?companyId=${companyId}`, body);

describe('GET /api/company/dashboard', () => {
  it("answers the manager's company, its shops and their agreements in force", async () => {
    const manager = await demoCaller('manager');
    const response = await manager('GET', API.companyDashboard);
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = CompanyDashboardSchema.parse(response.json());
    expect(dashboard.company.accountName).toBe('Lone Star Auto Repair LLC');
    expect(dashboard.shops.map((s) => s.id)).toEqual([1001, 1002]);
    expect(dashboard.shops[0]!.rates).toMatchObject({
      pricingMethod: 'COST_PLUS',
      laborRate: 125,
      taxRateParts: 8.25,
    });
    expect(dashboard).toMatchObject({ canEditCompany: true, canEditShop: true });
  });

  it('lets a shop manager read it, not edit the company', async () => {
    const shopmgr = await demoCaller('shopmgr');
    const dashboard = CompanyDashboardSchema.parse(
      (await shopmgr('GET', API.companyDashboard)).json(),
    );
    expect(dashboard.shops.map((s) => s.id)).toEqual([1001]);
    expect(dashboard).toMatchObject({ canEditCompany: false, canEditShop: true });
  });

  it.each(['tech', 'sms', 'rowriter'])('refuses %s with 403', async (name) => {
    const response = await (await demoCaller(name))('GET', API.companyDashboard);
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: `/api${API.companyDashboard}` })).statusCode).toBe(401);
  });

  it('answers 403 while customer_dashboard_feature is off', async () => {
    const { manager } = await newCompany();
    expect((await manager('GET', API.companyDashboard)).statusCode).toBe(200);
    await t.db
      .update(features)
      .set({ enabled: false })
      .where(eq(features.descriptor, 'customer_dashboard_feature'));
    try {
      expect((await manager('GET', API.companyDashboard)).statusCode).toBe(403);
    } finally {
      await t.db
        .update(features)
        .set({ enabled: true })
        .where(eq(features.descriptor, 'customer_dashboard_feature'));
    }
  });
});

describe('POST /api/company/savePreferencesByCompanyId', () => {
  it('saves the preferences (JSON), a required field being also visible', async () => {
    const { company, manager } = await newCompany();
    const response = await preferences(
      company.id,
      { garageBayIdRequired: true, poVisible: true, poValidationMask: 'PO-99999' },
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(CompanySchema.parse(response.json()).companyPreference).toEqual({
      garageBayIdVisible: true,
      garageBayIdRequired: true,
      vehicleFleetIdVisible: false,
      vehicleFleetIdRequired: false,
      poVisible: true,
      poRequired: false,
      poValidationMask: 'PO-99999',
    });
  });

  it('takes form data, as the spec posts it', async () => {
    const { company, managerUser } = await newCompany();
    const { access_token } = await t.login(managerUser.loginName);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${API.saveCompanyPreferences}?companyId=${company.id}`,
      headers: { ...bearer(access_token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'vehicleFleetIdVisible=true&poRequired=true&poValidationMask=',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().companyPreference).toMatchObject({
      vehicleFleetIdVisible: true,
      poVisible: true,
      poRequired: true,
      poValidationMask: null,
    });
  });

  it.each([
    ['PO~999', 'validation:poMask'],
    ['A'.repeat(23), 'validation:poMaskLength'],
  ])('refuses the mask %s with 400 (%s)', async (mask, message) => {
    const { company, manager } = await newCompany();
    const response = await preferences(company.id, { poValidationMask: mask }, manager);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(
      expect.objectContaining({ path: 'poValidationMask', message }),
    );
  });

  it('refuses a shop manager with 403 and another company with 404', async () => {
    const { company } = await newCompany();
    const shopmgr = await demoCaller('shopmgr');
    expect((await preferences(company.id, {}, shopmgr)).statusCode).toBe(403);
    const manager = await demoCaller('manager');
    const other = await preferences(company.id, { poVisible: true }, manager);
    expect(other.statusCode).toBe(404);
    expect((await preferences(987_654, {}, manager)).statusCode).toBe(404);
  });
});

/** A product store 512 stocks, with a price and a cost, that is no kit. */
async function stockedProduct(offset: number) {
  const [row] = await t.db
    .select({
      id: products.id,
      cost: products.cost,
      listPrice: products.listPrice,
      customerPrice: products.customerPrice,
    })
    .from(products)
    .innerJoin(
      storeStock,
      and(eq(storeStock.productId, products.id), eq(storeStock.storeId, HOME_STORE)),
    )
    .leftJoin(kits, eq(kits.productId, products.id))
    .where(
      and(
        isNull(kits.productId),
        isNotNull(products.customerPrice),
        isNotNull(products.cost),
        gte(storeStock.quantityOnHand, 6),
      ),
    )
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(1);
  return row!;
}

describe('the company preferences at submit', () => {
  const submit = async (call: ApiCaller, body: object) => {
    const quote = await call('GET', API.miniQuote);
    const worksheetId = QuoteSummarySchema.parse(quote.json()).quoteDetails.worksheetHeaderId;
    return call('POST', API.worksheetSubmit, {
      idempotencyKey: randomUUID(),
      worksheetId,
      ...body,
    });
  };

  it('refuses an order without the garage bay id or fleet id the company requires, then takes it', async () => {
    const { company, manager, tech } = await newCompany();
    await preferences(
      company.id,
      {
        garageBayIdRequired: true,
        vehicleFleetIdRequired: true,
        poRequired: true,
        poValidationMask: 'PO-9999',
      },
      manager,
    );
    const product = await stockedProduct(3);
    const added = await tech('POST', `${API.addProduct}?quantity=1`, { productId: product.id });
    expect(added.statusCode, added.body).toBe(200);

    const without = await submit(tech, {});
    expect(without.statusCode).toBe(400);
    expect(
      without
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['fleetId', 'garageBayId', 'poNumber']);
    const badPo = await submit(tech, { poNumber: 'PO-12', garageBayId: 'Bay 3', fleetId: 'F-7' });
    expect(badPo.statusCode).toBe(400);
    expect(badPo.json().details).toEqual([{ path: 'poNumber', message: 'validation:poMask' }]);
    const tooLong = await submit(tech, {
      poNumber: 'PO-1234',
      garageBayId: 'B'.repeat(23),
      fleetId: 'F-7',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details[0].path).toBe('garageBayId');

    const ordered = await submit(tech, {
      poNumber: 'PO-1234',
      garageBayId: ' Bay 3 ',
      fleetId: 'F-7',
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const result = SubmitWorksheetResultSchema.parse(ordered.json());
    expect(result).toMatchObject({ poNumber: 'PO-1234', garageBayId: 'Bay 3', fleetId: 'F-7' });
    const order = WorksheetSchema.parse(
      (await tech('GET', API.worksheet(result.worksheetId))).json(),
    );
    expect(order).toMatchObject({ garageBayId: 'Bay 3', fleetId: 'F-7', poNumber: 'PO-1234' });
    const status = await tech(
      'GET',
      `${API.orderStatus}?confirmationNumber=${result.orderConfirmationNumber}`,
    );
    expect(status.json()).toMatchObject({ garageBayId: 'Bay 3', fleetId: 'F-7' });
    // This month's statement lists the order's invoice with them (the manager reads statements).
    const months = StatementListSchema.parse((await manager('GET', API.statements)).json());
    const statement = StatementDetailSchema.parse(
      (await manager('GET', API.statement(months.statements[0]!.month))).json(),
    );
    expect(
      statement.entries.find((e) => e.confirmationNumber === result.orderConfirmationNumber),
    ).toMatchObject({ kind: 'INVOICE', poNumber: 'PO-1234', garageBayId: 'Bay 3', fleetId: 'F-7' });
  });

  it('drops the ids a company does not ask for', async () => {
    const { tech } = await newCompany();
    const product = await stockedProduct(4);
    await tech('POST', `${API.addProduct}?quantity=1`, { productId: product.id });
    const ordered = await submit(tech, { garageBayId: 'Bay 9', fleetId: 'F-1' });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json()).toMatchObject({ garageBayId: null, fleetId: null });
  });
});

const ask = (call: ApiCaller, shopId: number, body: object) =>
  call('POST', API.shopRequestCreate(shopId), body);
const review = (call: ApiCaller, id: number, body: object) =>
  call('POST', API.supportShopRequestReview(id), body);

describe('shop requests', () => {
  const change = {
    pricingMethod: 'LIST_MINUS',
    pricingPercent: 12.5,
    laborRate: 139.5,
    taxRateParts: 7.25,
    taxRateLabor: 2,
    notes: 'Fleet contract from January',
  };

  it('a manager asks, support approves, and the approved rates are in force', async () => {
    const { shop, manager } = await newCompany();
    const created = await ask(manager, shop.id, change);
    expect(created.statusCode, created.body).toBe(201);
    const request = ShopRequestDetailSchema.parse(created.json());
    expect(request).toMatchObject({
      requestStatus: 'PENDING',
      pricingType: 'PARTS',
      requestedBy: { name: 'Mara Manager' },
      reviewedBy: null,
    });
    expect((await ask(manager, shop.id, change)).json().code).toBe('SHOP_REQUEST_PENDING');

    const updated = await manager('PUT', API.shopRequest(shop.id, request.id), {
      ...change,
      laborRate: 142,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().laborRate).toBe(142);

    const support = await demoCaller('support');
    const queue = await support('GET', API.supportShopRequests);
    expect(queue.statusCode).toBe(200);
    const queued = SupportShopRequestSchema.array()
      .parse(queue.json())
      .find((r) => r.id === request.id);
    expect(queued).toMatchObject({ shopName: shop.shopName, current: { laborRate: null } });

    const approved = await review(support, request.id, { decision: 'APPROVED' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      requestStatus: 'APPROVED',
      reviewedBy: { name: 'Sam Rivera' },
      reviewedAt: expect.any(String),
    });
    expect(await findShopRates(t.db, shop.id)).toMatchObject({
      pricingMethod: 'LIST_MINUS',
      pricingPercent: 12.5,
      laborRate: 142,
      taxRateParts: 7.25,
    });
    const again = await review(support, request.id, { decision: 'DENIED', note: 'No' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SHOP_REQUEST_CLOSED');
    const late = await manager('PUT', API.shopRequest(shop.id, request.id), change);
    expect(late.json().code).toBe('SHOP_REQUEST_CLOSED');

    const details = await manager('GET', API.shopRequest(shop.id, request.id));
    expect(details.json()).toMatchObject({ requestStatus: 'APPROVED', laborRate: 142 });
    const dashboard = CompanyDashboardSchema.parse(
      (await manager('GET', API.companyDashboard)).json(),
    );
    expect(dashboard.shops[0]).toMatchObject({
      pendingRequest: null,
      lastDecision: { id: request.id, requestStatus: 'APPROVED' },
      rates: { laborRate: 142 },
    });
  });

  it('a denial needs a note, which the manager sees', async () => {
    const { shop, manager } = await newCompany();
    const { id } = (await ask(manager, shop.id, { pricingMethod: 'LIST' })).json();
    const support = await demoCaller('support');
    const bare = await review(support, id, { decision: 'DENIED' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details[0].path).toBe('note');
    const denied = await review(support, id, {
      decision: 'DENIED',
      note: 'Send the signed contract',
    });
    expect(denied.statusCode).toBe(200);
    const dashboard = CompanyDashboardSchema.parse(
      (await manager('GET', API.companyDashboard)).json(),
    );
    expect(dashboard.shops[0]!.lastDecision).toMatchObject({
      requestStatus: 'DENIED',
      reviewNote: 'Send the signed contract',
    });
    expect(dashboard.shops[0]!.rates.pricingMethod).toBeNull();
  });

  it.each([
    [{ pricingMethod: 'COST_PLUS' }, 'pricingPercent'],
    [{ pricingMethod: 'LIST', pricingPercent: 5 }, 'pricingPercent'],
    [{ pricingMethod: 'LIST', laborRate: 12.345 }, 'laborRate'],
    [{ pricingMethod: 'LIST', taxRateParts: 30 }, 'taxRateParts'],
    [{ pricingMethod: 'HALF_OFF' }, 'pricingMethod'],
  ])('refuses %j with 400 naming %s', async (body, path) => {
    const { shop, manager } = await newCompany();
    const response = await ask(manager, shop.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });

  it('never prices a shop that hides costs at cost plus', async () => {
    const { company, shop, manager, tech } = await newCompany();
    await t.db.update(shops).set({ hideCosts: true }).where(eq(shops.id, shop.id));
    const refused = await ask(manager, shop.id, { pricingMethod: 'COST_PLUS', pricingPercent: 30 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].path).toBe('pricingMethod');
    // An approved one written behind the dashboard's back prices nothing either.
    await createShopRequest(t.db, {
      companyId: company.id,
      shopId: shop.id,
      requestStatus: 'APPROVED',
      pricingMethod: 'COST_PLUS',
      pricingPercent: 30,
    });
    const product = await stockedProduct(7);
    const added = await tech('POST', `${API.addProduct}?quantity=1`, { productId: product.id });
    expect(added.statusCode, added.body).toBe(200);
    const worksheetId = QuoteSummarySchema.parse(added.json()).quoteDetails.worksheetHeaderId;
    const quote = WorksheetSchema.parse((await tech('GET', API.worksheet(worksheetId))).json());
    expect(quote.items[0]!.customerPrice).toBe(product.customerPrice);
  });

  it('refuses employees with 403 and another shop with 404', async () => {
    const { shop, tech } = await newCompany();
    expect((await ask(tech, shop.id, change)).statusCode).toBe(403);
    const manager = await demoCaller('manager');
    expect((await ask(manager, shop.id, change)).statusCode).toBe(404);
    expect((await ask(manager, 2001, change)).statusCode).toBe(404);
    const own = await newCompany();
    const { id } = (await ask(own.manager, own.shop.id, change)).json();
    expect((await manager('GET', API.shopRequest(own.shop.id, id))).statusCode).toBe(404);
    expect((await manager('GET', API.shopRequest(1001, id))).statusCode).toBe(404);
    expect((await manager('PUT', API.shopRequest(1001, id), change)).statusCode).toBe(404);
  });

  it('leaves the review to support: 403 for a manager, 404 for no such request', async () => {
    const manager = await demoCaller('manager');
    expect((await review(manager, 1, { decision: 'APPROVED' })).statusCode).toBe(403);
    expect((await manager('GET', API.supportShopRequests)).statusCode).toBe(403);
    const support = await demoCaller('support');
    expect((await review(support, 987_654, { decision: 'APPROVED' })).statusCode).toBe(404);
    expect((await support('GET', `${API.supportShopRequests}?status=LATER`)).statusCode).toBe(400);
  });
});

describe('GET /api/shop/:id/company/shopRequests', () => {
  it('answers the managers the shop’s own and company-wide requests', async () => {
    const { company, shop, manager } = await newCompany();
    const sibling = await createShop(t.db, { companyId: company.id, homeStoreId: HOME_STORE });
    await createShopRequest(t.db, {
      companyId: company.id,
      shopId: null,
      requestStatus: 'APPROVED',
    });
    await createShopRequest(t.db, { companyId: company.id, shopId: sibling.id });
    const response = await manager('GET', API.shopRequests(shop.id));
    expect(response.statusCode).toBe(200);
    expect(
      ShopRequestSchema.array()
        .parse(response.json())
        .map((r) => r.shopId),
    ).toEqual([null]);
  });

  // The leak issue 23 closes: every shop role could read what the shop pays and charges.
  it.each(['tech', 'sms', 'rowriter', 'mitchell'])('refuses %s with 403', async (name) => {
    const response = await (await demoCaller(name))('GET', API.shopRequests(1001));
    expect(response.statusCode).toBe(403);
  });
});

describe('shop notes', () => {
  it('adds dated notes with their author and lists them newest first', async () => {
    const { shop, manager } = await newCompany();
    const first = await manager('POST', API.shopNotes(shop.id), { body: 'Called about returns' });
    expect(first.statusCode, first.body).toBe(201);
    expect(ShopNoteSchema.parse(first.json())).toMatchObject({
      body: 'Called about returns',
      authorName: 'Mara Manager',
    });
    await manager('POST', API.shopNotes(shop.id), { body: 'Line 1\nLine 2' });
    const list = await manager('GET', API.shopNotes(shop.id));
    expect(
      ShopNoteSchema.array()
        .parse(list.json())
        .map((n) => n.body),
    ).toEqual(['Line 1\nLine 2', 'Called about returns']);
    const support = await demoCaller('support');
    expect((await support('GET', API.shopNotes(shop.id))).json()).toHaveLength(2);
  });

  it.each([
    [{ body: '   ' }, 'body'],
    [{ body: 'x'.repeat(2001) }, 'body'],
    [{ body: 'ok', extra: 1 }, ''],
  ])('refuses %j with 400', async (body, path) => {
    const { shop, manager } = await newCompany();
    const response = await manager('POST', API.shopNotes(shop.id), body);
    expect(response.statusCode).toBe(400);
    if (path) expect(response.json().details[0].path).toBe(path);
  });

  it('refuses employees with 403 and another shop with 404', async () => {
    const { shop, tech } = await newCompany();
    expect((await tech('GET', API.shopNotes(shop.id))).statusCode).toBe(403);
    expect((await tech('POST', API.shopNotes(shop.id), { body: 'x' })).statusCode).toBe(403);
    const manager = await demoCaller('manager');
    expect((await manager('GET', API.shopNotes(shop.id))).statusCode).toBe(404);
    expect((await manager('POST', API.shopNotes(2001), { body: 'x' })).statusCode).toBe(404);
  });
});

describe('the approved agreement on the quote', () => {
  it('prices a new part line by COST_PLUS, and the full quote shows the taxes and the labor rate', async () => {
    const { shop, manager, tech } = await newCompany();
    const asked = await ask(manager, shop.id, {
      pricingMethod: 'COST_PLUS',
      pricingPercent: 30,
      laborRate: 118.5,
      taxRateParts: 8.25,
      taxRateLabor: 2,
    });
    const support = await demoCaller('support');
    expect((await review(support, asked.json().id, { decision: 'APPROVED' })).statusCode).toBe(200);

    const product = await stockedProduct(5);
    const added = await tech('POST', `${API.addProduct}?quantity=2`, { productId: product.id });
    expect(added.statusCode, added.body).toBe(200);
    const labor = await tech('POST', API.nonProductItem, {
      type: 'LABOR',
      description: 'Install',
      customerPrice: 100,
      quantity: 1,
    });
    expect(labor.statusCode, labor.body).toBe(200);
    const worksheetId = QuoteSummarySchema.parse(labor.json()).quoteDetails.worksheetHeaderId;
    const quote = WorksheetSchema.parse((await tech('GET', API.worksheet(worksheetId))).json());
    const part = quote.items.find((i) => i.productId === product.id)!;
    const expected = Math.round(product.cost! * 130) / 100;
    expect(part.customerPrice).toBeCloseTo(expected, 2);
    const partsCents = Math.round(part.customerPrice! * 100) * 2;
    const partsTax = Math.round((partsCents * 8.25) / 100) / 100;
    expect(quote.partsTax).toEqual({ rate: 8.25, amount: partsTax });
    expect(quote.laborTax).toEqual({ rate: 2, amount: 2 });
    expect(quote.totalWithTax).toBeCloseTo(quote.totalPrice + partsTax + 2, 2);
    expect(quote.shopLaborRate).toBe(118.5);
  });

  /** A new company whose shop has an approved agreement of this method and percent. */
  async function companyPricedBy(
    pricingMethod: 'COST_PLUS' | 'LIST_MINUS',
    pricingPercent: number,
  ) {
    const created = await newCompany();
    await createShopRequest(t.db, {
      companyId: created.company.id,
      shopId: created.shop.id,
      requestStatus: 'APPROVED',
      pricingMethod,
      pricingPercent,
    });
    return created;
  }

  /** The part number search's match for a part number, as the shop's tech sees it. */
  async function searchMatch(tech: ApiCaller, shopId: number, partNumber: string) {
    const answer = await tech(
      'GET',
      `${API.searchPreprocess}?query=${encodeURIComponent(partNumber)}&shopId=${shopId}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().itemNumberMatching as { productId: number; customerPrice: number };
  }

  it("prices the part number search's match as the quote will (LIST_MINUS)", async () => {
    const { shop, tech } = await companyPricedBy('LIST_MINUS', 10);
    const [product] = await t.db
      .select({
        id: products.id,
        partNumber: products.partNumber,
        listPrice: products.listPrice,
      })
      .from(products)
      .leftJoin(kits, eq(kits.productId, products.id))
      .where(
        and(isNull(kits.productId), isNotNull(products.listPrice), gte(products.listPrice, 10)),
      )
      .orderBy(asc(products.id))
      .limit(1);
    const match = await searchMatch(tech, shop.id, product!.partNumber);
    expect(match.productId).toBe(product!.id);
    expect(match.customerPrice).toBeCloseTo(Math.round(product!.listPrice! * 90) / 100, 2);
  });

  it('prices a kit by the agreement: the search shows what addkit puts on the quote', async () => {
    const { shop, tech } = await companyPricedBy('COST_PLUS', 30);
    // A kit whose components all have a cost, so COST_PLUS prices each of them.
    const [kit] = await t.db
      .select({ id: products.id, partNumber: products.partNumber })
      .from(kits)
      .innerJoin(products, eq(products.id, kits.productId))
      .where(
        sql`not exists (select 1 from ${kitComponents} c join ${products} p on p.id = c.component_product_id
          where c.kit_product_id = ${kits.productId} and (p.cost is null or p.cost <= 0))`,
      )
      .orderBy(asc(products.id))
      .limit(1);
    const components = await t.db
      .select({ quantity: kitComponents.quantity, cost: products.cost })
      .from(kitComponents)
      .innerJoin(products, eq(products.id, kitComponents.componentProductId))
      .where(eq(kitComponents.kitProductId, kit!.id));
    const expected =
      components.reduce((sum, c) => sum + Math.round(c.cost! * 130) * c.quantity, 0) / 100;

    expect((await searchMatch(tech, shop.id, kit!.partNumber)).customerPrice).toBeCloseTo(
      expected,
      2,
    );

    const added = await tech('POST', `${API.addKit}?quantity=1`, { kitId: kit!.id });
    expect(added.statusCode, added.body).toBe(200);
    const worksheetId = QuoteSummarySchema.parse(added.json()).quoteDetails.worksheetHeaderId;
    const quote = WorksheetSchema.parse((await tech('GET', API.worksheet(worksheetId))).json());
    expect(quote.totalPrice).toBeCloseTo(expected, 2);
  });

  it('leaves prices and totals as they were for a shop without an agreement', async () => {
    const { tech } = await newCompany();
    const product = await stockedProduct(6);
    const added = await tech('POST', `${API.addProduct}?quantity=1`, { productId: product.id });
    const worksheetId = QuoteSummarySchema.parse(added.json()).quoteDetails.worksheetHeaderId;
    const quote = WorksheetSchema.parse((await tech('GET', API.worksheet(worksheetId))).json());
    expect(quote.items[0]!.customerPrice).toBe(product.customerPrice);
    expect(quote).toMatchObject({
      partsTax: null,
      laborTax: null,
      totalWithTax: quote.totalPrice,
      shopLaborRate: null,
    });
  });
});
