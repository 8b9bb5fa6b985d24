#!/usr/bin/env node
// `npm run audit`: the proof-of-quality checks of issue 7 on their own, with their figures.
// 1. Security and fault tests on the server (vitest, PGlite, or PostgreSQL when DATABASE_URL is set):
//    the authorization matrix, the input fuzzer, fuzz regressions, cross-tenant access, security
//    headers, the API surface; the database going away, the plate provider timing out, slow clients,
//    a graceful shutdown under writes. Each prints its figures as it runs.
// 2. The production build, then the whole end-to-end suite in Chromium: every page and open dialog it
//    reaches is scanned by axe (WCAG 2.2 AA), and the budget specs check JavaScript weight, Lighthouse
//    scores, interaction latency (INP) and that stored HTML never runs script.
// Every budget broken fails the run. The closing lines list the figures the specs recorded.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ensureChromium,
  finish,
  playwrightReports,
  run,
  runPlaywright,
  runVitest,
} from './lib/steps.mjs';

const reports = mkdtempSync(join(tmpdir(), 'procounter-audit-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

/** The `figure` annotations of every Playwright test, in report order. */
function playwrightFigures(file) {
  if (!existsSync(file)) return [];
  const figures = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const annotations = [
          ...(test.annotations ?? []),
          ...(test.results ?? []).flatMap((result) => result.annotations ?? []),
        ];
        for (const { type, description } of annotations) {
          if ((type === 'figure' || type === 'below goal') && description)
            figures.push(`${spec.title}: ${description}`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) visit(suite);
  return [...new Set(figures)];
}

const steps = [
  () => ensureChromium(),
  () =>
    runVitest('security and fault tests', vitestReport, [
      '--project',
      'server',
      'apps/server/test/security',
      'apps/server/test/faults',
      'apps/server/test/db-faults.test.ts',
      'apps/server/test/api-surface.test.ts',
    ]),
  () => run('build', 'npm', ['run', '--silent', 'build']),
  async () => {
    const ok = await runPlaywright(
      'budgets, accessibility and browser security (the end-to-end suite)',
      playwrightReport,
    );
    const figures = playwrightReports(playwrightReport).flatMap(playwrightFigures);
    if (figures.length > 0) console.log(`\nFigures:\n${figures.map((f) => `- ${f}`).join('\n')}`);
    return ok;
  },
];

let ok = true;
// Every step runs, so one broken budget does not hide the others' figures.
for (const step of steps) ok = (await step()) && ok;
finish(ok);
