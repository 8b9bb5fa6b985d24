import { randomUUID } from 'node:crypto';
import { API } from '@procounter/shared/contracts/api-paths';
import {
  type QuoteSummary,
  QuoteSummarySchema,
  SubmitWorksheetResultSchema,
  type Worksheet,
  WorksheetSchema,
  WorksheetSearchResultSchema,
} from '@procounter/shared/contracts/worksheet';
import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  type ApiCaller,
  apiCaller,
  createShopUser,
  createShopWithUser,
  customerTypeIdOf,
} from '../../../test/helpers/shop-user';
import { kitComponents, kits, products, storeStock, worksheets } from '../../db/schema/index';

// Issue 21, an honest quote: quantities changed on the line (R-QUOTE-9), availability per line and
// at submit (R-QUOTE-10), the quote's name (R-QUOTE-8) and Start New Quote reusing an empty quote,
// through HTTP on a fresh demo database (shop 1001, home store 512).

let t: TestApp;
const HOME_STORE = 512;
let pool: { id: number; onHand: number }[] = [];
const nextProduct = () => {
  const product = pool.shift();
  if (!product) throw new Error('product pool exhausted');
  return product;
};

beforeAll(async () => {
  t = await buildTestApp();
  pool = await t.db
    .select({ id: products.id, onHand: storeStock.quantityOnHand })
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
        gte(storeStock.quantityOnHand, 6),
      ),
    )
    .orderBy(asc(products.id))
    .limit(30);
  expect(pool.length).toBe(30);
});
afterAll(() => t.close());

const json = <T>(
  response: { statusCode: number; body: string; json(): unknown },
  parse: (v: unknown) => T,
) => {
  expect(response.statusCode, response.body).toBe(200);
  return parse(response.json());
};

async function addProduct(call: ApiCaller, productId: number, quantity = 1): Promise<QuoteSummary> {
  return json(await call('POST', `${API.addProduct}?quantity=${quantity}`, { productId }), (v) =>
    QuoteSummarySchema.parse(v),
  );
}

const updateItem = (call: ApiCaller, worksheetDetailId: number, quantity: unknown) =>
  call('PUT', API.miniQuoteUpdateItem, { worksheetDetailId, quantity });

async function fullQuote(call: ApiCaller, worksheetId: number): Promise<Worksheet> {
  return json(await call('GET', API.worksheet(worksheetId)), (v) => WorksheetSchema.parse(v));
}

const setStock = (productId: number, quantityOnHand: number) =>
  t.db
    .update(storeStock)
    .set({ quantityOnHand })
    .where(and(eq(storeStock.productId, productId), eq(storeStock.storeId, HOME_STORE)));

const dropStock = (productId: number) =>
  t.db
    .delete(storeStock)
    .where(and(eq(storeStock.productId, productId), eq(storeStock.storeId, HOME_STORE)));

describe('changing a quantity on the line (updateitem)', () => {
  it('sets a part line to 1 and to 1000 and answers the updated quote', async () => {
    const { call } = await createShopUser(t);
    const line = (await addProduct(call, nextProduct().id, 2)).quoteProducts[0]!;
    const five = json(await updateItem(call, line.id, 5), (v) => QuoteSummarySchema.parse(v));
    expect(five.quoteProducts[0]).toMatchObject({ id: line.id, itemQuantity: 5 });
    expect(five.quoteProducts[0]!.extendedPrice).toBe(
      Math.round(5 * line.customerPrice! * 100) / 100,
    );
    for (const quantity of [1, 1000]) {
      const answer = json(await updateItem(call, line.id, quantity), (v) =>
        QuoteSummarySchema.parse(v),
      );
      expect(answer.quoteProducts[0]!.itemQuantity).toBe(quantity);
    }
  });

  it('refuses 0, negatives and decimals of a part with 400, and 1001 with 422, keeping the line', async () => {
    const { call } = await createShopUser(t);
    const line = (await addProduct(call, nextProduct().id, 3)).quoteProducts[0]!;
    for (const quantity of [0, -2, '4', null]) {
      const response = await updateItem(call, line.id, quantity);
      expect(response.statusCode, `${quantity}`).toBe(400);
    }
    const decimal = await updateItem(call, line.id, 2.5);
    expect(decimal.statusCode, decimal.body).toBe(400);
    expect(decimal.json().details.map((d: { path: string }) => d.path)).toContain('quantity');
    const over = await updateItem(call, line.id, 1001);
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().code).toBe('QTY_EXCEEDS_1000');
    const summary = json(await call('GET', API.miniQuote), (v) => QuoteSummarySchema.parse(v));
    expect(summary.quoteProducts[0]!.itemQuantity).toBe(3);
  });

  it('takes labor hours with 2 decimals, not 3', async () => {
    const { call } = await createShopUser(t);
    const added = json(
      await call('POST', API.nonProductItem, {
        type: 'LABOR',
        description: 'Brake job',
        customerPrice: 120,
        quantity: 1.5,
      }),
      (v) => QuoteSummarySchema.parse(v),
    );
    const line = added.quoteProducts[0]!;
    const changed = json(await updateItem(call, line.id, 2.25), (v) => QuoteSummarySchema.parse(v));
    expect(changed.quoteProducts[0]).toMatchObject({ itemQuantity: 2.25, extendedPrice: 270 });
    expect((await updateItem(call, line.id, 2.255)).statusCode).toBe(400);
  });

  it('scales the components with the kit, and refuses a component line on its own', async () => {
    const { call } = await createShopUser(t);
    const [kit] = await t.db
      .select({ id: kits.productId })
      .from(kits)
      .innerJoin(products, eq(products.id, kits.productId))
      .where(
        sql`(select count(*) from ${kitComponents} where ${kitComponents.kitProductId} = ${kits.productId}) >= 2`,
      )
      .orderBy(asc(kits.productId))
      .limit(1);
    const added = json(await call('POST', `${API.addKit}?quantity=1`, { kitId: kit!.id }), (v) =>
      QuoteSummarySchema.parse(v),
    );
    const [summary, ...components] = added.quoteProducts;
    expect(summary!.itemType).toBe('KIT_SUMMARY');
    const perKit = components.map((c) => c.itemQuantity);
    const tripled = json(await updateItem(call, summary!.id, 3), (v) =>
      QuoteSummarySchema.parse(v),
    );
    expect(tripled.quoteProducts.map((l) => l.itemQuantity)).toEqual([
      3,
      ...perKit.map((q) => q * 3),
    ]);
    const component = await updateItem(call, components[0]!.id, 2);
    expect(component.statusCode, component.body).toBe(400);
  });

  it("answers 404 for another user's line or another shop's, and 409 once the quote is locked", async () => {
    const mine = await createShopUser(t);
    const line = (await addProduct(mine.call, nextProduct().id, 1)).quoteProducts[0]!;
    const colleague = await createShopUser(t);
    expect((await updateItem(colleague.call, line.id, 2)).statusCode).toBe(404);
    const other = await createShopWithUser(t);
    expect((await updateItem(other.call, line.id, 2)).statusCode).toBe(404);

    const summary = json(await mine.call('GET', API.miniQuote), (v) => QuoteSummarySchema.parse(v));
    await t.db
      .update(worksheets)
      .set({ status: 'LOCKED' })
      .where(eq(worksheets.id, summary.quoteDetails.worksheetHeaderId));
    const locked = await updateItem(mine.call, line.id, 2);
    expect(locked.statusCode, locked.body).toBe(409);
    expect(locked.json().code).toBe('WORKSHEET_LOCKED');
  });

  it('answers 404 to an RO writer user for a labor line they do not see', async () => {
    const { call } = await createShopUser(t);
    const added = json(
      await call('POST', API.nonProductItem, {
        type: 'LABOR',
        description: 'Brake job',
        customerPrice: 100,
        quantity: 1,
      }),
      (v) => QuoteSummarySchema.parse(v),
    );
    const ro = await createShopUser(t, { customerTypeId: await customerTypeIdOf(t, 'RO_WRITER') });
    expect((await updateItem(ro.call, added.quoteProducts[0]!.id, 2)).statusCode).toBe(404);
  });
});

describe('availability per line and at submit', () => {
  it('shows each part line as in stock, short or not carried at the home store', async () => {
    const { call } = await createShopUser(t);
    const plenty = nextProduct();
    const short = nextProduct();
    const never = nextProduct();
    await addProduct(call, plenty.id, 1);
    await addProduct(call, short.id, 4);
    const summary = await addProduct(call, never.id, 1);
    await setStock(short.id, 2);
    await dropStock(never.id);
    await call('POST', API.nonProductItem, {
      type: 'OTHER',
      description: 'Disposal',
      customerPrice: 5,
      quantity: 1,
    });
    const quote = await fullQuote(call, summary.quoteDetails.worksheetHeaderId);
    const byProduct = new Map(quote.items.map((i) => [i.productId, i.availability]));
    expect(byProduct.get(plenty.id)).toBe('IN_STOCK');
    expect(byProduct.get(short.id)).toBe('SHORT');
    expect(byProduct.get(never.id)).toBe('NOT_CARRIED');
    expect(quote.items.find((i) => i.itemType === 'OTHER')!.availability).toBeNull();
  });

  it('orders a never-carried line as backordered, with no availability change', async () => {
    const { call } = await createShopUser(t);
    const plenty = nextProduct();
    const never = nextProduct();
    await addProduct(call, plenty.id, 1);
    const summary = await addProduct(call, never.id, 2);
    await dropStock(never.id);
    const ordered = await call('POST', API.worksheetSubmit, {
      idempotencyKey: randomUUID(),
      worksheetId: summary.quoteDetails.worksheetHeaderId,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const result = SubmitWorksheetResultSchema.parse(ordered.json());
    expect(result.unavailableLines).toEqual([
      expect.objectContaining({
        productId: never.id,
        quantityRequested: 2,
        quantityOnHand: 0,
        reason: 'NOT_CARRIED',
      }),
    ]);
  });

  it('still reports a short line as an availability change, and only that line', async () => {
    const { call } = await createShopUser(t);
    const short = nextProduct();
    const never = nextProduct();
    await addProduct(call, short.id, 4);
    const summary = await addProduct(call, never.id, 1);
    await setStock(short.id, 1);
    await dropStock(never.id);
    const refused = await call('POST', API.worksheetSubmit, {
      idempotencyKey: randomUUID(),
      worksheetId: summary.quoteDetails.worksheetHeaderId,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('AVAILABILITY_CHANGED');
    expect(
      refused
        .json()
        .unavailableLines.map((l: { productId: number; reason: string }) => [
          l.productId,
          l.reason,
        ]),
    ).toEqual([[short.id, 'SHORT']]);
    const ordered = await call('POST', API.worksheetSubmit, {
      idempotencyKey: randomUUID(),
      worksheetId: summary.quoteDetails.worksheetHeaderId,
      acknowledgeAvailability: true,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const reasons = SubmitWorksheetResultSchema.parse(ordered.json()).unavailableLines.map(
      (l) => l.reason,
    );
    expect(reasons.sort()).toEqual(['NOT_CARRIED', 'SHORT']);
  });
});

describe('the name of a quote', () => {
  const rename = (call: ApiCaller, worksheetId: number, name: unknown) =>
    call('PUT', API.worksheetName(worksheetId), { name });

  it('names a quote, shows it in the quote, the mini quote and the search, and removes it', async () => {
    const { call } = await createShopUser(t);
    const summary = await addProduct(call, nextProduct().id, 1);
    const id = summary.quoteDetails.worksheetHeaderId;
    expect(summary.quoteDetails.worksheetName).toBeNull();
    const named = json(await rename(call, id, '  Fleet van 12  '), (v) => WorksheetSchema.parse(v));
    expect(named).toMatchObject({ worksheetId: id, name: 'Fleet van 12' });
    const mini = json(await call('GET', API.miniQuote), (v) => QuoteSummarySchema.parse(v));
    expect(mini.quoteDetails.worksheetName).toBe('Fleet van 12');
    const found = json(
      await call('GET', `${API.worksheetSearch}?keywords=${encodeURIComponent('van 12')}`),
      (v) => WorksheetSearchResultSchema.parse(v),
    );
    expect(found.content.map((r) => [r.worksheetId, r.name])).toEqual([[id, 'Fleet van 12']]);
    const cleared = json(await rename(call, id, '   '), (v) => WorksheetSchema.parse(v));
    expect(cleared.name).toBeNull();
  });

  it('refuses a name too long or not text (400), another shop (404), an order (409)', async () => {
    const { call } = await createShopUser(t);
    const summary = await addProduct(call, nextProduct().id, 1);
    const id = summary.quoteDetails.worksheetHeaderId;
    expect((await rename(call, id, 'x'.repeat(81))).statusCode).toBe(400);
    expect((await rename(call, id, 12)).statusCode).toBe(400);
    const other = await createShopWithUser(t);
    expect((await rename(other.call, id, 'Mine now')).statusCode).toBe(404);
    const ordered = await call('POST', API.worksheetSubmit, {
      idempotencyKey: randomUUID(),
      worksheetId: id,
      acknowledgeAvailability: true,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const locked = await rename(call, id, 'Too late');
    expect(locked.statusCode, locked.body).toBe(409);
    expect(locked.json().code).toBe('WORKSHEET_LOCKED');
  });
});

describe('Start New Quote from an empty quote', () => {
  it('reuses the empty current quote (vehicle chosen, no lines) instead of leaving it behind', async () => {
    const { call, user } = await createShopUser(t);
    const first = json(
      await call('POST', `${API.selectByVin}?quote=false`, {
        vin: '1HGCM82633A004352',
      }),
      (v) => v as { worksheetId: number },
    );
    const again = json(
      await call('POST', `${API.selectByVin}?quote=false`, {
        vin: '1G1ZT53826F109149',
      }),
      (v) => v as { worksheetId: number },
    );
    expect(again.worksheetId).toBe(first.worksheetId);
    await call('PUT', API.worksheetName(first.worksheetId), { name: 'Old name' });
    const fresh = await call('POST', API.selectDefault, { id: 0 });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const mini = json(await call('GET', API.miniQuote), (v) => QuoteSummarySchema.parse(v));
    expect(mini.quoteDetails).toMatchObject({
      worksheetHeaderId: first.worksheetId,
      worksheetName: null,
      totalItems: 0,
    });
    const rows = await t.db.select().from(worksheets).where(eq(worksheets.userId, user.id));
    expect(rows.map((w) => w.id)).toEqual([first.worksheetId]);
  });
});

describe('demo data', () => {
  it('gives tech a saved, named quote that Quotes and Orders finds by its name', async () => {
    const { access_token: token } = await t.login('tech');
    const call = apiCaller(t, token);
    const found = json(
      await call('GET', `${API.worksheetSearch}?keywords=${encodeURIComponent('Ana Diaz')}`),
      (v) => WorksheetSearchResultSchema.parse(v),
    );
    expect(found.content.map((r) => [r.name, r.customerName, r.vehicleDescription])).toContainEqual(
      ['Brake job - Ana Diaz', 'Ana Diaz', '2013 Ford F-150'],
    );
  });
});
