import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { writeTestCertificate } from './support/tls';
import { TLS_SERVER_PORT, TLS_SERVER_URL } from './support/tls-server';

// One server on a fresh embedded database per run; the workers inherit the data dir through the env.
// A second one, on a database of its own, speaks HTTPS (HTTP/2) as a deployed portal does: the
// Lighthouse budget audits that one. Its certificate is made for the run, once: the workers
// inherit its files and public key hash through the env too.
// E2E_DATA_TEMPLATE (scripts/lib/steps.mjs): a data dir after a first start, which each server
// starts on a copy of instead of making its own. E2E_TLS_SERVER=off: no HTTPS server, for the runs
// without the Lighthouse budget.
const template = process.env.E2E_DATA_TEMPLATE || undefined;
const withTlsServer = process.env.E2E_TLS_SERVER !== 'off';
/** A new data dir: a copy of the template, or empty (the server's first start fills it). */
function newDataDir(target: string) {
  if (template) cpSync(template, target, { recursive: true });
  return target;
}
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = newDataDir(mkdtempSync(join(tmpdir(), 'procounter-e2e-')));
}
if (withTlsServer && !process.env.E2E_TLS_DIR) {
  process.env.E2E_TLS_DIR = mkdtempSync(join(tmpdir(), 'procounter-e2e-tls-'));
  process.env.E2E_TLS_SPKI = (await writeTestCertificate(process.env.E2E_TLS_DIR)).spkiHash;
  newDataDir(join(process.env.E2E_TLS_DIR, 'data'));
}
const port = Number(process.env.E2E_PORT ?? 3100);
const root = resolve(import.meta.dirname, '..');
const serverEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  REFRESH_RATE_LIMIT_PER_MINUTE: '1000',
  DATABASE_URL: '',
  // Specs make their own users (support/session.ts createShopUser).
  TEST_FACTORIES: 'true',
  // Every answer also through zod (lib/fast-serializer.ts): a difference fails the request.
  VERIFY_SERIALIZERS: 'true',
  // The chat's support hours are open whatever the hour of the run (honoured with TEST_FACTORIES).
  CHAT_SUPPORT_HOURS: 'open',
};

const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const TIMING_SPECS = /\/(lighthouse-budgets|interaction-latency|counter-loop-timing)\.spec\.ts$/;
// Specs that log in as the demo's own users (support, admin, tech, ...), whose sessions,
// masquerades and queues every such spec shares, or that change what every user reads (Help
// Center articles): they run on one worker. Every other spec makes its own users
// (support/fixtures.ts) and may run beside another (project desktop, two workers in `npm test`).
const SHARED_SPECS = new RegExp(
  `/(${[
    'chat',
    'employees',
    'help-center',
    'help-content-editor',
    'labor-claims',
    'login-landing',
    'password-recovery',
    'session-two-tabs',
    'shell',
    'stored-html',
  ].join('|')})\\.spec\\.ts$`,
);
// A spec that logs in as a demo user by name and is not listed above would share that user with
// the spec beside it: the run stops here instead of flaking.
const DEMO_LOGIN =
  /(loginAs|loginThroughForm)\w*\([^,)]+,\s*'[a-z]|\.fill\('(tech|support|admin|shopmgr|caruser|marketing|demo|companymgr)'\)/;
const specsDir = resolve(import.meta.dirname, 'specs');
for (const file of readdirSync(specsDir)) {
  const path = `/${file}`;
  if (TIMING_SPECS.test(path) || SHARED_SPECS.test(path) || !file.endsWith('.spec.ts')) continue;
  if (DEMO_LOGIN.test(readFileSync(join(specsDir, file), 'utf8'))) {
    throw new Error(`e2e/specs/${file} logs in as a demo user: list it in SHARED_SPECS`);
  }
}

/** The run's HTTPS server (support/tls-server.ts), on a database of its own. */
type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

function tlsServer(): WebServer {
  const dir = process.env.E2E_TLS_DIR!;
  return {
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `${TLS_SERVER_URL}/api/health`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...serverEnv,
      PORT: String(TLS_SERVER_PORT),
      DATA_DIR: join(dir, 'data'),
      TLS_CERT_FILE: join(dir, 'cert.pem'),
      TLS_KEY_FILE: join(dir, 'key.pem'),
    },
  };
}

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A test takes 3-20 s on a quiet 2-core host; the timeout is there to stop a test that hangs,
  // with room for a host two or three times slower (CI's runs have been), where 30 s cut tests
  // that were only slow.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // The specs that time the browser (Lighthouse, INP, the counter's loop) measure the machine as
    // much as the app when anything else runs: `npm test` runs them first and alone
    // (scripts/lib/steps.mjs runPlaywright), then the other specs.
    { name: 'budgets', testMatch: TIMING_SPECS, use: desktop },
    { name: 'shared', testMatch: SHARED_SPECS, use: desktop },
    { name: 'desktop', testIgnore: [TIMING_SPECS, SHARED_SPECS], use: desktop },
  ],
  webServer: [
    {
      command: 'node apps/server/dist/main.js',
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR },
    },
    ...(withTlsServer ? [tlsServer()] : []),
  ],
});
