import type { FitCompatibility } from './constants';

// Whether a product fits a vehicle (R-SEARCH-3; issue 25: fitment is never a silent guess), the
// one rule the server answers everywhere a product is shown with its fit.

/** A vehicle as fitment reads it; engineId and submodelId null where it does not say. */
export interface FitVehicle {
  baseVehicleId: number;
  engineId: number | null;
  submodelId: number | null;
}

/** A fitment row of the product for the vehicle's base vehicle; null: any engine or submodel. */
export interface FitRow {
  engineId: number | null;
  submodelId: number | null;
}

/**
 * COMPATIBLE when a row fits any engine and submodel or the vehicle's own, or for a universal
 * part; INCOMPATIBLE when no row can fit (none for the base vehicle, or each names another engine
 * or submodel than the vehicle's); UNKNOWN without a vehicle, or when the rows that could fit name
 * an engine or submodel the vehicle does not say.
 */
export function fitCompatibility(
  rows: readonly FitRow[],
  vehicle: FitVehicle | null,
  universal: boolean,
): FitCompatibility {
  if (universal) return 'COMPATIBLE';
  if (!vehicle) return 'UNKNOWN';
  let conditional = false;
  for (const row of rows) {
    const engine = row.engineId === null || row.engineId === vehicle.engineId;
    const submodel = row.submodelId === null || row.submodelId === vehicle.submodelId;
    if (engine && submodel) return 'COMPATIBLE';
    const engineOpen = row.engineId === null || vehicle.engineId === null || engine;
    const submodelOpen = row.submodelId === null || vehicle.submodelId === null || submodel;
    if (engineOpen && submodelOpen) conditional = true;
  }
  return conditional ? 'UNKNOWN' : 'INCOMPATIBLE';
}
