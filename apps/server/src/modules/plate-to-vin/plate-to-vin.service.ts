import type {
  DecodePlateQuerySchema,
  PlateLookupResult,
  PlateVehicle,
} from '@procounter/shared/contracts/vehicle';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { isDatabaseUnavailableError } from '../../db/errors';
import { AppError, validationFailed } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { getConstants } from '../app-data/app-data.service';
import { decodeVin } from '../vin-decode/vin-decode.service';
import { normalizePlate } from './plate';
import {
  createHttpProvider,
  createRegistryProvider,
  type PlateMatch,
  PlateMatchSchema,
  type PlateToVinProvider,
} from './plate-to-vin.provider';
import { findPlateLookup, savePlateLookup } from './plate-to-vin.repository';

export { normalizePlate } from './plate';

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'clock'>;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** A provider's answer is reused this long; force=true asks again sooner. */
export const PLATE_LOOKUP_CACHE_MS = 24 * 60 * 60 * 1000;

const CachedAnswerSchema = z.array(PlateMatchSchema);

/** The provider the configuration names: a real one over HTTP, else the registry table. */
export function providerFor({
  db,
  config,
}: Pick<ServiceDeps, 'db' | 'config'>): PlateToVinProvider {
  return config.plateToVinUrl
    ? createHttpProvider(config.plateToVinUrl)
    : createRegistryProvider(db);
}

/**
 * The provider's answer, or undefined when it cannot give one in time. A provider that ignores
 * the signal still loses the race against it, so a hung provider never holds the request.
 */
async function askProvider(
  provider: PlateToVinProvider,
  state: string,
  plate: string,
  timeoutMs: number,
  log: Log,
): Promise<PlateMatch[] | undefined> {
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  try {
    return await Promise.race([provider.lookup(state, plate, signal), timedOut]);
  } catch (error) {
    // The registry lives in our database: a database outage is a 503 like everywhere else.
    if (isDatabaseUnavailableError(error)) throw error;
    log.warn({ err: error, state }, 'plate to VIN provider did not answer');
    return undefined;
  }
}

/**
 * Our catalog's vehicles for each VIN: the one it decodes to, or every candidate when the vPIC data
 * cannot tell which (the modal then lists each, and the user picks); none when it decodes to none.
 */
async function withCatalogVehicles(deps: Deps, matches: PlateMatch[]): Promise<PlateVehicle[]> {
  const decodes = await Promise.all(
    matches.map(async (m) => {
      try {
        return await decodeVin(deps, m.vin);
      } catch (error) {
        // A malformed VIN from the provider is the provider's problem, not a bad request.
        if (error instanceof AppError && error.statusCode === 400) return undefined;
        throw error;
      }
    }),
  );
  return matches.map((m, index) => ({
    plate: m.plate,
    vin: m.vin,
    state: m.state,
    vinQuerySet: (decodes[index]?.candidates ?? []).map((c) => ({
      vehicle: { vehicleId: c.baseVehicleId },
      year: c.year,
      make: c.make,
      model: c.model,
    })),
  }));
}

/**
 * Plate to VIN (R-VEH-5, decodePlate): the vehicles registered to a state's plate, each
 * with the catalog vehicle its VIN decodes to. A provider that is off, slow or wrong answers
 * serviceDown with no vehicles, never an error. Answers are cached for a day unless forced.
 */
export async function decodePlate(
  deps: Deps,
  log: Log,
  query: z.output<typeof DecodePlateQuerySchema>,
  provider: PlateToVinProvider = providerFor(deps),
): Promise<PlateLookupResult> {
  const { states = [] } = await getConstants(deps, { states: true });
  if (!states.some((s) => s.code === query.state)) {
    throw validationFailed([{ path: 'state', message: 'Not a known state code' }]);
  }
  if (query.wasForced) {
    // The user turned down a forced answer too: worth knowing when judging a provider.
    log.info({ state: query.state }, 'plate lookup repeated after a forced answer');
  }
  const force = query.force === true || query.wasForced === true;
  if (!deps.config.plateToVinEnabled) return { force, serviceDown: true, vehicles: [] };

  const plate = normalizePlate(query.plate);
  const now = deps.clock.now();
  let matches: PlateMatch[] | undefined;
  if (!force) {
    const cached = CachedAnswerSchema.safeParse(
      await findPlateLookup(
        deps.db,
        query.state,
        plate,
        new Date(now.getTime() - PLATE_LOOKUP_CACHE_MS),
      ),
    );
    if (cached.success) matches = cached.data;
  }
  if (!matches) {
    matches = await askProvider(provider, query.state, plate, deps.config.plateToVinTimeoutMs, log);
    if (!matches) return { force, serviceDown: true, vehicles: [] };
    await savePlateLookup(deps.db, { state: query.state, plate, answer: matches, createdAt: now });
  }
  return { force, serviceDown: false, vehicles: await withCatalogVehicles(deps, matches) };
}
