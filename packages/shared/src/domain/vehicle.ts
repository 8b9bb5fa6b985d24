import type { CurrentVehicle } from '../contracts/vehicle';

/**
 * R-VEH-9: a vehicle is kept as current only if it has both id and vehicleId. Here, not
 * in contracts/vehicle.ts, so the web app's shell checks it without zod.
 */
export function isVehicleSelected(
  vehicle: Pick<CurrentVehicle, 'id' | 'vehicleId'> | null | undefined,
): vehicle is CurrentVehicle & { id: number; vehicleId: number } {
  return vehicle != null && vehicle.id != null && vehicle.vehicleId != null;
}
