import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema/index';

/** One Drizzle type for both drivers, so services and repositories never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

interface DatabaseBase {
  db: Database;
  /** True when the database answers a trivial query in time. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseHandle =
  | (DatabaseBase & { kind: 'pglite'; client: PGlite })
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
 * created when missing.
 */
export async function createPgliteDatabase(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  return wrapPglite(dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir));
}

/** The handle of an open PGlite. */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    client,
    db,
    ping: pingWith(() => client.query('select 1')),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * PostgreSQL through a node-postgres pool. The pool drops broken connections and opens new ones on
 * demand, so the server recovers by itself when the database comes back; nothing caches a client.
 */
export function createPostgresDatabase(
  connectionString: string,
  onIdleError: (error: Error) => void = () => {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Fail fast while the database is unreachable: the request answers 503 instead of hanging.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
    query_timeout: 30000,
  });
  // An idle connection that breaks emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', onIdleError);
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

/** PGlite in DATA_DIR when DATABASE_URL is unset, else PostgreSQL. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onIdleError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return createPostgresDatabase(config.databaseUrl, onIdleError);
  return createPgliteDatabase(path.join(config.dataDir, 'pgdata'));
}
