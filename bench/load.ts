// Load test (issue 7): 200 simulated shop users for 60 s against one server process (the built
// server, PGlite, demo scale unless told otherwise). Each user logs in, then repeats a counter job
// until the time is up: select a vehicle (year, make, model pickers, then POST
// /vehicle/select/v2/), search (typeahead as they type, then the part type), parts lookup, add a
// part to the quote and remove it again (so quotes stay small and a new vehicle reuses the
// quote), with human pauses between steps. Prints count, p50, p95, p99 and max per step and per
// request; exits 1 on any error, non-2xx answer or quote line that went missing.
// Usage: npm run build && npm run bench:load [-- seconds users]
// BENCH_PRODUCTS, BENCH_DATABASE_URL (an empty database) and BENCH_PORT (3260) as in api-load.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentile, startBenchServer } from './api-load';
import type { BenchUser, VehicleJob } from './bench-database';
import { isMain } from './support';

/**
 * The pauses of a practised counter user, from the keystroke-level model of Card, Moran and Newell
 * (about 1.35 s to decide, 1.1 s to point, 0.2-0.3 s a keystroke). Between steps 1.5-3.5 s: decide
 * and point, with no time to read (a person reads a parts list for many seconds). Within a step
 * 0.5-1 s: point at the next pick in a picker, or type three more characters of a search (each such
 * pause sends a typeahead request: the app waits 120 ms after a keystroke). Drawn at random, so the
 * users do not move in step. A job then takes about 16 s, where a real one takes minutes: each
 * simulated user asks what several real ones would.
 */
export const THINK_MS = { betweenSteps: [1500, 3500], withinStep: [500, 1000] } as const;
/**
 * Users arrive over the first 10 s, as a shop's staff do not log in all in one instant: 20 logins a
 * second, each tens of ms of argon2 on a core.
 */
const ARRIVAL_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;

export const LOAD_STEPS = [
  'login',
  'select vehicle',
  'search',
  'parts lookup',
  'add to quote',
  'remove from quote',
] as const;
type Step = (typeof LOAD_STEPS)[number];

export interface TimingFigure {
  name: string;
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** p99 of the server's own time (its Server-Timing header), for requests; NaN for steps. */
  serverP99Ms: number;
  errors: number;
}

export interface LoadFigures {
  users: number;
  seconds: number;
  database: string;
  products: number;
  /** The think times used, as the report states them. */
  think: typeof THINK_MS;
  arrivalMs: number;
  /** Each step's time: its requests' times added up, pauses left out. */
  steps: TimingFigure[];
  /** Each request kind's time. */
  requests: TimingFigure[];
  /** Jobs done to the end (the part removed again). */
  jobs: number;
  /** Lookups that listed no part that addproduct takes (only kits, or none): nothing added. */
  emptyLookups: number;
  requestsPerSecond: number;
  /**
   * The load generator's own event loop delay (p99 and max, ms): it shares the machine with the
   * server, and a late timer or callback would be counted as the server's latency.
   */
  clientLoopDelayP99Ms: number;
  clientLoopDelayMaxMs: number;
  errors: number;
  /** The first few errors, to read. */
  errorSamples: string[];
}

class Recorder {
  private times = new Map<string, number[]>();
  private serverTimes = new Map<string, number[]>();
  private failures = new Map<string, number>();
  samples: string[] = [];
  errors = 0;

  time(name: string, ms: number, serverMs?: number) {
    const list = this.times.get(name) ?? [];
    list.push(ms);
    this.times.set(name, list);
    if (serverMs !== undefined) {
      const server = this.serverTimes.get(name) ?? [];
      server.push(serverMs);
      this.serverTimes.set(name, server);
    }
  }

  fail(names: string[], message: string) {
    for (const name of names) this.failures.set(name, (this.failures.get(name) ?? 0) + 1);
    this.errors++;
    if (this.samples.length < 20) this.samples.push(message);
  }

  figures(names: readonly string[]): TimingFigure[] {
    return names.map((name) => {
      const times = this.times.get(name) ?? [];
      const round = (n: number) => Math.round(n * 10) / 10;
      return {
        name,
        count: times.length,
        p50Ms: round(percentile(times, 50)),
        p95Ms: round(percentile(times, 95)),
        p99Ms: round(percentile(times, 99)),
        maxMs: round(times.length > 0 ? Math.max(...times) : Number.NaN),
        serverP99Ms: round(percentile(this.serverTimes.get(name) ?? [], 99)),
        errors: this.failures.get(name) ?? 0,
      };
    });
  }

  get requestNames() {
    return [...this.times.keys()].filter(
      (name) => !(LOAD_STEPS as readonly string[]).includes(name),
    );
  }
}

class RequestFailed extends Error {}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const between = ([low, high]: readonly [number, number]) => low + Math.random() * (high - low);

interface QuoteSummary {
  quoteProducts: { id: number; catalogKey: string | null }[];
}

/** One simulated user: its session and the step it is in. */
class ShopUser {
  private token = '';
  /** The step running, its time so far (pauses left out) and the requests it made. */
  private step: { name: Step; ms: number } | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly user: BenchUser,
    private readonly recorder: Recorder,
  ) {}

  /** One request of the current step: timed, and any answer but 2xx is an error. */
  private async call<T>(name: string, method: string, path: string, body?: object): Promise<T> {
    const started = performance.now();
    let status = 0;
    let text = '';
    let serverMs: number | undefined;
    try {
      const response = await fetch(`${this.baseUrl}/api${path}`, {
        method,
        headers: {
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      const timing = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
      serverMs = timing ? Number(timing[1]) : undefined;
      text = await response.text();
    } catch (error) {
      text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    const ms = performance.now() - started;
    this.recorder.time(name, ms, serverMs);
    if (this.step) this.step.ms += ms;
    if (status < 200 || status > 299) {
      this.recorder.fail(
        [name, this.step?.name ?? name],
        `${this.user.loginName} ${method} ${path}: ${status || 'no answer'} ${text.slice(0, 200)}`,
      );
      throw new RequestFailed();
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Runs a step: its time is recorded once it succeeds (a failed one is counted as an error). */
  private async run<T>(name: Step, work: () => Promise<T>): Promise<T> {
    this.step = { name, ms: 0 };
    try {
      const result = await work();
      this.recorder.time(name, this.step.ms);
      return result;
    } finally {
      this.step = undefined;
    }
  }

  /** A wrong answer that was still 2xx (a quote line missing): an error of the step. */
  private wrong(message: string): never {
    this.recorder.fail([this.step!.name], `${this.user.loginName}: ${message}`);
    throw new RequestFailed();
  }

  async logIn() {
    await this.run('login', async () => {
      const tokens = await this.call<{ access_token: string }>(
        'POST login',
        'POST',
        '/auth/rest/login',
        { loginName: this.user.loginName, password: this.user.password },
      );
      this.token = tokens.access_token;
      // What the app asks first after a login.
      await this.call('GET current/user', 'GET', '/current/user');
    });
  }

  /**
   * One counter job: a vehicle, a part type, a part on the quote and off it again. Answers
   * 'stopped' when the time ran out on the way and 'empty' when the lookup had nothing to add.
   */
  async work(job: VehicleJob, isOver: () => boolean): Promise<'done' | 'empty' | 'stopped'> {
    const pick = () => sleep(between(THINK_MS.withinStep));
    const think = () => sleep(between(THINK_MS.betweenSteps));

    await this.run('select vehicle', async () => {
      const makes = await this.call<{ id: number }[]>(
        'GET makes',
        'GET',
        `/vehicle/select/v2/makes?year=${job.year}`,
      );
      if (!makes.some((make) => make.id === job.makeId)) this.wrong(`make ${job.makeId} missing`);
      await pick();
      const models = await this.call<{ baseVehicleId: number }[]>(
        'GET models',
        'GET',
        `/vehicle/select/v2/models?year=${job.year}&makeId=${job.makeId}`,
      );
      if (!models.some((model) => model.baseVehicleId === job.baseVehicleId)) {
        this.wrong(`base vehicle ${job.baseVehicleId} missing from its models`);
      }
      await pick();
      await this.call('POST select vehicle', 'POST', '/vehicle/select/v2/', {
        baseVehicleId: job.baseVehicleId,
        quote: false,
      });
    });
    if (isOver()) return 'stopped';
    await think();

    await this.run('search', async () => {
      // Typing the part type's name with two pauses, then choosing it from the list.
      const typed = job.partTypeName.toLowerCase();
      const prefixes = [...new Set([3, 6, 9].map((n) => typed.slice(0, n)))];
      for (const prefix of prefixes) {
        await this.call(
          'GET typeahead',
          'GET',
          `/search/keyword/v3/typeahead?query=${encodeURIComponent(prefix)}&suggestionType=PART_TYPE`,
        );
        await pick();
      }
      await this.call('POST clearAndSelectPartType', 'POST', '/parttypes/clearAndSelectPartType', {
        partTypeId: job.partTypeId,
      });
    });
    if (isOver()) return 'stopped';
    await think();

    const lookup = await this.run('parts lookup', () =>
      this.call<{ products: { productId: number; kitType: string | null }[] }>(
        'GET catalog/products',
        'GET',
        `/catalog/products?partTypeId=${job.partTypeId}`,
      ),
    );
    const parts = lookup.products.filter((p) => p.kitType === null);
    if (parts.length === 0) return 'empty';
    if (isOver()) return 'stopped';
    await think();

    const productId = parts[Math.floor(Math.random() * parts.length)]!.productId;
    const lineId = await this.run('add to quote', async () => {
      const quote = await this.call<QuoteSummary>(
        'POST addproduct',
        'POST',
        '/worksheet/rest/addproduct?quantity=1',
        { productId, productOrigin: 'CATALOG' },
      );
      const line = quote.quoteProducts.find((l) => l.catalogKey?.startsWith(`${productId}_`));
      return line?.id ?? this.wrong(`product ${productId} missing from the quote it was added to`);
    });
    // Removed even when the time is up, so no quote is left holding a line.
    await think();
    await this.run('remove from quote', async () => {
      const quote = await this.call<QuoteSummary>(
        'DELETE deleteitem',
        'DELETE',
        `/worksheet/rest/miniquote/deleteitem?worksheetDetailId=${lineId}`,
      );
      if (quote.quoteProducts.some((l) => l.id === lineId)) {
        this.wrong(`line ${lineId} still on the quote after it was removed`);
      }
    });
    return 'done';
  }
}

export interface LoadOptions {
  baseUrl: string;
  users: BenchUser[];
  jobs: VehicleJob[];
  seconds: number;
  database: string;
  products: number;
  log?: (line: string) => void;
}

/** Runs the simulated users against a started server and answers the figures. */
export async function runLoadTest(options: LoadOptions): Promise<LoadFigures> {
  const { users, jobs, seconds } = options;
  const log = options.log ?? console.log;
  if (jobs.length === 0) throw new Error('no vehicle with parts to look up');
  const recorder = new Recorder();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = performance.now();
  const end = started + seconds * 1000;
  const isOver = () => performance.now() >= end;
  let done = 0;
  let emptyLookups = 0;
  const progress = setInterval(() => {
    const elapsed = (performance.now() - started) / 1000;
    log(`  ${elapsed.toFixed(0)} s: ${done} jobs done, ${recorder.errors} errors`);
  }, 10_000);

  const simulate = async (user: BenchUser, index: number) => {
    await sleep((index / users.length) * ARRIVAL_MS);
    const shopUser = new ShopUser(options.baseUrl, user, recorder);
    for (;;) {
      try {
        await shopUser.logIn();
        break;
      } catch (error) {
        if (!(error instanceof RequestFailed)) throw error;
        if (isOver()) return;
        await sleep(between(THINK_MS.betweenSteps));
      }
    }
    while (!isOver()) {
      await sleep(between(THINK_MS.betweenSteps));
      if (isOver()) break;
      try {
        const job = jobs[Math.floor(Math.random() * jobs.length)]!;
        const outcome = await shopUser.work(job, isOver);
        if (outcome === 'empty') emptyLookups++;
        if (outcome === 'done') done++;
      } catch (error) {
        // A failed request is counted already; the user goes on with the next vehicle.
        if (!(error instanceof RequestFailed)) throw error;
      }
    }
  };
  try {
    await Promise.all(users.map(simulate));
  } finally {
    clearInterval(progress);
    loopDelay.disable();
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  const requests = recorder.figures(recorder.requestNames);
  return {
    users: users.length,
    seconds,
    database: options.database,
    products: options.products,
    think: THINK_MS,
    arrivalMs: ARRIVAL_MS,
    steps: recorder.figures(LOAD_STEPS),
    requests,
    jobs: done,
    emptyLookups,
    requestsPerSecond: Math.round(requests.reduce((sum, r) => sum + r.count, 0) / elapsedSeconds),
    // The histogram counts in nanoseconds.
    clientLoopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e6),
    clientLoopDelayMaxMs: Math.round(loopDelay.max / 1e6),
    errors: recorder.errors,
    errorSamples: recorder.samples,
  };
}

export interface LoadBenchOptions {
  port: number;
  /** A data dir to use (and keep); default a temporary one. Ignored with databaseUrl. */
  dataDir?: string;
  databaseUrl?: string;
  products?: number;
  users?: number;
  seconds?: number;
  log?: (line: string) => void;
}

/** Prepares the database (with the users), starts one server process and runs the load test. */
export async function runLoadBench(options: LoadBenchOptions): Promise<LoadFigures> {
  const log = options.log ?? console.log;
  const temporary = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'procounter-load-'));
  try {
    const bench = await startBenchServer({
      port: options.port,
      dataDir: options.dataDir ?? temporary!,
      databaseUrl: options.databaseUrl,
      products: options.products,
      users: options.users ?? 200,
      log,
    });
    try {
      log(
        `${bench.prepared.users.length} users for ${options.seconds ?? 60} s, ` +
          `${bench.prepared.jobs.length} vehicle + part type pairs to look up`,
      );
      return await runLoadTest({
        baseUrl: bench.server.baseUrl,
        users: bench.prepared.users,
        jobs: bench.prepared.jobs,
        seconds: options.seconds ?? 60,
        database: bench.prepared.version,
        products: bench.prepared.products,
        log,
      });
    } finally {
      await bench.stop();
    }
  } finally {
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  }
}

/** The figures as console tables. */
export function printLoadFigures(figures: LoadFigures) {
  console.log(
    `${figures.users} users, ${figures.seconds} s, ${figures.database}, ` +
      `${figures.products.toLocaleString('en-US')} products: ${figures.jobs} jobs, ` +
      `${figures.requestsPerSecond} requests/s, ${figures.emptyLookups} lookups with nothing to add`,
  );
  console.table(figures.steps.map(({ serverP99Ms: _, ...step }) => step));
  console.table(figures.requests);
  console.log(
    `load generator event loop delay: p99 ${figures.clientLoopDelayP99Ms} ms, ` +
      `max ${figures.clientLoopDelayMaxMs} ms`,
  );
  if (figures.errors > 0) {
    console.log(`${figures.errors} errors, the first ones:`);
    for (const sample of figures.errorSamples) console.log(`  ${sample}`);
  }
}

if (isMain(import.meta.url)) {
  const figures = await runLoadBench({
    port: Number(process.env.BENCH_PORT ?? 3260),
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    products: process.env.BENCH_PRODUCTS ? Number(process.env.BENCH_PRODUCTS) : undefined,
    seconds: Number(process.argv[2] ?? 60),
    users: Number(process.argv[3] ?? 200),
  });
  printLoadFigures(figures);
  process.exit(figures.errors > 0 ? 1 : 0);
}
