import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths';
import type { DatabaseHandle } from './client';

// Any constant shared by every ProCounter process: several servers starting at once against one
// PostgreSQL take turns instead of racing to create the same tables.
const MIGRATION_LOCK_KEY = 7_212_026;

/**
 * Whether the database has every migration of the folder: its newest applied one is the journal's
 * newest (drizzle applies those made after the newest it recorded, by the journal's `when`). One
 * small read, where drizzle's migrator reads and hashes every migration file first: a start on
 * an up-to-date database (nearly every start) skips it. False when it cannot tell.
 */
async function isUpToDate(handle: DatabaseHandle, migrationsFolder: string): Promise<boolean> {
  try {
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    const newest = Math.max(...journal.entries.map((entry) => entry.when));
    const query = 'select max(created_at)::text as newest from drizzle.__drizzle_migrations';
    const rows =
      handle.kind === 'pglite'
        ? (await handle.client.query<{ newest: string | null }>(query)).rows
        : (await handle.pool.query<{ newest: string | null }>(query)).rows;
    return rows[0]?.newest != null && Number(rows[0].newest) >= newest;
  } catch {
    // No migrations table yet (a new database), or no journal: drizzle's migrator decides.
    return false;
  }
}

/** Applies the generated migrations in ./drizzle that the database has not seen yet. */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder: string = MIGRATIONS_DIR,
): Promise<void> {
  if (await isUpToDate(handle, migrationsFolder)) return;
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.client), { migrationsFolder });
    return;
  }
  // node-postgres's drizzle driver loads only for PostgreSQL.
  const [{ drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
