import { type Constants, ConstantsSchema } from '@procounter/shared/contracts/app';
import type { ServiceDeps } from '../../lib/deps';
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
