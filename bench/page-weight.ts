// Gzip size of the JavaScript a browser loads for /login, for /help as a visitor, and for /home
// (after logging in as tech); the measurement is e2e/support/page-weight.ts, which the budgets of
// e2e/specs/page-budgets.spec.ts use too.
// Usage: npm run build && npm run bench:page-weight (PAGE_WEIGHT_SCRIPTS=1 lists every script)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { formatKb, measurePageWeight } from '../e2e/support/page-weight';
import { startServer } from './support';

const dataDir = mkdtempSync(join(tmpdir(), 'procounter-bench-'));
const server = await startServer(dataDir, Number(process.env.PAGE_WEIGHT_PORT ?? 3201));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

try {
  for (const page of await measurePageWeight(browser, server.baseUrl)) {
    console.log(
      `${page.page}: ${page.files} scripts, ${formatKb(page.raw)} raw, ${formatKb(page.gzip)} gzip`,
    );
    if (process.env.PAGE_WEIGHT_SCRIPTS) {
      for (const script of page.scripts) {
        console.log(`  ${formatKb(script.gzip).padStart(9)}  ${script.path}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
