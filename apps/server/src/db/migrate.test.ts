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

describe('migrateDatabase', () => {
  it('applies the migration a database lacks, and nothing on an up-to-date one', async () => {
    // The newest migration (0028) made this index; as if the database had never had it.
    await handle.db.execute(sql`drop index worksheet_items_worksheet_product_idx`);
    await handle.db.execute(
      sql`create index worksheet_items_worksheet_id_idx on worksheet_items (worksheet_id)`,
    );
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    await migrateDatabase(handle);
    expect(await indexExists('worksheet_items_worksheet_product_idx')).toBe(true);
    expect(await indexExists('worksheet_items_worksheet_id_idx')).toBe(false);
    // Up to date: a second run changes nothing (it would fail creating the index again).
    await migrateDatabase(handle);
    expect(await indexExists('worksheet_items_worksheet_product_idx')).toBe(true);
  });
});
