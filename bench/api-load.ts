// The shared body of the API load benchmarks (vehicle pickers, typeahead): start the built server
// on a fresh data dir, log in as tech, then run each call with autocannon (a warm-up, one
// connection, then the full load) and print its throughput as a ratio to the first call, the
// trivial /api/health. BENCH_DATABASE_URL=postgres://... runs on an empty PostgreSQL database
// instead of PGlite; BENCH_PORT says where the server listens. BENCH_PRODUCTS=1000000 first
// generates a parts catalog of that many products into that database (as `npm run
// catalog:generate` does); unset, the server's first start loads the demo scale.
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

interface Row {
  call: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** p99 with one connection: the time the server itself takes, without queueing. */
  singleP99Ms: number;
  /** p99 of the server's own time (Server-Timing) under the full load. */
  serverP99Ms: number;
  non2xx: number;
  errors: number;
  ratio?: number;
}

/** The dur of each answer's `Server-Timing: app;dur=N` header, in ms. */
type ServerTimes = number[];

function run(url: string, token: string, conns: number, duration: number, times?: ServerTimes) {
  return autocannon({
    url,
    connections: conns,
    duration,
    headers: { authorization: `Bearer ${token}` },
    setupClient: times
      ? (client) => {
          client.on('headers', (headers) => {
            const value = serverTiming(headers);
            const dur = value ? /dur=([\d.]+)/.exec(value) : null;
            if (dur) times.push(Number(dur[1]));
          });
        }
      : undefined,
  });
}

/**
 * Server-Timing of an answer. autocannon's typings promise a header object; at run time it hands
 * over the HTTP parser's record, whose `headers` is the raw [name, value, name, value...] list.
 */
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

/** A call of the API as tech: a GET `api('/current/shop')`, a POST with a body. */
export type ApiGet = <T>(path: string, body?: object) => Promise<T>;

export interface ApiLoadBench {
  /** Names the temporary data dir. */
  name: string;
  defaultPort: number;
  /** The calls to measure as [label, path], health first; may look data up through `api`. */
  calls(api: ApiGet): Promise<[string, string][]>;
}

/** The parts catalog at the asked scale, made before the server starts (which then finds it). */
async function generateCatalog(products: number, dataDir: string, databaseUrl?: string) {
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

/** Runs the benchmark; argv: [seconds per call (10), connections (200)]. */
export async function runApiLoadBench({ name, defaultPort, calls }: ApiLoadBench) {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 200);
  const dataDir = mkdtempSync(join(tmpdir(), `procounter-bench-${name}-`));
  const port = Number(process.env.BENCH_PORT ?? defaultPort);
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const scale = process.env.BENCH_PRODUCTS ? Number(process.env.BENCH_PRODUCTS) : undefined;
  if (scale !== undefined) await generateCatalog(scale, dataDir, databaseUrl);
  const server = await startServer(
    dataDir,
    port,
    databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : {},
  );
  console.log(`first start with the catalog load: ${server.readyAfterMs.toFixed(0)} ms`);
  try {
    const base = server.baseUrl;
    const login = await fetch(`${base}/api/auth/rest/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginName: 'tech', password: 'procounter-demo' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const api: ApiGet = async <T>(path: string, body?: object) => {
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

    const rows: Row[] = [];
    for (const [call, path] of await calls(api)) {
      const url = `${base}${path}`;
      await run(url, token, 10, 2); // warm-up
      const single = await run(url, token, 1, Math.max(3, Math.round(seconds / 2)));
      const serverTimes: ServerTimes = [];
      const loaded = await run(url, token, connections, seconds, serverTimes);
      rows.push({
        call,
        requestsPerSecond: Math.round(loaded.requests.average),
        p50Ms: loaded.latency.p50,
        p99Ms: loaded.latency.p99,
        singleP99Ms: single.latency.p99,
        serverP99Ms: Math.round(percentile(serverTimes, 99) * 100) / 100,
        non2xx: loaded.non2xx,
        errors: loaded.errors + loaded.timeouts,
      });
    }
    const trivial = rows[0]!.requestsPerSecond;
    for (const row of rows) row.ratio = Math.round((row.requestsPerSecond / trivial) * 100) / 100;
    console.log(
      `${scale?.toLocaleString('en-US') ?? 'demo scale'} products, ${connections} connections, ` +
        `${seconds} s per call:`,
    );
    console.table(rows);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
