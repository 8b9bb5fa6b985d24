// npm run catalog:generate -- [--products N] [--seed N]: generates a parts catalog of N products
// (default the demo scale) and puts it in place of the one in the database (DATABASE_URL, else
// PGlite in DATA_DIR). A database without the vehicle catalog gets it first; with SEED_DEMO on
// (the PGlite default) an empty one gets the demo data too, whose stores get stock.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { seedDemoIfEmpty, seedDemoRecentVehicles } from '../../db/seed/demo';
import { ensureReferenceData } from '../../db/seed/reference';
import { systemClock } from '../../lib/clock';
import { loadCatalogIfEmpty } from '../vehicles/catalog-load';
import { DEFAULT_PARTS_SEED, DEMO_PRODUCT_COUNT } from './generator';
import { countPartsCatalog, replacePartsCatalog } from './parts-catalog-load';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEMO_PRODUCT_COUNT) },
    seed: { type: 'string', default: String(DEFAULT_PARTS_SEED) },
  },
});
const products = Number(values.products);
const seed = Number(values.seed);
if (!Number.isInteger(products) || products < 1 || !Number.isInteger(seed)) {
  console.error(
    'usage: npm run catalog:generate -- [--products N] [--seed N] (whole numbers, N >= 1)',
  );
  process.exit(2);
}

const config = loadConfig();
const database = await createDatabase(config);
try {
  await migrateDatabase(database);
  await ensureReferenceData(database.db);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db, systemClock) : false;
  await loadCatalogIfEmpty(database.db);
  if (seeded) await seedDemoRecentVehicles(database.db, systemClock);
  const summary = await replacePartsCatalog(database, { products, seed });
  console.log(
    JSON.stringify(
      { database: database.kind, ...summary, inDatabase: await countPartsCatalog(database.db) },
      null,
      2,
    ),
  );
} finally {
  await database.close();
}
