import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

// A start on an up-to-date database reads one row instead of running drizzle's migrator; one a
// migration behind still gets it.

let testDatabase: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  testDatabase = await createTestDatabase(inject('databaseTemplate'));
  handle = await testDatabase.open();
});

afterAll(async () => {
  await handle?.close();
  await testDatabase?.drop();
});

const indexExists = async (name: string) => {
  const { rows } = (await handle.db.execute(
    sql`select 1 from pg_indexes where indexname = ${name}`,
  )) as unknown as { rows: unknown[] };
  return rows.length > 0;
};

const tableExists = async (name: string) => {
  const { rows } = (await handle.db.execute(
    sql`select 1 from pg_tables where schemaname = 'public' and tablename = ${name}`,
  )) as unknown as { rows: unknown[] };
  return rows.length > 0;
};

describe('migrateDatabase', () => {
  it('applies the migration a database lacks, and nothing on an up-to-date one', async () => {
    // The newest migration (0029) made this table; as if the database had never had it.
    await handle.db.execute(sql`drop table part_interchange`);
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await tableExists('part_interchange')).toBe(false);
    await migrateDatabase(handle);
    expect(await tableExists('part_interchange')).toBe(true);
    expect(await indexExists('part_interchange_number_key_idx')).toBe(true);
    // Up to date: a second run changes nothing (it would fail creating the table again).
    await migrateDatabase(handle);
    expect(await tableExists('part_interchange')).toBe(true);
  });
});
