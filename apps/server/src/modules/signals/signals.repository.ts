import { asc, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchSignals } from '../../db/schema/index';

// The signals as stored: only added, read again by id from where a process left off.

export type NewSignal = typeof searchSignals.$inferInsert;

export async function insertSignals(db: Database, rows: readonly NewSignal[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(searchSignals).values([...rows]);
}

export interface SignalRow {
  id: number;
  kind: string;
  shopId: number;
  userId: number | null;
  eventType: string | null;
  query: string | null;
  partTypeId: string | null;
  productId: number | null;
}

/** The signals after `afterId`, oldest first, at most `limit`. */
export async function findSignalsAfter(
  db: Database,
  afterId: number,
  limit: number,
): Promise<SignalRow[]> {
  return db
    .select({
      id: searchSignals.id,
      kind: searchSignals.kind,
      shopId: searchSignals.shopId,
      userId: searchSignals.userId,
      eventType: searchSignals.eventType,
      query: searchSignals.query,
      partTypeId: searchSignals.partTypeId,
      productId: searchSignals.productId,
    })
    .from(searchSignals)
    .where(gt(searchSignals.id, afterId))
    .orderBy(asc(searchSignals.id))
    .limit(limit);
}
