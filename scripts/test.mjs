#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and integration tests, build, then the end-to-end specs in Chromium.
// Each step stops the run on failure; the closing line sums the tests of every runner.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, finish, run, runPlaywright, runVitest } from './lib/steps.mjs';

const reports = mkdtempSync(join(tmpdir(), 'procounter-test-'));

const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

const steps = [
  () => ensureChromium(),
  () => run('lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']),
  () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  () => runVitest('unit and integration tests', vitestReport),
  () => run('build', 'npm', ['run', '--silent', 'build']),
  () => runPlaywright('end-to-end tests', playwrightReport),
];

for (const step of steps) {
  if (!(await step())) finish(false);
}
finish(true);
