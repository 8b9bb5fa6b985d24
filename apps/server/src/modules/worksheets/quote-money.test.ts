import { randomUUID } from 'node:crypto';
import { API } from '@procounter/shared/contracts/api-paths';
import { ProductLookupResponseSchema } from '@procounter/shared/contracts/product';
import {
  OrderStatusSchema,
  type QuoteSummary,
  QuoteSummarySchema,
  SubmitWorksheetResultSchema,
  WorksheetSchema,
  WorksheetSearchResultSchema,
} from '@procounter/shared/contracts/worksheet';
import { KIT_PART_TYPE_IDS } from '@procounter/shared/domain/constants';
import { CATALOG_KIT_PREBUILT } from '@procounter/shared/domain/quote-totals';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import { type ApiCaller, createShopUser, customerTypeIdOf } from '../../../test/helpers/shop-user';
import {
  brands,
  kitComponents,
  kits,
  products,
  storeStock,
  worksheetItems,
} from '../../db/schema/index';

// Issue 19, money: what a client may put on a quote, and that every figure a caller sees of a
// quote is one figure, computed from the lines the caller may see. Through HTTP, shop 1001.

let t: TestApp;
let f150: number;

beforeAll(async () => {
  t = await buildTestApp();
  f150 = (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))!;
});
afterAll(() => t.close());

/** Cents of quantity x price, rounded half up per line, by decimal text: the tests' own oracle. */
function centsOf(quantity: number, price: number | null): number {
  if (price === null || price <= 0) return 0;
  const product =
    BigInt(quantity.toFixed(2).replace('.', '')) * BigInt(price.toFixed(2).replace('.', ''));
  return Number(product / 100n + (product % 100n >= 50n ? 1n : 0n));
}

async function ok<T>(call: ApiCaller, method: 'GET' | 'POST', path: string, body?: object) {
  const response = await call(method, path, body);
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}

const miniQuote = async (call: ApiCaller) =>
  QuoteSummarySchema.parse(await ok(call, 'GET', API.miniQuote));

/** A kit with a price, at least two priced components, and the components (catalog order). */
async function findKit(offset: number) {
  const [kit] = await t.db
    .select({ id: kits.productId })
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
    .select({ id: kitComponents.componentProductId, quantity: kitComponents.quantity })
    .from(kitComponents)
    .where(eq(kitComponents.kitProductId, kit!.id))
    .orderBy(asc(kitComponents.componentProductId));
  return { kitId: kit!.id, components };
}

/** Priced products that are no kit and no component of the given kit. */
async function otherParts(kitId: number, n: number) {
  const inKit = t.db
    .select({ id: kitComponents.componentProductId })
    .from(kitComponents)
    .where(eq(kitComponents.kitProductId, kitId));
  return t.db
    .select({ id: products.id, lineCode: brands.lineCode, partNumber: products.partNumber })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(kits, eq(kits.productId, products.id))
    .where(
      and(
        isNull(kits.productId),
        isNotNull(products.customerPrice),
        notInArray(products.id, inKit),
      ),
    )
    .orderBy(asc(products.id))
    .limit(n);
}

const linesOf = (worksheetId: number) =>
  t.db
    .select()
    .from(worksheetItems)
    .where(eq(worksheetItems.worksheetId, worksheetId))
    .orderBy(asc(worksheetItems.id));

describe('enterprise/addKit takes the components from the catalog', () => {
  it('refuses a product that is not a component of the kit with 400 naming it, and adds nothing', async () => {
    const { call } = await createShopUser(t);
    const { kitId, components } = await findKit(0);
    const pads = await otherParts(kitId, 2);
    const worksheetId = (await miniQuote(call)).quoteDetails.worksheetHeaderId;
    const response = await call('POST', API.enterpriseAddKit, {
      worksheetId,
      prebuilt: true,
      addProductDtoList: [
        { productId: kitId, quantity: 1 },
        ...components.map((c) => ({ productId: c.id, quantity: c.quantity })),
        ...pads.map((p) => ({ productId: p.id, quantity: 2 })),
      ],
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { code: string; details: { path: string; message: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    const named = body.details.map((d) => d.message).join('\n');
    for (const pad of pads) expect(named).toContain(`${pad.lineCode} ${pad.partNumber}`);
    expect(await linesOf(worksheetId)).toEqual([]);
  });

  it('refuses a component listed at another quantity than the kit holds', async () => {
    const { call } = await createShopUser(t);
    const { kitId, components } = await findKit(1);
    const worksheetId = (await miniQuote(call)).quoteDetails.worksheetHeaderId;
    const [first, ...rest] = components;
    const response = await call('POST', API.enterpriseAddKit, {
      worksheetId,
      addProductDtoList: [
        { productId: kitId, quantity: 2 },
        // Two kits hold 2 x the component quantity: the one of one kit is wrong.
        { productId: first!.id, quantity: first!.quantity },
        ...rest.map((c) => ({ productId: c.id, quantity: 2 * c.quantity })),
      ],
    });
    expect(response.statusCode, response.body).toBe(400);
    const [row] = await t.db
      .select({ lineCode: brands.lineCode, partNumber: products.partNumber })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.id, first!.id));
    expect(
      response
        .json()
        .details.map((d: { message: string }) => d.message)
        .join('\n'),
    ).toContain(`${row!.lineCode} ${row!.partNumber}`);
    expect(await linesOf(worksheetId)).toEqual([]);
  });

  it("puts the catalog's components on the quote, at the kit quantity, also when only the kit is listed", async () => {
    const { call } = await createShopUser(t);
    const { kitId, components } = await findKit(2);
    const worksheetId = (await miniQuote(call)).quoteDetails.worksheetHeaderId;
    await ok(call, 'POST', API.enterpriseAddKit, {
      worksheetId,
      addProductDtoList: [{ productId: kitId, quantity: 3 }],
    });
    await ok(call, 'POST', API.enterpriseAddKit, {
      worksheetId,
      addProductDtoList: [
        ...components.map((c) => ({ productId: c.id, quantity: 2 * c.quantity })),
        { productId: kitId, quantity: 2 },
      ],
    });
    const rows = await linesOf(worksheetId);
    expect(rows.map((r) => [r.itemType, r.productId, r.quantity])).toEqual([
      ['KIT_SUMMARY', kitId, 3],
      ...components.map((c) => ['PART', c.id, 3 * c.quantity]),
      ['KIT_SUMMARY', kitId, 2],
      ...components.map((c) => ['PART', c.id, 2 * c.quantity]),
    ]);
  });
});

describe('no request sets a price', () => {
  it.each([
    ['LABOR', 0],
    ['OTHER', 0],
    ['OTHER', -1],
  ])('refuses a %s line at a price of %d with 400', async (type, customerPrice) => {
    const { call } = await createShopUser(t);
    const response = await call('POST', API.nonProductItem, {
      type,
      description: 'Free work',
      customerPrice,
      quantity: 1,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect((await miniQuote(call)).quoteProducts).toEqual([]);
  });
});

describe('one figure for each total', () => {
  it('makes every total the sum of the line totals the quote lists', async () => {
    const { call } = await createShopUser(t);
    // 1.5 x 33.33 = 49.995: each line shows $50.00, so the quote's total is $100.00.
    await ok(call, 'POST', API.nonProductItem, {
      type: 'LABOR',
      description: 'Diagnosis',
      customerPrice: 33.33,
      quantity: 1.5,
    });
    const summary = QuoteSummarySchema.parse(
      await ok(call, 'POST', API.nonProductItem, {
        type: 'OTHER',
        description: 'Road test',
        customerPrice: 33.33,
        quantity: 1.5,
      }),
    );
    const worksheetId = summary.quoteDetails.worksheetHeaderId;
    const quote = WorksheetSchema.parse(await ok(call, 'GET', API.worksheet(worksheetId)));
    expect(quote.items.map((i) => i.extendedPrice)).toEqual([50, 50]);
    expect(quote.totalPrice).toBe(100);
    expect(quote.formattedTotalPrice).toBe('$100.00');
    expect(summary.quoteDetails.subtotalPrice).toBe(100);
    const search = WorksheetSearchResultSchema.parse(
      await ok(call, 'GET', `${API.worksheetSearch}?size=100`),
    );
    expect(search.content.find((r) => r.worksheetId === worksheetId)?.totalPrice).toBe(100);
  });

  it('shows a kit in the results at the price its Add puts on the quote', async () => {
    const { call } = await createShopUser(t);
    await ok(call, 'POST', API.selectVehicle, { baseVehicleId: f150 });
    const lookup = ProductLookupResponseSchema.parse(
      await ok(call, 'GET', `${API.productLookup}?partTypeId=${KIT_PART_TYPE_IDS.BRAKE}`),
    );
    const kit = lookup.products.find((p) => p.kitType !== null && p.customerPrice !== null);
    expect(kit, 'a priced brake kit fits the F-150').toBeDefined();
    const added = QuoteSummarySchema.parse(
      await ok(call, 'POST', `${API.addKit}?quantity=1`, {
        kitId: kit!.productId,
        prebuilt: CATALOG_KIT_PREBUILT,
      }),
    );
    expect(added.quoteDetails.subtotalPrice).toBe(kit!.customerPrice);
    expect(added.quoteDetails.subtotalCost).toBe(kit!.cost);
  });
});

describe('RO writer users see no labor', () => {
  async function quoteWithLabor() {
    const tech = await createShopUser(t);
    const [part] = await t.db
      .select({ id: products.id, customerPrice: products.customerPrice })
      .from(products)
      .innerJoin(storeStock, eq(storeStock.productId, products.id))
      .leftJoin(kits, eq(kits.productId, products.id))
      .where(
        and(
          isNull(kits.productId),
          isNotNull(products.customerPrice),
          eq(storeStock.storeId, 512),
          sql`${storeStock.quantityOnHand} >= 2`,
        ),
      )
      .orderBy(sql`${products.id} desc`)
      .limit(1);
    await ok(tech.call, 'POST', `${API.addProduct}?quantity=2`, { productId: part!.id });
    const summary = QuoteSummarySchema.parse(
      await ok(tech.call, 'POST', API.nonProductItem, {
        type: 'LABOR',
        description: 'Front brake job',
        customerPrice: 120,
        quantity: 2.5,
      }),
    );
    const rowriter = await createShopUser(t, {
      customerTypeId: await customerTypeIdOf(t, 'RO_WRITER'),
    });
    return {
      tech,
      rowriter,
      worksheetId: summary.quoteDetails.worksheetHeaderId,
      laborLineId: summary.quoteProducts.find((p) => p.itemType === 'LABOR')!.id,
      partsPrice: centsOf(2, part!.customerPrice) / 100,
      withLabor: (centsOf(2, part!.customerPrice) + centsOf(2.5, 120)) / 100,
    };
  }

  it('leaves labor out of the quotes list total and the order status total', async () => {
    const { tech, rowriter, worksheetId, partsPrice, withLabor } = await quoteWithLabor();
    const row = async (call: ApiCaller) =>
      WorksheetSearchResultSchema.parse(
        await ok(call, 'GET', `${API.worksheetSearch}?size=100`),
      ).content.find((r) => r.worksheetId === worksheetId)!;
    expect((await row(tech.call)).totalPrice).toBe(withLabor);
    expect((await row(rowriter.call)).totalPrice).toBe(partsPrice);
    const quote = WorksheetSchema.parse(await ok(rowriter.call, 'GET', API.worksheet(worksheetId)));
    expect(quote.totalPrice).toBe(partsPrice);

    const order = SubmitWorksheetResultSchema.parse(
      await ok(tech.call, 'POST', API.worksheetSubmit, {
        worksheetId,
        idempotencyKey: randomUUID(),
        acknowledgeAvailability: true,
      }),
    );
    expect(order.totalPrice).toBe(withLabor);
    const status = (call: ApiCaller) =>
      ok(call, 'GET', `${API.orderStatus}?confirmationNumber=${order.orderConfirmationNumber}`);
    expect(OrderStatusSchema.parse(await status(tech.call)).totalPrice).toBe(withLabor);
    expect(OrderStatusSchema.parse(await status(rowriter.call)).totalPrice).toBe(partsPrice);
    expect((await row(rowriter.call)).totalPrice).toBe(partsPrice);
  });

  it('answers 404 to the removal of a labor line, and keeps it', async () => {
    const { rowriter, worksheetId, laborLineId, partsPrice } = await quoteWithLabor();
    // The quote becomes the RO writer's current one: its labor line is on it, unseen.
    await ok(rowriter.call, 'POST', API.selectDefault, { id: worksheetId });
    const seen: QuoteSummary = await miniQuote(rowriter.call);
    expect(seen.quoteDetails.worksheetHeaderId).toBe(worksheetId);
    expect(seen.quoteProducts.map((p) => p.itemType)).toEqual(['PART']);
    expect(seen.quoteDetails.subtotalPrice).toBe(partsPrice);

    const removed = await rowriter.call(
      'DELETE',
      `${API.miniQuoteDeleteItem}?worksheetDetailId=${laborLineId}`,
    );
    expect(removed.statusCode, removed.body).toBe(404);
    const rows = await t.db
      .select({ id: worksheetItems.id })
      .from(worksheetItems)
      .where(inArray(worksheetItems.id, [laborLineId]));
    expect(rows).toHaveLength(1);
  });
});

describe('a hideCosts shop', () => {
  it('gets no cost in the quote summary', async () => {
    const { call } = await createShopUser(t, { shopIds: [1002] });
    const [part] = await t.db
      .select({ id: products.id })
      .from(products)
      .leftJoin(kits, eq(kits.productId, products.id))
      .where(and(isNull(kits.productId), isNotNull(products.cost)))
      .limit(1);
    const summary = QuoteSummarySchema.parse(
      await ok(call, 'POST', `${API.addProduct}?quantity=1`, { productId: part!.id }),
    );
    expect(summary.quoteProducts[0]!.itemCost).toBeNull();
    expect(summary.quoteDetails.subtotalCost).toBeNull();
    expect(summary.quoteDetails.subtotalPrice).toBeGreaterThan(0);
  });
});
