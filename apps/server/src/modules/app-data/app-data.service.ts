import { type Constants, ConstantsSchema } from '@procounter/shared/contracts/app';
import type { Database } from '../../db/client';
import type { ServiceDeps } from '../../lib/deps';
import { entityTagOf, type TaggedAnswer } from '../../lib/http-cache';
import { findConstants } from './app-data.repository';

const CONSTANT_KEYS = ['states', 'jobTitles', 'customerTypes'] as const;

/** The reference lists asked for (states=true, jobTitles=true, customerTypes=true). */
export async function getConstants(
  { db }: Pick<ServiceDeps, 'db'>,
  wanted: Partial<Record<(typeof CONSTANT_KEYS)[number], boolean>>,
): Promise<Constants> {
  const keys = CONSTANT_KEYS.filter((k) => wanted[k]);
  const values = await findConstants(db, keys);
  // Stored as jsonb; parsing keeps a hand-edited row from reaching clients in the wrong shape.
  return ConstantsSchema.parse(Object.fromEntries(keys.map((k) => [k, values.get(k) ?? []])));
}

const tagged = new WeakMap<Database, Map<string, Promise<TaggedAnswer<Constants>>>>();

/**
 * GET /constants: the same lists, read once per process for each set of keys asked for, with their
 * entity tag. The rows change only with the seed (or a hand edit, which shows after a restart).
 */
export function getTaggedConstants(
  deps: Pick<ServiceDeps, 'db'>,
  wanted: Partial<Record<(typeof CONSTANT_KEYS)[number], boolean>>,
): Promise<TaggedAnswer<Constants>> {
  let cache = tagged.get(deps.db);
  if (!cache) {
    cache = new Map();
    tagged.set(deps.db, cache);
  }
  const key = CONSTANT_KEYS.filter((k) => wanted[k]).join(',');
  const hit = cache.get(key);
  if (hit) return hit;
  const answer = getConstants(deps, wanted).then((body) => ({ body, etag: entityTagOf(body) }));
  cache.set(key, answer);
  // A failed read (database down) is not remembered.
  answer.catch(() => cache.delete(key));
  return answer;
}
