// The Markdown of bench/results/latest.md: pure functions from the figures `npm run bench` measured
// (run-all.ts) to tables.
import type { Preset, RunFigures } from '../e2e/support/lighthouse';
import type { ApiFigures, ApiRow, WorkersFigures } from './api-load';
import type { HelpSearchFigures } from './help-search';
import type { LoadFigures, TimingFigure } from './load';

/**
 * One page's Lighthouse figures, as bench/lighthouse.ts's measurePages answers them: its median
 * run's figures (jsTransferBytes: the scripts as transferred, so compressed as the server sent
 * them) and how many runs it took the median of.
 */
export type PageFigure = Omit<RunFigures, 'jsResourceBytes'> & {
  page: string;
  preset: Preset;
  runs: number;
};

/** A section that was measured, or why it was not. */
export type Outcome<T> = { figures: T; seconds: number } | { skipped: string } | { failed: string };

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  /** µs to map a 4 KiB page of memory the process had not used yet (freshPageMicros). */
  freshPageMicros: number;
  os: string;
  node: string;
  chromium: string;
  /** 1-minute load average when the run started and when it ended: others share the machine. */
  loadAtStart: number;
  loadAtEnd: number;
}

export interface Report {
  date: string;
  commit: string;
  /** Files changed in the working tree but not committed when the run started. */
  uncommitted: number;
  machine: Machine;
  products: number;
  apiSeconds: number;
  apiConnections: number;
  pglite: Outcome<ApiFigures>;
  postgres: Outcome<ApiFigures>;
  workers: Outcome<WorkersFigures>;
  pages: Outcome<PageFigure[]>;
  helpSearch: Outcome<HelpSearchFigures>;
  load: Outcome<LoadFigures>;
  totalSeconds: number;
}

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
const dec = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const ms = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(2) : int(n)) : 'n/a');
const minutes = (seconds: number) =>
  seconds < 90 ? `${Math.round(seconds)} s` : `${(seconds / 60).toFixed(1)} min`;

function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The outcome's figures rendered, or a line saying why there are none. */
function section<T>(outcome: Outcome<T>, render: (figures: T, seconds: number) => string): string {
  if ('skipped' in outcome) return `Not measured: ${outcome.skipped}`;
  if ('failed' in outcome) return `**Failed:** ${outcome.failed}`;
  return render(outcome.figures, outcome.seconds);
}

function apiTable(figures: ApiFigures): string {
  const rows: string[][] = [];
  for (const row of figures.rows) {
    rows.push([
      row.call,
      int(row.requestsPerSecond),
      dec(row.ratio, 2),
      ms(row.p50Ms),
      ms(row.p99Ms),
      ms(row.singleP99Ms),
      ms(row.serverP99Ms),
      int(row.non2xx),
      row.timeouts > 0 ? `${int(row.errors)} (${int(row.timeouts)} timeouts)` : int(row.errors),
    ]);
    for (const part of row.parts ?? []) {
      rows.push([
        `· ${part.name} (${int(part.count)} of them)`,
        '',
        '',
        ms(part.p50Ms),
        ms(part.p99Ms),
        '',
        '',
        '',
        '',
      ]);
    }
  }
  return table(
    [
      'call',
      'requests/s',
      'x health',
      'p50 ms',
      'p99 ms',
      'p99 ms, 1 connection',
      'server p99 ms',
      'non-2xx',
      'errors',
    ],
    rows,
  );
}

function sideBySide(pglite: ApiFigures, postgres: ApiFigures): string {
  const other = new Map(postgres.rows.map((row) => [row.call, row]));
  const cells = (row: ApiRow | undefined) =>
    row ? [int(row.requestsPerSecond), dec(row.ratio, 2), ms(row.p99Ms)] : ['', '', ''];
  return table(
    [
      'call',
      'PGlite requests/s',
      'x health',
      'p99 ms',
      'PostgreSQL requests/s',
      'x health',
      'p99 ms',
    ],
    pglite.rows.map((row) => [row.call, ...cells(row), ...cells(other.get(row.call))]),
  );
}

function pagesTable(pages: PageFigure[]): string {
  return table(
    [
      'page',
      'preset',
      'performance',
      'accessibility',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'JavaScript transferred',
      'CPU slowdown (host benchmark index)',
      'runs',
    ],
    pages.map((p) => [
      p.page,
      p.preset,
      int(p.performance),
      int(p.accessibility),
      int(p.fcpMs),
      int(p.lcpMs),
      int(p.tbtMs),
      dec(p.cls, 3),
      `${dec(p.jsTransferBytes / 1024)} KiB`,
      `${p.cpuSlowdown}x (${int(p.benchmarkIndex)})`,
      int(p.runs),
    ]),
  );
}

function helpTable(help: HelpSearchFigures): string {
  const rows = help.figures.map((f) => [
    int(f.articles),
    f.design,
    int(f.buildMs),
    `${f.keystrokes} x ${f.rounds}`,
    ms(f.p50Ms),
    ms(f.p95Ms),
    ms(f.maxMs),
    ms(f.rawMaxMs),
    dec(f.heapMb, 0),
  ]);
  return [
    table(
      [
        'articles',
        'design',
        'index build ms',
        'keystrokes x rounds',
        'p50 ms',
        'p95 ms',
        'max ms',
        'slowest single ms',
        'heap MB',
      ],
      rows,
    ),
    '',
    `A keystroke's time is its median over the rounds (a fresh index each); budget ${help.budgetMs} ms ` +
      `(one frame) at 1,000 articles: ${help.withinBudget ? 'met' : '**not met**'}.`,
  ].join('\n');
}

function timingTable(first: string, figures: TimingFigure[], withServer: boolean): string {
  return table(
    [
      first,
      'count',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      ...(withServer ? ['server p99 ms'] : []),
      'errors',
    ],
    figures.map((f) => [
      f.name,
      int(f.count),
      ms(f.p50Ms),
      ms(f.p95Ms),
      ms(f.p99Ms),
      ms(f.maxMs),
      ...(withServer ? [ms(f.serverP99Ms)] : []),
      int(f.errors),
    ]),
  );
}

function loadSection(load: LoadFigures, seconds: number): string {
  const [stepLow, stepHigh] = load.think.betweenSteps;
  const [pickLow, pickHigh] = load.think.withinStep;
  const lines = [
    `${load.users} simulated shop users for ${load.seconds} s against one server process ` +
      `(${load.database}, ${int(load.products)} products), arriving over the first ` +
      `${load.arrivalMs / 1000} s; ${int(load.jobs)} jobs done to the end, ` +
      `${int(load.requestsPerSecond)} ` +
      `requests/s, **${int(load.errors)} errors** (took ${minutes(seconds)}).`,
    '',
    `Each user logs in (login, then /current/user), then repeats a job: select a vehicle (makes, ` +
      `models, POST /vehicle/select/v2/), search (typeahead for three prefixes of a part type's ` +
      `name, then clearAndSelectPartType), parts lookup, add a part to the quote, remove it again. ` +
      `Think time, drawn at random: ${stepLow / 1000}-${stepHigh / 1000} s between steps and ` +
      `${pickLow}-${pickHigh} ms between the requests of a step (the next pick in a picker, or ` +
      `three more characters typed; the typeahead waits 120 ms after a keystroke), from the ` +
      `keystroke-level model (about 1.35 s to decide, 1.1 s to point, 0.2-0.3 s a keystroke) ` +
      `with no time to read: a practised counter user at full speed, so each simulated user asks ` +
      `what several real ones would. A step's time is its requests' times added up, pauses left ` +
      `out. "server p99" is the Server-Timing the server reports (from ` +
      `Fastify receiving the request to the answer); the rest of a request's time is waiting ` +
      `for the server's event loop and the network. The load generator runs on the same machine; ` +
      `its own event loop delay was ${ms(load.clientLoopDelayP99Ms)} ms p99, ` +
      `${ms(load.clientLoopDelayMaxMs)} ms max.`,
    '',
    timingTable('step', load.steps, false),
    '',
    timingTable('request', load.requests, true),
  ];
  if (load.emptyLookups > 0) {
    lines.push('', `${int(load.emptyLookups)} lookups listed no part to add (only kits or none).`);
  }
  if (load.errorSamples.length > 0) {
    lines.push('', 'First errors:', '', ...load.errorSamples.map((e) => `- \`${e}\``));
  }
  return lines.join('\n');
}

export function renderReport(report: Report): string {
  const m = report.machine;
  const apiHeading = (name: string, outcome: Outcome<ApiFigures>) =>
    `### ${name}\n\n${section(
      outcome,
      (figures, seconds) =>
        `${figures.database}, ${int(figures.products)} products, ${figures.connections} ` +
        `connections, ${figures.seconds} s per call (took ${minutes(seconds)}).\n\n${apiTable(figures)}`,
    )}`;
  const parts = [
    '# ProCounter benchmarks',
    '',
    `Written by \`npm run bench\` (bench/run-all.ts) on ${report.date}, commit ${report.commit}` +
      (report.uncommitted > 0
        ? ` with ${report.uncommitted} uncommitted changes in the working tree.`
        : '.') +
      ` The whole run took ${minutes(report.totalSeconds)}.`,
    '',
    '## Machine',
    '',
    table(
      ['', ''],
      [
        ['CPU', `${m.cpu}, ${m.cores} cores`],
        ['memory', `${dec(m.memoryGiB)} GiB`],
        [
          'a fresh page of memory',
          `${dec(m.freshPageMicros, 2)} µs per 4 KiB page (native hardware: under 1; a virtual machine ` +
            'that hands free memory back to its host: 10 and more, which every page load pays)',
        ],
        ['OS', m.os],
        ['Node.js', m.node],
        ['Chromium', m.chromium],
        [
          'databases',
          [report.pglite, report.postgres]
            .map((o) => ('figures' in o ? o.figures.database : undefined))
            .filter(Boolean)
            .join('; ') || 'n/a',
        ],
        [
          'load average (1 min)',
          `${dec(m.loadAtStart, 2)} at the start, ${dec(m.loadAtEnd, 2)} at the end`,
        ],
      ],
    ),
    '',
    'The machine is shared: a load average above the core count means other work ran alongside ' +
      'and the figures are lower than the machine alone would give.',
    '',
    '## API',
    '',
    `The built server (apps/server/dist) on a catalog of ${int(report.products)} products, ` +
      `autocannon at ${report.apiConnections} connections for ${report.apiSeconds} s per call ` +
      'after a 2 s warm-up, one call at a time, the server let drain between them. "x health" is ' +
      'the call\'s requests/s over /api/health\'s in the same run; "p99 ms, 1 connection" is the ' +
      'latency without queueing; "server p99" is the Server-Timing the server reports under the ' +
      'full load. Login is argon2id (19 MiB, 2 passes), slow by design; its rate limit is lifted ' +
      'for the run, as all the load comes from one address, and it logs in 200 shop users in ' +
      "turn. The lookups are the demo tech user's with the 2013 Ford F-150 selected (parts " +
      'lookup: its disc brake pads). Mini quote add + remove is a pair each connection repeats ' +
      '(POST addproduct, then DELETE deleteitem of that line), each pair as one of 200 shop users ' +
      'so that no two connections share a quote; its requests/s counts both requests, and the ' +
      "rows under it give each one's latency. On PostgreSQL the tables the calls churn (the " +
      "quotes', the logins') are vacuumed before each call, as autovacuum would be in service: " +
      "this machine's PostgreSQL runs with autovacuum off.",
    '',
    apiHeading('PGlite (embedded)', report.pglite),
    '',
    apiHeading('PostgreSQL', report.postgres),
  ];
  if ('figures' in report.pglite && 'figures' in report.postgres) {
    parts.push(
      '',
      '### Side by side',
      '',
      sideBySide(report.pglite.figures, report.postgres.figures),
    );
  }
  parts.push(
    '',
    '### More than one server process (WORKERS)',
    '',
    section(report.workers, ({ one, two }, seconds) => {
      const rows = one.rows.map((row, i) => {
        const other = two.rows[i]!;
        return [
          row.call,
          `${int(row.requestsPerSecond)} (${dec(row.ratio, 2)})`,
          `${int(other.requestsPerSecond)} (${dec(other.ratio, 2)})`,
          dec(other.requestsPerSecond / row.requestsPerSecond, 2),
          `${ms(row.p99Ms)} / ${ms(other.p99Ms)}`,
        ];
      });
      return (
        `The parts lookup on ${one.database}, ${int(one.products)} products, ` +
        `${one.connections} connections, ${one.seconds} s per call, with WORKERS=1 and then ` +
        `WORKERS=2 on a database of its own (took ${minutes(seconds)}). PostgreSQL and the load ` +
        'generator run on the same machine and take their share of its cores: on 2 cores a ' +
        'second server process competes with them for the same CPU, so the figure is a floor ' +
        'of what the processes would give on cores of their own.\n\n' +
        table(
          [
            'call',
            'WORKERS=1 requests/s (x health)',
            'WORKERS=2 requests/s (x health)',
            '2 / 1',
            'p99 ms 1 / 2',
          ],
          rows,
        )
      );
    }),
    '',
    '## Pages',
    '',
    section(
      report.pages,
      (pages, seconds) =>
        'Lighthouse in Chromium against the PGlite data above, served over HTTPS (HTTP/2, a ' +
        "certificate made for the run), the median of each page's runs " +
        'by performance score; JavaScript as transferred, compressed as the server sent it ' +
        `(took ${minutes(seconds)}).\n\n${pagesTable(pages)}`,
    ),
    '',
    '## Help search',
    '',
    section(
      report.helpSearch,
      (help, seconds) =>
        "The Help Center's search (apps/web/src/features/help/utils/article-search.ts) in " +
        'headless Chromium over generated articles, the queries typed one character at a time ' +
        `(took ${minutes(seconds)}).\n\n${helpTable(help)}`,
    ),
    '',
    '## Load',
    '',
    section(report.load, loadSection),
    '',
  );
  return parts.join('\n');
}
