import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  type DatabaseHandle,
  wrapPglite,
} from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';

/** The PostgreSQL server the suite runs against, or undefined for the embedded database. */
export const TEST_DATABASE_URL = process.env.DATABASE_URL || undefined;

/** A migrated, demo-seeded database made once per run that every test file copies. */
export type DatabaseTemplate =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

const randomName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(serverUrl: string, name: string) {
  await onServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** What a first start with demo data makes (db/prepare.ts). */
async function migrateAndSeed(handle: DatabaseHandle) {
  await prepareDatabase(handle, { seedDemo: true });
}

export async function createTemplate(): Promise<{
  template: DatabaseTemplate;
  dispose(): Promise<void>;
}> {
  if (TEST_DATABASE_URL) {
    const name = randomName('procounter_template');
    await onServer(TEST_DATABASE_URL, (c) => c.query(`CREATE DATABASE ${name}`));
    const handle = await createPostgresDatabase(databaseUrl(TEST_DATABASE_URL, name));
    try {
      await migrateAndSeed(handle);
    } finally {
      await handle.close();
    }
    return {
      template: { kind: 'postgres', name },
      dispose: () => dropDatabase(TEST_DATABASE_URL!, name),
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'procounter-template-'));
  const handle = await createPgliteDatabase(undefined);
  try {
    await migrateAndSeed(handle);
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await handle.client.dumpDataDir('none');
    const dumpPath = path.join(dir, 'pgdata.tar');
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    return {
      template: { kind: 'pglite', dumpPath },
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  } finally {
    await handle.close();
  }
}

export interface TestDatabase {
  /** The URL of the new PostgreSQL database, undefined for PGlite. */
  url: string | undefined;
  /** PGlite on disk: the DATA_DIR (the database is in its pgdata folder). */
  dataDir: string | undefined;
  /** Opens the database; `url` may differ from the one above (a proxy in front of it). */
  open(url?: string): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file, copied from the run's template when there is one (else
 * migrated and seeded here). PGlite lives in memory unless `onDisk` (a temporary DATA_DIR that
 * drop() removes): an in-memory database cannot be reopened, nor shared with a server process.
 */
export async function createTestDatabase(
  template: DatabaseTemplate | undefined,
  { onDisk = false }: { onDisk?: boolean } = {},
): Promise<TestDatabase> {
  if (TEST_DATABASE_URL) {
    const serverUrl = TEST_DATABASE_URL;
    const name = randomName('procounter_test');
    const source = template?.kind === 'postgres' ? ` TEMPLATE ${template.name}` : '';
    await onServer(serverUrl, (c) => c.query(`CREATE DATABASE ${name}${source}`));
    const url = databaseUrl(serverUrl, name);
    return {
      url,
      dataDir: undefined,
      async open(via = url) {
        const handle = await createPostgresDatabase(via);
        if (!source) await migrateAndSeed(handle);
        return handle;
      },
      drop: () => dropDatabase(serverUrl, name),
    };
  }
  const dataDir = onDisk ? await mkdtemp(path.join(os.tmpdir(), 'procounter-test-')) : undefined;
  const pgdataDir = dataDir && path.join(dataDir, 'pgdata');
  return {
    url: undefined,
    dataDir,
    async open() {
      if (template?.kind === 'pglite') {
        const loadDataDir = new Blob([await readFile(template.dumpPath)]);
        if (pgdataDir === undefined) return wrapPglite(await PGlite.create({ loadDataDir }));
        return wrapPglite(await PGlite.create(pgdataDir, { loadDataDir }), pgdataDir);
      }
      const handle = await createPgliteDatabase(pgdataDir);
      await migrateAndSeed(handle);
      return handle;
    },
    drop: async () => {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
