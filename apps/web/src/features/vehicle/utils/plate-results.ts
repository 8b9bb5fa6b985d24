/**
 * A plate lookup's answer as the results modal shows it (R-VEH-2, R-VEH-5, plate flow).
 */
import type { DecodePlateQuery, PlateLookupResult } from '@procounter/shared/contracts/vehicle';

/** One vehicle the user may pick: a plate's VIN decoded to a catalog vehicle. */
export interface PlateCandidate {
  key: string;
  vehicleId: number;
  description: string;
  vin: string;
  plate: string;
  state: string;
}

/** Every catalog vehicle of the answer; a VIN that decodes to none cannot be picked. */
export function listPlateCandidates(result: PlateLookupResult): PlateCandidate[] {
  return result.vehicles.flatMap((found) =>
    found.vinQuerySet.map((decoded) => ({
      key: `${found.vin}:${decoded.vehicle.vehicleId}`,
      vehicleId: decoded.vehicle.vehicleId,
      description: `${decoded.year} ${decoded.make} ${decoded.model}`,
      vin: found.vin,
      plate: found.plate,
      state: found.state,
    })),
  );
}

/** The modal's prompt for one, several or no vehicles. */
export function platePromptKey(count: number) {
  if (count === 0) return 'vehicle:noVehicleFound';
  return count === 1 ? 'vehicle:isThisCorrect' : 'vehicle:selectCorrect';
}

/**
 * 'None of these are my vehicle': the same search with force=true, and wasForced=true when the
 * answer shown was already forced.
 */
export function forcedSearch(
  query: Pick<DecodePlateQuery, 'state' | 'plate'>,
  shown: Pick<PlateLookupResult, 'force'>,
): DecodePlateQuery {
  return {
    state: query.state,
    plate: query.plate,
    force: 'true',
    ...(shown.force ? { wasForced: 'true' as const } : {}),
  };
}
