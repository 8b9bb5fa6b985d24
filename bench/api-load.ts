// The shared body of the API load benchmarks (bench:api, vehicle pickers, typeahead, parts
// lookup): start the built server on a prepared database (bench-database.ts), log in as tech,
// then run each call with autocannon (a warm-up, one connection, then the full load) and give its
// throughput as a ratio to the first call, the trivial /api/health, measured in the same run.
// BENCH_DATABASE_URL=postgres://... runs on that (empty) PostgreSQL database instead of PGlite;
// BENCH_PORT says where the server listens. BENCH_PRODUCTS=1000000 first generates a parts
// catalog of that many products (as `npm run catalog:generate` does); unset, the demo scale.
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  type BenchUser,
  type PreparedDatabase,
  type PrepareOptions,
  prepareBenchDatabase,
} from './bench-database';
import { callApi, type RunningServer, startServer } from './support';

export interface ApiRow {
  call: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** p99 with one connection: the time the server itself takes, without queueing. */
  singleP99Ms: number;
  /** p99 of the server's own time (Server-Timing) under the full load. */
  serverP99Ms: number;
  non2xx: number;
  /** Connection errors and timeouts (autocannon counts a timeout as an error too). */
  errors: number;
  timeouts: number;
  /** requestsPerSecond / the trivial call's, same run. */
  ratio: number;
  /** Latency of each request of a sequence under the full load, measured apart. */
  parts?: { name: string; count: number; p50Ms: number; p99Ms: number }[];
}

export interface ApiFigures {
  database: string;
  products: number;
  connections: number;
  seconds: number;
  rows: ApiRow[];
}

/** Records one request's latency of a sequence under a name ('add', 'remove'). */
export type RecordPart = (name: string, ms: number) => void;

/** One measured call: a request, or a sequence of requests each connection repeats. */
export interface BenchCall {
  call: string;
  /** The path with its query, from the host: '/api/health'. */
  path: string;
  method?: 'GET' | 'POST' | 'DELETE';
  body?: object;
  /** Whose token the requests carry; default tech's. null: none. */
  token?: string | null;
  /** Seconds before a request counts as timed out (autocannon's default is 10). */
  timeoutSeconds?: number;
  /**
   * The requests each connection repeats in order, made anew for each autocannon run; when given,
   * path, method and body are ignored.
   */
  sequence?: (record: RecordPart) => autocannon.Request[];
}

/** A call of the API as tech: a GET `api('/current/shop')`, a POST with a body. */
export type ApiGet = <T>(path: string, body?: object) => Promise<T>;

export interface ApiContext {
  baseUrl: string;
  /** tech's access token. */
  token: string;
  api: ApiGet;
  /** The shop users prepared for the run (PrepareOptions.users). */
  users: BenchUser[];
  /** Logs each prepared user in (a few at a time) and answers their access tokens. */
  loginUsers(): Promise<{ user: BenchUser; token: string }[]>;
  log: (line: string) => void;
}

/** The calls to measure, health first; may look data up through the context. */
export type CallsOf = (context: ApiContext) => Promise<BenchCall[]>;

export interface BenchServer {
  server: RunningServer;
  prepared: PreparedDatabase;
  /** The PostgreSQL database the server runs on; undefined for PGlite. */
  databaseUrl?: string;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  products?: number;
  users?: number;
  extra?: PrepareOptions['extra'];
  log?: (line: string) => void;
  /** More of the server's environment (bench:workers sets WORKERS). */
  env?: Record<string, string>;
}

/**
 * Prepares the database (bench-database.ts) and starts the built server on it. Logins are not
 * rate limited here: every simulated user comes from one address.
 */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const log = options.log ?? console.log;
  const prepared = await prepareBenchDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    products: options.products,
    users: options.users,
    extra: options.extra,
    log,
  });
  const server = await startServer(options.dataDir, options.port, {
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl, SEED_DEMO: 'true' } : {}),
    ...options.env,
  });
  log(`server ready in ${server.readyAfterMs.toFixed(0)} ms on ${prepared.version}`);
  return { server, prepared, databaseUrl: options.databaseUrl, stop: () => server.stop() };
}

/** The tables the calls write to all the time: the quotes' (add + remove) and the logins'. */
const CHURNING_TABLES = ['worksheet_items', 'worksheets', 'current_worksheets', 'refresh_tokens'];

/**
 * VACUUM ANALYZE of the tables the calls churn, before each call is measured, as autovacuum does
 * on a PostgreSQL in service: this machine's runs with autovacuum off, so without it every call is
 * measured on tables holding the dead rows of all the calls before it (tens of thousands after
 * one add + remove run), and the order of the calls, not their cost, would decide their figures.
 */
async function vacuumQuoteTables(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`vacuum analyze ${CHURNING_TABLES.join(', ')}`);
  } finally {
    await client.end();
  }
}

/** How long and how hard measureApiCalls runs each call. */
export interface MeasureOptions {
  seconds: number;
  connections: number;
  log?: (line: string) => void;
}

/** Starts a benchmark server (startBenchServer), measures `calls` on it, and stops it. */
export async function measureOnBenchServer(
  server: BenchServerOptions,
  calls: CallsOf,
  options: MeasureOptions,
): Promise<ApiFigures> {
  const bench = await startBenchServer(server);
  try {
    return await measureApiCalls(bench, calls, options);
  } finally {
    await bench.stop();
  }
}

/** The same calls with one server process, then two, on one PostgreSQL database. */
export interface WorkersFigures {
  one: ApiFigures;
  two: ApiFigures;
}

/**
 * `calls` measured with WORKERS=1, then WORKERS=2, on the PostgreSQL database of `server` (each
 * run a server of its own on a scratch data dir); `onMeasured` hears each run as it ends.
 */
export async function measureWithWorkers(
  server: Omit<BenchServerOptions, 'dataDir' | 'env'> & { databaseUrl: string },
  calls: CallsOf,
  options: MeasureOptions & { onMeasured?: (workers: number, figures: ApiFigures) => void },
): Promise<WorkersFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'procounter-bench-workers-'));
  const byWorkers = new Map<number, ApiFigures>();
  try {
    for (const workers of [1, 2]) {
      const figures = await measureOnBenchServer(
        { ...server, dataDir, env: { WORKERS: String(workers) } },
        calls,
        options,
      );
      options.onMeasured?.(workers, figures);
      byWorkers.set(workers, figures);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { one: byWorkers.get(1)!, two: byWorkers.get(2)! };
}

/** POST /api/auth/rest/login; answers the access token or throws. */
export async function logIn(baseUrl: string, loginName: string, password: string) {
  const response = await fetch(`${baseUrl}/api/auth/rest/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName, password }),
  });
  if (!response.ok) throw new Error(`login ${loginName}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The dur of each answer's `Server-Timing: app;dur=N` header, in ms. */
type ServerTimes = number[];

function run(
  baseUrl: string,
  call: BenchCall,
  token: string,
  connections: number,
  duration: number,
  record: RecordPart,
  times?: ServerTimes,
) {
  const auth = call.token === null ? undefined : (call.token ?? token);
  return autocannon({
    url: `${baseUrl}${call.path}`,
    method: call.method ?? 'GET',
    connections,
    duration,
    timeout: call.timeoutSeconds,
    headers: {
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      ...(call.body ? { 'content-type': 'application/json' } : {}),
    },
    body: call.body ? JSON.stringify(call.body) : undefined,
    requests: call.sequence?.(record),
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

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Logs tech in and builds the context the call lists read. */
async function apiContext(bench: BenchServer, log: (line: string) => void): Promise<ApiContext> {
  const baseUrl = bench.server.baseUrl;
  const token = await logIn(baseUrl, 'tech', 'procounter-demo');
  const api: ApiGet = <T>(path: string, body?: object) => callApi<T>(baseUrl, token, path, body);
  let tokens: { user: BenchUser; token: string }[] | undefined;
  const loginUsers = async () => {
    if (tokens) return tokens;
    const users = bench.prepared.users;
    const found: { user: BenchUser; token: string }[] = [];
    // A few at a time: argon2 keeps a core busy for each login.
    for (let from = 0; from < users.length; from += 8) {
      const batch = users.slice(from, from + 8);
      const logged = await Promise.all(
        batch.map(async (user) => ({
          user,
          token: await logIn(baseUrl, user.loginName, user.password),
        })),
      );
      found.push(...logged);
    }
    tokens = found;
    return found;
  };
  return { baseUrl, token, api, users: bench.prepared.users, loginUsers, log };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Milliseconds one GET /api/health takes, or Infinity when it fails. */
async function timeHealth(baseUrl: string): Promise<number> {
  const started = performance.now();
  try {
    await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
    return performance.now() - started;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Waits until /api/health answers about as fast as before the load, three times in a row (at
 * most 2 minutes): requests autocannon left behind when it stopped (200 logins queued for argon2
 * take many seconds) must not be counted in the next call's figures.
 */
async function drain(baseUrl: string, idleMs: number) {
  const deadline = Date.now() + 120_000;
  for (let quick = 0; quick < 3 && Date.now() < deadline; ) {
    quick = (await timeHealth(baseUrl)) <= idleMs ? quick + 1 : 0;
    await sleep(100);
  }
}

/**
 * Measures each call in turn: a 2 s warm-up at 10 connections, one connection for half the time
 * (at least 3 s), then `connections` for `seconds`; the server is let drain before each.
 */
export async function measureApiCalls(
  bench: BenchServer,
  calls: CallsOf,
  options: MeasureOptions,
): Promise<ApiFigures> {
  const log = options.log ?? console.log;
  const { seconds, connections } = options;
  const context = await apiContext(bench, log);
  const rows: ApiRow[] = [];
  const ignore: RecordPart = () => {};
  const base = context.baseUrl;
  const idle: number[] = [];
  for (let i = 0; i < 5; i++) idle.push(await timeHealth(base));
  // On a machine others use too, an idle answer may take tens of ms: three times the median.
  const idleMs = Math.max(20, 3 * percentile(idle, 50));
  // BENCH_CALLS (a regular expression) measures only the calls it names, and health, e.g. to profile them.
  const only = process.env.BENCH_CALLS ? new RegExp(process.env.BENCH_CALLS) : null;
  const chosen = (await calls(context)).filter(
    (call, i) => i === 0 || only === null || only.test(call.call),
  );
  for (const call of chosen) {
    if (bench.databaseUrl) await vacuumQuoteTables(bench.databaseUrl);
    await drain(base, idleMs);
    await run(base, call, context.token, 10, 2, ignore);
    await drain(base, idleMs);
    const single = await run(
      base,
      call,
      context.token,
      1,
      Math.max(3, Math.round(seconds / 2)),
      ignore,
    );
    const serverTimes: ServerTimes = [];
    const partTimes = new Map<string, number[]>();
    const record: RecordPart = (name, ms) => {
      const list = partTimes.get(name) ?? [];
      list.push(ms);
      partTimes.set(name, list);
    };
    await drain(base, idleMs);
    const loaded = await run(base, call, context.token, connections, seconds, record, serverTimes);
    const row: ApiRow = {
      call: call.call,
      requestsPerSecond: Math.round(loaded.requests.average),
      p50Ms: loaded.latency.p50,
      p99Ms: loaded.latency.p99,
      singleP99Ms: single.latency.p99,
      serverP99Ms: round2(percentile(serverTimes, 99)),
      non2xx: loaded.non2xx,
      errors: loaded.errors,
      timeouts: loaded.timeouts,
      ratio: 0,
    };
    if (partTimes.size > 0) {
      row.parts = [...partTimes].map(([name, times]) => ({
        name,
        count: times.length,
        p50Ms: round2(percentile(times, 50)),
        p99Ms: round2(percentile(times, 99)),
      }));
    }
    rows.push(row);
    log(
      `  ${row.call}: ${row.requestsPerSecond} requests/s, p50 ${row.p50Ms} ms, ` +
        `p99 ${row.p99Ms} ms, non-2xx ${row.non2xx}, errors ${row.errors}`,
    );
  }
  const trivial = rows[0]?.requestsPerSecond ?? Number.NaN;
  for (const row of rows) row.ratio = round2(row.requestsPerSecond / trivial);
  return {
    database: bench.prepared.version,
    products: bench.prepared.products,
    connections,
    seconds,
    rows,
  };
}

/** Prints the figures as a console table, with each sequence's parts under its row. */
export function printApiFigures(figures: ApiFigures) {
  console.log(
    `${figures.database}, ${figures.products.toLocaleString('en-US')} products, ` +
      `${figures.connections} connections, ${figures.seconds} s per call:`,
  );
  console.table(
    figures.rows.map(({ parts, ...row }) =>
      parts
        ? { ...row, parts: parts.map((p) => `${p.name} p50 ${p.p50Ms} p99 ${p.p99Ms}`).join('; ') }
        : row,
    ),
  );
}

export interface ApiLoadBench {
  /** Names the temporary data dir. */
  name: string;
  defaultPort: number;
  calls: CallsOf;
  /** Shop users the calls need (bench-user-NNN). */
  users?: number;
  /** The benchmark's own data (bench-database.ts PrepareOptions.extra). */
  extra?: PrepareOptions['extra'];
}

/**
 * Runs one benchmark script from the command line: argv [seconds per call (10), connections
 * (200)], BENCH_PORT, BENCH_PRODUCTS and BENCH_DATABASE_URL as the header says; prints the table.
 */
export async function runApiLoadBench({ name, defaultPort, calls, users, extra }: ApiLoadBench) {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 200);
  const dataDir = mkdtempSync(join(tmpdir(), `procounter-bench-${name}-`));
  try {
    const bench = await startBenchServer({
      port: Number(process.env.BENCH_PORT ?? defaultPort),
      dataDir,
      databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
      products: process.env.BENCH_PRODUCTS ? Number(process.env.BENCH_PRODUCTS) : undefined,
      users,
      extra,
    });
    try {
      printApiFigures(await measureApiCalls(bench, calls, { seconds, connections }));
    } finally {
      await bench.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
