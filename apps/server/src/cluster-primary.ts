import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { createDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { SHUTDOWN_DRAIN_MS } from './plugins/shutdown';

// WORKERS above 1 (PostgreSQL only): this process prepares the database once, then forks the
// workers, each of which builds the app and listens on the same port (node's cluster module shares
// it: the primary accepts connections and hands them round-robin to the workers). It serves no
// request itself. decisions/041.

/** Waits before forking again a worker that died, by how many died in a row. */
const RESTART_DELAYS_MS = [500, 1000, 2000, 5000, 10_000, 30_000];
/** A worker that lived this long resets the count. */
const HEALTHY_AFTER_MS = 60_000;

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/** pino's line shape, so the primary's lines read like the workers'. */
function primaryLogger(level: Config['logLevel']) {
  const threshold = level === 'silent' ? Number.POSITIVE_INFINITY : LEVELS[level];
  const write = (name: keyof typeof LEVELS) => (object: object, msg: string) => {
    if (LEVELS[name] < threshold) return;
    const line = { level: LEVELS[name], time: Date.now(), pid: process.pid, role: 'primary' };
    process.stdout.write(`${JSON.stringify({ ...line, ...object, msg })}\n`);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

export async function runClusterPrimary(config: Config) {
  const log = primaryLogger(config.logLevel);
  const database = await createDatabase(config, log);
  try {
    await prepareDatabase(database, { seedDemo: config.seedDemo });
  } finally {
    await database.close();
  }

  let stopping = false;
  let diedInARow = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, performance.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const livedMs = performance.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) return;
    diedInARow = livedMs > HEALTHY_AFTER_MS ? 1 : diedInARow + 1;
    const delayMs = RESTART_DELAYS_MS[Math.min(diedInARow, RESTART_DELAYS_MS.length) - 1];
    log.error(
      { workerPid: worker.process.pid, code, signal, livedMs: Math.round(livedMs), delayMs },
      'a worker died; starting another',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delayMs);
  });

  // SIGTERM or SIGINT (a terminal's Ctrl-C reaches the workers too; they ignore SIGINT so that each
  // gets one signal, from here): every worker closes gracefully (plugins/shutdown), then this exits,
  // 0 when they all did. Past their own grace delay and a second, they are killed.
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: startedAt.size }, 'closing the workers');
    const workers = [...startedAt.keys()];
    let failed = false;
    const exits = workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          worker.once('exit', (code) => {
            if (code !== 0) failed = true;
            resolve();
          });
        }),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    const graceMs = config.shutdownNoticeMs + SHUTDOWN_DRAIN_MS + 5000;
    const killer = setTimeout(() => {
      log.error({}, 'workers still running after the grace delay: killed');
      for (const worker of workers) worker.process.kill('SIGKILL');
      failed = true;
    }, graceMs);
    killer.unref();
    void Promise.all(exits).then(() => {
      clearTimeout(killer);
      log.info({}, 'closed');
      process.exit(failed ? 1 : 0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let i = 0; i < config.workers; i++) fork();
  log.info({ workers: config.workers, port: config.port }, 'ProCounter primary started');
}
