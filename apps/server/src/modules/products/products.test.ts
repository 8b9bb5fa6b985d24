import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import {
  FITTED_VEHICLES_LISTED,
  type LookupProduct,
  MultipleLocationDetailsResponseSchema,
  NEARBY_STORE_RADIUS_MILES,
  ProductExtraInfoResponseSchema,
  type ProductLookupResponse,
  ProductLookupResponseSchema,
} from '@procounter/shared/contracts/product';
import { DONT_KNOW_SHOW_ALL } from '@procounter/shared/contracts/vehicle';
import { KIT_PART_TYPE_IDS } from '@procounter/shared/domain/constants';
import { and, asc, countDistinct, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../test/faults/support';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import { type ApiCaller, createShopUser } from '../../../test/helpers/shop-user';
import { WARM_UP_DELAY_MS } from '../../app';
import {
  fitment,
  kitComponents,
  partTypes,
  products,
  storeStock,
  vehicleEngines,
} from '../../db/schema/index';

let t: TestApp;
let f150: number;
let padId: string;
let rotorId: string;

beforeAll(async () => {
  t = await buildTestApp();
  f150 = (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))!;
  const leaves = await t.db
    .select({ id: partTypes.id, name: partTypes.name })
    .from(partTypes)
    .where(eq(partTypes.leaf, true));
  padId = leaves.find((l) => l.name === 'Disc Brake Pad')!.id;
  rotorId = leaves.find((l) => l.name === 'Disc Brake Rotor')!.id;
});
afterAll(() => t.close());

async function selectVehicle(
  call: ApiCaller,
  body: { baseVehicleId: number; engineId?: number; submodelId?: number },
) {
  const response = await call('POST', API.selectVehicle, body);
  expect(response.statusCode, response.body).toBe(200);
}

async function lookUp(call: ApiCaller, query: string, headers: Record<string, string> = {}) {
  const response = await call('GET', `${API.productLookup}${query}`, undefined, headers);
  expect(response.statusCode, response.body).toBe(200);
  return ProductLookupResponseSchema.parse(response.json());
}

/** The products the fitment table says fit a base vehicle for a part type (any engine, submodel). */
async function fittingIds(baseVehicleId: number, partTypeId: string) {
  const rows = await t.db
    .selectDistinct({ id: fitment.productId })
    .from(fitment)
    .where(and(eq(fitment.baseVehicleId, baseVehicleId), eq(fitment.partTypeId, partTypeId)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const idsOf = (answer: ProductLookupResponse) =>
  answer.products.map((p) => p.productId).sort((a, b) => a - b);

/** Each neighbour pair satisfies `ordered`. */
function expectOrdered(
  list: LookupProduct[],
  ordered: (a: LookupProduct, b: LookupProduct) => boolean,
) {
  for (let i = 1; i < list.length; i++) {
    expect(ordered(list[i - 1]!, list[i]!), `${i - 1} then ${i}`).toBe(true);
  }
}
function expectOrderedBy<T>(list: readonly T[], ordered: (a: T, b: T) => boolean) {
  for (let i = 1; i < list.length; i++) expect(ordered(list[i - 1]!, list[i]!)).toBe(true);
}
const brandKey = (p: LookupProduct) => [p.brandName, p.partNumber] as const;
const keyLe = (a: LookupProduct, b: LookupProduct) => {
  const [x, y] = [brandKey(a), brandKey(b)];
  return x[0] < y[0] || (x[0] === y[0] && x[1] <= y[1]);
};

describe('GET /api/catalog/products', () => {
  it("answers the F-150's brake pads as the fitment table says, with home store stock", async () => {
    const { call } = await createShopUser(t);
    await selectVehicle(call, { baseVehicleId: f150 });
    const answer = await lookUp(call, `?partTypeId=${padId}`);

    expect(answer.vehicle).toMatchObject({ baseVehicleId: f150 });
    expect(answer.vehicle!.description).toContain('2013 Ford F-150');
    expect(answer.homeStoreId).toBe(512);
    expect(answer.hideCosts).toBe(false);
    expect(answer.sort).toBe('SCORE');
    const expected = await fittingIds(f150, padId);
    expect(expected.length).toBeGreaterThan(2);
    expect(idsOf(answer)).toEqual(expected);
    expect(answer.partTypes).toEqual([
      { partTypeId: padId, partTypeName: 'Disc Brake Pad', count: expected.length },
    ]);

    const stock = await t.db
      .select()
      .from(storeStock)
      .where(and(eq(storeStock.storeId, 512), inArray(storeStock.productId, expected)));
    const onHand = new Map(stock.map((s) => [s.productId, s.quantityOnHand]));
    for (const p of answer.products) {
      expect(p.homeStore).toEqual({
        storeId: 512,
        quantityOnHand: onHand.get(p.productId) ?? null,
      });
      expect(p.partTypeName).toBe('Disc Brake Pad');
      expect(p.kitType).toBeNull();
      // Pads have positions: each says its own, the one its description ends with.
      expect(p.position).toMatch(/^(Front|Rear)$/);
      expect(p.description.endsWith(`, ${p.position}`)).toBe(true);
    }
    // The featured vehicle's first products: one in stock at 512, one not carried there.
    expect(answer.products.some((p) => (p.homeStore.quantityOnHand ?? 0) > 0)).toBe(true);
    expect(answer.products.some((p) => p.homeStore.quantityOnHand === null)).toBe(true);
    const [row] = await t.db.select().from(products).where(eq(products.id, expected[0]!));
    const shown = answer.products.find((p) => p.productId === row!.id)!;
    expect(shown).toMatchObject({ cost: row!.cost, customerPrice: row!.customerPrice });
  });

  it('orders by each sort as documented', async () => {
    const { call } = await createShopUser(t);
    await selectVehicle(call, { baseVehicleId: f150 });
    const q = `?partTypeId=${padId},${rotorId}`;
    const price = (await lookUp(call, `${q}&sort=PRICE`)).products;
    expectOrdered(
      price,
      (a, b) =>
        b.customerPrice === null ||
        (a.customerPrice !== null && a.customerPrice <= b.customerPrice),
    );
    const onHand = (p: LookupProduct) => p.homeStore.quantityOnHand ?? -1;
    expectOrdered(
      (await lookUp(call, `${q}&sort=AVAILABILITY`)).products,
      (a, b) => onHand(a) >= onHand(b),
    );
    expectOrdered((await lookUp(call, `${q}&sort=ASCENDING`)).products, keyLe);
    expectOrdered((await lookUp(call, `${q}&sort=DESCENDING`)).products, (a, b) => keyLe(b, a));

    // SCORE: the more popular part type first, then in stock first, then brand.
    const ranks = new Map(
      (
        await t.db
          .select({ id: partTypes.id, rank: partTypes.popularityRank })
          .from(partTypes)
          .where(inArray(partTypes.id, [padId, rotorId]))
      ).map((r) => [r.id, r.rank!]),
    );
    const score = await lookUp(call, q);
    expect(new Set(score.products.map((p) => p.partTypeId))).toEqual(new Set([padId, rotorId]));
    expectOrdered(score.products, (a, b) => {
      const [ra, rb] = [ranks.get(a.partTypeId)!, ranks.get(b.partTypeId)!];
      if (ra !== rb) return ra < rb;
      const [sa, sb] = [onHand(a) > 0, onHand(b) > 0];
      if (sa !== sb) return sa;
      return a.brandName <= b.brandName;
    });
  });

  it('hides engine-specific parts for another engine and notes them when the engine is unknown', async () => {
    // A part type whose F-150 fitment names engines.
    const [specific] = await t.db
      .select({ partTypeId: fitment.partTypeId, engines: countDistinct(fitment.engineId) })
      .from(fitment)
      .where(and(eq(fitment.baseVehicleId, f150), isNotNull(fitment.engineId)))
      .groupBy(fitment.partTypeId)
      .orderBy(asc(fitment.partTypeId));
    expect(specific).toBeDefined();
    const partTypeId = specific!.partTypeId;
    const rows = await t.db
      .select({ productId: fitment.productId, engineId: fitment.engineId })
      .from(fitment)
      .where(and(eq(fitment.baseVehicleId, f150), eq(fitment.partTypeId, partTypeId)));
    const engines = await t.db
      .select()
      .from(vehicleEngines)
      .where(eq(vehicleEngines.baseVehicleId, f150));
    const engine = engines.find((e) => rows.some((r) => r.engineId === e.engineId))!;
    const fitsEngine = (productId: number) =>
      rows.some(
        (r) => r.productId === productId && (r.engineId === null || r.engineId === engine.engineId),
      );
    const other = rows.find((r) => !fitsEngine(r.productId));

    const { call } = await createShopUser(t);
    await selectVehicle(call, {
      baseVehicleId: f150,
      engineId: engine.engineId,
      submodelId: DONT_KNOW_SHOW_ALL,
    });
    const narrowed = await lookUp(call, `?partTypeId=${partTypeId}`);
    const expected = [...new Set(rows.map((r) => r.productId))]
      .filter(fitsEngine)
      .sort((a, b) => a - b);
    expect(idsOf(narrowed)).toEqual(expected);
    if (other) expect(idsOf(narrowed)).not.toContain(other.productId);

    // No engine chosen: every row fits, each engine-only product names its engine.
    const { call: unknown } = await createShopUser(t);
    await selectVehicle(unknown, { baseVehicleId: f150 });
    const all = await lookUp(unknown, `?partTypeId=${partTypeId}`);
    expect(idsOf(all)).toEqual(await fittingIds(f150, partTypeId));
    const engineOnly = rows.find(
      (r) =>
        r.engineId !== null &&
        !rows.some((o) => o.productId === r.productId && o.engineId === null),
    )!;
    const description = engines.find((e) => e.engineId === engineOnly.engineId)!.description;
    expect(all.products.find((p) => p.productId === engineOnly.productId)!.fitNote).toContain(
      description,
    );
    // Its details list the F-150 with the same note.
    const details = ProductExtraInfoResponseSchema.parse(
      (await unknown('GET', `${API.productExtraInfo}?productId=${engineOnly.productId}`)).json(),
    );
    expect(details.vehicles.find((v) => v.baseVehicleId === f150)!.fitNote).toContain(description);
    const anyEngine = rows.find((r) => r.engineId === null);
    if (anyEngine) {
      const p = all.products.find((x) => x.productId === anyEngine.productId)!;
      expect(p.fitNote ?? '').not.toContain(description);
    }
  });

  it('answers cost null for a shop that hides costs, with its own home store', async () => {
    const { call } = await createShopUser(t, { shopIds: [1002] });
    await selectVehicle(call, { baseVehicleId: f150 });
    const answer = await lookUp(call, `?partTypeId=${padId}`);
    expect(answer.hideCosts).toBe(true);
    expect(answer.homeStoreId).toBe(4031);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.every((p) => p.cost === null && p.homeStore.storeId === 4031)).toBe(
      true,
    );
    expect(answer.products.some((p) => p.customerPrice !== null)).toBe(true);
  });

  it('marks kits with their kit type', async () => {
    const { call } = await createShopUser(t);
    await selectVehicle(call, { baseVehicleId: f150 });
    const answer = await lookUp(call, `?partTypeId=${KIT_PART_TYPE_IDS.BRAKE}`);
    expect(idsOf(answer)).toEqual(await fittingIds(f150, KIT_PART_TYPE_IDS.BRAKE));
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.every((p) => p.kitType === 'BRAKE')).toBe(true);
  });

  it('answers a universal part type without a vehicle', async () => {
    const [universal] = await t.db
      .select({ id: partTypes.id })
      .from(partTypes)
      .where(and(eq(partTypes.universal, true), eq(partTypes.leaf, true)))
      .orderBy(asc(partTypes.id))
      .limit(1);
    const { call } = await createShopUser(t);
    const answer = await lookUp(call, `?partTypeId=${universal!.id}`);
    expect(answer.vehicle).toBeNull();
    const count = await t.db.$count(products, eq(products.partTypeId, universal!.id));
    expect(answer.products).toHaveLength(Math.min(count, 200));
    expect(answer.products.every((p) => p.partTypeId === universal!.id && p.fitNote === null)).toBe(
      true,
    );
  });

  it('defaults to the selected part types, and to empty lists with none selected', async () => {
    const { call } = await createShopUser(t);
    const empty = await lookUp(call, '');
    expect(empty).toMatchObject({ partTypes: [], products: [], vehicle: null });

    await selectVehicle(call, { baseVehicleId: f150 });
    const selected = await call('POST', API.partTypesSelected, {
      partTypeId: rotorId,
      platformId: '05',
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const answer = await lookUp(call, '');
    expect(answer.partTypes.map((p) => p.partTypeId)).toEqual([rotorId]);
    expect(idsOf(answer)).toEqual(await fittingIds(f150, rotorId));
  });

  it('answers 409 NO_CURRENT_VEHICLE, 404 for an unknown part type, 400 and 401', async () => {
    const { call } = await createShopUser(t);
    const noVehicle = await call('GET', `${API.productLookup}?partTypeId=${padId}`);
    expect(noVehicle.statusCode).toBe(409);
    expect(noVehicle.json().code).toBe('NO_CURRENT_VEHICLE');

    expect((await call('GET', `${API.productLookup}?partTypeId=NOPE1`)).statusCode).toBe(404);
    const badSort = await call('GET', `${API.productLookup}?partTypeId=${padId}&sort=CHEAPEST`);
    expect(badSort.statusCode).toBe(400);
    const tooMany = await call('GET', `${API.productLookup}?partTypeId=${'1,'.repeat(8)}`);
    expect(tooMany.statusCode).toBe(400);
    const anonymous = await t.app.inject({ url: `/api${API.productLookup}?partTypeId=${padId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/product/multipleLocationDetailsForOPP', () => {
  it('answers the home store first, then the nearby stores, with their stock', async () => {
    const productIds = (await fittingIds(f150, padId)).slice(0, 6);
    const { call } = await createShopUser(t);
    const response = await call('POST', API.productLocations, { productIds });
    expect(response.statusCode, response.body).toBe(200);
    const answer = MultipleLocationDetailsResponseSchema.parse(response.json());
    expect(answer.stores.map((s) => s.storeId)).toEqual([512, 4031]);
    expect(answer.stores[0]).toMatchObject({ home: true, distanceMiles: 0, city: 'Austin' });
    expect(answer.stores[1]!.home).toBe(false);
    expect(answer.stores[1]!.distanceMiles).toBeGreaterThan(15);
    expect(answer.stores[1]!.distanceMiles).toBeLessThan(NEARBY_STORE_RADIUS_MILES);

    const stock = await t.db
      .select()
      .from(storeStock)
      .where(inArray(storeStock.productId, productIds));
    const onHand = (productId: number, storeId: number) =>
      stock.find((s) => s.productId === productId && s.storeId === storeId)?.quantityOnHand ?? null;
    expect(answer.products.map((p) => p.productId)).toEqual(productIds);
    for (const p of answer.products) {
      expect(p.availability).toEqual(
        [512, 4031].map((storeId) => ({ storeId, quantityOnHand: onHand(p.productId, storeId) })),
      );
    }

    // Shop 1002's home is Round Rock: it comes first.
    const { call: north } = await createShopUser(t, { shopIds: [1002] });
    const fromNorth = MultipleLocationDetailsResponseSchema.parse(
      (await north('POST', API.productLocations, { productIds })).json(),
    );
    expect(fromNorth.stores.map((s) => s.storeId)).toEqual([4031, 512]);
  });

  it('answers 404 for an unknown product, 400 for a bad body, 401 without a token', async () => {
    const { call } = await createShopUser(t);
    const unknown = await call('POST', API.productLocations, { productIds: [1, 99_999_999] });
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', API.productLocations, { productIds: [] })).statusCode).toBe(400);
    expect((await call('POST', API.productLocations, { productIds: ['x'] })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api${API.productLocations}`,
      payload: { productIds: [1] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/product/extraInfo', () => {
  it('answers specifications in the caller language, and how many vehicles it fits', async () => {
    const [pad] = await t.db
      .select()
      .from(products)
      .where(inArray(products.id, await fittingIds(f150, padId)))
      .orderBy(asc(products.id))
      .limit(1);
    const { call } = await createShopUser(t);
    const response = await call('GET', `${API.productExtraInfo}?productId=${pad!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const info = ProductExtraInfoResponseSchema.parse(response.json());
    expect(info).toMatchObject({
      productId: pad!.id,
      partNumber: pad!.partNumber,
      partTypeName: 'Disc Brake Pad',
      kitComponents: [],
    });
    const position = pad!.description.endsWith(', Front') ? 'Front' : 'Rear';
    expect(info.attributes).toContainEqual({ label: 'Position', value: position });
    expect(info.attributes.map((a) => a.label)).toEqual([
      'Position',
      'Warranty',
      'Country of origin',
      'Weight',
    ]);
    // Months in the plural form of their count (12, 24, 36), never a raw {{count}}.
    expect(info.attributes.find((a) => a.label === 'Warranty')?.value).toMatch(
      /^(\d+ months|Limited lifetime)$/i,
    );
    const [fits] = await t.db
      .select({ n: countDistinct(fitment.baseVehicleId) })
      .from(fitment)
      .where(eq(fitment.productId, pad!.id));
    expect(info.fitsVehicles).toBe(fits!.n);
    expect(info.fitsVehicles).toBeGreaterThan(0);
    // The vehicles themselves, newest first, the F-150 among them, each once.
    expect(info.vehicles).toHaveLength(Math.min(info.fitsVehicles, FITTED_VEHICLES_LISTED));
    expect(new Set(info.vehicles.map((v) => v.baseVehicleId)).size).toBe(info.vehicles.length);
    expect(info.vehicles).toContainEqual(
      expect.objectContaining({ baseVehicleId: f150, year: 2013, make: 'Ford', model: 'F-150' }),
    );
    expectOrderedBy(info.vehicles, (a, b) => a.year >= b.year);

    const spanish = ProductExtraInfoResponseSchema.parse(
      (
        await call('GET', `${API.productExtraInfo}?productId=${pad!.id}`, undefined, {
          'accept-language': 'es-MX,es;q=0.9',
        })
      ).json(),
    );
    expect(spanish.attributes).toContainEqual({
      label: 'Posición',
      value: position === 'Front' ? 'Delantera' : 'Trasera',
    });
    // The same product, the same specifications.
    const again = ProductExtraInfoResponseSchema.parse(
      (await call('GET', `${API.productExtraInfo}?productId=${pad!.id}`)).json(),
    );
    expect(again.attributes).toEqual(info.attributes);
  });

  it("lists a kit's components", async () => {
    const [kit] = await t.db
      .select({ id: kitComponents.kitProductId })
      .from(kitComponents)
      .orderBy(asc(kitComponents.kitProductId))
      .limit(1);
    const parts = await t.db
      .select()
      .from(kitComponents)
      .where(eq(kitComponents.kitProductId, kit!.id))
      .orderBy(asc(kitComponents.componentProductId));
    const { call } = await createShopUser(t);
    const info = ProductExtraInfoResponseSchema.parse(
      (await call('GET', `${API.productExtraInfo}?productId=${kit!.id}`)).json(),
    );
    expect(info.kitComponents.map((c) => [c.productId, c.quantity])).toEqual(
      parts.map((p) => [p.componentProductId, p.quantity]),
    );
  });

  it('answers 404 for an unknown product, 400 for a bad id, 401 without a token', async () => {
    const { call } = await createShopUser(t);
    expect((await call('GET', `${API.productExtraInfo}?productId=99999999`)).statusCode).toBe(404);
    expect((await call('GET', `${API.productExtraInfo}?productId=abc`)).statusCode).toBe(400);
    const anonymous = await t.app.inject({ url: `/api${API.productExtraInfo}?productId=1` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/catalog/products on a server that has just started listening', () => {
  it('answers lookups that come before and while the lookup is warmed (app.ts onListen) as any other', async () => {
    const lines: string[] = [];
    const fresh = await buildTestApp({ logStream: { write: (line) => lines.push(line) } });
    try {
      const { token, call } = await createShopUser(fresh);
      await selectVehicle(call, { baseVehicleId: f150 });
      // A fresh database has no index yet: the warm-up starts building it WARM_UP_DELAY_MS after
      // listening. One lookup comes at once, over real HTTP, and builds it itself; another when
      // the warm-up starts, while that runs.
      const baseUrl = await listen(fresh.app);
      const lookUp = () =>
        fetch(`${baseUrl}${API_PREFIX}${API.productLookup}?partTypeId=${padId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
      const first = lookUp();
      await new Promise((resolve) => setTimeout(resolve, WARM_UP_DELAY_MS));
      for (const response of await Promise.all([first, lookUp()])) {
        expect(response.status).toBe(200);
        const answer = ProductLookupResponseSchema.parse(await response.json());
        expect(answer.vehicle).toMatchObject({ baseVehicleId: f150 });
        expect(idsOf(answer)).toEqual(await fittingIds(f150, padId));
      }
    } finally {
      // Closing waits for the warm-up: it must not fail on a closing database, nor fail at all.
      await fresh.close();
    }
    const warnings = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(warnings.filter((l) => l.level >= 40)).toEqual([]);
  });
});
