// `npm run bench`: every figure of issue 7 in one run, written to bench/results/latest.md and to the
// generated section of docs/FIGURES.md (bench/figures-doc.ts; the history around it stays). The API
// calls on PGlite (and on PostgreSQL in a database of its own when DATABASE_URL is set), the pages
// (Lighthouse, bench/lighthouse.ts) from a server over HTTPS on the PGlite data, the Help Center search, then the
// load test on the PGlite data dir of the API run. Needs `npm run build` first (the npm script
// runs it). Exits 1 when a part failed or the load test saw an error; the report is written
// either way.
// BENCH_PRODUCTS: catalog scale (default 1,000,000; about 3 min to generate on PGlite, 2 on
// PostgreSQL). BENCH_SECONDS (10) and BENCH_CONNECTIONS (200): per API call. BENCH_LOAD_SECONDS
// (60) and BENCH_LOAD_USERS (200). A quick run: BENCH_PRODUCTS=25000 BENCH_SECONDS=3
// BENCH_LOAD_SECONDS=15 npm run bench.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../e2e/support/chromium';
import { freshPageMicros } from '../e2e/support/lighthouse';
import { API_BENCH_USERS, issueApiCalls } from './api';
import {
  type ApiFigures,
  type CallsOf,
  measureApiCalls,
  measureOnBenchServer,
  measureWithWorkers,
  startBenchServer,
  type WorkersFigures,
} from './api-load';
import { withScratchDatabase } from './bench-database';
import { updateFiguresDoc } from './figures-doc';
import { type HelpSearchFigures, measureHelpSearch } from './help-search';
import { measurePages } from './lighthouse';
import { type LoadFigures, runLoadBench } from './load';
import { partsLookupCalls } from './parts-lookup-calls';
import { type Machine, type Outcome, type PageFigure, renderReport } from './report-markdown';
import { root } from './support';

const products = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const apiSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const apiConnections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const loadUsers = Number(process.env.BENCH_LOAD_USERS ?? 200);
const postgresUrl = process.env.DATABASE_URL || undefined;
const PORTS = { pglite: 3270, postgres: 3271, load: 3272, pages: 3273 };
const reportFile = join(root, 'bench/results/latest.md');
const figuresFile = join(root, 'docs/FIGURES.md');

const started = performance.now();

/** Health and the F-150 brake pads lookup (bench/parts-lookup-calls.ts): the WORKERS comparison. */
const lookupAndHealth: CallsOf = async (context) => (await partsLookupCalls(context)).slice(0, 2);
const log = (line: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/** Runs a part of the report: its figures and time, or why it failed (the rest still runs). */
async function measured<T>(name: string, work: () => Promise<T>): Promise<Outcome<T>> {
  log(`${name}...`);
  const from = performance.now();
  try {
    const figures = await work();
    const seconds = (performance.now() - from) / 1000;
    log(`${name} done in ${seconds.toFixed(0)} s`);
    return { figures, seconds };
  } catch (error) {
    log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

function command(file: string, args: string[]): string {
  try {
    return execFileSync(file, args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

function machine(loadAtStart: number): Machine {
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  const prettyName = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(osRelease)?.[1] ?? process.platform;
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGiB: totalmem() / 2 ** 30,
    freshPageMicros: freshPageMicros(),
    os: `${prettyName}, Linux ${release()}`,
    node: process.version,
    chromium: command(CHROMIUM_PATH, ['--version']),
    loadAtStart,
    loadAtEnd: loadavg()[0] ?? Number.NaN,
  };
}

const loadAtStart = loadavg()[0] ?? Number.NaN;
const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const commit = command('git', ['rev-parse', '--short', 'HEAD']);
const uncommitted = command('git', ['status', '--porcelain']).split('\n').filter(Boolean).length;
if (!existsSync(join(root, 'apps/server/dist/main.js'))) {
  throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
}
log(`catalog of ${products.toLocaleString('en-US')} products, commit ${commit}`);

const dataDir = mkdtempSync(join(tmpdir(), 'procounter-bench-report-'));
let pglite: Outcome<ApiFigures> = { skipped: 'the PGlite server did not start' };
let pages: Outcome<PageFigure[]> = { skipped: 'the PGlite server did not start' };
let postgres: Outcome<ApiFigures> = { skipped: 'DATABASE_URL is not set.' };
let workers: Outcome<WorkersFigures> = { skipped: 'DATABASE_URL is not set.' };
let load: Outcome<LoadFigures> = { skipped: 'not run' };
let helpSearch: Outcome<HelpSearchFigures> = { skipped: 'not run' };
try {
  // PGlite: the API figures, then the pages against the same server while it is otherwise idle.
  const server = await measured('PGlite: prepare the database and start the server', () =>
    startBenchServer({
      port: PORTS.pglite,
      dataDir,
      products,
      users: Math.max(API_BENCH_USERS, loadUsers),
      log,
    }),
  );
  if ('figures' in server) {
    const bench = server.figures;
    try {
      pglite = await measured('PGlite: API calls', () =>
        measureApiCalls(bench, issueApiCalls, {
          seconds: apiSeconds,
          connections: apiConnections,
          log,
        }),
      );
    } finally {
      await bench.stop();
    }
    // The pages from a server over TLS on the same data, now otherwise idle.
    pages = await measured('pages (Lighthouse, over HTTPS)', () =>
      measurePages(dataDir, PORTS.pages),
    );
  } else {
    pglite = server;
  }

  if (postgresUrl) {
    postgres = await measured('PostgreSQL: API calls in a database of its own', () =>
      withScratchDatabase(postgresUrl, async (databaseUrl) => {
        const scratchDir = mkdtempSync(join(tmpdir(), 'procounter-bench-report-pg-'));
        try {
          return await measureOnBenchServer(
            {
              port: PORTS.postgres,
              dataDir: scratchDir,
              databaseUrl,
              products,
              users: API_BENCH_USERS,
              log,
            },
            issueApiCalls,
            { seconds: apiSeconds, connections: apiConnections, log },
          );
        } finally {
          rmSync(scratchDir, { recursive: true, force: true });
        }
      }),
    );
    workers = await measured('PostgreSQL: the parts lookup with WORKERS=1, then 2', () =>
      withScratchDatabase(postgresUrl, (databaseUrl) =>
        measureWithWorkers({ port: PORTS.postgres, databaseUrl, products, log }, lookupAndHealth, {
          seconds: apiSeconds,
          connections: apiConnections,
          log,
        }),
      ),
    );
  }

  helpSearch = await measured('help search', () => measureHelpSearch({ log }));

  // The PGlite data dir of the API run already holds the catalog and the users.
  load = await measured('load test', () =>
    runLoadBench({
      port: PORTS.load,
      dataDir,
      products,
      users: loadUsers,
      seconds: loadSeconds,
      log,
    }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const totalSeconds = (performance.now() - started) / 1000;
mkdirSync(join(root, 'bench/results'), { recursive: true });
const report = renderReport({
  date,
  commit,
  uncommitted,
  machine: machine(loadAtStart),
  products,
  apiSeconds,
  apiConnections,
  pglite,
  postgres,
  workers,
  pages,
  helpSearch,
  load,
  totalSeconds,
});
writeFileSync(reportFile, report);
log(`report written to ${reportFile}`);
updateFiguresDoc(figuresFile, report);
log(`latest run written to ${figuresFile}`);

const failed = [pglite, postgres, workers, pages, helpSearch, load].some(
  (outcome) => 'failed' in outcome,
);
const loadErrors = 'figures' in load ? load.figures.errors : 0;
if (loadErrors > 0) log(`the load test saw ${loadErrors} errors`);
process.exit(failed || loadErrors > 0 ? 1 : 0);
