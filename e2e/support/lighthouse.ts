import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

// The Lighthouse core that the CI budget (specs/lighthouse-budgets.spec.ts) and the bench
// (bench/lighthouse.ts) share: one Chromium with a remote debugging port, audited page after page
// by Lighthouse's Node API, a sign-in through the login form in that same browser, and the median
// of N runs.

/** Lighthouse's mobile preset (its default config) or its desktop one. */
export type Preset = 'desktop' | 'mobile';

/** The runs of one page on one preset, and the run that stands for them. */
export interface PageAudit {
  /** What the page is, as a report names it (the path, or the path and what it shows). */
  page: string;
  preset: Preset;
  /** The run with the median performance score. */
  median: Result;
  /** Performance scores (0-100) of every run, in run order. */
  performanceRuns: number[];
  /** Runs Lighthouse could not record and that were run again: its errors. */
  lostRuns: string[];
}

/**
 * How long this host takes to give a process a page of memory it has not used yet, in microseconds
 * per 4 KiB page (the median of 3 passes writing one byte per page of 64 MiB). Native hardware maps
 * one in well under 1 µs; a virtual machine that hands its free memory back to its host (a balloon)
 * takes 10 µs and more, and a browser starting a page touches tens of thousands of new pages (a
 * renderer, a JavaScript context, its heap, raster buffers). Lighthouse's benchmark index, a loop
 * over memory already mapped, does not see it.
 */
export function freshPageMicros(): number {
  const pageBytes = 4096;
  const passes: number[] = [];
  for (let pass = 0; pass < 3; pass++) {
    const started = performance.now();
    const memory = new Uint8Array(64 * 1024 * 1024);
    for (let offset = 0; offset < memory.length; offset += pageBytes) memory[offset] = 1;
    passes.push(((performance.now() - started) * 1000) / (memory.length / pageBytes));
  }
  return passes.sort((a, b) => a - b)[1]!;
}

/**
 * Lighthouse's mobile preset counts the page's main-thread work 4 times over: a high-end desktop
 * made into a mid-tier phone. Its documentation (docs/throttling.md, "Calibrating the CPU
 * slowdown") gives that desktop class a benchmark index of 1500-2000 and says to lower the
 * multiplier on a weaker host, which 4x would make slower than the phone the preset stands for.
 */
export const MOBILE_CPU_SLOWDOWN = 4;
const PRESET_HOST_BENCHMARK_INDEX = 1500;

/**
 * The mobile preset's CPU slowdown on a host of this benchmark index (Lighthouse's
 * computeBenchmarkIndex): the preset's 4x from the bottom of the desktop class it is made for
 * (1500) up, and below it in proportion, so that the page runs at the same emulated speed as on
 * that class (1200: 3.2x). Never under 1x; an index that could not be measured keeps the preset.
 */
export function mobileCpuSlowdown(benchmarkIndex: number): number {
  if (!(benchmarkIndex > 0) || benchmarkIndex >= PRESET_HOST_BENCHMARK_INDEX) {
    return MOBILE_CPU_SLOWDOWN;
  }
  const proportional = (MOBILE_CPU_SLOWDOWN * benchmarkIndex) / PRESET_HOST_BENCHMARK_INDEX;
  return Math.max(1, Math.floor(proportional * 10) / 10);
}

/** Lighthouse ran but could not record the page (its LHR's runtimeError). */
class RuntimeError extends Error {}

/** The figures of one run, as reports and budgets read them. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of script responses on the wire (compressed when the server compressed them). */
  jsTransferBytes: number;
  /** The same scripts' decoded bytes: the ratio of the two shows whether they came compressed. */
  jsResourceBytes: number;
  /** How fast the host ran Lighthouse's fixed workload in this run (its benchmarkIndex). */
  benchmarkIndex: number;
  /** The CPU slowdown the run's scores were simulated with (1 on desktop, mobileCpuSlowdown on mobile). */
  cpuSlowdown: number;
}

// No network but the app's: besides the shared flags, nothing Chromium would fetch on its own
// (translate, field trials, optimization hints, domain reliability, media router).
const AUDIT_ARGS = [
  ...CHROMIUM_ARGS,
  '--headless=new',
  '--lang=en-US',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-domain-reliability',
  '--disable-field-trial-config',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,AutofillServerCommunication',
  '--no-default-browser-check',
  '--metrics-recording-only',
  '--mute-audio',
];

interface TableItems {
  items?: Record<string, unknown>[];
}

function itemsOf(lhr: Result, auditId: string): Record<string, unknown>[] {
  return (lhr.audits[auditId]?.details as TableItems | undefined)?.items ?? [];
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
const numeric = (lhr: Result, auditId: string) => lhr.audits[auditId]?.numericValue ?? Number.NaN;

export function runFigures(lhr: Result): RunFigures {
  const scripts = itemsOf(lhr, 'network-requests').filter((item) => item.resourceType === 'Script');
  const sum = (key: string) => scripts.reduce((total, item) => total + Number(item[key] ?? 0), 0);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsTransferBytes: sum('transferSize'),
    jsResourceBytes: sum('resourceSize'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
  };
}

/**
 * The category's audits that did not pass (score below 0.9), with what Lighthouse says of each:
 * for performance its figure, for accessibility the elements' selectors (each once, with how many
 * elements share it). Accessibility audits Lighthouse does not weigh in the score (WCAG checks it
 * still calls experimental, like label-content-name-mismatch) are named too, marked unscored.
 */
export function failingAudits(lhr: Result, category: 'performance' | 'accessibility'): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs.flatMap(({ id, weight }) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9) return [];
    if (category === 'performance') {
      return [`${id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`];
    }
    const counts = new Map<string, number>();
    for (const item of itemsOf(lhr, id)) {
      const selector = (item.node as { selector?: string } | undefined)?.selector;
      if (selector) counts.set(selector, (counts.get(selector) ?? 0) + 1);
    }
    const selectors = [...counts].map(([selector, n]) =>
      n > 1 ? `${selector} (x${n})` : selector,
    );
    const unscored = weight === 0 ? ' (unscored)' : '';
    return [`${id}${unscored}: ${selectors.join(', ') || '(no element named)'}`];
  });
}

/**
 * Lighthouse's opportunities (the performance audits with details of type `opportunity`: unused
 * JavaScript, render-blocking resources, text compression, ...) that estimate a saving, largest
 * first: where the time goes, for whoever makes the page faster. The LCP breakdown and the other
 * diagnostics are left out: they describe the time rather than a way to save it.
 */
export function biggestOpportunities(lhr: Result, count = 5): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .flatMap(({ id }) => {
      const audit = lhr.audits[id];
      const details = audit?.details as { type?: string; overallSavingsBytes?: number } | undefined;
      if (!audit || details?.type !== 'opportunity' || audit.score === null || audit.score >= 1) {
        return [];
      }
      const savings = audit.metricSavings ?? {};
      const ms = Math.max(savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0);
      const bytes = details.overallSavingsBytes ?? 0;
      if (ms <= 0 && bytes <= 0) return [];
      return [
        {
          ms,
          bytes,
          line: `${id}: ${audit.displayValue ?? ''} (metrics up to ${Math.round(ms)} ms sooner)`,
        },
      ];
    })
    .sort((a, b) => b.ms - a.ms || b.bytes - a.bytes)
    .slice(0, count)
    .map(({ line }) => line);
}

/** One line of a run's figures, for logs and failure messages. */
export function describeRun(audit: PageAudit): string {
  const f = runFigures(audit.median);
  return (
    `${audit.page} [${audit.preset}] performance ${f.performance} (runs ${audit.performanceRuns.join(', ')}), ` +
    `accessibility ${f.accessibility}, FCP ${Math.round(f.fcpMs)} ms, LCP ${Math.round(f.lcpMs)} ms, ` +
    `TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}, JS ${Math.round(f.jsTransferBytes / 1024)} KiB ` +
    `on the wire of ${Math.round(f.jsResourceBytes / 1024)} KiB; CPU ${f.cpuSlowdown}x slower, host ` +
    `benchmark index ${Math.round(f.benchmarkIndex)}` +
    (audit.lostRuns.length > 0 ? `; ${audit.lostRuns.length} run(s) lost and run again` : '')
  );
}

async function devToolsPort(userDataDir: string, chrome: ChildProcess): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (chrome.exitCode !== null) throw new Error(`Chromium exited with ${chrome.exitCode}`);
    try {
      // Chromium writes the port it chose (we asked for 0: any free one) on the first line.
      const port = Number(
        readFileSync(join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n')[0],
      );
      if (port > 0) return port;
    } catch {
      // not written yet
    }
    if (Date.now() > deadline) throw new Error('Chromium opened no debugging port in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The page's path and query, or the whole address when it is not on baseUrl. */
function pathOf(url: string, baseUrl: string): string {
  const parsed = new URL(url);
  return parsed.origin === new URL(baseUrl).origin ? parsed.pathname + parsed.search : url;
}

/**
 * The host's Lighthouse benchmark index now: the median of 3 passes of Lighthouse's own workload
 * in a blank tab of the browser on the debugging `port`.
 */
async function benchmarkIndexOf(port: number): Promise<number> {
  return inNewTab(port, async (page) => {
    const passes: number[] = [];
    for (let pass = 0; pass < 3; pass++) {
      passes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
    return passes.sort((a, b) => a - b)[1]!;
  });
}

/**
 * Runs `use` in a new tab of the browser on the debugging `port`, through Playwright, then closes
 * the tab (an open app page would poll and render while Lighthouse measures another) and
 * disconnects: the browser, its profile and a session stored in it stay.
 */
async function inNewTab<T>(port: number, use: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    try {
      return await use(page);
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

export class AuditBrowser {
  private constructor(
    private readonly chrome: ChildProcess,
    private readonly userDataDir: string,
    readonly port: number,
    readonly baseUrl: string,
    /**
     * The host's benchmark index, measured at launch: the median of 3 passes of Lighthouse's own
     * workload in a blank tab. Each mobile run measures it again for its own slowdown.
     */
    readonly benchmarkIndex: number,
  ) {}

  /**
   * Starts a headless Chromium of its own profile, with a debugging port Lighthouse connects to.
   * `trustSpkiHash`: the public key hash of a server's self-signed certificate
   * (support/tls.ts), which this browser then accepts, and no other.
   */
  static async launch(baseUrl: string, trustSpkiHash?: string): Promise<AuditBrowser> {
    const userDataDir = mkdtempSync(join(tmpdir(), 'procounter-lighthouse-'));
    const trust = trustSpkiHash ? [`--ignore-certificate-errors-spki-list=${trustSpkiHash}`] : [];
    const chrome = spawn(
      CHROMIUM_PATH,
      [
        ...AUDIT_ARGS,
        ...trust,
        '--remote-debugging-port=0',
        `--user-data-dir=${userDataDir}`,
        'about:blank',
      ],
      { stdio: 'ignore' },
    );
    try {
      const port = await devToolsPort(userDataDir, chrome);
      return new AuditBrowser(chrome, userDataDir, port, baseUrl, await benchmarkIndexOf(port));
    } catch (error) {
      chrome.kill('SIGKILL');
      rmSync(userDataDir, { recursive: true, force: true });
      throw error;
    }
  }

  /**
   * Signs in through the login form, as a person would, in the browser's own profile, so the
   * audits after it run signed in; answers the access token the app stored. Lighthouse's storage
   * reset clears caches, service workers and cache storage but keeps local storage and cookies
   * (its default clearStorageTypes), so each audit still loads the page with a cold HTTP cache.
   */
  async logIn(loginName: string, password: string, landing = '/home'): Promise<string> {
    return inNewTab(this.port, async (page) => {
      await page.goto(`${this.baseUrl}/login`);
      await page.getByLabel('Username').fill(loginName);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === landing, { timeout: 30_000 });
      // bench/ compiles this file without the DOM library: the page's storage typed by hand.
      const stored = await page.evaluate(() =>
        (
          globalThis as unknown as { localStorage: { getItem(key: string): string | null } }
        ).localStorage.getItem('auth'),
      );
      const token = stored
        ? (JSON.parse(stored) as { value?: { access_token?: string } }).value?.access_token
        : undefined;
      if (!token) throw new Error(`${loginName} landed on ${landing} but no token was stored`);
      return token;
    });
  }

  /**
   * One Lighthouse run (performance and accessibility) of the address on the preset. A run that
   * Lighthouse could not record (NO_NAVSTART and the like: a trace it lost, now and then on a busy
   * machine) is run again, at most twice; what was lost goes to `lost`.
   */
  async run(path: string, preset: Preset, lost: string[] = []): Promise<Result> {
    for (;;) {
      try {
        return await this.runOnce(path, preset);
      } catch (error) {
        if (!(error instanceof RuntimeError) || lost.length >= 2) throw error;
        lost.push(error.message);
      }
    }
  }

  private async runOnce(path: string, preset: Preset): Promise<Result> {
    const url = new URL(path, this.baseUrl).href;
    // The host's speed drifts from minute to minute on a shared machine (indexes of 1,100 to 1,900
    // within two minutes here): each mobile run is calibrated on the index measured just before it.
    const cpuSlowdown =
      preset === 'mobile' ? mobileCpuSlowdown(await benchmarkIndexOf(this.port)) : 1;
    const result = await lighthouse(
      url,
      {
        port: this.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        // Spares an image per run that neither the bench nor the budget reads.
        disableFullPageScreenshot: true,
        ...(preset === 'mobile'
          ? {
              throttling: {
                ...constants.throttling.mobileSlow4G,
                cpuSlowdownMultiplier: cpuSlowdown,
              },
            }
          : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) {
      throw new RuntimeError(
        `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    // A page that sent the browser elsewhere (a lost session to /login) would be scored instead.
    const landed = pathOf(lhr.finalDisplayedUrl, this.baseUrl);
    if (landed !== pathOf(url, this.baseUrl)) {
      throw new Error(`${path} ended on ${landed}: the audit would score another page`);
    }
    if (process.env.LIGHTHOUSE_JSON_DIR) {
      const name = `${path.replace(/[^a-z0-9]+/gi, '_')}-${preset}-${Date.now()}.json`;
      writeFileSync(join(process.env.LIGHTHOUSE_JSON_DIR, name), JSON.stringify(lhr));
    }
    return lhr;
  }

  /** `runs` Lighthouse runs of the page on the preset; the median is by performance score. */
  async audit(path: string, preset: Preset, runs = 3, page = path): Promise<PageAudit> {
    const results: Result[] = [];
    const lost: string[] = [];
    for (let i = 0; i < runs; i++) results.push(await this.run(path, preset, lost));
    const sorted = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    return {
      page,
      preset,
      median: sorted[Math.floor((sorted.length - 1) / 2)]!,
      performanceRuns: results.map((lhr) => score(lhr, 'performance')),
      lostRuns: lost,
    };
  }

  async close(): Promise<void> {
    if (this.chrome.exitCode === null) {
      const exited = new Promise((resolve) => this.chrome.once('exit', resolve));
      this.chrome.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes may still write to the profile for a moment after it exits
    // (ENOTEMPTY even after the retries, now and then): a profile left in the temporary directory
    // is no reason to fail the audits that were made.
    try {
      rmSync(this.userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      console.warn(`Lighthouse profile ${this.userDataDir} not removed: ${String(error)}`);
    }
  }
}
