import { createHash } from 'node:crypto';

// What binds an idempotency key to its request: two requests that mean the same (the same fields,
// in any order) hash the same, and any other difference hashes differently.

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** JSON with every object's keys sorted and undefined fields left out. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(byKey))
      : item,
  );
}

/** SHA-256 (hex) of a request's canonical JSON. */
export function hashRequest(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}
