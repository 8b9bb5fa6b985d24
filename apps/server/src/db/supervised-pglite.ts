import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { DatabaseUnavailableError, isWasmCrash } from './errors';

/** Where the database layer reports what happens to its connections (pino's signature). */
export interface DatabaseLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export const silentDatabaseLog: DatabaseLog = { warn: () => {}, info: () => {} };

/** The first reopen is tried this soon after the instance is found dead, then twice as late... */
const REOPEN_FIRST_DELAY_MS = 100;
/** ...up to this: well within the Retry-After of a 503, and cheap while the folder is missing. */
const REOPEN_MAX_DELAY_MS = 2000;

/**
 * Opens the database already in `dataDir`. A folder without one (unmounted, moved away, emptied)
 * is an error, never a new empty database that would hide the real one.
 */
async function openExisting(dataDir: string): Promise<PGlite> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new DatabaseUnavailableError(`no database in ${dataDir}`);
  }
  return PGlite.create(dataDir);
}

/**
 * The embedded database kept alive. PGlite runs postgres inside this process as WebAssembly: when
 * it crashes (an abort: RuntimeError) or gets closed under us, that instance answers nothing ever
 * again. Drizzle talks to `driver`, which forwards each query and transaction to the current
 * instance; the first failure that shows the instance dead drops it, every query then fails at once
 * with DatabaseUnavailableError (503 DATABASE_UNAVAILABLE) and the data directory is reopened in
 * the background with a backoff until it opens. Nothing is checked on the way of a successful
 * query: a death is only noticed by the query that meets it.
 *
 * An in-memory database (no `dataDir`: tests) cannot be reopened: once dead it stays dead.
 */
export class SupervisedPglite {
  #current: PGlite | undefined;
  #closed = false;
  #retryTimer: NodeJS.Timeout | undefined;
  #reopening: Promise<void> | undefined;
  readonly #dataDir: string | undefined;
  readonly #log: DatabaseLog;

  /** Drizzle's client: PGlite's query, exec and transaction, on whichever instance is alive. */
  readonly driver = {
    query: (...args: Parameters<PGlite['query']>) => this.use((client) => client.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => this.use((client) => client.exec(...args)),
    transaction: <T>(run: (tx: Transaction) => Promise<T>) =>
      this.use((client) => client.transaction(run)),
  };

  constructor(first: PGlite, dataDir: string | undefined, log: DatabaseLog = silentDatabaseLog) {
    this.#current = first;
    this.#dataDir = dataDir;
    this.#log = log;
  }

  /** The live instance; DatabaseUnavailableError while there is none. */
  get instance(): PGlite {
    const current = this.#current;
    if (current?.ready) return current;
    if (current) this.#lose(current, new Error('PGlite is closed'));
    throw new DatabaseUnavailableError(
      this.#closed ? 'the database is closed' : 'the embedded database is being reopened',
    );
  }

  /** Runs `work` on the live instance; an error that shows the instance dead starts a reopen. */
  async use<T>(work: (client: PGlite) => Promise<T>): Promise<T> {
    const client = this.instance;
    try {
      return await work(client);
    } catch (error) {
      // Not ready: closed, or closing, under us.
      if (!client.ready || isWasmCrash(error)) this.#lose(client, error);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    // A reopen under way finishes first, so the instance it opens is closed too.
    await this.#reopening;
    const current = this.#current;
    this.#current = undefined;
    if (!current?.ready) return;
    try {
      await current.close();
    } catch (error) {
      // An instance that crashed unnoticed fails to close (Emscripten throws odd values). Its
      // committed transactions are in the WAL on disk: the next open recovers them.
      this.#log.warn({ err: error }, 'embedded database did not close cleanly');
    }
  }

  #lose(client: PGlite, error: unknown) {
    // Queries queued on the dead instance fail one after the other: the first one reports it.
    if (this.#current !== client) return;
    this.#current = undefined;
    // A crashed instance's close() fails or never settles, and nothing of it is left to release:
    // its memory goes when the last request holding it ends.
    this.#log.warn(
      { err: error, dataDir: this.#dataDir ?? 'memory' },
      this.#dataDir === undefined || this.#closed
        ? 'embedded database lost'
        : 'embedded database lost; reopening it',
    );
    if (this.#dataDir !== undefined && !this.#closed) this.#retryIn(REOPEN_FIRST_DELAY_MS);
  }

  #retryIn(delayMs: number) {
    this.#retryTimer = setTimeout(() => {
      this.#reopening = this.#reopen(delayMs).finally(() => {
        this.#reopening = undefined;
      });
    }, delayMs);
    // A process with nothing else to do may end while a reopen waits.
    this.#retryTimer.unref();
  }

  async #reopen(delayMs: number) {
    const dataDir = this.#dataDir;
    if (this.#closed || dataDir === undefined) return;
    const startedAt = performance.now();
    try {
      const client = await openExisting(dataDir);
      if (this.#closed) {
        await client.close();
        return;
      }
      this.#current = client;
      this.#log.info(
        { dataDir, openMs: Math.round(performance.now() - startedAt) },
        'embedded database reopened',
      );
    } catch (error) {
      const nextDelayMs = Math.min(delayMs * 2, REOPEN_MAX_DELAY_MS);
      this.#log.warn(
        { err: error, dataDir, retryInMs: nextDelayMs },
        'embedded database could not be reopened',
      );
      if (!this.#closed) this.#retryIn(nextDelayMs);
    }
  }
}
