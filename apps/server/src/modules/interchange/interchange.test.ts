import { API } from '@procounter/shared/contracts/api-paths';
import {
  INTERCHANGE_RESULTS_MAX,
  type InterchangeResponse,
  InterchangeResponseSchema,
} from '@procounter/shared/contracts/interchange';
import { fitmentAttributeOf } from '@procounter/shared/domain/fitment-questions';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { type ApiCaller, createShopUser } from '../../../test/helpers/shop-user';
import { fitment, partInterchange, products } from '../../db/schema/index';
import { productQualifiers } from '../parts-catalog/parts-catalog.service';

// The part interchange (issue 25 part 1) on the demo catalog the test database is made with.

let t: TestApp;
let call: ApiCaller;

beforeAll(async () => {
  t = await buildTestApp();
  ({ call } = await createShopUser(t));
});
afterAll(() => t?.close());

async function lookUp(number: string, caller: ApiCaller = call, locale = 'en') {
  const response = await caller(
    'GET',
    `${API.interchange}?${new URLSearchParams({ number })}`,
    undefined,
    { 'accept-language': locale },
  );
  expect(response.statusCode, response.body).toBe(200);
  return InterchangeResponseSchema.parse(response.json());
}

/** A number of this kind that names products of at least `brands` of our brands. */
async function sharedNumber(kind: 'OE' | 'COMPETITOR', brands = 2) {
  const result = (await t.db.execute(sql`
    select pi.number, pi.source, array_agg(pi.product_id order by pi.product_id) as ids
    from part_interchange pi join products p on p.id = pi.product_id
    where pi.kind = ${kind}
    group by pi.number, pi.source
    having count(distinct p.brand_id) >= ${brands}
    order by pi.number limit 1`)) as unknown as {
    rows: { number: string; source: string; ids: number[] | string }[];
  };
  const row = result.rows[0];
  expect(row, `a ${kind} number of ${brands} brands`).toBeDefined();
  const ids = (typeof row!.ids === 'string' ? JSON.parse(`[${row!.ids.slice(1, -1)}]`) : row!.ids)
    .map(Number)
    .sort((a: number, b: number) => a - b);
  return { number: row!.number, source: row!.source, ids: ids as number[] };
}

const productIds = (answer: InterchangeResponse) =>
  answer.results.map((r) => r.product.productId).sort((a, b) => a - b);

describe('GET /catalog/interchange', () => {
  it("crosses another brand's number to our equivalents of every brand, priced and stocked", async () => {
    const { number, source, ids } = await sharedNumber('COMPETITOR');
    const answer = await lookUp(number);
    expect(productIds(answer)).toEqual(ids);
    for (const { reference, product } of answer.results) {
      expect(reference).toEqual({ kind: 'COMPETITOR', source, number });
      expect(product.homeStore.storeId).toBe(512);
      expect(product.partTypeName).not.toBe('');
      if (product.listPrice !== null) expect(product.cost).toEqual(expect.any(Number));
    }
    expect(new Set(answer.results.map((r) => r.product.partTypeId)).size).toBe(1);
  });

  it('reads the number however it is typed: case, spaces, dashes and dots ignored', async () => {
    const { number, ids } = await sharedNumber('OE');
    const typed = ` ${number.toLowerCase().replace(/-/g, ' ').split('').join('.')} `;
    const answer = await lookUp(typed.slice(0, 40));
    expect(productIds(answer)).toEqual(ids);
    expect(answer.numberKey).toBe(number.toUpperCase().replace(/[^A-Z0-9]/g, ''));
    expect(answer.results.every((r) => r.reference.kind === 'OE')).toBe(true);
  });

  it('finds one of ours first, then the products that share its OE or competitor numbers', async () => {
    const { ids } = await sharedNumber('OE');
    const [own] = await t.db
      .select({ partNumber: products.partNumber })
      .from(products)
      .where(eq(products.id, ids[0]!));
    const answer = await lookUp(own!.partNumber);
    expect(answer.results[0]).toMatchObject({
      reference: { kind: 'OWN', number: own!.partNumber },
      product: { productId: ids[0] },
    });
    const rest = answer.results.slice(1);
    expect(rest.length).toBeGreaterThan(0);
    for (const r of rest) expect(r.reference.kind).toBe('EQUIVALENT');
    expect(rest.map((r) => r.product.productId)).toEqual(expect.arrayContaining(ids.slice(1)));
    expect(answer.results.length).toBeLessThanOrEqual(INTERCHANGE_RESULTS_MAX);
  });

  it('finds the product that replaced a former number of ours, and says so', async () => {
    const [former] = await t.db
      .select({ number: partInterchange.number, productId: partInterchange.productId })
      .from(partInterchange)
      .where(eq(partInterchange.kind, 'SUPERSEDED'))
      .orderBy(asc(partInterchange.productId))
      .limit(1);
    const answer = await lookUp(former!.number);
    expect(answer.results).toHaveLength(1);
    expect(answer.results[0]).toMatchObject({
      reference: { kind: 'SUPERSEDED', number: former!.number },
      product: { productId: former!.productId },
    });
  });

  it('says whether each fits the current vehicle: COMPATIBLE on one it fits', async () => {
    const { number, ids } = await sharedNumber('OE');
    // One whose fit depends on nothing the vehicle is asked (a hub's drive type would leave it
    // UNKNOWN until answered: fitment-questions.test.ts).
    const rows = await t.db
      .select({
        productId: products.id,
        partTypeId: products.partTypeId,
        description: products.description,
      })
      .from(products)
      .where(inArray(products.id, ids));
    const id = rows.find((row) =>
      productQualifiers(row).every((q) => !fitmentAttributeOf(q.attributeId)?.retained),
    )!.productId;
    const [fits] = await t.db
      .select({ id: fitment.baseVehicleId })
      .from(fitment)
      .where(and(eq(fitment.productId, id), isNull(fitment.engineId), isNull(fitment.submodelId)))
      .limit(1);
    const { call: own } = await createShopUser(t);
    expect((await lookUp(number, own)).results[0]!.product.fit.compatibility).toBe('UNKNOWN');
    const selected = await own('POST', API.selectVehicle, { baseVehicleId: fits!.id });
    expect(selected.statusCode, selected.body).toBe(200);
    const answer = await lookUp(number, own);
    const mine = answer.results.find((r) => r.product.productId === id)!;
    expect(mine.product.fit).toMatchObject({ compatibility: 'COMPATIBLE', universal: false });
    expect(mine.product.fit.vehicle).toEqual(expect.any(String));
  });

  it("hides costs from a shop that hides them, and answers its own home store's stock", async () => {
    const { number } = await sharedNumber('COMPETITOR');
    const { call: north } = await createShopUser(t, { shopIds: [1002] });
    const answer = await lookUp(number, north, 'es');
    expect(answer.results.length).toBeGreaterThan(0);
    for (const { product } of answer.results) {
      expect(product.cost).toBeNull();
      expect(product.homeStore.storeId).toBe(4031);
    }
  });

  it('answers no results for a number nothing has, 400 for one too short, 401 without a token', async () => {
    expect((await lookUp('ZZQ-000-000-ZZ')).results).toEqual([]);
    for (const bad of ['', 'a-1', ' - . ', 'x'.repeat(41)]) {
      const response = await call(
        'GET',
        `${API.interchange}?${new URLSearchParams({ number: bad })}`,
      );
      expect(response.statusCode, bad).toBe(400);
    }
    expect((await call('GET', API.interchange)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api${API.interchange}?number=NL-1234`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
