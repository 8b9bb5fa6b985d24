/**
 * The JavaScript a browser downloads on a fresh load of /login, of /help as a visitor, of the
 * customer's approval page (/approve/{token}) and of /home
 * after logging in as tech: every script response, each counted as its gzip -9 size (whatever
 * encoding the server used on the wire), so the figure does not depend on how the server
 * compresses. Used by `npm run bench:page-weight` and by e2e/specs/page-budgets.spec.ts.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from '@playwright/test';
import { routeUrl } from '../../apps/web/src/lib/route-paths';
import { DEMO_PASSWORD } from './session';

export interface ScriptWeight {
  /** The path of the script, e.g. /assets/index-abc123.js. */
  path: string;
  raw: number;
  gzip: number;
}

export interface PageWeight {
  page: string;
  files: number;
  raw: number;
  gzip: number;
  scripts: ScriptWeight[];
}

/** Collects the script responses while `action` runs, until the network is idle. */
async function measure(page: Page, name: string, action: () => Promise<void>): Promise<PageWeight> {
  const bodies = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => void bodies.set(new URL(response.url()).pathname, body),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  const scripts = [...bodies].map(([path, body]) => ({
    path,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  }));
  scripts.sort((a, b) => b.gzip - a.gzip);
  return {
    page: name,
    files: scripts.length,
    raw: scripts.reduce((sum, script) => sum + script.raw, 0),
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    scripts,
  };
}

/** Each page in a new page of one context; /home after a login through the form. */
export async function measurePageWeight(browser: Browser, baseUrl: string): Promise<PageWeight[]> {
  // A fresh context: no cached scripts, no session from an earlier test.
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const loginPage = await context.newPage();
    const login = await measure(loginPage, '/login', async () => {
      await loginPage.goto(`${baseUrl}/login`);
      await loginPage.getByRole('button', { name: 'Log in' }).waitFor();
    });

    // The Help Center as a visitor: its own light chrome, no authenticated layout.
    const helpPage = await context.newPage();
    const help = await measure(helpPage, '/help', async () => {
      await helpPage.goto(`${baseUrl}/help`);
      await helpPage.getByRole('heading', { level: 1 }).waitFor();
    });
    await helpPage.close();

    // The customer's approval page (issue 22): a document of its own, no portal code. An unknown
    // token loads the same script as a real link and answers 'not valid'.
    const approvePage = await context.newPage();
    const approve = await measure(approvePage, '/approve', async () => {
      await approvePage.goto(`${baseUrl}/approve/${'x'.repeat(43)}`);
      await approvePage.getByRole('heading', { level: 1 }).waitFor();
    });
    await approvePage.close();

    await loginPage.getByLabel('Username').fill('tech');
    await loginPage.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await loginPage.getByRole('button', { name: 'Log in' }).click();
    await loginPage.waitForURL(routeUrl('home'));
    // A new page shares the context's memory cache with the login page: ask for no cache, so
    // /home counts every script it needs, as on a fresh load.
    const homePage = await context.newPage();
    const client = await context.newCDPSession(homePage);
    await client.send('Network.enable');
    await client.send('Network.setCacheDisabled', { cacheDisabled: true });
    const home = await measure(homePage, '/home', async () => {
      await homePage.goto(`${baseUrl}/home`);
      await homePage.getByRole('heading', { level: 1 }).waitFor();
    });
    return [login, help, approve, home];
  } finally {
    await context.close();
  }
}

export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
