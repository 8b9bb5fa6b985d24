// Part lookup under load: GET /api/catalog/products for the Disc Brake Pads of a selected 2013 Ford
// F-150 (the demo tech user's current vehicle), against the trivial /api/health, on the built
// server. Prints requests/s, client and server (Server-Timing) p99, and the ratio to health.
// Usage: npm run build && npm run bench:parts-lookup [-- seconds connections]
// BENCH_PRODUCTS=1000000 first generates a catalog of that many products into the bench's own
// data dir (or BENCH_DATABASE_URL, an empty PostgreSQL database), as `npm run catalog:generate`
// does; unset, the server's first start loads the demo scale. BENCH_PORT (3230) is where the
// server listens.
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed/demo';
import { systemClock } from '../apps/server/src/lib/clock';
import { replacePartsCatalog } from '../apps/server/src/modules/parts-catalog/parts-catalog-load';
import { loadCatalogIfEmpty } from '../apps/server/src/modules/vehicles/catalog-load';
import { startServer } from './support';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 200);
const port = Number(process.env.BENCH_PORT ?? 3230);
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const scale = process.env.BENCH_PRODUCTS ? Number(process.env.BENCH_PRODUCTS) : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'procounter-bench-parts-lookup-'));

/** The catalog at the asked scale, made before the server starts (which then finds it complete). */
async function generateCatalog(products: number) {
  const handle = await createDatabase({ databaseUrl, dataDir });
  try {
    await migrateDatabase(handle);
    await seedDemoData(handle.db, systemClock);
    await loadCatalogIfEmpty(handle.db);
    const summary = await replacePartsCatalog(handle, { products, seed: 1 });
    console.log(
      `generated ${products.toLocaleString('en-US')} products, ` +
        `${summary.fitment.toLocaleString('en-US')} fitment rows in ` +
        `${(summary.milliseconds.total / 1000).toFixed(1)} s`,
    );
  } finally {
    await handle.close();
  }
}

/** The Server-Timing value of an answer (autocannon hands over the raw header list). */
function serverTiming(headers: IncomingHttpHeaders): string | undefined {
  const raw = (headers as { headers?: unknown }).headers;
  if (Array.isArray(raw)) {
    for (let i = 0; i + 1 < raw.length; i += 2) {
      if (String(raw[i]).toLowerCase() === 'server-timing') return String(raw[i + 1]);
    }
    return undefined;
  }
  const value = headers['server-timing'];
  return Array.isArray(value) ? value[0] : value;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function load(url: string, token: string, conns: number, duration: number, times?: number[]) {
  return autocannon({
    url,
    connections: conns,
    duration,
    headers: { authorization: `Bearer ${token}` },
    setupClient: times
      ? (client) => {
          client.on('headers', (headers) => {
            const dur = /dur=([\d.]+)/.exec(serverTiming(headers) ?? '');
            if (dur) times.push(Number(dur[1]));
          });
        }
      : undefined,
  });
}

if (scale !== undefined) await generateCatalog(scale);
const server = await startServer(
  dataDir,
  port,
  databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : {},
);
console.log(`server ready after ${server.readyAfterMs.toFixed(0)} ms`);
try {
  const base = server.baseUrl;
  const login = await fetch(`${base}/api/auth/rest/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: 'tech', password: 'procounter-demo' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const api = async <T>(path: string, body?: object): Promise<T> => {
    const response = await fetch(`${base}/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  const makes = await api<{ id: number; value: string }[]>('/vehicle/select/v2/makes?year=2013');
  const ford = makes.find((m) => m.value === 'Ford')!;
  const models = await api<{ baseVehicleId: number; model: { value: string } }[]>(
    `/vehicle/select/v2/models?year=2013&makeId=${ford.id}`,
  );
  const f150 = models.find((m) => m.model.value === 'F-150')!;
  await api('/vehicle/select/v2/', { baseVehicleId: f150.baseVehicleId });
  const found = await api<{ partTypeId: string; partTypeName: string }[]>(
    '/parttypes/searchPartType.json?query=disc%20brake%20pad&max=15&sort=RANK',
  );
  const pad = found.find((p) => p.partTypeName === 'Disc Brake Pad')!;
  const lookupPath = `/api/catalog/products?partTypeId=${pad.partTypeId}`;
  const first = await api<{ products: unknown[] }>(lookupPath.slice(4));
  console.log(`2013 Ford F-150, Disc Brake Pad: ${first.products.length} products`);

  const rows = [];
  for (const [call, path] of [
    ['health (trivial)', '/api/health'],
    ['catalog/products F-150 brake pads', lookupPath],
  ] as const) {
    const url = `${base}${path}`;
    await load(url, token, 10, 2); // warm-up
    const single = await load(url, token, 1, Math.max(3, Math.round(seconds / 2)));
    const times: number[] = [];
    const loaded = await load(url, token, connections, seconds, times);
    rows.push({
      call,
      requestsPerSecond: Math.round(loaded.requests.average),
      p50Ms: loaded.latency.p50,
      p99Ms: loaded.latency.p99,
      singleP99Ms: single.latency.p99,
      serverP99Ms: Math.round(percentile(times, 99) * 100) / 100,
      non2xx: loaded.non2xx,
      errors: loaded.errors + loaded.timeouts,
      ratio: 0,
    });
  }
  for (const row of rows) {
    row.ratio = Math.round((row.requestsPerSecond / rows[0]!.requestsPerSecond) * 100) / 100;
  }
  console.log(
    `${scale?.toLocaleString('en-US') ?? 'demo scale'} products, ${connections} connections, ` +
      `${seconds} s per call:`,
  );
  console.table(rows);
  const lookup = rows[1]!;
  console.log(
    `catalog/products server p99 ${lookup.serverP99Ms} ms (goal < 50 ms), ` +
      `${lookup.ratio} x health throughput`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
