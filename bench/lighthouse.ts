// Lighthouse figures of the pages (issue 7): /login and /help as a visitor, /home and a parts
// search's results signed in as the demo `tech` user, each on the desktop and the mobile preset,
// 3 runs each, the run of median performance reported. The server speaks HTTPS (HTTP/2) with a
// certificate made for the run, as a deployed portal does. bench/run-all.ts imports measurePages,
// which starts that server on the data dir of its API run; run directly (npm run build && npm run
// bench:lighthouse) it starts it on a fresh data dir and prints a table and the biggest
// opportunities. The Lighthouse core is e2e/support/lighthouse.ts, which the CI budget
// (e2e/specs/lighthouse-budgets.spec.ts) shares. LIGHTHOUSE_RUNS: runs per page and preset
// (default 3); LIGHTHOUSE_PAGES: only the pages that start with one of these (comma-separated);
// LIGHTHOUSE_JSON_DIR: write each run's full report there.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPROVAL_PAGE_PATH } from '@procounter/shared/contracts/quote-approval';
import {
  AuditBrowser,
  biggestOpportunities,
  describeRun,
  failingAudits,
  type PageAudit,
  type Preset,
  runFigures,
} from '../e2e/support/lighthouse';
import { writeTestCertificate } from '../e2e/support/tls';
import type { PageFigure } from './report-markdown';
import { callApi, isMain, type RunningServer, startServer } from './support';

const PRESETS: Preset[] = ['desktop', 'mobile'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The demo link of Maria Lopez's brake quote, sent and waiting (db/seed/demo.ts). */
const DEMO_APPROVAL_TOKEN = 'demo-approval-link-maria-lopez-brake-quote1';

/** LIGHTHOUSE_PAGES: a comma-separated list of page prefixes to audit alone (/home,/help). */
const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);

/**
 * The results of a parts search for a vehicle, as a user reaches them (e2e parts-story): the 2013
 * Ford F-150 selected, then the Disc Brake Pad part type picked from "brake pads". The vehicle is
 * selected on the server for tech; answers the results' address.
 */
async function prepareBrakePadResults(server: RunningServer, token: string): Promise<string> {
  const api = <T>(path: string, body?: object) =>
    callApi<T>(server.baseUrl, token, path, body, server.ca);
  const makes = await api<{ id: number; value: string }[]>('/vehicle/select/v2/makes?year=2013');
  const ford = makes.find((make) => make.value === 'Ford');
  if (!ford) throw new Error('no Ford among the 2013 makes');
  const models = await api<{ baseVehicleId: number; model: { value: string } }[]>(
    `/vehicle/select/v2/models?year=2013&makeId=${ford.id}`,
  );
  const f150 = models.find((model) => model.model.value === 'F-150');
  if (!f150) throw new Error('no F-150 among the 2013 Ford models');
  await api('/vehicle/select/v2/', { baseVehicleId: f150.baseVehicleId });
  const found = await api<{ partTypeId: string; partTypeName: string }[]>(
    '/parttypes/searchPartType.json?query=brake%20pads&max=15&sort=RANK',
  );
  const pads = found.find((partType) => partType.partTypeName === 'Disc Brake Pad');
  if (!pads) throw new Error('"brake pads" found no Disc Brake Pad part type');
  return `/catalog/products?partTypeId=${encodeURIComponent(pads.partTypeId)}`;
}

function toFigure(audit: PageAudit): PageFigure {
  const { jsResourceBytes: _decoded, ...figures } = runFigures(audit.median);
  return {
    page: audit.page,
    preset: audit.preset,
    ...figures,
    runs: audit.performanceRuns.length,
  };
}

/**
 * Every page on both presets, in one browser that trusts the server's certificate (`spkiHash`):
 * the visitor's pages first, then tech's.
 */
export async function auditPages(
  server: RunningServer,
  spkiHash: string,
  log: (line: string) => void = () => {},
): Promise<PageAudit[]> {
  const browser = await AuditBrowser.launch(server.baseUrl, spkiHash);
  const audits: PageAudit[] = [];
  const auditBoth = async (path: string, page = path) => {
    if (only && !only.some((wanted) => page.startsWith(wanted))) return;
    for (const preset of PRESETS) {
      const audit = await browser.audit(path, preset, runs, page);
      log(describeRun(audit));
      audits.push(audit);
    }
  };
  try {
    await auditBoth('/login');
    await auditBoth('/help');
    // The customer's approval page (issue 22), through the demo link that waits for a decision.
    await auditBoth(`${APPROVAL_PAGE_PATH}/${DEMO_APPROVAL_TOKEN}`, '/approve');
    const token = await browser.logIn('tech', 'procounter-demo');
    await auditBoth('/home');
    await auditBoth(
      await prepareBrakePadResults(server, token),
      '/catalog/products (2013 Ford F-150, Disc Brake Pad)',
    );
    return audits;
  } finally {
    await browser.close();
  }
}

/**
 * Runs the built server over TLS on `dataDir` (no other process may have it open) with a
 * certificate made for the run, audits every page, stops the server.
 */
async function withPages<T>(
  dataDir: string,
  port: number,
  audit: (server: RunningServer, spkiHash: string) => Promise<T>,
): Promise<T> {
  const tlsDir = mkdtempSync(join(tmpdir(), 'procounter-bench-tls-'));
  try {
    const certificate = await writeTestCertificate(tlsDir);
    const server = await startServer(dataDir, port, {}, certificate);
    try {
      return await audit(server, certificate.spkiHash);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(tlsDir, { recursive: true, force: true });
  }
}

/** The figures bench/run-all.ts puts in bench/results/latest.md, from a server on `dataDir`. */
export async function measurePages(dataDir: string, port: number): Promise<PageFigure[]> {
  return withPages(dataDir, port, async (server, spkiHash) =>
    (await auditPages(server, spkiHash)).map(toFigure),
  );
}

if (isMain(import.meta.url)) {
  const dataDir = mkdtempSync(join(tmpdir(), 'procounter-bench-lighthouse-'));
  const started = performance.now();
  try {
    const audits = await withPages(
      dataDir,
      Number(process.env.LIGHTHOUSE_PORT ?? 3265),
      (server, spkiHash) => auditPages(server, spkiHash, (line) => console.log(line)),
    );
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.table(
      audits.map((audit) => {
        const f = runFigures(audit.median);
        return {
          page: audit.page,
          preset: audit.preset,
          performance: f.performance,
          'runs (perf)': audit.performanceRuns.join(' '),
          accessibility: f.accessibility,
          'FCP ms': Math.round(f.fcpMs),
          'LCP ms': Math.round(f.lcpMs),
          'TBT ms': Math.round(f.tbtMs),
          CLS: Number(f.cls.toFixed(3)),
          'JS transfer': kib(f.jsTransferBytes),
          'JS decoded': kib(f.jsResourceBytes),
        };
      }),
    );
    for (const audit of audits) {
      const failing = failingAudits(audit.median, 'accessibility');
      const opportunities = biggestOpportunities(audit.median);
      if (failing.length + opportunities.length === 0) continue;
      console.log(`\n${audit.page} [${audit.preset}]`);
      for (const line of failing) console.log(`  accessibility ${line}`);
      for (const line of opportunities) console.log(`  opportunity ${line}`);
    }
    console.log(
      `\n${audits.length} pages x presets in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
