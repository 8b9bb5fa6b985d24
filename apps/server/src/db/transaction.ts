import type { Database } from './client';

// The one way to open a transaction. Drizzle's transaction object is a Database to every
// repository function (both drivers), so work takes it as it takes the database: no casts.

/**
 * Runs `work` in one transaction on `db`, handing it the transaction. Inside a transaction
 * already, the nested one is a savepoint: the whole still commits or rolls back as one.
 */
export function withTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/** withTransaction for a service: `work` gets the same deps, their db the transaction. */
export function inTransaction<D extends { db: Database }, T>(
  deps: D,
  work: (tx: D) => Promise<T>,
): Promise<T> {
  return withTransaction(deps.db, (db) => work({ ...deps, db }));
}
