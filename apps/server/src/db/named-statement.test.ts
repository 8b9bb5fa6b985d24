import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import type { DatabaseHandle } from './client';
import { defineNamedStatement, executeNamed } from './named-statement';
import { withTransaction } from './transaction';

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

const shopsIn = (ids: number[]) =>
  sql`select id from shops where id = any(${sql.param(ids)}::int[]) order by id`;

describe('executeNamed', () => {
  it('answers the rows of a statement run again and again with other parameters, in a transaction too', async () => {
    const { db } = handle;
    for (let round = 0; round < 8; round++) {
      const { rows } = await executeNamed(db, 'test_shops_in', shopsIn([1001, 1002, 999_999]));
      expect(rows.map((r) => Number(r.id))).toEqual([1001, 1002]);
    }
    expect((await executeNamed(db, 'test_shops_in', shopsIn([]))).rows).toEqual([]);
    const inTransaction = await withTransaction(db, (tx) =>
      executeNamed(tx, 'test_shops_in', shopsIn([4001])),
    );
    expect(inTransaction.rows.map((r) => Number(r.id))).toEqual([4001]);
  });

  it('refuses another text under a name already used', async () => {
    await executeNamed(handle.db, 'test_one_text', sql`select 1 as one`);
    await expect(executeNamed(handle.db, 'test_one_text', sql`select 2 as two`)).rejects.toThrow(
      /test_one_text was prepared with another text/,
    );
  });
});

describe('defineNamedStatement', () => {
  const shopsAmong = defineNamedStatement<{ ids: number[]; above: number }>(
    'test_shops_among',
    () =>
      sql`select id from shops where id = any(${sql.placeholder('ids')}::int[]) and id > ${sql.placeholder('above')}::int order by id`,
  );

  it('fills each call its own values into the one text, in a transaction too', async () => {
    const { db } = handle;
    for (let round = 0; round < 8; round++) {
      const { rows } = await shopsAmong(db, { ids: [1001, 1002, 2001, 999_999], above: 1001 });
      expect(rows.map((r) => Number(r.id))).toEqual([1002, 2001]);
    }
    expect((await shopsAmong(db, { ids: [], above: 0 })).rows).toEqual([]);
    const inTransaction = await withTransaction(db, (tx) =>
      shopsAmong(tx, { ids: [4001], above: 0 }),
    );
    expect(inTransaction.rows.map((r) => Number(r.id))).toEqual([4001]);
  });
});
