import { API } from '@procounter/shared/contracts/api-paths';
import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import { apiRequest } from '@/lib/api-client';

/** POST /vehicle/select/history/{id}/select?quote: a recent vehicle. */
export function selectRecentVehicle(recentVehicleId: number, quote: boolean | undefined) {
  return apiRequest<CurrentVehicle>(API.selectHistory(recentVehicleId), {
    method: 'POST',
    query: { quote },
  });
}
