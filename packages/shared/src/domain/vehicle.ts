import type { CurrentVehicle } from '../contracts/vehicle';

/**
 * R-VEH-2, R-VEH-4, R-VEH-6, R-VEH-8, R-VEH-9, R-VEH-11: a vehicle is kept as current only if it has both id and vehicleId. Here, not
 * in contracts/vehicle.ts, so the web app's shell checks it without zod.
 */
export function isVehicleSelected(
  vehicle: Pick<CurrentVehicle, 'id' | 'vehicleId'> | null | undefined,
): vehicle is CurrentVehicle & { id: number; vehicleId: number } {
  return vehicle != null && vehicle.id != null && vehicle.vehicleId != null;
}
