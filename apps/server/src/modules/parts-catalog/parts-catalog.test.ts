import {
  KIT_PART_TYPE_IDS,
  MOST_POPULAR_PARENT_PART_TYPE_ID,
  PLATFORM_IDS,
} from '@procounter/shared/domain/constants';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import {
  brands,
  fitment,
  kitComponents,
  kits,
  partsCatalogInfo,
  partTypePlatforms,
  partTypes,
  products,
  storeStock,
} from '../../db/schema/index';
import { CATALOG_FILE } from '../../paths';
import { readCatalogFile } from '../vehicles/catalog-file';
import {
  DEFAULT_PARTS_SEED,
  DEMO_PRODUCT_COUNT,
  type GeneratedProduct,
  generateProducts,
  PARTS_GENERATOR_VERSION,
} from './generator';
import { loadInterchangeIfMissing, loadPartsCatalogIfEmpty } from './parts-catalog-load';
import { readVehicleCatalog, VehicleIndex, vehicleRecordsFromCatalogFile } from './vehicle-index';

// The demo catalog as every fresh database has it (the test template loads it like a first start).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const partTypeId = async (name: string) => {
  const [row] = await t.db
    .select({ id: partTypes.id })
    .from(partTypes)
    .where(eq(partTypes.name, name));
  expect(row, name).toBeDefined();
  return row!.id;
};

describe('loading', () => {
  it('loaded the demo scale once, and a second start leaves it alone', async () => {
    const [info] = await t.db.select().from(partsCatalogInfo);
    expect(info).toMatchObject({
      generatorVersion: PARTS_GENERATOR_VERSION,
      seed: DEFAULT_PARTS_SEED,
      products: DEMO_PRODUCT_COUNT,
    });
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(products);
    expect(n).toBe(DEMO_PRODUCT_COUNT);
    const [{ rows } = { rows: 0 }] = await t.db.select({ rows: count() }).from(fitment);
    expect(rows).toBe(info?.fitmentRows);
    expect(await loadPartsCatalogIfEmpty(t.database)).toBeUndefined();
  });

  it('gives a catalog loaded before the part interchange its numbers, once, as its first load made them', async () => {
    const numbers = async () =>
      (
        (await t.db.execute(
          sql`select number_key, source, product_id, kind, number from part_interchange
              order by number_key, source, product_id`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const loaded = await numbers();
    expect(loaded.length).toBeGreaterThan(DEMO_PRODUCT_COUNT);
    expect(await loadInterchangeIfMissing(t.database)).toBe(0);
    // As a database from before migration 0029 has it.
    await t.db.execute(sql`delete from part_interchange`);
    expect(await loadInterchangeIfMissing(t.database)).toBe(loaded.length);
    expect(await numbers()).toEqual(loaded);
    expect(await loadInterchangeIfMissing(t.database)).toBe(0);
  });

  it('holds the products the generator makes from the same seed (same ids, same first rows)', async () => {
    const records = await readVehicleCatalog(t.db);
    // The loaded vehicle catalog is the committed file's, so the generator's unit tests (which use
    // the file) test what the database gets.
    expect(records).toEqual(vehicleRecordsFromCatalogFile(await readCatalogFile(CATALOG_FILE)));
    const expected: GeneratedProduct[] = [];
    generateProducts(
      new VehicleIndex(records),
      { seed: DEFAULT_PARTS_SEED, products: 300, storeIds: [] },
      {
        product: (p) => expected.push(p),
        fitment: () => {},
        kit: () => {},
        kitComponent: () => {},
        interchange: () => {},
        stock: () => {},
      },
    );
    const loaded = await t.db.select().from(products).orderBy(asc(products.id)).limit(300);
    expect(loaded).toEqual(expected);
  });
});

describe('the part type tree', () => {
  it('has the most-popular parent 00000 over the most popular part types (platform 99)', async () => {
    const [root] = await t.db
      .select()
      .from(partTypes)
      .where(eq(partTypes.id, MOST_POPULAR_PARENT_PART_TYPE_ID));
    expect(root).toMatchObject({ parentId: null, leaf: false });
    const popular = await t.db
      .select({
        id: partTypePlatforms.partTypeId,
        rank: partTypePlatforms.rank,
        popularity: partTypes.popularityRank,
      })
      .from(partTypePlatforms)
      .innerJoin(partTypes, eq(partTypes.id, partTypePlatforms.partTypeId))
      .where(eq(partTypePlatforms.platformId, PLATFORM_IDS.mostPopular))
      .orderBy(asc(partTypePlatforms.rank));
    expect(popular.length).toBeGreaterThanOrEqual(15);
    expect(popular.map((p) => p.popularity)).toEqual(popular.map((_, i) => i + 1));
    const parents = await t.db
      .selectDistinct({ parent: partTypePlatforms.parentPartTypeId })
      .from(partTypePlatforms)
      .where(eq(partTypePlatforms.platformId, PLATFORM_IDS.mostPopular));
    expect(parents).toEqual([{ parent: MOST_POPULAR_PARENT_PART_TYPE_ID }]);
  });

  it('lists every node under its parent in platform 05, and related part types in platform 90', async () => {
    const all = await t.db
      .select({ parent: partTypePlatforms.parentPartTypeId, child: partTypePlatforms.partTypeId })
      .from(partTypePlatforms)
      .where(eq(partTypePlatforms.platformId, PLATFORM_IDS.all));
    const tree = await t.db
      .select({ parent: partTypes.parentId, child: partTypes.id })
      .from(partTypes)
      .where(isNotNull(partTypes.parentId));
    const key = (r: { parent: string | null; child: string }) => `${r.parent}>${r.child}`;
    expect(all.map(key).sort()).toEqual(tree.map(key).sort());

    const pads = await partTypeId('Disc Brake Pad');
    const related = await t.db
      .select({ name: partTypes.name })
      .from(partTypePlatforms)
      .innerJoin(partTypes, eq(partTypes.id, partTypePlatforms.partTypeId))
      .where(
        and(
          eq(partTypePlatforms.platformId, PLATFORM_IDS.related),
          eq(partTypePlatforms.parentPartTypeId, pads),
        ),
      );
    expect(related.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Disc Brake Rotor', 'Brake Caliper']),
    );
  });

  it('marks universal part types as needing no vehicle, and gives their products no fitment', async () => {
    const universal = await t.db.select().from(partTypes).where(eq(partTypes.universal, true));
    expect(universal.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Engine Oil', 'Brake Fluid']),
    );
    for (const p of universal) expect(p.applicationPartType).toBe(false);
    const ids = universal.map((p) => p.id);
    const [{ n } = { n: -1 }] = await t.db
      .select({ n: count() })
      .from(fitment)
      .where(inArray(fitment.partTypeId, ids));
    expect(n).toBe(0);
    const [{ m } = { m: 0 }] = await t.db
      .select({ m: count() })
      .from(products)
      .where(inArray(products.partTypeId, ids));
    expect(m).toBeGreaterThan(0);
    const [application] = await t.db
      .select()
      .from(partTypes)
      .where(eq(partTypes.name, 'Disc Brake Pad'));
    expect(application).toMatchObject({ applicationPartType: true, universal: false, kits: true });
  });
});

describe('products and fitment', () => {
  it('has products without a price, with cost, list and customer price all missing', async () => {
    const unpriced = await t.db.select().from(products).where(isNull(products.listPrice));
    expect(unpriced.length).toBeGreaterThan(DEMO_PRODUCT_COUNT * 0.01);
    expect(unpriced.length).toBeLessThan(DEMO_PRODUCT_COUNT * 0.06);
    for (const p of unpriced) expect([p.cost, p.customerPrice]).toEqual([null, null]);
  });

  it('answers several brands of Disc Brake Pad for the demo 2013 Ford F-150, some in stock at store 512, some not', async () => {
    const f150 = await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150');
    expect(f150).toBeDefined();
    const pads = await partTypeId('Disc Brake Pad');
    const found = await t.db
      .selectDistinct({
        id: products.id,
        lineCode: brands.lineCode,
        onHand: storeStock.quantityOnHand,
      })
      .from(fitment)
      .innerJoin(products, eq(products.id, fitment.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(storeStock, and(eq(storeStock.productId, products.id), eq(storeStock.storeId, 512)))
      .where(and(eq(fitment.baseVehicleId, f150!), eq(fitment.partTypeId, pads)));
    expect(found.length).toBeGreaterThanOrEqual(4);
    expect(new Set(found.map((p) => p.lineCode)).size).toBeGreaterThanOrEqual(3);
    expect(found.some((p) => (p.onHand ?? 0) > 0)).toBe(true);
    expect(found.some((p) => (p.onHand ?? 0) === 0)).toBe(true);
  });

  it('covers every demo vehicle with many part types', async () => {
    for (const [year, make, model] of [
      [2013, 'Ford', 'F-150'],
      [2003, 'Honda', 'Accord'],
      [2012, 'BMW', '328i'],
      [2006, 'Chevrolet', 'Malibu'],
    ] as const) {
      const id = await findCatalogBaseVehicleId(t.db, year, make, model);
      const types = await t.db
        .selectDistinct({ partTypeId: fitment.partTypeId })
        .from(fitment)
        .where(eq(fitment.baseVehicleId, id!));
      expect(types.length, `${year} ${make} ${model}`).toBeGreaterThan(150);
    }
  });

  it('narrows some fitment to an engine or a submodel of the vehicle', async () => {
    const [engines] = await t.db
      .select({ n: count() })
      .from(fitment)
      .where(isNotNull(fitment.engineId));
    const [submodels] = await t.db
      .select({ n: count() })
      .from(fitment)
      .where(isNotNull(fitment.submodelId));
    expect(engines?.n).toBeGreaterThan(1000);
    expect(submodels?.n).toBeGreaterThan(100);
    const f150 = await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150');
    const oilFilters = await t.db
      .selectDistinct({ engineId: fitment.engineId })
      .from(fitment)
      .where(
        and(
          eq(fitment.baseVehicleId, f150!),
          eq(fitment.partTypeId, await partTypeId('Oil Filter')),
        ),
      );
    expect(oilFilters.filter((r) => r.engineId !== null).length).toBeGreaterThanOrEqual(2);
  });

  it("repeats each product's part type in its fitment rows", async () => {
    const [mismatch] = await t.db
      .select({ n: count() })
      .from(fitment)
      .innerJoin(products, eq(products.id, fitment.productId))
      .where(sql`${fitment.partTypeId} <> ${products.partTypeId}`);
    expect(mismatch?.n).toBe(0);
  });
});

describe('kits', () => {
  it('has brake (C4577) and A/C (C4576) kits made of components that fit every vehicle the kit fits', async () => {
    const kitRows = await t.db
      .select({ id: kits.productId, kitType: kits.kitType, partTypeId: products.partTypeId })
      .from(kits)
      .innerJoin(products, eq(products.id, kits.productId));
    for (const kit of kitRows) expect(kit.partTypeId).toBe(KIT_PART_TYPE_IDS[kit.kitType]);
    expect(new Set(kitRows.map((k) => k.kitType))).toEqual(new Set(['BRAKE', 'AC']));
    const [kitTypes] = await t.db
      .select({ n: count() })
      .from(partTypes)
      .where(
        and(
          inArray(partTypes.id, Object.values(KIT_PART_TYPE_IDS)),
          eq(partTypes.kits, true),
          eq(partTypes.leaf, true),
        ),
      );
    expect(kitTypes?.n).toBe(2);

    const [components] = await t.db.select({ fewest: sql<number>`min(n)::int` }).from(
      t.db
        .select({ n: count().as('n') })
        .from(kitComponents)
        .groupBy(kitComponents.kitProductId)
        .as('per_kit'),
    );
    expect(components?.fewest).toBeGreaterThanOrEqual(3);

    // A kit's fitment row that one of its vehicle-specific components does not cover.
    const uncovered = await t.db.execute(sql`
      select 1 from ${kitComponents} kc
        join ${fitment} kf on kf.product_id = kc.kit_product_id
        join ${products} c on c.id = kc.component_product_id
        join ${partTypes} pt on pt.id = c.part_type_id and not pt.universal
       where not exists (
         select 1 from ${fitment} cf
          where cf.product_id = kc.component_product_id and cf.base_vehicle_id = kf.base_vehicle_id
            and (cf.engine_id is null or cf.engine_id = kf.engine_id)
            and (cf.submodel_id is null or cf.submodel_id = kf.submodel_id))
       limit 1`);
    expect((uncovered as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('offers a brake kit and an A/C kit for the demo 2013 Ford F-150', async () => {
    const f150 = await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150');
    const found = await t.db
      .selectDistinct({ partTypeId: fitment.partTypeId })
      .from(fitment)
      .where(
        and(
          eq(fitment.baseVehicleId, f150!),
          inArray(fitment.partTypeId, Object.values(KIT_PART_TYPE_IDS)),
        ),
      );
    expect(found.map((f) => f.partTypeId).sort()).toEqual(['C4576', 'C4577']);
  });
});

describe('stock', () => {
  it('has stock rows for store 512, some of them with nothing on hand', async () => {
    const [carried] = await t.db
      .select({ n: count() })
      .from(storeStock)
      .where(eq(storeStock.storeId, 512));
    const [empty] = await t.db
      .select({ n: count() })
      .from(storeStock)
      .where(and(eq(storeStock.storeId, 512), eq(storeStock.quantityOnHand, 0)));
    expect(carried?.n).toBeGreaterThan(DEMO_PRODUCT_COUNT * 0.1);
    expect(carried?.n).toBeLessThan(DEMO_PRODUCT_COUNT);
    expect(empty?.n).toBeGreaterThan(0);
  });
});
