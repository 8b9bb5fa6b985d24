// Gzip size of the JavaScript a browser loads for /login, for /help as a visitor, and for /home
// (after logging in as tech).
// Usage: npm run build && npm run bench:page-weight
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { startServer } from './support';

const dataDir = mkdtempSync(join(tmpdir(), 'procounter-bench-'));
const server = await startServer(dataDir, 3201);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Collects the JavaScript responses while `action` runs and sums their gzip sizes. */
async function measure(page: Page, action: () => Promise<void>) {
  const scripts = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => void scripts.set(response.url(), body),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  let raw = 0;
  let gzip = 0;
  for (const body of scripts.values()) {
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.size, raw, gzip };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await measure(page, async () => {
    await page.goto(`${server.baseUrl}/login`);
  });
  console.log(`/login: ${login.files} scripts, ${kb(login.raw)} raw, ${kb(login.gzip)} gzip`);

  // The Help Center as a visitor: its own light chrome, no authenticated layout.
  const helpPage = await context.newPage();
  const help = await measure(helpPage, async () => {
    await helpPage.goto(`${server.baseUrl}/help`);
  });
  console.log(`/help: ${help.files} scripts, ${kb(help.raw)} raw, ${kb(help.gzip)} gzip`);
  await helpPage.close();

  // /home on a fresh page load after logging in: the whole JavaScript that page needs.
  await page.getByLabel('Username').fill('tech');
  await page.getByLabel('Password', { exact: true }).fill('procounter-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/home$/);
  const homePage = await context.newPage();
  const home = await measure(homePage, async () => {
    await homePage.goto(`${server.baseUrl}/home`);
  });
  console.log(`/home: ${home.files} scripts, ${kb(home.raw)} raw, ${kb(home.gzip)} gzip`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
