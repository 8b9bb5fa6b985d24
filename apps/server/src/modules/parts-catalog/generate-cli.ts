// npm run catalog:generate -- [--products N] [--seed N]: generates a parts catalog of N products
// (default the demo scale) and puts it in place of the one in the database (DATABASE_URL, else
// PGlite in DATA_DIR). The database is prepared as a start prepares it (db/prepare.ts), with this
// catalog instead of the demo one: a database without the vehicle catalog gets it first; with
// SEED_DEMO on (the PGlite default) an empty one gets the demo data too, whose stores get stock.
// Servers running on the same PostgreSQL hear of it on the bus and rebuild their catalog caches.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { createBus } from '../../lib/bus';
import { announceCatalogChange } from '../catalog-search/catalog-changes.service';
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
  const { partsCatalog: summary } = await prepareDatabase(database, {
    seedDemo: config.seedDemo,
    partsCatalog: (handle) => replacePartsCatalog(handle, { products, seed }),
  });
  // Running servers on this PostgreSQL drop what they read of the old catalog (committed by now).
  const bus = createBus(config.databaseUrl, { warn: (obj, msg) => console.warn(msg, obj) });
  try {
    await announceCatalogChange(bus, { catalog: 'parts' });
  } finally {
    await bus.close();
  }
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
