// VIN decoding speed: a cold decode (our vPIC decoder over corgi's offline database) and a repeat
// from our vin_decodes cache, on a fresh embedded database with the vehicle catalog loaded.
// Usage: npm run bench:vin-decode [-- repeats]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { decodeVin } from '../apps/server/src/modules/vin-decode/vin-decode.service';

const repeats = Number(process.argv[2] ?? 200);
// The demo VINs of DESIGN.md section 4, and a few more real-world patterns.
const VINS = [
  '1FTFW1ET9DFC10312',
  '1HGCM82633A004352',
  'WBA3A5C57CF256651',
  '1G1ZT53826F109149',
  '5YJ3E1EA7KF317000',
  '1N4AL3AP8JC231503',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
const ms = (n: number) => `${n.toFixed(2)} ms`;

const dataDir = mkdtempSync(join(tmpdir(), 'procounter-bench-vin-'));
const handle = await createDatabase({ databaseUrl: undefined, dataDir });
try {
  // The vehicle catalog only: decoding reads no demo data, parts or Help Center content.
  await prepareDatabase(handle, {
    seedDemo: false,
    partsCatalog: async () => undefined,
    helpContent: false,
  });
  const deps = { db: handle.db };

  const cold: number[] = [];
  for (const [i, vin] of VINS.entries()) {
    const started = performance.now();
    const decoded = await decodeVin(deps, vin);
    const took = performance.now() - started;
    if (i === 0) console.log(`first decode (opens the vPIC database): ${ms(took)}`);
    else cold.push(took);
    console.log(
      `  ${vin}: ${decoded.year} ${decoded.make} ${decoded.model} -> base vehicle ${decoded.baseVehicleId}`,
    );
  }
  cold.sort((a, b) => a - b);
  console.log(
    `cold decodes (${cold.length}): median ${ms(percentile(cold, 0.5))}, max ${ms(cold.at(-1) ?? Number.NaN)}`,
  );

  const cached: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const vin = VINS[i % VINS.length]!;
    const started = performance.now();
    const decoded = await decodeVin(deps, vin);
    cached.push(performance.now() - started);
    if (!decoded.cached) throw new Error(`${vin} was not answered from the cache`);
  }
  cached.sort((a, b) => a - b);
  console.log(
    `cached repeats (${repeats}): median ${ms(percentile(cached, 0.5))}, p99 ${ms(percentile(cached, 0.99))}`,
  );
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
