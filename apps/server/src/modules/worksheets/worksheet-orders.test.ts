import { randomUUID } from 'node:crypto';
import { API } from '@procounter/shared/contracts/api-paths';
import {
  EnterpriseWorksheetSchema,
  OrderStatusSchema,
  type QuoteSummary,
  QuoteSummarySchema,
  SubmitWorksheetResultSchema,
  type Worksheet,
  WorksheetSchema,
  WorksheetSearchResultSchema,
} from '@procounter/shared/contracts/worksheet';
import { KIT_PART_TYPE_IDS } from '@procounter/shared/domain/constants';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  type ApiCaller,
  apiCaller,
  createShopUser,
  createShopWithUser,
} from '../../../test/helpers/shop-user';
import {
  brands,
  fitment,
  invoiceLines,
  kitComponents,
  kits,
  products,
  stockOrderDetails,
  storeStock,
  stores,
  worksheetItems,
  worksheetOrders,
  worksheets,
} from '../../db/schema/index';
import { replacePartsCatalog } from '../parts-catalog/parts-catalog-load';

// Products and kits on a quote, the full quote, submit (idempotent, availability re-checked),
// order status and search, through HTTP on a fresh demo database (shop 1001, home store 512).

let t: TestApp;
const HOME_STORE = 512;

interface StockedProduct {
  id: number;
  lineCode: string;
  partNumber: string;
  cost: number | null;
  customerPrice: number | null;
  onHand: number;
}
let pool: StockedProduct[] = [];
/** A product store 512 has at least 6 of, with a price; each test takes its own. */
const nextProduct = () => {
  const product = pool.shift();
  if (!product) throw new Error('product pool exhausted');
  return product;
};

beforeAll(async () => {
  t = await buildTestApp();
  pool = await t.db
    .select({
      id: products.id,
      lineCode: brands.lineCode,
      partNumber: products.partNumber,
      cost: products.cost,
      customerPrice: products.customerPrice,
      onHand: storeStock.quantityOnHand,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(
      storeStock,
      and(eq(storeStock.productId, products.id), eq(storeStock.storeId, HOME_STORE)),
    )
    .leftJoin(kits, eq(kits.productId, products.id))
    .where(
      and(
        isNull(kits.productId),
        isNotNull(products.customerPrice),
        gte(storeStock.quantityOnHand, 6),
      ),
    )
    .orderBy(asc(products.id))
    .limit(60);
  expect(pool.length).toBe(60);
});
afterAll(() => t.close());

async function miniQuote(call: ApiCaller): Promise<QuoteSummary> {
  const response = await call('GET', API.miniQuote);
  expect(response.statusCode, response.body).toBe(200);
  return QuoteSummarySchema.parse(response.json());
}

const addProduct = (call: ApiCaller, body: object, quantity: number | string = 1) =>
  call('POST', `${API.addProduct}?quantity=${quantity}`, body);

async function addProductOk(call: ApiCaller, productId: number, quantity = 1) {
  const response = await addProduct(call, { productId }, quantity);
  expect(response.statusCode, response.body).toBe(200);
  return QuoteSummarySchema.parse(response.json());
}

async function fullQuote(call: ApiCaller, worksheetId: number): Promise<Worksheet> {
  const response = await call('GET', API.worksheet(worksheetId));
  expect(response.statusCode, response.body).toBe(200);
  return WorksheetSchema.parse(response.json());
}

/**
 * Submits with a fresh key (unless the body has one) the quote the body names, by default the
 * caller's current quote as the quote page would: a retry names the quote it ordered.
 */
const submit = async (call: ApiCaller, body: object = {}) => {
  let worksheetId: number | undefined;
  if (!('worksheetId' in body)) {
    const quote = await call('GET', API.miniQuote);
    worksheetId = quote.statusCode === 200 ? quote.json().quoteDetails.worksheetHeaderId : 1;
  }
  return call('POST', API.worksheetSubmit, { idempotencyKey: randomUUID(), worksheetId, ...body });
};

const stockOf = async (productId: number, storeId = HOME_STORE) => {
  const [row] = await t.db
    .select({ n: storeStock.quantityOnHand })
    .from(storeStock)
    .where(and(eq(storeStock.productId, productId), eq(storeStock.storeId, storeId)));
  return row?.n;
};

const linesOf = (worksheetId: number) =>
  t.db
    .select()
    .from(worksheetItems)
    .where(eq(worksheetItems.worksheetId, worksheetId))
    .orderBy(asc(worksheetItems.id));

/** A kit product with a price and at least two components, and its components. */
async function findKit(offset = 0) {
  const [kit] = await t.db
    .select({ id: kits.productId, cost: products.cost, customerPrice: products.customerPrice })
    .from(kits)
    .innerJoin(products, eq(products.id, kits.productId))
    .where(
      and(
        isNotNull(products.customerPrice),
        sql`(select count(*) from ${kitComponents} where ${kitComponents.kitProductId} = ${kits.productId}) >= 2`,
      ),
    )
    .orderBy(asc(kits.productId))
    .offset(offset)
    .limit(1);
  const components = await t.db
    .select({
      id: kitComponents.componentProductId,
      quantity: kitComponents.quantity,
      cost: products.cost,
      customerPrice: products.customerPrice,
    })
    .from(kitComponents)
    .innerJoin(products, eq(products.id, kitComponents.componentProductId))
    .where(eq(kitComponents.kitProductId, kit!.id))
    .orderBy(asc(kitComponents.componentProductId));
  return { kit: kit!, components };
}

/** Cents of quantity x price summed over lines, as the quote must compute it. */
const sumOf = (lines: { quantity: number; price: number | null }[]) =>
  Math.round(
    lines.reduce(
      (sum, l) =>
        sum +
        (l.price && l.price > 0 ? Math.round(l.quantity * 100) * Math.round(l.price * 100) : 0),
      0,
    ) / 100,
  ) / 100;

describe('addproduct', () => {
  it('adds a PART line with the product snapshot, and more of it on a second add', async () => {
    const { call } = await createShopUser(t);
    const product = nextProduct();
    const first = await addProductOk(call, product.id, 2);
    expect(first.quoteProducts).toEqual([
      expect.objectContaining({
        itemType: 'PART',
        itemQuantity: 2,
        itemCost: product.cost,
        customerPrice: product.customerPrice,
        worksheetKit: false,
        catalogKey: expect.stringMatching(new RegExp(`^${product.id}_\\d+$`)),
      }),
    ]);
    // By line code and part number as typed: any case, dashes ignored.
    const again = await addProduct(
      call,
      {
        lineCode: product.lineCode.toLowerCase(),
        partNumber: ` ${product.partNumber.toLowerCase()} `,
        productOrigin: 'KEYWORD',
      },
      3,
    );
    expect(again.statusCode, again.body).toBe(200);
    const summary = QuoteSummarySchema.parse(again.json());
    expect(summary.quoteProducts).toHaveLength(1);
    expect(summary.quoteProducts[0]!.itemQuantity).toBe(5);
    expect(summary.quoteDetails.subtotalPrice).toBe(
      sumOf([{ quantity: 5, price: product.customerPrice }]),
    );
    const [line] = await linesOf(summary.quoteDetails.worksheetHeaderId);
    expect(line).toMatchObject({
      productId: product.id,
      lineCode: product.lineCode,
      partNumber: product.partNumber,
      productOrigin: 'CATALOG',
      storeId: HOME_STORE,
      parentItemId: null,
    });
  });

  it('answers 422 QTY_EXCEEDS_1000 above 1000, also in total, and keeps the line', async () => {
    const { call } = await createShopUser(t);
    const product = nextProduct();
    const over = await addProduct(call, { productId: product.id }, 1001);
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('QTY_EXCEEDS_1000');
    await addProductOk(call, product.id, 999);
    await addProductOk(call, product.id, 1);
    const total = await addProduct(call, { productId: product.id }, 1);
    expect(total.statusCode).toBe(422);
    expect(total.json().code).toBe('QTY_EXCEEDS_1000');
    expect((await miniQuote(call)).quoteProducts[0]!.itemQuantity).toBe(1000);
  });

  it.each([
    ['quantity=0', 0, {}],
    ['quantity=-2', -2, {}],
    ['quantity=1.5', 1.5, {}],
    ['quantity=x', 'x', {}],
    ['no product', 1, { productId: undefined }],
    ['a line code without part number', 1, { productId: undefined, lineCode: 'ABC' }],
    ['an unknown origin', 1, { productOrigin: 'SOMEWHERE' }],
    ['an unknown field', 1, { colour: 'red' }],
  ])('answers 400 to %s', async (_name, quantity, change) => {
    const { call } = await createShopUser(t);
    const response = await addProduct(call, { productId: pool[0]!.id, ...change }, quantity);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for an unknown product or a vehicle of another quote, 400 for a kit', async () => {
    const { call } = await createShopUser(t);
    expect((await addProduct(call, { productId: 2_000_000_000 })).statusCode).toBe(404);
    expect((await addProduct(call, { lineCode: 'ZZZ', partNumber: 'NOPE-1' })).statusCode).toBe(
      404,
    );
    expect(
      (await addProduct(call, { productId: pool[0]!.id, worksheetVehicleId: 2_000_000_000 }))
        .statusCode,
    ).toBe(404);
    const { kit } = await findKit();
    const asProduct = await addProduct(call, { productId: kit.id });
    expect(asProduct.statusCode).toBe(400);
    expect((await miniQuote(call)).quoteProducts).toEqual([]);
  });
});

describe('kits', () => {
  it('adds a prebuilt kit as a priced summary with its components at 0; deleteitem removes all', async () => {
    const { call } = await createShopUser(t);
    const { kit, components } = await findKit();
    const response = await call('POST', `${API.addKit}?quantity=2`, {
      kitId: kit.id,
      prebuilt: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = QuoteSummarySchema.parse(response.json());
    expect(summary.quoteProducts.map((p) => [p.itemType, p.itemQuantity, p.worksheetKit])).toEqual([
      ['KIT_SUMMARY', 2, true],
      ...components.map((c) => ['PART', 2 * c.quantity, true]),
    ]);
    expect(summary.quoteProducts[0]!.customerPrice).toBe(kit.customerPrice);
    expect(summary.quoteProducts.slice(1).every((p) => p.customerPrice === 0)).toBe(true);
    expect(summary.quoteDetails.totalItems).toBe(1);
    expect(summary.quoteDetails.subtotalPrice).toBe(
      sumOf([{ quantity: 2, price: kit.customerPrice }]),
    );

    const worksheetId = summary.quoteDetails.worksheetHeaderId;
    const rows = await linesOf(worksheetId);
    expect(rows.slice(1).every((r) => r.parentItemId === rows[0]!.id)).toBe(true);
    expect(rows[0]).toMatchObject({ prebuilt: true, productId: kit.id });

    const removed = await call(
      'DELETE',
      `${API.miniQuoteDeleteItem}?worksheetDetailId=${summary.quoteProducts[0]!.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(QuoteSummarySchema.parse(removed.json()).quoteProducts).toEqual([]);
    expect(await linesOf(worksheetId)).toEqual([]);
  });

  it('sources the components of a kit that is not prebuilt at their own prices', async () => {
    const { call } = await createShopUser(t);
    const { kit, components } = await findKit(1);
    const response = await call('POST', API.addKit, { kitId: kit.id });
    expect(response.statusCode, response.body).toBe(200);
    const summary = QuoteSummarySchema.parse(response.json());
    expect(summary.quoteProducts[0]).toMatchObject({ itemType: 'KIT_SUMMARY', customerPrice: 0 });
    expect(summary.quoteProducts.slice(1).map((p) => p.customerPrice)).toEqual(
      components.map((c) => c.customerPrice),
    );
    expect(summary.quoteDetails.subtotalPrice).toBe(
      sumOf(components.map((c) => ({ quantity: c.quantity, price: c.customerPrice }))),
    );
  });

  it('finds the first brake kit that fits a vehicle by part type', async () => {
    const { call } = await createShopUser(t);
    const [fit] = await t.db
      .select({ baseVehicleId: fitment.baseVehicleId })
      .from(fitment)
      .innerJoin(kits, eq(kits.productId, fitment.productId))
      .where(eq(fitment.partTypeId, KIT_PART_TYPE_IDS.BRAKE))
      .limit(1);
    const [expected] = await t.db
      .select({ id: sql<number>`min(${fitment.productId})` })
      .from(fitment)
      .innerJoin(kits, eq(kits.productId, fitment.productId))
      .where(
        and(
          eq(fitment.partTypeId, KIT_PART_TYPE_IDS.BRAKE),
          eq(fitment.baseVehicleId, fit!.baseVehicleId),
        ),
      );
    const noVehicle = await call('POST', API.addKit, { partTypeId: 'C4577' });
    expect(noVehicle.statusCode).toBe(409);
    expect(noVehicle.json().code).toBe('NO_CURRENT_VEHICLE');
    const response = await call('POST', API.addKit, {
      partTypeId: 'C4577',
      baseVehicleId: fit!.baseVehicleId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [line] = await linesOf(
      QuoteSummarySchema.parse(response.json()).quoteDetails.worksheetHeaderId,
    );
    expect(line).toMatchObject({ itemType: 'KIT_SUMMARY', productId: Number(expected!.id) });
    expect((await call('POST', API.addKit, { kitId: pool[0]!.id })).statusCode).toBe(404);
    expect((await call('POST', API.addKit, { prebuilt: true })).statusCode).toBe(400);
    expect((await call('POST', API.addKit, { partTypeId: 'C9999' })).statusCode).toBe(400);
  });

  it('adds an enterprise kit from its product list onto a quote of the shop', async () => {
    const { call } = await createShopUser(t);
    const { kit, components } = await findKit(2);
    const { quoteDetails } = await miniQuote(call);
    const response = await call('POST', API.enterpriseAddKit, {
      worksheetId: quoteDetails.worksheetHeaderId,
      prebuilt: false,
      addProductDtoList: [
        ...components.map((c) => ({ productId: c.id, quantity: c.quantity })),
        { productId: kit.id, quantity: 1, productOrigin: 'DIRECT' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await linesOf(quoteDetails.worksheetHeaderId);
    expect(rows.map((r) => [r.itemType, r.productId, r.quantity])).toEqual([
      ['KIT_SUMMARY', kit.id, 1],
      ...components.map((c) => ['PART', c.id, c.quantity]),
    ]);
    expect(rows[0]!.productOrigin).toBe('DIRECT');

    const noKit = await call('POST', API.enterpriseAddKit, {
      worksheetId: quoteDetails.worksheetHeaderId,
      addProductDtoList: components.map((c) => ({ productId: c.id })),
    });
    expect(noKit.statusCode).toBe(400);
    const other = await createShopWithUser(t);
    const theirs = await miniQuote(other.call);
    const foreign = await call('POST', API.enterpriseAddKit, {
      worksheetId: theirs.quoteDetails.worksheetHeaderId,
      addProductDtoList: [{ productId: kit.id }],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call('POST', API.enterpriseAddKit, { addProductDtoList: [] })).statusCode).toBe(
      400,
    );
  });
});

describe('the full quote', () => {
  it('answers lines with product data and totals that are the sum of the lines', async () => {
    const { call } = await createShopUser(t);
    const a = nextProduct();
    const b = nextProduct();
    await addProductOk(call, a.id, 3);
    await addProductOk(call, b.id, 1);
    const labor = await call('POST', API.nonProductItem, {
      type: 'LABOR',
      description: 'Front brake job',
      customerPrice: 125,
      quantity: 1.5,
    });
    const worksheetId = QuoteSummarySchema.parse(labor.json()).quoteDetails.worksheetHeaderId;
    const quote = await fullQuote(call, worksheetId);
    expect(quote).toMatchObject({
      worksheetId,
      shopId: 1001,
      status: 'OPEN',
      submitted: false,
      orderConfirmationNumber: null,
      orderSubmittedDatetime: null,
      hideCosts: false,
      totalItems: 3,
    });
    expect(quote.items[0]).toMatchObject({
      itemType: 'PART',
      legacyKey: { itemId: a.id, groupId: expect.any(Number) },
      lineCode: a.lineCode,
      partNumber: a.partNumber,
      userSpecifiedQuantity: 3,
      itemCost: a.cost,
      customerPrice: a.customerPrice,
      productOrigin: 'CATALOG',
      storeId: HOME_STORE,
      quantityOnHand: a.onHand,
    });
    expect(quote.items[2]).toMatchObject({
      itemType: 'LABOR',
      legacyKey: null,
      extendedPrice: 187.5,
    });
    const price = sumOf([
      { quantity: 3, price: a.customerPrice },
      { quantity: 1, price: b.customerPrice },
      { quantity: 1.5, price: 125 },
    ]);
    expect(quote.totalPrice).toBe(price);
    expect(quote.formattedTotalPrice).toBe(
      `$${price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(quote.totalCostOrder).toBe(
      sumOf([
        { quantity: 3, price: a.cost },
        { quantity: 1, price: b.cost },
      ]),
    );

    const enterprise = await call('GET', API.enterpriseWorksheet(worksheetId));
    expect(enterprise.statusCode, enterprise.body).toBe(200);
    const e = EnterpriseWorksheetSchema.parse(enterprise.json());
    expect(e.worksheetHeader).toMatchObject({ worksheetHeaderId: worksheetId, status: 'OPEN' });
    expect(e.worksheetDetails.map((d) => [d.detailType, d.quantity, d.unitPrice])).toEqual(
      quote.items.map((i) => [i.itemType, i.userSpecifiedQuantity, i.customerPrice]),
    );
    expect(e.worksheetDetails[0]!.catalogKey).toBe(`${a.id}_${quote.items[0]!.legacyKey!.groupId}`);
    expect(e.totals).toMatchObject({ itemCount: 3, totalPrice: price });

    // An RO writer of the shop sees the quote without its labor.
    const rowriter = apiCaller(t, (await t.login('rowriter')).access_token);
    const seen = await fullQuote(rowriter, worksheetId);
    expect(seen.items.map((i) => i.itemType)).toEqual(['PART', 'PART']);
    expect(seen.totalPrice).toBe(
      sumOf([
        { quantity: 3, price: a.customerPrice },
        { quantity: 1, price: b.customerPrice },
      ]),
    );
  });

  it('hides costs for a shop that hides them', async () => {
    const { call } = await createShopUser(t, { shopIds: [1002] });
    const product = nextProduct();
    const { quoteDetails } = await addProductOk(call, product.id, 1);
    const quote = await fullQuote(call, quoteDetails.worksheetHeaderId);
    expect(quote.hideCosts).toBe(true);
    expect(quote.items[0]!.itemCost).toBeNull();
    expect(quote.totalCostOrder).toBeNull();
    expect(quote.formattedTotalCostOrder).toBeNull();
    expect(quote.totalPrice).toBe(product.customerPrice);
  });

  it("answers 404 for another shop's quote, 400 for a bad id", async () => {
    const { call } = await createShopUser(t);
    const other = await createShopWithUser(t);
    const theirs = (await miniQuote(other.call)).quoteDetails.worksheetHeaderId;
    expect((await call('GET', API.worksheet(theirs))).statusCode).toBe(404);
    expect((await call('GET', API.enterpriseWorksheet(theirs))).statusCode).toBe(404);
    expect((await call('GET', API.worksheet(2_000_000_000))).statusCode).toBe(404);
    expect((await call('GET', API.worksheet('x'))).statusCode).toBe(400);
    expect((await call('GET', API.worksheet(0))).statusCode).toBe(400);
  });
});

describe('submit', () => {
  it('orders the quote: confirmation number, time, stock taken, a new empty quote', async () => {
    const { call, user } = await createShopUser(t);
    const product = nextProduct();
    const before = await addProductOk(call, product.id, 2);
    const worksheetId = before.quoteDetails.worksheetHeaderId;
    const response = await submit(call, { poNumber: 'PO-4411' });
    expect(response.statusCode, response.body).toBe(200);
    const result = SubmitWorksheetResultSchema.parse(response.json());
    expect(result).toMatchObject({
      worksheetId,
      orderConfirmationNumber: expect.stringMatching(/^PC\d{8}$/),
      storeId: HOME_STORE,
      poNumber: 'PO-4411',
      totalItems: 1,
      totalPrice: sumOf([{ quantity: 2, price: product.customerPrice }]),
      unavailableLines: [],
    });
    expect(Number.isNaN(Date.parse(result.orderSubmittedDatetime))).toBe(false);
    expect(await stockOf(product.id)).toBe(product.onHand - 2);

    const quote = await fullQuote(call, worksheetId);
    expect(quote).toMatchObject({
      status: 'SUBMITTED',
      submitted: true,
      orderConfirmationNumber: result.orderConfirmationNumber,
      orderSubmittedDatetime: result.orderSubmittedDatetime,
      storeId: HOME_STORE,
      poNumber: 'PO-4411',
    });
    const fresh = await miniQuote(call);
    expect(fresh.quoteProducts).toEqual([]);
    expect(fresh.quoteDetails.worksheetHeaderId).toBe(result.newWorksheetId);
    expect(result.newWorksheetId).not.toBe(worksheetId);
    const [row] = await t.db.select().from(worksheets).where(eq(worksheets.id, worksheetId));
    expect(row).toMatchObject({ submittedBy: user.id, status: 'SUBMITTED' });

    // The order cannot change any more.
    const enterpriseAdd = await call('POST', API.enterpriseAddKit, {
      worksheetId,
      addProductDtoList: [{ productId: (await findKit()).kit.id }],
    });
    expect(enterpriseAdd.statusCode).toBe(409);
    expect(enterpriseAdd.json().code).toBe('WORKSHEET_LOCKED');

    const status = await call(
      'GET',
      `${API.orderStatus}?confirmationNumber=${result.orderConfirmationNumber.toLowerCase()}`,
    );
    expect(status.statusCode, status.body).toBe(200);
    expect(OrderStatusSchema.parse(status.json())).toEqual({
      orderConfirmationNumber: result.orderConfirmationNumber,
      orderSubmittedDatetime: result.orderSubmittedDatetime,
      orderStatus: 'SUBMITTED',
      worksheetId,
      storeId: HOME_STORE,
      poNumber: 'PO-4411',
      garageBayId: null,
      fleetId: null,
      totalItems: 1,
      totalPrice: result.totalPrice,
      formattedTotalPrice: result.formattedTotalPrice,
    });
    const other = await createShopWithUser(t);
    const foreign = await other.call(
      'GET',
      `${API.orderStatus}?confirmationNumber=${result.orderConfirmationNumber}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', `${API.orderStatus}?confirmationNumber=PC99999999`)).statusCode).toBe(
      404,
    );
    expect((await call('GET', API.orderStatus)).statusCode).toBe(400);
  });

  it('places one order for the same key sent twice at once and again later', async () => {
    const { call } = await createShopUser(t);
    const product = nextProduct();
    const { quoteDetails } = await addProductOk(call, product.id, 3);
    const idempotencyKey = randomUUID();
    const worksheetId = quoteDetails.worksheetHeaderId;
    const [one, two] = await Promise.all([
      submit(call, { idempotencyKey, worksheetId }),
      submit(call, { idempotencyKey, worksheetId }),
    ]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json()).toEqual(one.json());
    expect([one.headers['idempotent-replayed'], two.headers['idempotent-replayed']].sort()).toEqual(
      ['true', undefined].sort(),
    );
    // Later, the user on a new quote: the retry names the quote it ordered.
    const later = await submit(call, { idempotencyKey, worksheetId });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual(one.json());
    expect(later.headers['idempotent-replayed']).toBe('true');

    const [{ n: orders } = { n: -1 }] = await t.db
      .select({ n: count() })
      .from(worksheetOrders)
      .where(eq(worksheetOrders.idempotencyKey, idempotencyKey));
    expect(orders).toBe(1);
    const submitted = await t.db
      .select({ id: worksheets.id, confirmation: worksheets.confirmationNumber })
      .from(worksheets)
      .where(eq(worksheets.id, quoteDetails.worksheetHeaderId));
    expect(submitted).toEqual([
      { id: quoteDetails.worksheetHeaderId, confirmation: one.json().orderConfirmationNumber },
    ]);
    expect(await stockOf(product.id)).toBe(product.onHand - 3);
  });

  it('orders once when two submits with different keys race for one quote', async () => {
    const { call } = await createShopUser(t);
    const product = nextProduct();
    const { quoteDetails } = await addProductOk(call, product.id, 1);
    const answers = await Promise.all([submit(call), submit(call)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    // The loser finds the quote ordered (409), or, when it started after the winner had
    // finished, the user's new empty quote (422).
    expect([409, 422]).toContain(codes[1]);
    const loser = answers.find((a) => a.statusCode !== 200)!;
    expect(['WORKSHEET_LOCKED', 'WORKSHEET_EMPTY']).toContain(loser.json().code);
    const orders = await t.db
      .select()
      .from(worksheetOrders)
      .where(eq(worksheetOrders.worksheetId, quoteDetails.worksheetHeaderId));
    expect(orders).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(product.onHand - 1);
  });

  it('answers 409 WORKSHEET_LOCKED for a locked quote and 422 WORKSHEET_EMPTY with no part', async () => {
    const { call } = await createShopUser(t);
    const empty = await submit(call);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('WORKSHEET_EMPTY');
    const labor = await call('POST', API.nonProductItem, {
      type: 'OTHER',
      description: 'Shop supplies',
      customerPrice: 4,
      quantity: 1,
    });
    expect((await submit(call)).json().code).toBe('WORKSHEET_EMPTY');
    const worksheetId = QuoteSummarySchema.parse(labor.json()).quoteDetails.worksheetHeaderId;
    await addProductOk(call, nextProduct().id, 1);
    await t.db.update(worksheets).set({ status: 'LOCKED' }).where(eq(worksheets.id, worksheetId));
    const locked = await submit(call);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('WORKSHEET_LOCKED');
    const add = await addProduct(call, { productId: pool[0]!.id });
    expect(add.statusCode).toBe(409);
    expect(add.json().code).toBe('WORKSHEET_LOCKED');
    expect(
      await t.db.select().from(worksheetOrders).where(eq(worksheetOrders.worksheetId, worksheetId)),
    ).toEqual([]);
  });

  it('answers 503 STORE_DOWN for a store marked down, and orders nothing', async () => {
    const { call } = await createShopUser(t);
    const product = nextProduct();
    const { quoteDetails } = await addProductOk(call, product.id, 1);
    await t.db.update(stores).set({ down: true }).where(eq(stores.id, 730));
    try {
      const response = await submit(call, { storeId: 730 });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('STORE_DOWN');
    } finally {
      await t.db.update(stores).set({ down: false }).where(eq(stores.id, 730));
    }
    const [row] = await t.db
      .select()
      .from(worksheets)
      .where(eq(worksheets.id, quoteDetails.worksheetHeaderId));
    expect(row).toMatchObject({ status: 'OPEN', confirmationNumber: null });
    expect((await submit(call, { storeId: 999_999 })).statusCode).toBe(404);
  });

  it('reports a line whose stock fell since it was added, and orders it once acknowledged', async () => {
    const { call } = await createShopUser(t);
    const short = nextProduct();
    const plenty = nextProduct();
    await addProductOk(call, short.id, 4);
    const { quoteDetails, quoteProducts } = await addProductOk(call, plenty.id, 1);
    await t.db
      .update(storeStock)
      .set({ quantityOnHand: 1 })
      .where(and(eq(storeStock.productId, short.id), eq(storeStock.storeId, HOME_STORE)));

    const idempotencyKey = randomUUID();
    const refused = await submit(call, { idempotencyKey });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      code: 'AVAILABILITY_CHANGED',
      message: expect.any(String),
      unavailableLines: [
        {
          worksheetDetailId: quoteProducts[0]!.id,
          productId: short.id,
          lineCode: short.lineCode,
          partNumber: short.partNumber,
          description: expect.any(String),
          quantityRequested: 4,
          quantityOnHand: 1,
          storeId: HOME_STORE,
          reason: 'SHORT',
        },
      ],
    });
    const [still] = await t.db
      .select()
      .from(worksheets)
      .where(eq(worksheets.id, quoteDetails.worksheetHeaderId));
    expect(still!.status).toBe('OPEN');
    expect(await stockOf(plenty.id)).toBe(plenty.onHand);

    // The same key, acknowledged: the failed attempt stored nothing, so this one orders.
    const ordered = await submit(call, { idempotencyKey, acknowledgeAvailability: true });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const result = SubmitWorksheetResultSchema.parse(ordered.json());
    expect(result.unavailableLines.map((l) => l.productId)).toEqual([short.id]);
    expect(await stockOf(short.id)).toBe(0);
    expect(await stockOf(plenty.id)).toBe(plenty.onHand - 1);
  });

  it.each([
    [{ idempotencyKey: 'not-a-uuid' }, 'idempotencyKey'],
    [{ idempotencyKey: undefined }, 'idempotencyKey'],
    [{ worksheetId: undefined }, 'worksheetId'],
    [{ worksheetId: 0 }, 'worksheetId'],
    [{ poNumber: 'P'.repeat(23) }, 'poNumber'],
    [{ poNumber: 'PO<1>' }, 'poNumber'],
    [{ storeId: 0 }, 'storeId'],
    [{ acknowledgeAvailability: 'yes' }, 'acknowledgeAvailability'],
  ])('answers 400 to %o', async (change, path) => {
    const { call } = await createShopUser(t);
    await addProductOk(call, pool[0]!.id, 1);
    const response = await submit(call, change);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });
});

describe('idempotency keys', () => {
  const ordersOf = async (idempotencyKey: string) =>
    t.db.select().from(worksheetOrders).where(eq(worksheetOrders.idempotencyKey, idempotencyKey));
  const statusOf = async (worksheetId: number) => {
    const [row] = await t.db.select().from(worksheets).where(eq(worksheets.id, worksheetId));
    return row?.status;
  };

  it("answers another user of the shop who sends the same key 409, and orders that user's quote with a key of its own", async () => {
    const first = await createShopUser(t);
    await addProductOk(first.call, nextProduct().id, 1);
    const idempotencyKey = randomUUID();
    const ordered = await submit(first.call, { idempotencyKey });
    expect(ordered.statusCode, ordered.body).toBe(200);

    const second = await createShopUser(t);
    const product = nextProduct();
    const theirs = (await addProductOk(second.call, product.id, 1)).quoteDetails.worksheetHeaderId;
    const reused = await submit(second.call, { idempotencyKey });
    expect(reused.statusCode, reused.body).toBe(409);
    expect(reused.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: expect.any(String) });
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(await statusOf(theirs)).toBe('OPEN');
    expect(await stockOf(product.id)).toBe(product.onHand);

    const own = await submit(second.call);
    expect(own.statusCode, own.body).toBe(200);
    expect(SubmitWorksheetResultSchema.parse(own.json()).worksheetId).toBe(theirs);
    expect((await ordersOf(idempotencyKey)).map((o) => o.userId)).toEqual([first.user.id]);
  });

  it('answers the same key with another body 409, and the same body (in any order) its order', async () => {
    const { call } = await createShopUser(t);
    const worksheetId = (await addProductOk(call, nextProduct().id, 1)).quoteDetails
      .worksheetHeaderId;
    const idempotencyKey = randomUUID();
    const body = {
      idempotencyKey,
      worksheetId,
      poNumber: 'PO-5150',
      acknowledgeAvailability: false,
    };
    const ordered = await submit(call, body);
    expect(ordered.statusCode, ordered.body).toBe(200);

    for (const change of [
      { poNumber: 'PO-5151' },
      { poNumber: undefined },
      { acknowledgeAvailability: true },
      { storeId: 730 },
    ]) {
      const other = await submit(call, { ...body, ...change });
      expect(other.statusCode, JSON.stringify(change)).toBe(409);
      expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    // The same request again, its fields in another order and the PO as typed: the first answer.
    const again = await submit(call, {
      acknowledgeAvailability: false,
      poNumber: ' PO-5150 ',
      worksheetId,
      idempotencyKey,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(ordered.json());
    expect(await ordersOf(idempotencyKey)).toHaveLength(1);
  });

  it("answers the same key for the user's next quote 409 and leaves that quote open", async () => {
    const { call } = await createShopUser(t);
    const worksheetId = (await addProductOk(call, nextProduct().id, 1)).quoteDetails
      .worksheetHeaderId;
    const idempotencyKey = randomUUID();
    const ordered = await submit(call, { idempotencyKey, worksheetId });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const next = (await addProductOk(call, nextProduct().id, 2)).quoteDetails.worksheetHeaderId;
    expect(next).toBe(SubmitWorksheetResultSchema.parse(ordered.json()).newWorksheetId);

    const reused = await submit(call, { idempotencyKey, worksheetId: next });
    expect(reused.statusCode, reused.body).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await statusOf(next)).toBe('OPEN');
    expect((await miniQuote(call)).quoteDetails.worksheetHeaderId).toBe(next);
    // Its own quote named, the key still answers its order.
    const retried = await submit(call, { idempotencyKey, worksheetId });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual(ordered.json());
  });

  it('orders only the quote the user has in hand: another one answers 409, an unknown one 404', async () => {
    const { call } = await createShopUser(t);
    await addProductOk(call, nextProduct().id, 1);
    const other = await createShopUser(t);
    const theirs = (await addProductOk(other.call, nextProduct().id, 1)).quoteDetails
      .worksheetHeaderId;
    const foreign = await submit(call, { worksheetId: theirs });
    expect(foreign.statusCode, foreign.body).toBe(409);
    expect(foreign.json().code).toBe('WORKSHEET_LOCKED');
    expect(await statusOf(theirs)).toBe('OPEN');
    const stranger = await createShopWithUser(t);
    const elsewhere = (await addProductOk(stranger.call, nextProduct().id, 1)).quoteDetails
      .worksheetHeaderId;
    expect((await submit(call, { worksheetId: elsewhere })).statusCode).toBe(404);
    expect((await submit(call, { worksheetId: 2_000_000_000 })).statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(worksheetOrders)
        .where(inArray(worksheetOrders.worksheetId, [theirs, elsewhere])),
    ).toEqual([]);
    // Its own quote named: ordered.
    expect((await submit(call)).statusCode).toBe(200);
  });

  it('orders once when the same key comes twice at once with different bodies', async () => {
    const { call } = await createShopUser(t);
    const product = nextProduct();
    await addProductOk(call, product.id, 1);
    const idempotencyKey = randomUUID();
    const answers = await Promise.all([
      submit(call, { idempotencyKey, poNumber: 'PO-1' }),
      submit(call, { idempotencyKey, poNumber: 'PO-2' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ordersOf(idempotencyKey)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(product.onHand - 1);
  });
});

describe('free text on a quote', () => {
  // U+202E (right-to-left override) would show 'Brake job' reversed to whoever reads the quote;
  // U+0007 (bell) and U+0085 (next line) are invisible controls. Written as escapes, never raw.
  it('stores and shows labor, customer names and the PO without control or bidi characters', async () => {
    const { call } = await createShopUser(t);
    const vin = await call('POST', `${API.selectByVin}?quote=false`, { vin: '1HGCM82633A004352' });
    expect(vin.statusCode, vin.body).toBe(200);
    const customer = await call('POST', API.vehicleCustomer, {
      shopCustomerFirst: 'Evan\u202egelina',
      shopCustomerLast: '\u2066Zubizarreta\u2069\u0007',
    });
    expect(customer.statusCode, customer.body).toBe(200);
    const labor = await call('POST', API.nonProductItem, {
      type: 'LABOR',
      description: '\u202eFront brake\tjob\u0007',
      customerPrice: 100,
      quantity: 1,
      laborGroup: 'Brakes\u0085',
    });
    expect(labor.statusCode, labor.body).toBe(200);
    const worksheetId = QuoteSummarySchema.parse(labor.json()).quoteDetails.worksheetHeaderId;
    const line = (await fullQuote(call, worksheetId)).items.find((i) => i.itemType === 'LABOR');
    expect(line).toMatchObject({ description: 'Front brake job', laborGroup: 'Brakes' });

    await addProductOk(call, nextProduct().id, 1);
    const ordered = await submit(call, { poNumber: 'PO-\u202e7719\u0007' });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(SubmitWorksheetResultSchema.parse(ordered.json()).poNumber).toBe('PO-7719');
    const found = await call('GET', `${API.worksheetSearch}?keywords=PO-7719`);
    const row = WorksheetSearchResultSchema.parse(found.json()).content.find(
      (r) => r.worksheetId === worksheetId,
    );
    expect(row).toMatchObject({ poNumber: 'PO-7719', customerName: 'Evangelina Zubizarreta' });
  });
});

describe('concurrent changes of one quote', () => {
  it('loses no line over 20 parallel adds and removes; totals are the sum of the lines', async () => {
    const { call } = await createShopUser(t);
    const repeated = nextProduct();
    const distinct = Array.from({ length: 5 }, nextProduct);
    // Five lines to remove while the adds run.
    for (let i = 0; i < 5; i++) {
      await call('POST', API.nonProductItem, {
        type: 'OTHER',
        description: `Old line ${i}`,
        customerPrice: 1.11 * (i + 1),
        quantity: 1,
      });
    }
    const before = await miniQuote(call);
    const worksheetId = before.quoteDetails.worksheetHeaderId;
    const requests = [
      // Ten adds of the same product: one line, quantity 10 (no lost update).
      ...Array.from({ length: 10 }, () => addProduct(call, { productId: repeated.id }, 1)),
      ...distinct.map((p) => addProduct(call, { productId: p.id }, 2)),
      ...before.quoteProducts.map((line) =>
        call('DELETE', `${API.miniQuoteDeleteItem}?worksheetDetailId=${line.id}`),
      ),
    ];
    expect(requests).toHaveLength(20);
    const answers = await Promise.all(requests);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const rows = await linesOf(worksheetId);
    expect(rows.map((r) => [r.productId, r.quantity]).sort()).toEqual(
      [[repeated.id, 10], ...distinct.map((p) => [p.id, 2])].sort(),
    );
    const summary = await miniQuote(call);
    expect(summary.quoteDetails.totalItems).toBe(6);
    expect(summary.quoteDetails.subtotalPrice).toBe(
      sumOf(rows.map((r) => ({ quantity: r.quantity, price: r.customerPrice }))),
    );
    expect((await fullQuote(call, worksheetId)).totalPrice).toBe(
      summary.quoteDetails.subtotalPrice,
    );
  });
});

describe('search', () => {
  it("finds the shop's quotes and orders by keywords, type and dates, newest first", async () => {
    const { call } = await createShopUser(t);
    const product = nextProduct();
    // A quote for a named customer on a vehicle, then ordered.
    const vin = await call('POST', `${API.selectByVin}?quote=false`, { vin: '1HGCM82633A004352' });
    expect(vin.statusCode, vin.body).toBe(200);
    await call('POST', API.vehicleCustomer, {
      shopCustomerFirst: 'Marisol',
      shopCustomerLast: 'Quintanilla',
    });
    await addProductOk(call, product.id, 1);
    const order = SubmitWorksheetResultSchema.parse(
      (await submit(call, { poNumber: 'ZEBRA-77' })).json(),
    );
    // An open quote after it.
    const other = nextProduct();
    const quote = (await addProductOk(call, other.id, 1)).quoteDetails.worksheetHeaderId;

    const search = async (query: string) => {
      const response = await call('GET', `${API.worksheetSearch}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return WorksheetSearchResultSchema.parse(response.json());
    };
    const ids = async (query: string) => (await search(query)).content.map((r) => r.worksheetId);

    expect(await ids(`keywords=${order.orderConfirmationNumber}`)).toEqual([order.worksheetId]);
    expect(await ids('keywords=zebra-77')).toEqual([order.worksheetId]);
    expect(await ids('keywords=marisol%20quintanilla')).toEqual([order.worksheetId]);
    expect(await ids('keywords=2003%20honda%20accord%20quintanilla')).toEqual([order.worksheetId]);
    expect(await ids(`keywords=${encodeURIComponent(other.partNumber)}`)).toEqual([quote]);
    expect(await ids('keywords=quintanilla&searchType=QUOTE')).toEqual([]);
    const byType = await search('searchType=ORDER&keywords=quintanilla');
    expect(byType.content[0]).toMatchObject({
      worksheetId: order.worksheetId,
      status: 'SUBMITTED',
      submitted: true,
      orderConfirmationNumber: order.orderConfirmationNumber,
      poNumber: 'ZEBRA-77',
      customerName: 'Marisol Quintanilla',
      vehicleDescription: '2003 Honda Accord',
      totalItems: 1,
      totalPrice: order.totalPrice,
    });
    expect(byType.totalElements).toBe(1);

    const all = await search('size=100');
    const mine = all.content.filter((r) => [order.worksheetId, quote].includes(r.worksheetId));
    expect(mine.map((r) => r.worksheetId)).toEqual([quote, order.worksheetId]);
    expect(all.content.every((r) => r.totalItems > 0)).toBe(true);
    const paged = await search('size=1&page=1');
    expect(paged.content).toHaveLength(1);
    expect(paged.totalElements).toBe(all.totalElements);

    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`keywords=zebra-77&startDate=${today}&endDate=${today}`)).toEqual([
      order.worksheetId,
    ]);
    expect(await ids('keywords=zebra-77&endDate=2020-01-01')).toEqual([]);
    const recent = await search('recent=true&size=100');
    expect(recent.size).toBe(25);
    expect(recent.content.length).toBeLessThanOrEqual(25);
    expect(recent.content[0]!.worksheetId).toBe(all.content[0]!.worksheetId);

    // Another shop sees none of it.
    const stranger = await createShopWithUser(t);
    const theirs = await stranger.call(
      'GET',
      `${API.worksheetSearch}?keywords=${order.orderConfirmationNumber}`,
    );
    expect(WorksheetSearchResultSchema.parse(theirs.json()).content).toEqual([]);
  });

  it.each([
    'searchType=OTHER',
    'startDate=2026-13-01',
    'startDate=2026-02-01&endDate=2026-01-01',
    // Dates the database cannot hold (year 0) or no shop can mean: 400, never 500.
    'startDate=0000-01-01',
    'endDate=0000-12-31',
    'startDate=1899-12-31',
    'startDate=10000-01-01',
    'recent=maybe',
    'size=0',
    'page=-1',
    'colour=red',
  ])('answers 400 to %s', async (query) => {
    const { call } = await createShopUser(t);
    expect((await call('GET', `${API.worksheetSearch}?${query}`)).statusCode).toBe(400);
  });
});

describe('search dates', () => {
  it('takes the first and last day of the range it allows', async () => {
    const { call } = await createShopUser(t);
    const quote = await addProductOk(call, nextProduct().id, 1);
    const response = await call(
      'GET',
      `${API.worksheetSearch}?startDate=1900-01-01&endDate=9999-12-31`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(
      WorksheetSearchResultSchema.parse(response.json()).content.map((r) => r.worksheetId),
    ).toContain(quote.quoteDetails.worksheetHeaderId);
  });
});

describe('access', () => {
  it.each([
    ['GET', API.worksheet(1)],
    ['GET', API.enterpriseWorksheet(1)],
    ['POST', `${API.addProduct}?quantity=1`],
    ['POST', API.addKit],
    ['POST', API.enterpriseAddKit],
    ['GET', API.worksheetSearch],
    ['GET', `${API.orderStatus}?confirmationNumber=PC1`],
    ['POST', API.worksheetSubmit],
  ] as const)('%s %s answers 401 without a token', async (method, path) => {
    const response = await t.app.inject({ method, url: `/api${path}` });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to a user with no shop', async () => {
    const { call } = await createShopUser(t, { shopIds: [] });
    expect((await call('GET', API.worksheet(1))).statusCode).toBe(403);
    expect((await call('GET', API.worksheetSearch)).statusCode).toBe(403);
    expect((await addProduct(call, { productId: pool[0]!.id })).statusCode).toBe(403);
    expect((await submit(call)).statusCode).toBe(403);
  });
});

describe('the parts catalog under quotes', () => {
  it('refuses to replace the catalog while quote lines point at its products', async () => {
    const { call } = await createShopUser(t);
    await addProductOk(call, pool[0]!.id, 1);
    const [{ n: before } = { n: 0 }] = await t.db.select({ n: count() }).from(products);
    await expect(replacePartsCatalog(t.database, { products: 50 })).rejects.toThrow(
      /Quotes point at products/,
    );
    const [{ n: after } = { n: 0 }] = await t.db.select({ n: count() }).from(products);
    expect(after).toBe(before);
    // The key from quote lines to products is still there.
    const addAgain = await addProduct(call, { productId: 2_000_000_000 });
    expect(addAgain.statusCode).toBe(404);
  });

  // Last in this file: it replaces the catalog the tests above drew from.
  it('replaces it once no line points at a product, and keeps the key from quote lines', async () => {
    await t.db.delete(worksheetOrders);
    await t.db.delete(worksheetItems).where(isNotNull(worksheetItems.productId));
    // The demo's stock orders (seedDemoCounterWork) point at products too.
    await t.db.delete(stockOrderDetails).where(isNotNull(stockOrderDetails.productId));
    // And the invoices of the orders (issue 23): their lines keep the text, not the product.
    await t.db
      .update(invoiceLines)
      .set({ productId: null })
      .where(isNotNull(invoiceLines.productId));
    const summary = await replacePartsCatalog(t.database, { products: 50 });
    expect(summary.products).toBe(50);
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(products);
    expect(n).toBe(50);
    const keys = (await t.db.execute(
      sql`select conname from pg_constraint where conrelid = 'worksheet_items'::regclass and confrelid = 'products'::regclass`,
    )) as unknown as { rows: { conname: string }[] };
    expect(keys.rows.map((r) => r.conname)).toEqual(['worksheet_items_product_id_products_id_fk']);
  });
});
