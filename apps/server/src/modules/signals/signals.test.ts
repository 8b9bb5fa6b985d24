import { API } from '@procounter/shared/contracts/api-paths';
import {
  type TypeaheadResponse,
  TypeaheadResponseSchema,
} from '@procounter/shared/contracts/catalog-search';
import {
  type ProductLookupResponse,
  ProductLookupResponseSchema,
} from '@procounter/shared/contracts/product';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import { type ApiCaller, createShopWithUser } from '../../../test/helpers/shop-user';
import { searchSignals } from '../../db/schema/index';
import { createBus } from '../../lib/bus';
import { followSignals, SIGNALS_CHANNEL } from './signals.service';

// Search signals (issue 25 part 4): what shops pick moves the typeahead and the best-match sort.
// Two shops of their own, so the demo's picks and other files' never mix in.

let t: TestApp;
let shopA: { shopId: number; userId: number; call: ApiCaller };
let shopB: { shopId: number; userId: number; call: ApiCaller };
let f150: number;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await createShopWithUser(t);
  const b = await createShopWithUser(t);
  shopA = { shopId: a.shop.id, userId: a.user.id, call: a.call };
  shopB = { shopId: b.shop.id, userId: b.user.id, call: b.call };
  f150 = (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))!;
});
afterAll(() => t?.close());

async function typeahead(call: ApiCaller, query: string): Promise<TypeaheadResponse> {
  const response = await call(
    'GET',
    `${API.typeaheadV3}?query=${encodeURIComponent(query)}&suggestionType=PART_TYPE`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return TypeaheadResponseSchema.parse(response.json());
}

async function signal(call: ApiCaller, path: string, body: object) {
  const response = await call('POST', path, body);
  expect(response.statusCode, response.body).toBe(204);
}

async function padsOfF150(call: ApiCaller, sort = 'SCORE'): Promise<ProductLookupResponse> {
  const types = await call('GET', '/parttypes/searchPartType.json?query=disc%20brake%20pad&max=5');
  const pad = (types.json() as { partTypeId: string; partTypeName: string }[]).find(
    (p) => p.partTypeName === 'Disc Brake Pad',
  )!;
  const response = await call('GET', `/catalog/products?partTypeId=${pad.partTypeId}&sort=${sort}`);
  expect(response.statusCode, response.body).toBe(200);
  return ProductLookupResponseSchema.parse(response.json());
}

describe('POST /signals/v2/suggestions and /signals/interactions', () => {
  it("keeps a pick in the caller's shop, its query normalised, and answers 204", async () => {
    await signal(shopA.call, API.signalSuggestions, {
      query: '  Bujías  ',
      source: 'SUGGESTION',
      partTypeId: '7212',
    });
    const rows = await t.db
      .select()
      .from(searchSignals)
      .where(eq(searchSignals.shopId, shopA.shopId));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'SUGGESTION',
        userId: shopA.userId,
        source: 'SUGGESTION',
        query: 'bujias',
        partTypeId: '7212',
        eventType: null,
        productId: null,
      }),
    ]);
  });

  it('refuses what is no signal: 400 for a bad body, 401 without a session', async () => {
    for (const body of [
      {},
      { query: 'pads', source: 'SOMEWHERE', partTypeId: '1' },
      { query: '', source: 'SUGGESTION', partTypeId: '1' },
      { query: 'pads', source: 'SUGGESTION', partTypeId: '1', extra: true },
    ]) {
      const response = await shopA.call('POST', API.signalSuggestions, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { eventType: 'CLICK', source: 'FREE_TEXT', productIds: [] },
      { eventType: 'LIKE', source: 'FREE_TEXT', productIds: [1] },
      {
        eventType: 'CART',
        source: 'FREE_TEXT',
        productIds: Array.from({ length: 51 }, (_, i) => i + 1),
      },
    ]) {
      const response = await shopA.call('POST', API.signalInteractions, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api${API.signalInteractions}`,
      payload: { eventType: 'CLICK', source: 'FREE_TEXT', productIds: [1] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('moves up in the typeahead what this shop and every shop chose for the query', async () => {
    const query = 'filter';
    const before = (await typeahead(shopA.call, query)).partTypes.map((p) => p.partTypeId);
    const otherBefore = (await typeahead(shopA.call, 'filters')).partTypes.map((p) => p.partTypeId);
    expect(before.length).toBeGreaterThan(5);
    const x = before[4]!;
    const y = before[6]!;
    // Shop A picks x once: first for A, and for B too (every shop's picks count).
    await signal(shopA.call, API.signalSuggestions, {
      query: 'Filter',
      source: 'SUGGESTION',
      partTypeId: x,
    });
    expect((await typeahead(shopA.call, query)).partTypes[0]?.partTypeId).toBe(x);
    expect((await typeahead(shopB.call, query)).partTypes[0]?.partTypeId).toBe(x);
    // Shop B picks y once: B's own pick counts twice, so y leads for B, x still for A.
    await signal(shopB.call, API.signalSuggestions, { query, source: 'FREE_TEXT', partTypeId: y });
    expect(
      (await typeahead(shopB.call, query)).partTypes.slice(0, 2).map((p) => p.partTypeId),
    ).toEqual([y, x]);
    expect(
      (await typeahead(shopA.call, query)).partTypes.slice(0, 2).map((p) => p.partTypeId),
    ).toEqual([x, y]);
    // The rest keep their order; another query is not moved.
    const after = (await typeahead(shopA.call, query)).partTypes.map((p) => p.partTypeId);
    expect(after.slice(2)).toEqual(before.filter((id) => id !== x && id !== y));
    expect((await typeahead(shopA.call, 'filters')).partTypes.map((p) => p.partTypeId)).toEqual(
      otherBefore,
    );
  });

  it("moves up in the best-match sort the parts shops added and ordered, this shop's most", async () => {
    for (const { call } of [shopA, shopB]) {
      expect((await call('POST', API.selectVehicle, { baseVehicleId: f150 })).statusCode).toBe(200);
    }
    const before = (await padsOfF150(shopA.call)).products.map((p) => p.productId);
    expect(before.length).toBeGreaterThan(3);
    const last = before[before.length - 1]!;
    const third = before[2]!;
    await signal(shopA.call, API.signalInteractions, {
      eventType: 'CART',
      source: 'FREE_TEXT',
      query: 'brake pads',
      productIds: [last],
    });
    const afterCart = (await padsOfF150(shopA.call)).products.map((p) => p.productId);
    expect(afterCart[0]).toBe(last);
    expect(afterCart.slice(1)).toEqual(before.filter((id) => id !== last));
    // Shop B looked at the third twice (2) and A's add counts 3 for B: A's pick still leads for B.
    for (const _ of [1, 2]) {
      await signal(shopB.call, API.signalInteractions, {
        eventType: 'CLICK',
        source: 'CATEGORY_NAV',
        productIds: [third],
      });
    }
    const forB = (await padsOfF150(shopB.call)).products.map((p) => p.productId);
    // B: last = 3 (A's add), third = 2 + 2 (its own looks count twice) = 4.
    expect(forB.slice(0, 2)).toEqual([third, last]);
    const forA = (await padsOfF150(shopA.call)).products.map((p) => p.productId);
    // A: last = 3 + 3 = 6, third = 2.
    expect(forA.slice(0, 2)).toEqual([last, third]);
    // A purchase by B outweighs: 5 + 5 for B.
    const second = before[1]!;
    await signal(shopB.call, API.signalInteractions, {
      eventType: 'PURCHASE',
      source: 'CATEGORY_NAV',
      productIds: [second],
    });
    expect((await padsOfF150(shopB.call)).products[0]?.productId).toBe(second);
    // The other sorts do not move.
    const byPrice = (await padsOfF150(shopA.call, 'PRICE')).products.map((p) => p.customerPrice);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => (a ?? Infinity) - (b ?? Infinity)));
  });

  it("counts another process's signals once the bus says they were recorded", async () => {
    const bus = createBus(undefined, t.app.log);
    const stop = await followSignals(t.db, bus, t.app.log);
    try {
      const query = 'oil';
      const before = (await typeahead(shopA.call, query)).partTypes.map((p) => p.partTypeId);
      const picked = before[3]!;
      // Written by "another process": straight into the table, then said on the bus.
      await t.db.insert(searchSignals).values(
        [1, 2, 3].map(() => ({
          kind: 'SUGGESTION',
          shopId: shopB.shopId,
          userId: shopB.userId,
          source: 'SUGGESTION',
          query,
          partTypeId: picked,
        })),
      );
      expect((await typeahead(shopA.call, query)).partTypes[0]?.partTypeId).toBe(before[0]);
      await bus.publish(SIGNALS_CHANNEL, { rows: 3 });
      await expect
        .poll(async () => (await typeahead(shopA.call, query)).partTypes[0]?.partTypeId)
        .toBe(picked);
    } finally {
      await stop();
      await bus.close();
    }
  });
});
