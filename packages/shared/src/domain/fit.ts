import type { FitCompatibility } from './constants';
import { type FitmentAnswer, type Qualifier, qualifierStanding } from './fitment-questions';

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

/** A product's qualifiers (fitment-questions.ts) and the answers of the vehicle and the lookup. */
export interface FitAnswers {
  partTypeId: string;
  qualifiers: readonly Qualifier[];
  answers: readonly FitmentAnswer[];
}

/**
 * COMPATIBLE when a row fits any engine and submodel or the vehicle's own, or for a universal
 * part; INCOMPATIBLE when no row can fit (none for the base vehicle, or each names another engine
 * or submodel than the vehicle's); UNKNOWN without a vehicle, or when the rows that could fit name
 * an engine or submodel the vehicle does not say. With the product's qualifiers and the answers:
 * INCOMPATIBLE when an answer names another value, and UNKNOWN rather than COMPATIBLE while a
 * retained attribute it depends on (drive type, brake system, ...) is unanswered or answered
 * 'Don't know or show all'.
 */
export function fitCompatibility(
  rows: readonly FitRow[],
  vehicle: FitVehicle | null,
  universal: boolean,
  fitment?: FitAnswers,
): FitCompatibility {
  if (universal) return 'COMPATIBLE';
  if (!vehicle) return 'UNKNOWN';
  const base = vehicleFit(rows, vehicle);
  if (base === 'INCOMPATIBLE' || !fitment) return base;
  const standing = qualifierStanding(fitment.qualifiers, fitment.partTypeId, fitment.answers);
  if (standing === 'mismatch') return 'INCOMPATIBLE';
  return standing === 'open' ? 'UNKNOWN' : base;
}

function vehicleFit(rows: readonly FitRow[], vehicle: FitVehicle): FitCompatibility {
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
