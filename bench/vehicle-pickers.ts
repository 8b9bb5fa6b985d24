// Throughput and latency of the vehicle picker calls against the built server on a fresh data dir
// (first start loads the full catalog), compared with the trivial /api/health.
// Usage: npm run build && npm run bench:vehicle-pickers [-- seconds connections]
// BENCH_DATABASE_URL=postgres://... runs it on an empty PostgreSQL database instead of PGlite;
// BENCH_PORT (3210) is where the server listens.
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './support';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 200);
const dataDir = mkdtempSync(join(tmpdir(), 'procounter-bench-pickers-'));
const port = Number(process.env.BENCH_PORT ?? 3210);

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

const databaseUrl = process.env.BENCH_DATABASE_URL;
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
  const api = async <T>(path: string) =>
    (await (
      await fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as T;

  // The demo vehicle, found the way the selector finds it.
  const makes = await api<{ id: number; value: string }[]>('/vehicle/select/v2/makes?year=2013');
  const ford = makes.find((m) => m.value === 'Ford')!.id;
  const models = await api<{ baseVehicleId: number; model: { value: string } }[]>(
    `/vehicle/select/v2/models?year=2013&makeId=${ford}`,
  );
  const f150 = models.find((m) => m.model.value === 'F-150')!.baseVehicleId;

  const calls: [string, string][] = [
    ['health (trivial)', '/api/health'],
    // What authentication alone costs: a call that reads little beyond the caller's session.
    ['stickySessionInfo (authenticated)', '/api/current/stickySessionInfo'],
    ['makes', '/api/vehicle/select/v2/makes?year=2013'],
    ['models', `/api/vehicle/select/v2/models?year=2013&makeId=${ford}`],
    ['engines', `/api/vehicle/select/engines?baseVehicleId=${f150}`],
    ['submodels', `/api/vehicle/select/submodels?baseVehicleId=${f150}`],
  ];
  const rows: Row[] = [];
  for (const [call, path] of calls) {
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
  console.log(`${connections} connections, ${seconds} s per call:`);
  console.table(rows);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
