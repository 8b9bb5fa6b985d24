import { asc, count, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from '../../db/client';
import {
  brands,
  fitment,
  kitComponents,
  kits,
  partInterchange,
  partsCatalogInfo,
  partTypes,
  products,
  storeStock,
  stores,
} from '../../db/schema/index';
import { type BulkSession, deferIndexes, emptyTable, inBulkTransaction } from './bulk-session';
import { type CatalogDefinition, catalogDefinition } from './catalog-definition';
import { CopyBuffer, type copyField } from './copy-text';
import {
  type CatalogSink,
  DEFAULT_PARTS_SEED,
  DEMO_PRODUCT_COUNT,
  type GenerateCounts,
  PARTS_GENERATOR_VERSION,
  ProductGenerator,
} from './generator';
import { readVehicleCatalog, VehicleIndex } from './vehicle-index';

// Writes a generated parts catalog: the first start loads the demo scale into empty tables (after
// the vehicle catalog: fitment points at base vehicles), `npm run catalog:generate` any scale. One
// transaction: a crash leaves no half catalog, and parts_catalog_info, written last, says it is
// complete.

// Any constant shared by every ProCounter process: two servers starting at once on an empty
// PostgreSQL generate the catalog once.
const PARTS_CATALOG_LOCK_KEY = 7_212_028;

/** The big tables, loaded with their secondary indexes and foreign keys put back afterwards. */
const BULK_TABLES = [
  'products',
  'fitment',
  'kits',
  'kit_components',
  'store_stock',
  'part_interchange',
] as const;
/** The small ones, emptied in this order when a catalog is replaced. */
const REFERENCE_TABLES = ['parts_catalog_info', 'part_type_platforms', 'part_types', 'brands'];

/** Rows per COPY: a few MB of text per round trip. */
const CHUNK_ROWS = {
  products: 20_000,
  fitment: 200_000,
  kits: 5_000,
  kitComponents: 20_000,
  stock: 100_000,
  interchange: 100_000,
};
/** Units made between checks for full buffers. */
const UNITS_PER_STEP = 2_000;

export interface LoadPartsCatalogOptions {
  seed?: number;
  /** Default: the demo scale (DEMO_PRODUCT_COUNT). */
  products?: number;
}

export interface PartsCatalogSummary extends GenerateCounts {
  seed: number;
  partTypes: number;
  platformRows: number;
  brands: number;
  stores: number;
  /** Reading the vehicle catalog, generating and writing, rebuilding indexes, analysing. */
  milliseconds: { read: number; write: number; indexes: number; analyze: number; total: number };
}

/** One cheap query: is a complete catalog there? */
export async function isPartsCatalogLoaded(db: Database): Promise<boolean> {
  const rows = await db.select({ id: partsCatalogInfo.id }).from(partsCatalogInfo).limit(1);
  return rows.length > 0;
}

/**
 * Generates and loads the demo catalog when none is there (first start, test template, db:seed);
 * answers its summary, or undefined when a catalog was present (restarts cost one query).
 */
export async function loadPartsCatalogIfEmpty(
  handle: DatabaseHandle,
  options: LoadPartsCatalogOptions = {},
): Promise<PartsCatalogSummary | undefined> {
  if (await isPartsCatalogLoaded(handle.db)) return undefined;
  return writePartsCatalog(handle, options, { replace: false });
}

/**
 * Replaces whatever parts catalog is there with a new one (`npm run catalog:generate`). Refuses,
 * changing nothing, while quote lines point at products, and fails the same way when other
 * tables point at the part types or brands being replaced.
 */
export function replacePartsCatalog(
  handle: DatabaseHandle,
  options: LoadPartsCatalogOptions = {},
): Promise<PartsCatalogSummary> {
  return writePartsCatalog(handle, options, { replace: true }) as Promise<PartsCatalogSummary>;
}

async function writePartsCatalog(
  handle: DatabaseHandle,
  options: LoadPartsCatalogOptions,
  { replace }: { replace: boolean },
): Promise<PartsCatalogSummary | undefined> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_PARTS_SEED;
  const products = options.products ?? DEMO_PRODUCT_COUNT;
  // Read before the transaction: PGlite has one connection, and the transaction holds it.
  const vehicles = new VehicleIndex(await readVehicleCatalog(handle.db));
  const storeIds = await readStoreIds(handle.db);
  const read = performance.now();

  return inBulkTransaction(handle, async (session) => {
    if (!(await lockCatalog(session, { replace }))) return undefined;
    await allowBigIndexBuilds(session);
    const restoreIndexes = await deferIndexes(session, BULK_TABLES);
    await refuseWhileLinesPointAtProducts(session);
    const freeze = await emptyCatalogTables(session);
    const definition = catalogDefinition();
    await copyDefinition(session, definition);
    const counts = await streamProducts(session, vehicles, { seed, products, storeIds }, freeze);
    const written = performance.now();
    await restoreIndexes();
    const indexed = performance.now();
    await markCatalogComplete(session, seed, counts);
    await analyzeCatalogTables(session);
    const analyzed = performance.now();
    return {
      seed,
      ...counts,
      partTypes: definition.partTypes.length,
      platformRows: definition.platforms.length,
      brands: definition.brands.length,
      stores: storeIds.length,
      milliseconds: {
        read: Math.round(read - started),
        write: Math.round(written - read),
        indexes: Math.round(indexed - written),
        analyze: Math.round(analyzed - indexed),
        total: Math.round(analyzed - started),
      },
    };
  });
}

/**
 * A catalog loaded before the part interchange existed (migration 0029) has no interchange
 * numbers: made again here from the catalog's own seed and size, as its first load would have made
 * them (the generator's streams depend on the seed and the unit only), once, in one transaction.
 * Nothing is written when the interchange has rows, no catalog is there, or the catalog came from
 * another generator version or does not match the generator's products (a few compared): then it
 * stays empty, and `npm run catalog:generate` makes both. Answers the rows written.
 */
export async function loadInterchangeIfMissing(handle: DatabaseHandle): Promise<number> {
  const [info] = await handle.db
    .select({
      version: partsCatalogInfo.generatorVersion,
      seed: partsCatalogInfo.seed,
      products: partsCatalogInfo.products,
    })
    .from(partsCatalogInfo)
    .limit(1);
  if (!info || info.version !== PARTS_GENERATOR_VERSION) return 0;
  const [present] = await handle.db
    .select({ productId: partInterchange.productId })
    .from(partInterchange)
    .limit(1);
  if (present) return 0;
  const vehicles = new VehicleIndex(await readVehicleCatalog(handle.db));
  return inBulkTransaction(handle, async (session) => {
    await session.query('select pg_advisory_xact_lock($1)', [PARTS_CATALOG_LOCK_KEY]);
    const [again] = await session.query<{ any: boolean }>(
      'select exists (select 1 from part_interchange) as any',
    );
    if (again?.any === true || (again?.any as unknown) === 't') return 0;
    const buffer = new CopyBuffer(
      'part_interchange',
      ['number_key', 'number', 'kind', 'source', 'product_id'],
      CHUNK_ROWS.interchange,
    );
    const sample = new Map<number, string>();
    const sink: CatalogSink = {
      product: (p) => {
        if (p.id % 997 === 1) sample.set(p.id, p.partNumber);
      },
      fitment: () => {},
      kit: () => {},
      kitComponent: () => {},
      stock: () => {},
      interchange: (productId, n) =>
        buffer.push([n.numberKey, n.number, n.kind, n.source, productId]),
    };
    const generator = new ProductGenerator(
      vehicles,
      { seed: info.seed, products: info.products, storeIds: [] },
      sink,
    );
    const units = generator.units();
    let checked = false;
    for (;;) {
      let done = false;
      for (let i = 0; i < UNITS_PER_STEP && !done; i++) done = units.next().done === true;
      if (!checked) {
        // The catalog there must be the one the generator makes, or its numbers would lie.
        const ids = [...sample.keys()];
        const rows = await session.query<{ id: number; part_number: string }>(
          'select id, part_number from products where id = any($1::int[])',
          [ids],
        );
        const same =
          rows.length === ids.length &&
          rows.every((r) => sample.get(Number(r.id)) === r.part_number);
        if (!same) return 0;
        checked = true;
      }
      if (buffer.full || done)
        await session.copyIn(buffer.table, buffer.columns, buffer.take(), false);
      if (done) break;
    }
    await session.query('analyze part_interchange');
    return generator.counts.interchange;
  });
}

/** The stores that get stock, by id. */
async function readStoreIds(db: Database): Promise<number[]> {
  return (await db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id))).map((s) => s.id);
}

/**
 * Takes the catalog's lock until the transaction ends; false when a catalog is there and is not to
 * be replaced (another process loaded it first).
 */
async function lockCatalog(session: BulkSession, { replace }: { replace: boolean }) {
  await session.query('select pg_advisory_xact_lock($1)', [PARTS_CATALOG_LOCK_KEY]);
  const [present] = await session.query<{ loaded: boolean }>(
    'select exists (select 1 from parts_catalog_info) as loaded',
  );
  return !(present?.loaded && !replace);
}

async function allowBigIndexBuilds(session: BulkSession) {
  if (session.kind === 'postgres') {
    // Index builds sort in memory up to this much (the default 64 MB spills 10 M rows to disk).
    await session.query(`set local maintenance_work_mem = '256MB'`);
  }
}

/**
 * Quote, stock order and invoice lines point at products (worksheet_items.product_id,
 * stock_order_details.product_id, invoice_lines.product_id): replacing the products under them
 * would change what was quoted, ordered, planned or billed. Checked once their foreign keys are dropped (deferIndexes), which
 * locks both tables until this transaction ends, so no line slips in between.
 */
async function refuseWhileLinesPointAtProducts(session: BulkSession) {
  const [quoted] = await session.query<{ quoted: boolean; stocked: boolean; billed: boolean }>(
    `select exists (select 1 from worksheet_items where product_id is not null) as quoted,
            exists (select 1 from stock_order_details) as stocked,
            exists (select 1 from invoice_lines where product_id is not null) as billed`,
  );
  if (quoted?.quoted) {
    throw new Error(
      'Quotes point at products of the parts catalog (worksheet_items.product_id): it cannot be replaced while they do',
    );
  }
  if (quoted?.stocked) {
    throw new Error(
      'Stock orders point at products of the parts catalog (stock_order_details.product_id): it cannot be replaced while they do',
    );
  }
  if (quoted?.billed) {
    throw new Error(
      'Invoices point at products of the parts catalog (invoice_lines.product_id): it cannot be replaced while they do',
    );
  }
}

/**
 * Empties the catalog's tables (and the part type selections, a lookup in progress, not a record
 * worth keeping, which point at part types); answers which big tables were truncated in this
 * transaction, so their COPY can FREEZE.
 */
async function emptyCatalogTables(session: BulkSession): Promise<Map<string, boolean>> {
  const freeze = new Map<string, boolean>();
  for (const table of BULK_TABLES) freeze.set(table, await emptyTable(session, table));
  await session.query('delete from part_type_selections');
  for (const table of REFERENCE_TABLES) await session.query(`delete from ${table}`);
  return freeze;
}

/** The fixed part of the catalog: part types, platform rows, brands. */
async function copyDefinition(session: BulkSession, definition: CatalogDefinition) {
  await copyRows(
    session,
    'part_types',
    [
      'id',
      'name',
      'parent_id',
      'category_id',
      'leaf',
      'application_part_type',
      'universal',
      'kits',
      'popularity_rank',
      'synonyms',
    ],
    // Parents before children: the self-references are checked row by row.
    definition.partTypes.map((p) => [
      p.id,
      p.name,
      p.parentId,
      p.categoryId,
      p.leaf,
      p.applicationPartType,
      p.universal,
      p.kits,
      p.popularityRank,
      p.synonyms,
    ]),
  );
  await copyRows(
    session,
    'part_type_platforms',
    ['platform_id', 'parent_part_type_id', 'part_type_id', 'rank'],
    definition.platforms.map((p) => [p.platformId, p.parentPartTypeId, p.partTypeId, p.rank]),
  );
  await copyRows(
    session,
    'brands',
    ['id', 'line_code', 'name'],
    definition.brands.map((b) => [b.id, b.lineCode, b.name]),
  );
}

/** parts_catalog_info, written last: a catalog is there, and complete. */
async function markCatalogComplete(session: BulkSession, seed: number, counts: GenerateCounts) {
  await session.query(
    `insert into parts_catalog_info (id, generator_version, seed, products, fitment_rows)
     values (1, $1, $2, $3, $4)`,
    [PARTS_GENERATOR_VERSION, seed, counts.products, counts.fitment],
  );
}

/** Fresh statistics, so the first lookups already get index plans. */
async function analyzeCatalogTables(session: BulkSession) {
  for (const table of [...BULK_TABLES, 'part_types', 'part_type_platforms', 'brands']) {
    await session.query(`analyze ${table}`);
  }
}

async function copyRows(
  session: BulkSession,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly Parameters<typeof copyField>[0][])[],
) {
  const buffer = new CopyBuffer(table, columns, Number.POSITIVE_INFINITY);
  for (const row of rows) buffer.push(row);
  await session.copyIn(table, columns, buffer.take(), false);
}

/** Generates the products unit by unit and COPYs each table's rows whenever a chunk is full. */
async function streamProducts(
  session: BulkSession,
  vehicles: VehicleIndex,
  options: { seed: number; products: number; storeIds: readonly number[] },
  freeze: ReadonlyMap<string, boolean>,
): Promise<GenerateCounts> {
  const buffers = {
    products: new CopyBuffer(
      'products',
      [
        'id',
        'brand_id',
        'part_number',
        'part_number_key',
        'part_type_id',
        'description',
        'cost',
        'list_price',
        'customer_price',
      ],
      CHUNK_ROWS.products,
    ),
    fitment: new CopyBuffer(
      'fitment',
      ['product_id', 'base_vehicle_id', 'part_type_id', 'engine_id', 'submodel_id'],
      CHUNK_ROWS.fitment,
    ),
    kits: new CopyBuffer('kits', ['product_id', 'kit_type'], CHUNK_ROWS.kits),
    kitComponents: new CopyBuffer(
      'kit_components',
      ['kit_product_id', 'component_product_id', 'quantity'],
      CHUNK_ROWS.kitComponents,
    ),
    stock: new CopyBuffer(
      'store_stock',
      ['product_id', 'store_id', 'quantity_on_hand'],
      CHUNK_ROWS.stock,
    ),
    interchange: new CopyBuffer(
      'part_interchange',
      ['number_key', 'number', 'kind', 'source', 'product_id'],
      CHUNK_ROWS.interchange,
    ),
  };
  const sink: CatalogSink = {
    product: (p) =>
      buffers.products.push([
        p.id,
        p.brandId,
        p.partNumber,
        p.partNumberKey,
        p.partTypeId,
        p.description,
        p.cost,
        p.listPrice,
        p.customerPrice,
      ]),
    // The hot path: ten million lines at the benchmark scale, built without the generic encoder
    // (ids are numbers, part type ids plain ASCII).
    fitment: (productId, baseVehicleId, partTypeId, engineId, submodelId) =>
      buffers.fitment.pushLine(
        `${productId}\t${baseVehicleId}\t${partTypeId}\t${engineId ?? '\\N'}\t${submodelId ?? '\\N'}\n`,
      ),
    kit: (productId, kitType) => buffers.kits.push([productId, kitType]),
    kitComponent: (kitProductId, componentProductId, quantity) =>
      buffers.kitComponents.push([kitProductId, componentProductId, quantity]),
    stock: (productId, storeId, quantity) =>
      buffers.stock.pushLine(`${productId}\t${storeId}\t${quantity}\n`),
    interchange: (productId, n) =>
      buffers.interchange.push([n.numberKey, n.number, n.kind, n.source, productId]),
  };
  const flush = async (all: boolean) => {
    for (const buffer of Object.values(buffers)) {
      if (all || buffer.full) {
        await session.copyIn(
          buffer.table,
          buffer.columns,
          buffer.take(),
          freeze.get(buffer.table) ?? false,
        );
      }
    }
  };
  const generator = new ProductGenerator(vehicles, options, sink);
  const units = generator.units();
  for (;;) {
    let done = false;
    for (let i = 0; i < UNITS_PER_STEP && !done; i++) done = units.next().done === true;
    await flush(done);
    if (done) return generator.counts;
  }
}

/** For the CLI and the README: what the database holds now. */
export async function countPartsCatalog(db: Database) {
  const rows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    partTypes: await rows(partTypes),
    brands: await rows(brands),
    products: await rows(products),
    productsWithoutPrice: (
      await db.select({ n: count() }).from(products).where(isNull(products.listPrice))
    )[0]?.n,
    fitment: await rows(fitment),
    kits: await rows(kits),
    kitComponents: await rows(kitComponents),
    storeStock: await rows(storeStock),
    interchange: await rows(partInterchange),
  };
}
