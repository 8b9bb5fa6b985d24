import type { Query, SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database } from './client';

// Named prepared statements for the hottest raw statements (the current shop's check of every
// call, the customer search's page). An unnamed statement is parsed and planned at each call:
// on PostgreSQL that planning cost more than running them (about 1 ms of 1.4 ms for the search's
// page under 200 connections), and PostgreSQL shares the machine's cores with the server. Named,
// node-postgres parses a statement once per connection and PostgreSQL keeps its plan (the pool's
// connections run with plan_cache_mode force_generic_plan, db/client.ts: under auto, statements
// with a flag or an array parameter were planned again at every call). PGlite runs in the process
// and ignores the name.
//
// A name stands for one statement text for the life of a connection: the SQL given under a name
// must always be the same text (no lists spliced in: pass an array as one parameter, `= any(...)`),
// which executeNamed checks at each call.

const textsByName = new Map<string, string>();

/**
 * Runs `query` as the prepared statement `name` on `db` (a transaction's too) and answers its
 * rows as db.execute does.
 */
export async function executeNamed(
  db: Database,
  name: string,
  query: SQL,
): Promise<{ rows: Record<string, unknown>[] }> {
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const built = dialect.sqlToQuery(query);
  const known = textsByName.get(name);
  if (known === undefined) textsByName.set(name, built.sql);
  else if (known !== built.sql)
    throw new Error(`the statement ${name} was prepared with another text`);
  const prepared = session.prepareQuery(built, undefined, name, false);
  return (await prepared.execute()) as { rows: Record<string, unknown>[] };
}

/**
 * A named statement whose text is built once, with placeholders (`sql.placeholder('userId')`)
 * where each call's values go: a call only fills them in, where executeNamed builds the whole
 * text again from its parts (drizzle's query building was a twentieth of a parts lookup's CPU).
 */
export function defineNamedStatement<Values extends Record<string, unknown>>(
  name: string,
  build: () => SQL,
): (db: Database, values: Values) => Promise<{ rows: Record<string, unknown>[] }> {
  let built: Query | undefined;
  return async (db, values) => {
    const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
    if (!built) {
      built = dialect.sqlToQuery(build());
      const known = textsByName.get(name);
      if (known !== undefined && known !== built.sql)
        throw new Error(`the statement ${name} was prepared with another text`);
      textsByName.set(name, built.sql);
    }
    const prepared = session.prepareQuery(built, undefined, name, false);
    return (await prepared.execute(values)) as { rows: Record<string, unknown>[] };
  };
}
