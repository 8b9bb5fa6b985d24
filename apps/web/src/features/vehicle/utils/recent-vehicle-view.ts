/**
 * The two answers of the recent vehicles list (R-VEH-14: enterprise search names the
 * fields plate/state/year/make/model, the legacy list licensePlate/licensePlateState/epcVehicle*)
 * as one row of the table.
 */
import type { EnterpriseRecentVehicle, RecentVehicle } from '@procounter/shared/contracts/vehicle';

export interface RecentVehicleRow {
  id: number;
  /** ISO 8601. */
  createdAt: string;
  vin: string | null;
  plate: string | null;
  state: string | null;
  /** "2013 Ford F-150" */
  description: string;
  /** "3.5L V6 Gas · XLT": the engine and submodel picked with it, when any (issue 21). */
  details: string | null;
  fromVinScanner: boolean;
  notes: string | null;
}

const describeVehicle = (year: number, make: string, model: string) => `${year} ${make} ${model}`;
const describeDetails = (vehicle: { engine: string | null; submodel: string | null }) =>
  [vehicle.engine, vehicle.submodel].filter(Boolean).join(' · ') || null;

export function fromRecentVehicle(vehicle: RecentVehicle): RecentVehicleRow {
  return {
    id: vehicle.id,
    createdAt: vehicle.createDateTime,
    vin: vehicle.vin,
    plate: vehicle.licensePlate,
    state: vehicle.licensePlateState,
    description: describeVehicle(
      vehicle.epcVehicleYear,
      vehicle.epcVehicleMake,
      vehicle.epcVehicleModel,
    ),
    details: describeDetails(vehicle),
    fromVinScanner: vehicle.sourceVinScanner,
    notes: vehicle.vehicleNotes,
  };
}

export function fromEnterpriseRecentVehicle(vehicle: EnterpriseRecentVehicle): RecentVehicleRow {
  return {
    id: vehicle.id,
    createdAt: vehicle.createDateTime,
    vin: vehicle.vin,
    plate: vehicle.plate,
    state: vehicle.state,
    description: describeVehicle(vehicle.year, vehicle.make, vehicle.model),
    details: describeDetails(vehicle),
    fromVinScanner: vehicle.sourceVinScanner,
    notes: vehicle.vehicleNotes,
  };
}
