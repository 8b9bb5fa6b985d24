import { API } from '@procounter/shared/contracts/api-paths';
import { type BrandsResponse, BrandsResponseSchema } from '@procounter/shared/contracts/brand';
import { and, count, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { type ApiCaller, createShopUser } from '../../../test/helpers/shop-user';
import { brands, partTypes, products } from '../../db/schema/index';
import { createBus } from '../../lib/bus';
import {
  announceCatalogChange,
  followCatalogChanges,
} from '../catalog-search/catalog-changes.service';

// Brands (issue 25 part 4) on the demo catalog: the brands call, with and without a line code.

let t: TestApp;
let call: ApiCaller;

beforeAll(async () => {
  t = await buildTestApp();
  call = (await createShopUser(t)).call;
});
afterAll(() => t?.close());

async function brandsCall(query = '', language = 'en'): Promise<BrandsResponse> {
  const response = await call('GET', `${API.brands}${query}`, undefined, {
    'accept-language': language,
  });
  expect(response.statusCode, response.body).toBe(200);
  return BrandsResponseSchema.parse(response.json());
}

/** The products of a brand by part type, counted in the table. */
async function countedProducts(lineCode: string) {
  const rows = await t.db
    .select({ partTypeId: products.partTypeId, n: count() })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(brands.lineCode, lineCode))
    .groupBy(products.partTypeId);
  return new Map(rows.map((r) => [r.partTypeId, Number(r.n)]));
}

describe('GET /parttypes/brands', () => {
  it('lists every brand of the catalog by name, with its line code and what it makes', async () => {
    const answer = await brandsCall();
    const inTable = await t.db.select({ lineCode: brands.lineCode }).from(brands);
    expect(answer.brand).toBeNull();
    expect(answer.brands.map((b) => b.lineCode).sort()).toEqual(
      inTable.map((b) => b.lineCode).sort(),
    );
    const names = answer.brands.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const first = answer.brands[0]!;
    const counted = await countedProducts(first.lineCode);
    expect(first.partTypeCount).toBe(counted.size);
    expect(first.productCount).toBe([...counted.values()].reduce((a, b) => a + b, 0));
    expect(first.productCount).toBeGreaterThan(0);
  });

  it("answers a brand's part types by category, then name, with their counts (case ignored)", async () => {
    const { brands: all } = await brandsCall();
    // The brand that makes the fewest part types: a specialist, not a house brand.
    const specialist = [...all].sort((a, b) => a.partTypeCount - b.partTypeCount)[0]!;
    const answer = await brandsCall(`?lineCode=${specialist.lineCode.toLowerCase()}`);
    expect(answer.brands).toHaveLength(all.length);
    expect(answer.brand?.lineCode).toBe(specialist.lineCode);
    const counted = await countedProducts(specialist.lineCode);
    const shown = answer.brand!.partTypes;
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBe(counted.size);
    for (const p of shown) expect(p.count).toBe(counted.get(p.partTypeId));
    const order = shown.map((p) => `${p.categoryName}|${p.partTypeName}`);
    expect(order).toEqual(
      [...shown]
        .sort(
          (a, b) =>
            (a.categoryName ?? '').localeCompare(b.categoryName ?? '', 'en') ||
            a.partTypeName.localeCompare(b.partTypeName, 'en'),
        )
        .map((p) => `${p.categoryName}|${p.partTypeName}`),
    );
    expect(shown.every((p) => p.categoryName !== null)).toBe(true);
  });

  it('names the part types and categories in Spanish for a Spanish caller', async () => {
    const { brands: all } = await brandsCall();
    const maker = all.find((b) => b.partTypeCount > 20)!;
    const [en, es] = await Promise.all([
      brandsCall(`?lineCode=${maker.lineCode}`),
      brandsCall(`?lineCode=${maker.lineCode}`, 'es'),
    ]);
    const pads = await t.db
      .select({ id: partTypes.id })
      .from(partTypes)
      .where(and(eq(partTypes.name, 'Disc Brake Pad'), eq(partTypes.leaf, true)));
    const padsId = pads[0]?.id;
    const inEnglish = en.brand!.partTypes.find((p) => p.partTypeId === padsId);
    const inSpanish = es.brand!.partTypes.find((p) => p.partTypeId === padsId);
    expect(inEnglish?.partTypeName).toBe('Disc Brake Pad');
    expect(inEnglish?.categoryName).toBe('Brakes');
    expect(inSpanish?.partTypeName).not.toBe('Disc Brake Pad');
    expect(inSpanish?.categoryName).toBe('Frenos');
    expect(inSpanish?.count).toBe(inEnglish?.count);
  });

  it('answers 404 for a line code no brand has and 400 for one that is no line code', async () => {
    const unknown = await call('GET', `${API.brands}?lineCode=QQQZZ`);
    expect(unknown.statusCode).toBe(404);
    for (const bad of ['B', 'BRK-1', 'ABCDEF', "' or 1=1"]) {
      const response = await call('GET', `${API.brands}?lineCode=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('refuses a caller without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api${API.brands}` });
    expect(response.statusCode).toBe(401);
  });

  it('reads the brands again when the catalog changes', async () => {
    const bus = createBus(undefined, t.app.log);
    const stop = await followCatalogChanges(t.db, bus, t.app.log);
    try {
      const before = await brandsCall();
      const [last] = await t.db.select({ id: max(brands.id) }).from(brands);
      await t.db
        .insert(brands)
        .values({ id: (last?.id ?? 0) + 1, lineCode: 'ZZQ', name: 'Zzq Test' });
      // Kept until the catalog says it changed.
      expect((await brandsCall()).brands).toHaveLength(before.brands.length);
      await announceCatalogChange(bus, { catalog: 'parts' });
      await expect
        .poll(async () => (await brandsCall()).brands.map((b) => b.lineCode))
        .toContain('ZZQ');
      const added = (await brandsCall('?lineCode=ZZQ')).brand;
      expect(added).toMatchObject({ name: 'Zzq Test', productCount: 0, partTypes: [] });
    } finally {
      await stop();
      await bus.close();
    }
  });
});
