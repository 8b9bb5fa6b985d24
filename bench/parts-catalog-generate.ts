// Parts catalog generation and load time, then a first look at "parts for this vehicle and part
// type" on what was loaded. PostgreSQL when DATABASE_URL is set (in a database of its own, made
// and dropped here), else PGlite in a temporary folder.
// Usage: npm run bench:parts-generate [-- --products 1000000] [-- --seed 1] [-- --keep]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { DEMO_PRODUCT_COUNT } from '../apps/server/src/modules/parts-catalog/generator';
import { replacePartsCatalog } from '../apps/server/src/modules/parts-catalog/parts-catalog-load';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEMO_PRODUCT_COUNT) },
    seed: { type: 'string', default: '1' },
    lookups: { type: 'string', default: '2000' },
    keep: { type: 'boolean', default: false },
  },
});
const products = Number(values.products);
const seed = Number(values.seed);
const lookups = Number(values.lookups);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const serverUrl = process.env.DATABASE_URL || undefined;
const name = `procounter_bench_parts_${randomBytes(4).toString('hex')}`;
const dataDir = serverUrl ? undefined : mkdtempSync(join(tmpdir(), 'procounter-bench-parts-'));
let databaseUrl: string | undefined;
if (serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}

const handle = await createDatabase({ databaseUrl, dataDir: dataDir ?? '' });
try {
  const prepared = performance.now();
  // Everything but the parts catalog, which is what this benchmark times.
  await prepareDatabase(handle, {
    seedDemo: true,
    helpContent: false,
    partsCatalog: async () => undefined,
  });
  console.log(
    `${handle.kind}: migrated, demo data and vehicle catalog in ${seconds(performance.now() - prepared)}`,
  );

  const summary = await replacePartsCatalog(handle, { products, seed });
  const { milliseconds: m, ...counts } = summary;
  console.log(JSON.stringify(counts));
  console.log(
    `generated and loaded ${products.toLocaleString('en-US')} products, ` +
      `${counts.fitment.toLocaleString('en-US')} fitment rows in ${seconds(m.total)} ` +
      `(read vehicles ${seconds(m.read)}, generate + COPY ${seconds(m.write)}, ` +
      `indexes and keys ${seconds(m.indexes)}, analyze ${seconds(m.analyze)})`,
  );

  // Parts for a vehicle and a part type: pairs drawn from the fitment itself, one at a time.
  const query = async (text: string, params: unknown[] = []) =>
    handle.kind === 'pglite'
      ? (await handle.client.query<Record<string, unknown>>(text, params)).rows
      : (await handle.pool.query(text, params)).rows;
  const pairs = (await query(
    `select base_vehicle_id, part_type_id from fitment tablesample system (1) limit ${lookups}`,
  )) as { base_vehicle_id: number; part_type_id: string }[];
  const lookup = `select p.id, p.part_number, p.description, p.list_price
                    from fitment f join products p on p.id = f.product_id
                   where f.base_vehicle_id = $1 and f.part_type_id = $2`;
  const plan = await query(`explain ${lookup}`, [
    pairs[0]?.base_vehicle_id,
    pairs[0]?.part_type_id,
  ]);
  console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
  const times: number[] = [];
  let rows = 0;
  for (const { base_vehicle_id, part_type_id } of pairs) {
    const started = performance.now();
    rows += (await query(lookup, [base_vehicle_id, part_type_id])).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `parts for vehicle + part type (${times.length} lookups, ${(rows / Math.max(1, times.length)).toFixed(1)} rows each): ` +
      `median ${percentile(times, 0.5).toFixed(2)} ms, p99 ${percentile(times, 0.99).toFixed(2)} ms`,
  );
} finally {
  await handle.close();
  if (dataDir && !values.keep) rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl && !values.keep) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  } else if (values.keep) console.log(`kept: ${databaseUrl ?? dataDir}`);
}
