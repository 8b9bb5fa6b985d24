import type { Database } from '../db/client';

/** Entries kept per process at most, oldest dropped first (a few MB). */
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  userId: number;
  familyId: string;
  expiresAt: number;
  value: Promise<T | null>;
}

/**
 * A short-lived, per-process memory of "this login of this user is live, and this is the user":
 * what every authenticated request would otherwise read from the database. Keyed by (user id,
 * login family id); only positive answers are kept.
 *
 * Exactness in this process rests on one rule: whatever changes the answer (a write to the user's
 * row, the end of a login) calls forgetUser / forgetFamily after its write has completed. An entry
 * is stored when its load starts, so forgetting also drops loads still in flight, and a load that
 * starts after the forget reads the database after the write. Other processes notice only when
 * their entry expires: the TTL bounds how long a revoked login lives there.
 */
export class AuthCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly byUser = new Map<number, Set<string>>();
  private readonly byFamily = new Map<string, Set<string>>();

  /**
   * The cached answer of (userId, familyId), else load()'s, kept for ttlMs when it is not null.
   * Concurrent misses of one key share one load.
   */
  get(
    userId: number,
    familyId: string,
    nowMs: number,
    ttlMs: number,
    load: () => Promise<T | null>,
  ): Promise<T | null> {
    if (ttlMs <= 0) return load();
    const key = `${userId}:${familyId}`;
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > nowMs) return hit.value;
    if (hit) this.remove(key);

    const value = load();
    const entry: Entry<T> = { userId, familyId, expiresAt: nowMs + ttlMs, value };
    this.add(key, entry);
    // Refusals and failures (database down) are not remembered.
    value.then(
      (answer) => {
        if (answer === null) this.removeIf(key, entry);
      },
      () => this.removeIf(key, entry),
    );
    if (this.entries.size > MAX_ENTRIES) this.remove(this.entries.keys().next().value!);
    return value;
  }

  /** After a write to the user's row: their next request reads it again. */
  forgetUser(userId: number) {
    for (const key of [...(this.byUser.get(userId) ?? [])]) this.remove(key);
  }

  /** After a login (refresh token family) ended. */
  forgetFamily(familyId: string) {
    for (const key of [...(this.byFamily.get(familyId) ?? [])]) this.remove(key);
  }

  get size() {
    return this.entries.size;
  }

  private add(key: string, entry: Entry<T>) {
    this.entries.set(key, entry);
    addTo(this.byUser, entry.userId, key);
    addTo(this.byFamily, entry.familyId, key);
  }

  private removeIf(key: string, entry: Entry<T>) {
    if (this.entries.get(key) === entry) this.remove(key);
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    removeFrom(this.byUser, entry.userId, key);
    removeFrom(this.byFamily, entry.familyId, key);
  }
}

function addTo<K>(index: Map<K, Set<string>>, id: K, key: string) {
  const keys = index.get(id);
  if (keys) keys.add(key);
  else index.set(id, new Set([key]));
}

function removeFrom<K>(index: Map<K, Set<string>>, id: K, key: string) {
  const keys = index.get(id);
  if (!keys) return;
  keys.delete(key);
  if (keys.size === 0) index.delete(id);
}

// One cache per database handle, i.e. per app instance (tests build several in one process).
const caches = new WeakMap<Database, AuthCache<unknown>>();

/** The authentication cache of an app's database handle. */
export function authCacheOf<T>(db: Database): AuthCache<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AuthCache<unknown>();
    caches.set(db, cache);
  }
  return cache as AuthCache<T>;
}

/**
 * Call after any write to a user's row has completed (outside a transaction, or after its commit,
 * with the app's handle rather than the transaction's).
 */
export function forgetAuthUser(db: Database, userId: number) {
  caches.get(db)?.forgetUser(userId);
}

/** Call after a login (refresh token family) was revoked; same rules as forgetAuthUser. */
export function forgetAuthFamily(db: Database, familyId: string) {
  caches.get(db)?.forgetFamily(familyId);
}
