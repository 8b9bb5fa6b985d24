#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and integration tests, build, then the end-to-end specs in Chromium.
// Each step stops the run on failure; the closing line sums the tests of every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = mkdtempSync(join(tmpdir(), 'procounter-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

function ensureChromium() {
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

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

function finish(ok) {
  console.log(
    `\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  process.exit(ok ? 0 : 1);
}

const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

const steps = [
  () => ensureChromium(),
  () => run('lint', 'npx', ['biome', 'check', '.']),
  () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  () => {
    const ok = run('unit and integration tests', 'npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ]);
    countVitest(vitestReport);
    return ok;
  },
  () => run('build', 'npm', ['run', '--silent', 'build']),
  () => {
    const ok = run(
      'end-to-end tests',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      },
    );
    countPlaywright(playwrightReport);
    return ok;
  },
];

for (const step of steps) {
  if (!step()) finish(false);
}
finish(true);
