import type { Database } from '../../db/client';
import { findLookupProductDetails, type LookupProductDetails } from './products.repository';

// What the parts lookup shows of a product besides its stock (brand, number, description, prices,
// kit type) changes only when the parts catalog is loaded again. So each process keeps what it
// read, per database handle, and the lookup's statement reads only what changes (the fitment, the
// stock, the shop and its vehicle) plus when the catalog was loaded: a catalog loaded after the
// entries were read empties the cache before it answers. Products a lookup finds missing are read
// in a second statement, once.

/** Products kept per process at most (about 30 MB), the oldest read dropped first. */
export const PRODUCT_DETAILS_CACHE_MAX = 100_000;

interface Cache {
  /** The parts catalog's load time the entries are of. */
  catalogLoadedAt: string | null;
  entries: Map<number, LookupProductDetails>;
}

const caches = new WeakMap<Database, Cache>();

/**
 * The details of the products, in no particular order (an unknown id has none), read from the
 * database only for those this process does not have for the catalog loaded at `catalogLoadedAt`.
 */
export async function productDetailsOf(
  db: Database,
  catalogLoadedAt: string | null,
  productIds: readonly number[],
): Promise<Map<number, LookupProductDetails>> {
  let cache = caches.get(db);
  if (!cache || cache.catalogLoadedAt !== catalogLoadedAt) {
    cache = { catalogLoadedAt, entries: new Map() };
    caches.set(db, cache);
  }
  const found = new Map<number, LookupProductDetails>();
  const missing: number[] = [];
  for (const id of productIds) {
    const details = cache.entries.get(id);
    if (details) found.set(id, details);
    else if (!found.has(id)) missing.push(id);
  }
  if (missing.length === 0) return found;
  const read = await findLookupProductDetails(db, [...new Set(missing)]);
  // A catalog loaded while they were read: they are not kept (the next lookup sees the new stamp).
  const current = caches.get(db) === cache;
  for (const details of read) {
    found.set(details.productId, details);
    if (current) cache.entries.set(details.productId, details);
  }
  while (cache.entries.size > PRODUCT_DETAILS_CACHE_MAX) {
    cache.entries.delete(cache.entries.keys().next().value!);
  }
  return found;
}
