import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { Bus, BusLog } from './bus';

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
 * starts after the forget reads the database after the write. Other processes hear of it on the bus
 * (shareAuthCache): each forget is published after the local one, so after the write's commit, and
 * every other process forgets as it receives it (a few milliseconds); the TTL still bounds what the
 * bus could not carry (the database down at that moment, a listener reconnecting).
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

/** The channel on which every process's forgets reach the others (lib/bus.ts). */
export const AUTH_FORGET_CHANNEL = 'auth_forget';
/** Families per bus message: 100 ids of 36 characters stay well under the bus's 7900 bytes. */
const FAMILIES_PER_MESSAGE = 100;

interface ForgetMessage {
  /** The app instance that published it, which has forgotten already. */
  from: string;
  userId?: number;
  familyIds?: string[];
}

interface SharedCache {
  bus: Bus;
  log: BusLog;
  instance: string;
}

const shared = new WeakMap<Database, SharedCache>();

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
 * Joins the app's cache to the bus: from when it resolves, what any other process forgets this one
 * forgets too, and this one's forgets are published. Answers the function that leaves.
 */
export async function shareAuthCache(
  db: Database,
  bus: Bus,
  log: BusLog,
): Promise<() => Promise<void>> {
  const instance = randomUUID();
  const unsubscribe = await bus.subscribe(AUTH_FORGET_CHANNEL, (message) => {
    const { from, userId, familyIds } = message as ForgetMessage;
    if (from === instance) return;
    const cache = caches.get(db);
    if (!cache) return;
    if (typeof userId === 'number') cache.forgetUser(userId);
    for (const familyId of familyIds ?? []) cache.forgetFamily(familyId);
  });
  shared.set(db, { bus, log, instance });
  return async () => {
    shared.delete(db);
    await unsubscribe();
  };
}

async function publishForget(db: Database, message: Omit<ForgetMessage, 'from'>) {
  const link = shared.get(db);
  if (!link) return;
  try {
    await link.bus.publish(AUTH_FORGET_CHANNEL, { from: link.instance, ...message });
  } catch (error) {
    // The other processes forget when their entries expire (AUTH_CACHE_TTL_SECONDS).
    link.log.warn({ err: error }, 'auth cache: a forget did not reach the other processes');
  }
}

/**
 * Call after any write to a user's row has completed (outside a transaction, or after its commit,
 * with the app's handle rather than the transaction's). This process forgets at once; the promise
 * resolves once the other processes have been told (it never rejects): await it before answering,
 * so the caller's next request, wherever it lands, finds the change.
 */
export function forgetAuthUser(db: Database, userId: number): Promise<void> {
  caches.get(db)?.forgetUser(userId);
  return publishForget(db, { userId });
}

/** Call after logins (refresh token families) were revoked; same rules as forgetAuthUser. */
export async function forgetAuthFamilies(db: Database, familyIds: readonly string[]) {
  const cache = caches.get(db);
  for (const familyId of familyIds) cache?.forgetFamily(familyId);
  for (let at = 0; at < familyIds.length; at += FAMILIES_PER_MESSAGE) {
    await publishForget(db, { familyIds: familyIds.slice(at, at + FAMILIES_PER_MESSAGE) });
  }
}

/** Call after a login (refresh token family) was revoked; same rules as forgetAuthUser. */
export function forgetAuthFamily(db: Database, familyId: string): Promise<void> {
  return forgetAuthFamilies(db, [familyId]);
}
