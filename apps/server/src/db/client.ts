import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema/index';
import { type DatabaseLog, SupervisedPglite, silentDatabaseLog } from './supervised-pglite';

export type { DatabaseLog } from './supervised-pglite';

/** One Drizzle type for both drivers, so services and repositories never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

interface DatabaseBase {
  db: Database;
  /** True when the database answers a trivial query in time. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseHandle =
  | (DatabaseBase & { kind: 'pglite'; readonly client: PGlite })
  | (DatabaseBase & { kind: 'postgres'; pool: pg.Pool });

const PING_TIMEOUT_MS = 2000;

/** A ping that answers false when the query fails or takes longer than PING_TIMEOUT_MS. */
function pingWith(query: () => Promise<unknown>): () => Promise<boolean> {
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([query(), timeout]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The embedded database. `dataDir` undefined keeps it in memory (tests); otherwise the folder is
 * created when missing (a first start makes the database in it). The handle outlives a crash of
 * the instance: see SupervisedPglite.
 */
export async function createPgliteDatabase(
  dataDir: string | undefined,
  log: DatabaseLog = silentDatabaseLog,
): Promise<DatabaseHandle> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const client = dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir);
  return wrapPglite(client, dataDir, log);
}

/**
 * The handle of an open PGlite. Given the folder it was opened from, a dead instance is reopened
 * from there; in memory (tests), once dead it stays dead.
 */
export function wrapPglite(
  client: PGlite,
  dataDir?: string,
  log: DatabaseLog = silentDatabaseLog,
): DatabaseHandle {
  const supervised = new SupervisedPglite(client, dataDir, log);
  const db = drizzlePglite({
    client: supervised.driver as unknown as PGlite,
    schema,
  }) as unknown as Database;
  return {
    kind: 'pglite',
    /** The live instance, for what Drizzle does not do (COPY, dumps); throws while there is none. */
    get client() {
      return supervised.instance;
    },
    db,
    ping: pingWith(() => supervised.use((client) => client.query('select 1'))),
    close: () => supervised.close(),
  };
}

/**
 * PostgreSQL through a node-postgres pool. The pool drops broken connections and opens new ones on
 * demand, so the server recovers by itself when the database comes back; nothing caches a client.
 */
export async function createPostgresDatabase(
  connectionString: string,
  log: DatabaseLog = silentDatabaseLog,
): Promise<DatabaseHandle> {
  // node-postgres and its drizzle driver load only for PostgreSQL: the embedded default never
  // loads them (a tenth of a second of every start).
  const [{ default: pgModule }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pgModule.Pool({
    connectionString,
    max: 10,
    // Fail fast while the database is unreachable: the request answers 503 instead of hanging.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
    query_timeout: 30000,
    // The named statements (db/named-statement.ts, the hot ones) keep one plan per connection: with
    // the default (auto) PostgreSQL planned them again at every call when parameters such as a
    // flag or an array made a custom plan look cheaper, about as costly as running them. Unnamed
    // statements, all the others, are planned at each call whatever this says.
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle connection that breaks emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', (error) => log.warn({ err: error }, 'database connection lost'));
  releaseBrokenClients(pool);
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    kind: 'postgres',
    pool,
    db,
    ping: pingWith(() => pool.query('select 1')),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * pg-pool listens for a client's 'error' only while the client is idle. A connection that breaks
 * while its client is checked out (a transaction's) emits 'error' with no listener, which crashes
 * the process; and Drizzle's transaction() runs BEGIN before its try/finally, so a client whose
 * BEGIN fails is never released: a pool slot lost per outage, and pool.end() waiting for ever. So
 * a checked-out client that breaks goes back to the pool at once, as broken (the pool ends it and
 * opens a new one when needed), and the release its user makes later does nothing. Its queries
 * fail with the error all the same: 503.
 */
function releaseBrokenClients(pool: pg.Pool) {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // An idle client is the pool's own listener's to remove.
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => {};
      release(error);
    });
  });
}

/** PGlite in DATA_DIR when DATABASE_URL is unset, else PostgreSQL. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log?: DatabaseLog,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return createPostgresDatabase(config.databaseUrl, log);
  return createPgliteDatabase(path.join(config.dataDir, 'pgdata'), log);
}
