// docs/FIGURES.md keeps the latest `npm run bench` run between two markers: run-all.ts rewrites
// that section from the report it writes to bench/results/latest.md and leaves the rest of the
// file (the history of figures, each with its command) as it is.
import { readFileSync, writeFileSync } from 'node:fs';

export const BENCH_START = '<!-- bench:start -->';
export const BENCH_END = '<!-- bench:end -->';

/**
 * The report's Markdown as a section of docs/FIGURES.md: its title left out (the section has its
 * own heading) and every other heading one level down, so `## Machine` sits under that heading.
 */
export function benchSection(reportMarkdown: string): string {
  const lines = reportMarkdown.replace(/\r\n/g, '\n').trimEnd().split('\n');
  if (lines[0]?.startsWith('# ')) lines.shift();
  while (lines[0] === '') lines.shift();
  return lines.map((line) => (/^#{1,5} /.test(line) ? `#${line}` : line)).join('\n');
}

/**
 * `doc` with what lies between its markers replaced by `section`. Throws when the markers are
 * missing or out of order, so a hand edit that lost one is noticed instead of the run's figures
 * landing in the wrong place.
 */
export function replaceBenchSection(doc: string, section: string): string {
  const start = doc.indexOf(BENCH_START);
  const end = doc.indexOf(BENCH_END);
  if (start < 0 || end < 0 || end < start || doc.indexOf(BENCH_START, start + 1) >= 0) {
    throw new Error(`expected one ${BENCH_START} followed by one ${BENCH_END}`);
  }
  return `${doc.slice(0, start + BENCH_START.length)}\n${section}\n${doc.slice(end)}`;
}

/** Rewrites the generated section of the figures file `file` with the report's Markdown. */
export function updateFiguresDoc(file: string, reportMarkdown: string): void {
  const doc = readFileSync(file, 'utf8');
  writeFileSync(file, replaceBenchSection(doc, benchSection(reportMarkdown)));
}
