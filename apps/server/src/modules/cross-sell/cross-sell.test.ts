import { randomUUID } from 'node:crypto';
import { API } from '@procounter/shared/contracts/api-paths';
import {
  CROSS_SELL_MAX,
  type CrossSellResponse,
  CrossSellResponseSchema,
} from '@procounter/shared/contracts/cross-sell';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import { type ApiCaller, createShopUser } from '../../../test/helpers/shop-user';
import { kits, partTypes, products, storeStock } from '../../db/schema/index';

// Related parts (issue 25 part 4) on the demo catalog: the 2013 F-150's brake pads.

let t: TestApp;
let f150: number;

beforeAll(async () => {
  t = await buildTestApp();
  f150 = (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))!;
});
afterAll(() => t?.close());

async function partTypeId(name: string) {
  const [row] = await t.db
    .select({ id: partTypes.id })
    .from(partTypes)
    .where(and(eq(partTypes.name, name), eq(partTypes.leaf, true)));
  return row!.id;
}

/** Products of a part type that are no kit and that home store 512 has plenty of. */
async function stockedProducts(partType: string, count: number) {
  const rows = await t.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(storeStock, and(eq(storeStock.productId, products.id), eq(storeStock.storeId, 512)))
    .leftJoin(kits, eq(kits.productId, products.id))
    .where(
      and(
        eq(products.partTypeId, partType),
        isNull(kits.productId),
        gt(storeStock.quantityOnHand, 10),
      ),
    )
    .orderBy(asc(products.id))
    .limit(count);
  expect(rows.length).toBe(count);
  return rows.map((r) => r.id);
}

async function crossSell(call: ApiCaller, ...ids: string[]): Promise<CrossSellResponse> {
  const query = new URLSearchParams(ids.map((id) => ['partTypeId', id]));
  const response = await call('GET', `${API.crossSellPartTypes}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return CrossSellResponseSchema.parse(response.json());
}

async function withF150() {
  const user = await createShopUser(t);
  const selected = await user.call('POST', API.selectVehicle, { baseVehicleId: f150 });
  expect(selected.statusCode, selected.body).toBe(200);
  return user;
}

/** A new user's order of these products, one of each. */
async function order(productIds: readonly number[]) {
  const { call } = await createShopUser(t);
  let worksheetId = 0;
  for (const productId of productIds) {
    const added = await call('POST', `${API.addProduct}?quantity=1`, { productId });
    expect(added.statusCode, added.body).toBe(200);
    worksheetId = added.json().quoteDetails.worksheetHeaderId;
  }
  const submitted = await call('POST', API.worksheetSubmit, {
    idempotencyKey: randomUUID(),
    worksheetId,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
}

describe('GET /parttypes/crossSellPartTypes', () => {
  it("names the catalog's related part types of pads, each with its best part for the F-150", async () => {
    const pads = await partTypeId('Disc Brake Pad');
    const { call } = await withF150();
    const answer = await crossSell(call, pads);
    expect(answer.partTypes.length).toBeGreaterThan(0);
    expect(answer.partTypes.length).toBeLessThanOrEqual(CROSS_SELL_MAX);
    const names = answer.partTypes.map((p) => p.partTypeName);
    expect(names).toContain('Disc Brake Rotor');
    expect(names).not.toContain('Disc Brake Pad');
    for (const related of answer.partTypes) {
      if (!related.product) continue;
      expect(related.product.partTypeId).toBe(related.partTypeId);
      expect(related.product.kitType).toBeNull();
      // The parts lookup's first part (no kit) of that part type for the same vehicle.
      const lookup = await call('GET', `${API.productLookup}?partTypeId=${related.partTypeId}`);
      const first = (
        lookup.json() as { products: { productId: number; kitType: string | null }[] }
      ).products.find((p) => p.kitType === null);
      expect(related.product.productId).toBe(first?.productId);
    }
    expect(
      answer.partTypes.find((p) => p.partTypeName === 'Disc Brake Rotor')?.product,
    ).not.toBeNull();
  });

  it('learns from orders: a part type ordered with pads again and again rises to the top', async () => {
    const pads = await partTypeId('Disc Brake Pad');
    const cabin = await partTypeId('Cabin Air Filter');
    const { call } = await withF150();
    const before = await crossSell(call, pads);
    const cabinBefore = before.partTypes.find((p) => p.partTypeId === cabin);
    expect(cabinBefore?.related ?? false).toBe(false);
    expect(before.partTypes[0]?.partTypeId).not.toBe(cabin);
    // More orders than the top one has, plus the largest prior (3).
    const times = (before.partTypes[0]?.orders ?? 0) + 4;
    const [pad] = await stockedProducts(pads, 1);
    const filters = await stockedProducts(cabin, 1);
    for (let i = 0; i < times; i++) await order([pad!, filters[0]!]);
    const after = await crossSell(call, pads);
    expect(after.partTypes[0]).toMatchObject({
      partTypeId: cabin,
      partTypeName: 'Cabin Air Filter',
      related: false,
      orders: (cabinBefore?.orders ?? 0) + times,
    });
    // And the other way round: cabin filters now bring pads.
    expect((await crossSell(call, cabin)).partTypes.map((p) => p.partTypeId)).toContain(pads);
  });

  it('answers without a vehicle, the parts of part types that need one left out; 404 for no leaf', async () => {
    const pads = await partTypeId('Disc Brake Pad');
    const { call } = await createShopUser(t);
    const answer = await crossSell(call, pads);
    expect(answer.partTypes.length).toBeGreaterThan(0);
    expect(answer.partTypes.find((p) => p.partTypeName === 'Disc Brake Rotor')?.product).toBeNull();
    const [category] = await t.db
      .select({ id: partTypes.id })
      .from(partTypes)
      .where(eq(partTypes.leaf, false))
      .limit(1);
    expect(
      (await call('GET', `${API.crossSellPartTypes}?partTypeId=${category!.id}`)).statusCode,
    ).toBe(404);
    expect((await call('GET', API.crossSellPartTypes)).statusCode).toBe(400);
  });

  it('names them in Spanish and carries no cost for a shop that hides them', async () => {
    const pads = await partTypeId('Disc Brake Pad');
    const user = await createShopUser(t, { shopIds: [1002] });
    expect((await user.call('POST', API.selectVehicle, { baseVehicleId: f150 })).statusCode).toBe(
      200,
    );
    const response = await user.call(
      'GET',
      `${API.crossSellPartTypes}?partTypeId=${pads}`,
      undefined,
      {
        'accept-language': 'es',
      },
    );
    const answer = CrossSellResponseSchema.parse(response.json());
    expect(answer.hideCosts).toBe(true);
    expect(answer.partTypes.map((p) => p.partTypeName)).not.toContain('Disc Brake Rotor');
    const offered = answer.partTypes.flatMap((p) => (p.product ? [p.product] : []));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((p) => p.cost === null)).toBe(true);
  });
});
