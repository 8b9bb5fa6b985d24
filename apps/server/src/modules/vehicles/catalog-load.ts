import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { baseVehicles } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { CATALOG_FILE } from '../../paths';
import { type CatalogFile, readCatalogFile } from './catalog-file';

// Any constant shared by every ProCounter process: two servers starting at once on an empty
// PostgreSQL load the catalog once.
const CATALOG_LOCK_KEY = 7_212_027;
/** Rows per INSERT: big enough to be fast, small enough to keep PGlite's memory low. */
const CHUNK_ROWS = 20_000;

async function insertJsonRows(
  db: Database,
  table: string,
  columns: [name: string, type: 'int' | 'smallint' | 'text'][],
  rows: unknown[][],
) {
  const names = columns.map(([name]) => name).join(', ');
  const values = columns.map(([, type], i) => `(r->>${i})::${type}`).join(', ');
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const json = JSON.stringify(rows.slice(start, start + CHUNK_ROWS));
    // One parameter of JSON rows per statement: thousands of rows in one round trip, on both
    // PGlite and PostgreSQL.
    await db.execute(
      sql`${sql.raw(`insert into ${table} (${names}) select ${values} from json_array_elements(`)}${json}${sql.raw('::json) r')}`,
    );
  }
}

/** Writes the whole catalog; the tables must be empty. */
export async function loadCatalog(db: Database, catalog: CatalogFile): Promise<void> {
  const engineText = new Map(catalog.engines);
  const submodelText = new Map(catalog.submodels);
  const makeOfModel = new Map(catalog.models.map(([id, makeId]) => [id, makeId]));
  await insertJsonRows(
    db,
    'vehicle_makes',
    [
      ['id', 'int'],
      ['name', 'text'],
    ],
    catalog.makes,
  );
  await insertJsonRows(
    db,
    'vehicle_models',
    [
      ['id', 'int'],
      ['make_id', 'int'],
      ['name', 'text'],
    ],
    catalog.models,
  );
  await insertJsonRows(
    db,
    'base_vehicles',
    [
      ['id', 'int'],
      ['year', 'smallint'],
      ['make_id', 'int'],
      ['model_id', 'int'],
    ],
    catalog.baseVehicles.map(([id, year, modelId]) => [
      id,
      year,
      makeOfModel.get(modelId),
      modelId,
    ]),
  );
  await insertJsonRows(
    db,
    'vehicle_engines',
    [
      ['base_vehicle_id', 'int'],
      ['engine_id', 'int'],
      ['description', 'text'],
    ],
    catalog.baseVehicles.flatMap(([id, , , engines]) =>
      engines.map((e) => [id, e, engineText.get(e)]),
    ),
  );
  await insertJsonRows(
    db,
    'vehicle_submodels',
    [
      ['base_vehicle_id', 'int'],
      ['submodel_id', 'int'],
      ['name', 'text'],
    ],
    catalog.baseVehicles.flatMap(([id, , , , submodels]) =>
      submodels.map((s) => [id, s, submodelText.get(s)]),
    ),
  );
  await insertJsonRows(
    db,
    'vehicle_engine_submodels',
    [
      ['base_vehicle_id', 'int'],
      ['engine_id', 'int'],
      ['submodel_id', 'int'],
    ],
    catalog.baseVehicles.flatMap(([id, , , , , pairs]) => pairs.map(([e, s]) => [id, e, s])),
  );
}

/**
 * Loads the committed catalog file when the catalog tables are empty (a first start, a fresh test
 * template); answers whether it did. A present catalog is left alone, so restarts cost one query.
 */
export async function loadCatalogIfEmpty(db: Database, file: string = CATALOG_FILE) {
  const present = async (on: Pick<Database, 'select'>) =>
    (await on.select({ id: baseVehicles.id }).from(baseVehicles).limit(1)).length > 0;
  if (await present(db)) return false;
  const catalog = await readCatalogFile(file);
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK_KEY})`);
    if (await present(tx)) return false;
    await loadCatalog(tx, catalog);
    return true;
  });
}
