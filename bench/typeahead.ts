// Throughput and latency of the typeahead, preprocess and part type calls against the built server
// on a fresh data dir (first start loads the vehicle and demo parts catalogs), compared with the
// trivial /api/health.
// Usage: npm run build && npm run bench:typeahead [-- seconds connections]
// BENCH_DATABASE_URL=postgres://... runs it on an empty PostgreSQL database instead of PGlite;
// BENCH_PORT (3220) is where the server listens.
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './support';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 200);
const dataDir = mkdtempSync(join(tmpdir(), 'procounter-bench-typeahead-'));
const port = Number(process.env.BENCH_PORT ?? 3220);

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

  const shop = await api<{ id: number }>('/current/shop');
  const first = Date.now();
  await api('/search/keyword/v3/typeahead?query=b&suggestionType=PART_TYPE');
  console.log(`first typeahead (builds the in-memory index): ${Date.now() - first} ms`);

  const calls: [string, string][] = [
    ['health (trivial)', '/api/health'],
    [
      'typeahead v3 "brake pa"',
      '/api/search/keyword/v3/typeahead?query=brake%20pa&suggestionType=PART_TYPE',
    ],
    [
      'typeahead legacy "2013 ford f"',
      '/api/search/keyword/typeahead?query=2013%20ford%20f&entSearchEnabled=false',
    ],
    [
      'typeahead v3 "e" (99 cap)',
      '/api/search/keyword/v3/typeahead?query=e&suggestionType=PART_TYPE',
    ],
    ['preprocess part number', `/api/search/keyword/preprocess?query=DBP-1234&shopId=${shop.id}`],
    ['preprocess synonym', `/api/search/keyword/preprocess?query=brake%20pads&shopId=${shop.id}`],
    ['searchPartType.json', '/api/parttypes/searchPartType.json?query=filter&max=15&sort=RANK'],
    ['mostpopular', '/api/parttypes/mostpopular'],
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
