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
    // The newest migration (0035) added this table and a column; as if the database never had them.
    await handle.db.execute(sql`drop table vehicle_documents`);
    await handle.db.execute(sql`alter table worksheet_vehicles drop column customer_vehicle_id`);
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await columnExists('vehicle_documents', 'inspection')).toBe(false);
    expect(await columnExists('worksheet_vehicles', 'customer_vehicle_id')).toBe(false);
    await migrateDatabase(handle);
    expect(await columnExists('vehicle_documents', 'inspection')).toBe(true);
    expect(await columnExists('worksheet_vehicles', 'customer_vehicle_id')).toBe(true);
    // Up to date: a second run changes nothing (it would fail creating the table again).
    await migrateDatabase(handle);
    expect(await columnExists('vehicle_documents', 'inspection')).toBe(true);
  });
});
