import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'vitest';
import {
  BENCH_END,
  BENCH_START,
  benchSection,
  replaceBenchSection,
  updateFiguresDoc,
} from './figures-doc';
import { type Report, renderReport } from './report-markdown';

const sample: Report = {
  date: '2026-11-26T05:21:07Z',
  commit: 'abc1234',
  uncommitted: 0,
  machine: {
    cpu: 'AMD EPYC',
    cores: 2,
    memoryGiB: 23.5,
    freshPageMicros: 6.86,
    os: 'Debian GNU/Linux 12 (bookworm), Linux 6.18',
    node: 'v20.20.2',
    chromium: 'Chromium 156',
    loadAtStart: 1.53,
    loadAtEnd: 1.4,
  },
  products: 25_000,
  apiSeconds: 3,
  apiConnections: 200,
  pglite: { skipped: 'the PGlite server did not start' },
  postgres: { skipped: 'DATABASE_URL is not set.' },
  workers: { skipped: 'DATABASE_URL is not set.' },
  pages: { failed: 'Chromium is missing' },
  helpSearch: { skipped: 'not run' },
  load: { skipped: 'not run' },
  totalSeconds: 61,
};

const doc = [
  '# Figures',
  '',
  'History kept by hand: cold start median 2.6 s.',
  '',
  '## Latest run',
  '',
  BENCH_START,
  'the previous run',
  BENCH_END,
  '',
  '## After',
  '',
].join('\n');

test('the report becomes a section: no title, headings one level down', () => {
  const section = benchSection(renderReport(sample));
  assert.ok(!section.startsWith('# '));
  assert.match(
    section,
    /^Written by `npm run bench` \(bench\/run-all.ts\) on 2026-11-26T05:21:07Z/,
  );
  assert.match(section, /^### Machine$/m);
  assert.match(section, /^#### PGlite \(embedded\)$/m);
  assert.doesNotMatch(section, /^## /m);
  assert.match(section, /\| CPU \| AMD EPYC, 2 cores \|/);
});

test('only the marked section is replaced, the history around it is kept', () => {
  const updated = replaceBenchSection(doc, 'the new run');
  assert.equal(
    updated,
    doc.replace(`${BENCH_START}\nthe previous run\n`, `${BENCH_START}\nthe new run\n`),
  );
  assert.equal(replaceBenchSection(updated, 'the new run'), updated);
});

test('missing, doubled or reversed markers are refused', () => {
  assert.throws(() => replaceBenchSection('# Figures\n', 'x'));
  assert.throws(() => replaceBenchSection(`${BENCH_END}\n${BENCH_START}\n`, 'x'));
  assert.throws(() => replaceBenchSection(`${BENCH_START}${BENCH_START}${BENCH_END}`, 'x'));
});

test('updateFiguresDoc rewrites the file in place', () => {
  const dir = mkdtempSync(join(tmpdir(), 'figures-doc-'));
  try {
    const file = join(dir, 'FIGURES.md');
    writeFileSync(file, doc);
    updateFiguresDoc(file, renderReport(sample));
    const written = readFileSync(file, 'utf8');
    assert.ok(written.startsWith('# Figures\n\nHistory kept by hand: cold start median 2.6 s.'));
    assert.ok(written.endsWith(`${BENCH_END}\n\n## After\n`));
    assert.match(written, /commit abc1234/);
    assert.doesNotMatch(written, /the previous run/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
