/**
 * Client storage (R-SHELL-9): named keys, each cached entry kept as {value, refreshedOn}
 * so a reader can tell how old it is. A punch-out (cXML) session keeps everything in
 * sessionStorage instead of localStorage, so a buyer's tab never leaks into the shop's own tabs.
 */

export const STORAGE_KEYS = [
  'auth',
  'user',
  'features',
  'storeFeatures',
  'currentShop',
  'punchout',
  'postLoginRedirectPath',
  'locale',
  'mobileBannerDismissed',
  'chatButtonHiddenUntil',
  'masqueradeSource',
  'passwordChangeRequired',
  'termsAcceptRequired',
  /** The state last used for a plate search (R-VEH-2: the state picker's default). */
  'lastPlateState',
  /** The stock order each user of this device last quick-added to (lib/quick-add-batch.ts). */
  'quickAddStockOrders',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

/** Keys that outlive a login: the reader's own device choices. */
const DEVICE_KEYS: readonly StorageKey[] = [
  'locale',
  'mobileBannerDismissed',
  'chatButtonHiddenUntil',
  'punchout',
  // The counter's device stays in one place: the next person is likely to search that state too.
  'lastPlateState',
  // Per user: each one's last used stock order is there at their next login.
  'quickAddStockOrders',
];

export interface StoredEntry<T> {
  value: T;
  refreshedOn: number;
}

export interface StorageBackends {
  local: Storage | null;
  session: Storage | null;
  now: () => number;
}

/** A Storage that lives in memory: used when the browser refuses storage (private modes). */
export function createMemoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

export type AppStorage = ReturnType<typeof createAppStorage>;

export function createAppStorage(backends: StorageBackends) {
  const local = backends.local ?? createMemoryStorage();
  const session = backends.session ?? createMemoryStorage();

  /** The punchout flag itself always lives in sessionStorage: it belongs to the one tab. */
  function isPunchout(): boolean {
    return safeGet(session, 'punchout') !== null;
  }

  function backend(): Storage {
    return isPunchout() ? session : local;
  }

  function read<T>(key: StorageKey): StoredEntry<T> | null {
    const raw = safeGet(key === 'punchout' ? session : backend(), key);
    if (raw === null) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<StoredEntry<T>>;
      if (parsed === null || typeof parsed !== 'object' || !('value' in parsed)) return null;
      return { value: parsed.value as T, refreshedOn: Number(parsed.refreshedOn) || 0 };
    } catch {
      return null;
    }
  }

  function readValue<T>(key: StorageKey): T | null {
    return read<T>(key)?.value ?? null;
  }

  function write<T>(key: StorageKey, value: T, refreshedOn = backends.now()): void {
    const entry: StoredEntry<T> = { value, refreshedOn };
    safeSet(key === 'punchout' ? session : backend(), key, JSON.stringify(entry));
  }

  function remove(key: StorageKey): void {
    safeRemove(key === 'punchout' ? session : backend(), key);
  }

  /** Whether the entry exists and was refreshed less than `lifetimeMs` ago. */
  function isFresh(key: StorageKey, lifetimeMs: number, now = backends.now()): boolean {
    const entry = read(key);
    return entry !== null && now - entry.refreshedOn < lifetimeMs;
  }

  /** Marks this tab as a punch-out session: from now on every key lives in sessionStorage. */
  function markPunchout(buyerCookie: string): void {
    safeSet(
      session,
      'punchout',
      JSON.stringify({ value: buyerCookie, refreshedOn: backends.now() }),
    );
  }

  /** Logout: forget the session, keep the device choices (language, dismissed banners). */
  function clearSession(): void {
    for (const key of STORAGE_KEYS) {
      if (!DEVICE_KEYS.includes(key)) remove(key);
    }
  }

  return { read, readValue, write, remove, isFresh, isPunchout, markPunchout, clearSession };
}

function safeGet(store: Storage, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(store: Storage, key: string, value: string): void {
  try {
    store.setItem(key, value);
  } catch {
    // A full or refused storage only costs the cache; the app keeps working from memory.
  }
}

function safeRemove(store: Storage, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // See safeSet.
  }
}

function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const store = globalThis[name];
    return store ?? null;
  } catch {
    return null;
  }
}

/** The app's storage. */
export const storage = createAppStorage({
  local: browserStorage('localStorage'),
  session: browserStorage('sessionStorage'),
  now: () => Date.now(),
});
