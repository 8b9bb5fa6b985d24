import { API } from '@procounter/shared/contracts/api-paths';
import { apiRequest } from '@/lib/api-client';

/** DELETE /recent/deleteRecentVehicle.json?recentVehicleId */
export function deleteRecentVehicle(recentVehicleId: number) {
  return apiRequest(API.deleteRecentVehicle, { method: 'DELETE', query: { recentVehicleId } });
}
