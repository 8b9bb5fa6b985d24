import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DatabaseHandle } from '../../db/client';

// One transaction on one connection that can COPY: what loading millions of rows needs and Drizzle
// does not offer. PGlite reads COPY FROM '/dev/blob' with the text as the query's blob;
// node-postgres streams COPY FROM STDIN through pg-copy-streams on a connection of its own, without
// the pool's 30-second query timeout (building the indexes of 10 million rows takes longer).

export interface BulkSession {
  readonly kind: DatabaseHandle['kind'];
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** COPY text rows into a table; FREEZE when the table was emptied by TRUNCATE in this transaction. */
  copyIn(table: string, columns: readonly string[], text: string, freeze: boolean): Promise<void>;
}

const copyStatement = (
  table: string,
  columns: readonly string[],
  source: string,
  freeze: boolean,
) => `COPY ${table} (${columns.join(', ')}) FROM ${source}${freeze ? ' WITH (FREEZE)' : ''}`;

/** Runs `work` in one transaction; commits when it resolves, rolls back when it throws. */
export async function inBulkTransaction<T>(
  handle: DatabaseHandle,
  work: (session: BulkSession) => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') {
    return handle.client.transaction(async (tx) =>
      work({
        kind: 'pglite',
        query: async <R>(text: string, params?: unknown[]) =>
          (await tx.query<R>(text, params)).rows,
        copyIn: async (table, columns, text, freeze) => {
          if (text === '') return;
          await tx.query(copyStatement(table, columns, "'/dev/blob'", freeze), [], {
            blob: new Blob([text]),
          });
        },
      }),
    );
  }
  const { query_timeout: _timeout, ...options } = handle.pool.options;
  const { default: pg } = await import('pg');
  const client = new pg.Client(options);
  await client.connect();
  try {
    await client.query('begin');
    try {
      const result = await work({
        kind: 'postgres',
        query: async <R>(text: string, params?: unknown[]) =>
          (await client.query(text, params)).rows as R[],
        copyIn: async (table, columns, text, freeze) => {
          if (text === '') return;
          // pg-copy-streams loads with the first catalog load, not at every start.
          const { from: copyFrom } = await import('pg-copy-streams');
          const stream = client.query(copyFrom(copyStatement(table, columns, 'STDIN', freeze)));
          await pipeline(Readable.from([text]), stream);
        },
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  } finally {
    await client.end();
  }
}

interface Deferred {
  indexes: { definition: string }[];
  constraints: { table: string; name: string; type: 'u' | 'f'; definition: string }[];
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Drops the secondary indexes, unique constraints and foreign keys of tables about to be bulk
 * loaded, and answers the function that puts them back: building an index once over sorted rows
 * and checking a foreign key with one join are far faster than maintaining them row by row. The
 * definitions come from the catalog (pg_get_indexdef, pg_get_constraintdef), so the schema stays
 * the migrations' and names do not change. Primary keys stay (ids arrive in order). A unique
 * constraint that another table's foreign key needs stays too. Foreign keys of other tables that
 * point at these (worksheet_items.product_id) go and come back as well, so that the tables can
 * be TRUNCATEd (and COPY FREEZE) while they exist: putting one back checks every row again, so
 * the load fails, changing nothing, if a row points at something the new data lacks.
 */
export async function deferIndexes(
  session: BulkSession,
  tables: readonly string[],
): Promise<() => Promise<void>> {
  const list = tables.join(',');
  const constraints = await session.query<Deferred['constraints'][number]>(
    `select c.conrelid::regclass::text as "table", c.conname as name, c.contype as type,
            pg_get_constraintdef(c.oid) as definition
       from pg_constraint c
      where (c.conrelid = any(string_to_array($1, ',')::regclass[])
             and (c.contype = 'f'
                  or (c.contype = 'u' and not exists (
                        select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid))))
         or (c.contype = 'f' and c.confrelid = any(string_to_array($1, ',')::regclass[]))
      order by c.contype, c.conname`,
    [list],
  );
  const indexes = await session.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid = any(string_to_array($1, ',')::regclass[])
        and not exists (select 1 from pg_constraint c
                         where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
      order by 1`,
    [list],
  );
  // Foreign keys first: a unique constraint may not go while a key of ours still leans on it.
  for (const c of [...constraints].sort((a, b) =>
    a.type === b.type ? 0 : a.type === 'f' ? -1 : 1,
  )) {
    await session.query(`alter table ${c.table} drop constraint ${quoteIdent(c.name)}`);
  }
  for (const index of indexes) await session.query(`drop index ${index.name}`);
  return async () => {
    for (const index of indexes) await session.query(index.definition);
    for (const c of constraints.filter((c) => c.type === 'u')) {
      await session.query(
        `alter table ${c.table} add constraint ${quoteIdent(c.name)} ${c.definition}`,
      );
    }
    for (const c of constraints.filter((c) => c.type === 'f')) {
      await session.query(
        `alter table ${c.table} add constraint ${quoteIdent(c.name)} ${c.definition}`,
      );
    }
  };
}

/**
 * Empties a table: TRUNCATE when no foreign key points at it (then COPY may FREEZE: rows written
 * frozen and all-visible, so index-only scans work without a VACUUM), else DELETE. Answers
 * whether it truncated.
 */
export async function emptyTable(session: BulkSession, table: string): Promise<boolean> {
  const [referenced] = await session.query<{ referenced: boolean }>(
    `select exists (select 1 from pg_constraint where contype = 'f' and confrelid = $1::regclass) as referenced`,
    [table],
  );
  if (referenced?.referenced) {
    await session.query(`delete from ${table}`);
    return false;
  }
  await session.query(`truncate table ${table}`);
  return true;
}
