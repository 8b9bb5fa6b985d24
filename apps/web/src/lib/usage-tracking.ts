/**
 * Usage tracking in the browser (R-TRACK-2, R-TRACK-3): the lookup under way lives in
 * session storage (its uuid and timestamp, plus its lookup type and vehicle ids, which every beacon
 * of the lookup repeats), and beacons go out with navigator.sendBeacon, else fetch with keepalive.
 * Tracking must never disturb the user: every failure is swallowed, nothing throws, nothing toasts.
 */
import type { TrackedLookup, TrackedVehicleIds } from '@procounter/shared/contracts/tracking';

/** Session storage keys: one tab, one lookup at a time. */
export const TRACKING_UUID_KEY = 'trackingUuid';
export const TRACKING_TIMESTAMP_KEY = 'trackingTimestamp';
export const TRACKING_LOOKUP_KEY = 'trackingLookup';

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // A browser that refuses storage throws on access.
    return null;
  }
}

/** The lookup kept in memory when session storage refuses to keep it (null otherwise). */
let memoryLookup: TrackedLookup | null = null;

/** Starts a new lookup: a new uuid and timestamp that the beacons of this lookup carry. */
export function startTrackedLookup(
  lookupType: string,
  vehicleIds: TrackedVehicleIds,
  now = Date.now(),
): TrackedLookup {
  const lookup: TrackedLookup = {
    uuid: crypto.randomUUID(),
    timestamp: now,
    lookupType,
    vehicleIds,
  };
  memoryLookup = null;
  const store = sessionStore();
  try {
    if (!store) throw new Error('no session storage');
    store.setItem(TRACKING_UUID_KEY, lookup.uuid);
    store.setItem(TRACKING_TIMESTAMP_KEY, String(lookup.timestamp));
    store.setItem(TRACKING_LOOKUP_KEY, JSON.stringify({ lookupType, vehicleIds }));
  } catch {
    // Quota or private mode: an in-memory copy serves this page.
    memoryLookup = lookup;
  }
  return lookup;
}

/** The lookup under way in this tab, or null before the first one (or when storage is garbled). */
export function readTrackedLookup(): TrackedLookup | null {
  if (memoryLookup) return memoryLookup;
  const store = sessionStore();
  try {
    const uuid = store?.getItem(TRACKING_UUID_KEY);
    const timestamp = Number(store?.getItem(TRACKING_TIMESTAMP_KEY));
    const rest = JSON.parse(store?.getItem(TRACKING_LOOKUP_KEY) ?? 'null') as Pick<
      TrackedLookup,
      'lookupType' | 'vehicleIds'
    > | null;
    if (
      uuid &&
      Number.isFinite(timestamp) &&
      timestamp > 0 &&
      rest?.lookupType &&
      rest.vehicleIds
    ) {
      return { uuid, timestamp, lookupType: rest.lookupType, vehicleIds: rest.vehicleIds };
    }
  } catch {
    // Garbled storage: no lookup.
  }
  return null;
}

/** Forgets the lookup (tests; a logout may call it too). */
export function clearTrackedLookup(): void {
  memoryLookup = null;
  const store = sessionStore();
  try {
    store?.removeItem(TRACKING_UUID_KEY);
    store?.removeItem(TRACKING_TIMESTAMP_KEY);
    store?.removeItem(TRACKING_LOOKUP_KEY);
  } catch {
    // Nothing to forget then.
  }
}

/**
 * POSTs one beacon to `path?token=...`. sendBeacon survives the page being left (a lookup is often
 * followed by a navigation); when it is missing, refuses (queue full) or throws, fetch with
 * keepalive does the same job. Never throws; the answer is never read.
 */
export function sendTrackingBeacon(path: string, token: string, body: unknown): void {
  try {
    const url = `${path}?token=${encodeURIComponent(token)}`;
    const json = JSON.stringify(body);
    try {
      if (
        typeof navigator !== 'undefined' &&
        typeof navigator.sendBeacon === 'function' &&
        navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))
      ) {
        return;
      }
    } catch {
      // Some browsers refuse a Blob type; fetch below.
    }
    void fetch(url, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: json,
    }).catch(() => {});
  } catch {
    // R-TRACK-2: tracking failures are swallowed silently.
  }
}
