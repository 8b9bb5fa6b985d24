// What `npm test` (scripts/test.mjs) and `npm run audit` (scripts/audit.mjs) share: running a step with its
// time, installing Chromium when missing, and counting the tests of the vitest and Playwright JSON reports.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const totals = { passed: 0, failed: 0, skipped: 0 };

/** Runs a command with inherited output; true when it exits 0. */
export function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

/** Debian's Chromium, installed with apt when missing and we are root. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package as root (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    return false;
  }
  return (
    run('install chromium', 'apt-get', ['update', '-q']) &&
    run('install chromium', 'apt-get', ['install', '-y', '-q', 'chromium'], {
      DEBIAN_FRONTEND: 'noninteractive',
    })
  );
}

export function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

export function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

/** Prints the closing line with the sums of every runner and exits. */
export function finish(ok) {
  console.log(
    `\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  process.exit(ok ? 0 : 1);
}

/** Vitest with `args` (projects, files), counted from its JSON report. */
export function runVitest(title, reportFile, args = []) {
  const ok = run(title, 'npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ]);
  countVitest(reportFile);
  return ok;
}

/**
 * The reports of the end-to-end suite's three runs: the timing budgets' (Lighthouse, INP, the
 * counter's loop), the shared users' specs' and the rest's.
 */
export function playwrightReports(reportFile) {
  return [
    reportFile.replace(/\.json$/, '-budgets.json'),
    reportFile.replace(/\.json$/, '-shared.json'),
    reportFile,
  ];
}

/** Workers of the end-to-end project whose specs each make their own users (E2E_WORKERS, 2). */
const E2E_WORKERS = process.env.E2E_WORKERS ?? '2';

/**
 * The end-to-end suite (e2e/playwright.config.ts) in three runs, counted from their JSON reports:
 * the timing budgets first and alone (project budgets), on a machine nothing else is loading yet;
 * the specs that share the demo's users or help articles on one worker (project shared); then
 * every other spec, each with users of its own, on E2E_WORKERS workers (project desktop). All
 * three run, so a broken budget does not hide the rest.
 */
export async function runPlaywright(title, reportFile) {
  const [budgetsReport, sharedReport] = playwrightReports(reportFile);
  const args = ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--project'];
  // One first start (migrations, catalogs, demo data) for the three runs: each run's servers start
  // on a copy of it, as fresh as their own first start would be, in seconds instead of a minute.
  const template = await prepareE2eData();
  if (!template) return false;
  const budgets = run(`${title}, the timing budgets`, 'npx', [...args, 'budgets'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: budgetsReport,
    E2E_DATA_TEMPLATE: template,
  });
  // Only the Lighthouse budget audits the HTTPS server: the other runs do without it.
  const shared = run(`${title}, the specs of shared users`, 'npx', [...args, 'shared'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: sharedReport,
    E2E_DATA_TEMPLATE: template,
    E2E_TLS_SERVER: 'off',
  });
  const rest = run(
    `${title}, ${E2E_WORKERS} at a time`,
    'npx',
    [...args, 'desktop', '--workers', E2E_WORKERS],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile, E2E_DATA_TEMPLATE: template, E2E_TLS_SERVER: 'off' },
  );
  for (const file of playwrightReports(reportFile)) countPlaywright(file);
  return budgets && shared && rest;
}

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The built server's first start on a new DATA_DIR (migrations, the catalogs, the demo data), then
 * a graceful stop: the folder the end-to-end runs copy (E2E_DATA_TEMPLATE, playwright.config.ts).
 * Its path, or undefined (said why) when the server did not answer within two minutes.
 */
export async function prepareE2eData() {
  console.log("\n=== end-to-end data: the built server's first start");
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'procounter-e2e-template-'));
  const port = await freePort();
  const server = spawn('node', ['apps/server/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
    },
  });
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  let up = false;
  while (!up && Date.now() - started < 120_000 && server.exitCode === null) {
    up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!up) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  const code = await exited;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!up || code !== 0) {
    console.log(`=== end-to-end data: FAILED in ${seconds} s (answered: ${up}, exit code ${code})`);
    return undefined;
  }
  console.log(`=== end-to-end data: ok in ${seconds} s (${dataDir})`);
  return dataDir;
}
