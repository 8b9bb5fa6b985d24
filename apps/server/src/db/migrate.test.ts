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

const columnExists = async (table: string, column: string) => {
  const { rows } = (await handle.db.execute(
    sql`select 1 from information_schema.columns where table_name = ${table} and column_name = ${column}`,
  )) as unknown as { rows: unknown[] };
  return rows.length > 0;
};

describe('migrateDatabase', () => {
  it('applies the migration a database lacks, and nothing on an up-to-date one', async () => {
    // The newest migration (0034) added this column; as if the database had never had it.
    await handle.db.execute(sql`alter table recent_vehicles drop column qualifier_answers`);
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await columnExists('recent_vehicles', 'qualifier_answers')).toBe(false);
    await migrateDatabase(handle);
    expect(await columnExists('recent_vehicles', 'qualifier_answers')).toBe(true);
    // Up to date: a second run changes nothing (it would fail adding the column again).
    await migrateDatabase(handle);
    expect(await columnExists('recent_vehicles', 'qualifier_answers')).toBe(true);
  });
});
