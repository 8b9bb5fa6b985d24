import type { Database } from '../../db/client';
import { ShopSearchIndex } from './customer-search-index';
import {
  findChangedCustomerIds,
  findIndexedCustomers,
  findSearchVersion,
  type SearchPageRow,
} from './customers.repository';

// The per-process in-memory search indexes of the shops (customer-search-index.ts), one per
// database handle and shop, built on a shop's first search. They follow every write, this
// process's or another's: the triggers of migration 0017 bump the shop's version and mark the
// customers a statement touched; each search's page read (customers.repository
// findSearchPageRows) says whether anything changed past the index's version, and if so the index
// reads those customers again (findChangedCustomerIds, findIndexedCustomers) and the search runs
// again. The page's rows come from the database in that same statement, and are kept (up to
// ROWS_KEPT a shop, ROW_MAX_AGE_MS old): a row is valid while the index has applied no change of its
// customer since it was read (a refresh drops the rows of the customers it reads again, a rebuilt
// index all of them), and only with that statement's answer that nothing changed past the index's
// version; a page whose rows are all kept asks just that.

/** (customer, term) pairs a process keeps in all its indexes; past it, the least used go. */
export const CUSTOMER_SEARCH_INDEX_BUDGET = 4_000_000;
/** A shop with more pairs than this is searched in SQL only (customers.service sqlSearch). */
export const CUSTOMER_SEARCH_INDEX_MAX_SHOP = 2_500_000;
/** Changed customers an index keeps apart before it is built again (in the background). */
const REBUILD_AFTER_CHANGES = 1_000;
/** Page rows a shop keeps, the least recently read dropped first. */
export const ROWS_KEPT = 2_000;
/**
 * How long a kept row is used: the catalog's vehicle names in it change only when the vehicle
 * catalog is loaded again, which no trigger reports.
 */
const ROW_MAX_AGE_MS = 5 * 60_000;

interface Holder {
  /** Resolves to the index, or null for a shop too big to keep. */
  ready: Promise<ShopSearchIndex | null>;
  index: ShopSearchIndex | null;
  refreshing: Promise<void> | null;
  rebuilding: boolean;
  lastUsed: number;
  /** Page rows by customer id, with when they were read; oldest read first. */
  rows: Map<number, { row: SearchPageRow; readAt: number }>;
}

const holders = new WeakMap<Database, Map<number, Holder>>();
let clock = 0;

async function buildIndex(db: Database, shopId: number): Promise<ShopSearchIndex | null> {
  // The version first: data read after it is as new or newer, and changes past it are read again.
  const version = await findSearchVersion(db, shopId);
  const customers = await findIndexedCustomers(db, shopId);
  const pairs = customers.reduce((sum, c) => sum + c.terms.length, 0);
  if (pairs > CUSTOMER_SEARCH_INDEX_MAX_SHOP) return null;
  return new ShopSearchIndex(customers, version);
}

/** Drops the least recently used indexes of the handle while they weigh more than the budget. */
function evict(shops: Map<number, Holder>, keep: Holder) {
  let total = 0;
  for (const holder of shops.values()) total += holder.index?.size ?? 0;
  while (total > CUSTOMER_SEARCH_INDEX_BUDGET) {
    let oldest: [number, Holder] | undefined;
    for (const entry of shops) {
      if (
        entry[1] !== keep &&
        entry[1].index &&
        (!oldest || entry[1].lastUsed < oldest[1].lastUsed)
      )
        oldest = entry;
    }
    if (!oldest) return;
    total -= oldest[1].index!.size;
    shops.delete(oldest[0]);
  }
}

function holderOf(db: Database, shopId: number): Holder {
  let shops = holders.get(db);
  if (!shops) {
    shops = new Map();
    holders.set(db, shops);
  }
  let holder = shops.get(shopId);
  if (!holder) {
    const created: Holder = {
      ready: buildIndex(db, shopId),
      index: null,
      refreshing: null,
      rebuilding: false,
      lastUsed: 0,
      rows: new Map(),
    };
    created.ready.then(
      (index) => {
        created.index = index;
        evict(shops, created);
      },
      // A failed build is tried again by the next search.
      () => shops.delete(shopId),
    );
    shops.set(shopId, created);
    holder = created;
  }
  holder.lastUsed = ++clock;
  return holder;
}

export interface ShopSearch {
  index: ShopSearchIndex;
  /** Reads again what changed past the index's version. */
  refresh: () => Promise<void>;
  /** The kept rows of these customers (those kept and young enough). */
  keptRows: (ids: readonly number[]) => Map<number, SearchPageRow>;
  /**
   * Keeps rows read with the answer that nothing changed past `version`: only while the index is
   * still at that version (a refresh in between may have dropped newer rows of theirs).
   */
  keepRows: (rows: readonly SearchPageRow[], version: number) => void;
}

/** The shop's index, built on first use; null for a shop searched in SQL only. */
export async function shopSearchIndex(db: Database, shopId: number): Promise<ShopSearch | null> {
  const holder = holderOf(db, shopId);
  const built = holder.index ?? (await holder.ready);
  if (!built) return null;
  const index = holder.index ?? built;
  return {
    index,
    refresh: () => refresh(db, shopId, holder),
    keptRows(ids) {
      const found = new Map<number, SearchPageRow>();
      const oldest = Date.now() - ROW_MAX_AGE_MS;
      for (const id of ids) {
        const kept = holder.rows.get(id);
        if (!kept) continue;
        if (kept.readAt < oldest) {
          holder.rows.delete(id);
          continue;
        }
        found.set(id, kept.row);
      }
      return found;
    },
    keepRows(rows, version) {
      if (holder.index !== index || index.version !== version) return;
      const readAt = Date.now();
      for (const row of rows) {
        holder.rows.delete(row.id);
        holder.rows.set(row.id, { row, readAt });
      }
      for (const id of holder.rows.keys()) {
        if (holder.rows.size <= ROWS_KEPT) break;
        holder.rows.delete(id);
      }
    },
  };
}

/** Reads again the customers that changed past the index's version (one refresh at a time). */
function refresh(db: Database, shopId: number, holder: Holder): Promise<void> {
  holder.refreshing ??= (async () => {
    try {
      const index = holder.index;
      if (!index) return;
      const changes = await findChangedCustomerIds(db, shopId, index.version);
      if (changes.length === 0) return;
      const ids = changes.map((c) => c.customerId);
      const current = await findIndexedCustomers(db, shopId, ids);
      index.apply(ids, current);
      for (const id of ids) holder.rows.delete(id);
      index.version = changes.reduce((max, c) => Math.max(max, c.version), index.version);
      if (index.changedCount > REBUILD_AFTER_CHANGES && !holder.rebuilding) {
        holder.rebuilding = true;
        buildIndex(db, shopId)
          .then((fresh) => {
            // Changes past the fresh index's version are read by its next refresh. Rows kept
            // under the old index may predate changes the fresh one took in whole.
            if (fresh) {
              holder.index = fresh;
              holder.rows.clear();
            }
          })
          .catch(() => {})
          .finally(() => {
            holder.rebuilding = false;
          });
      }
    } finally {
      holder.refreshing = null;
    }
  })();
  return holder.refreshing;
}
