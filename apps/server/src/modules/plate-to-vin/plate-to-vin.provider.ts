import { z } from 'zod';
import type { Database } from '../../db/client';
import { findRegisteredVins } from './plate-to-vin.repository';

/** One registration a provider knows: the plate, the state that issued it and a VIN. */
export const PlateMatchSchema = z.object({
  plate: z.string().min(1),
  vin: z.string().min(1),
  state: z.string().min(1),
});
export type PlateMatch = z.infer<typeof PlateMatchSchema>;

/**
 * Where plates are looked up. Answers every VIN registered to the plate (none: an empty list);
 * throws when it cannot answer (the caller turns that into serviceDown). `signal` aborts the
 * lookup when it takes too long.
 */
export interface PlateToVinProvider {
  lookup(state: string, plate: string, signal: AbortSignal): Promise<PlateMatch[]>;
}

/** The default provider: the plate_registrations table (the demo plates, or plates tests add). */
export function createRegistryProvider(db: Database): PlateToVinProvider {
  return {
    async lookup(state, plate, signal) {
      const rows = await findRegisteredVins(db, state, plate);
      signal.throwIfAborted();
      return rows;
    },
  };
}

/** An answer of the provider that is not what we asked for (wrong shape, not JSON, not 200). */
export class PlateProviderError extends Error {
  override name = 'PlateProviderError';
}

/**
 * A real provider over HTTP: GET `${url}?state=..&plate=..` answering [{plate, vin, state}].
 * The answer is checked, since a provider that changes its format must not reach the user.
 */
export function createHttpProvider(url: string): PlateToVinProvider {
  return {
    async lookup(state, plate, signal) {
      const target = new URL(url);
      target.searchParams.set('state', state);
      target.searchParams.set('plate', plate);
      const response = await fetch(target, { signal, headers: { accept: 'application/json' } });
      if (!response.ok) throw new PlateProviderError(`provider answered ${response.status}`);
      const body: unknown = await response.json();
      const parsed = z.array(PlateMatchSchema).safeParse(body);
      if (!parsed.success) throw new PlateProviderError('provider answer has the wrong shape');
      return parsed.data;
    },
  };
}
