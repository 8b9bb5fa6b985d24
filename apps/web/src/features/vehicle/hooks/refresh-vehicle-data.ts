import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import type { QueryClient } from '@tanstack/react-query';
import { quoteKeys, vehicleKeys } from '@/lib/query-keys';
import { recentVehicleKeys } from '../api/keys';

/**
 * After the vehicle changed (selected, edited, cleared): the current vehicle, the mini quote and
 * the recent vehicles are refetched. A select call's answer is the new current vehicle already,
 * so it shows at once.
 */
export async function refreshVehicleData(
  client: QueryClient,
  vehicle?: CurrentVehicle,
): Promise<void> {
  if (vehicle) client.setQueryData(vehicleKeys.current, vehicle);
  await Promise.all([
    client.invalidateQueries({ queryKey: vehicleKeys.current }),
    client.invalidateQueries({ queryKey: quoteKeys.mini }),
    client.invalidateQueries({ queryKey: recentVehicleKeys.all }),
  ]);
}
