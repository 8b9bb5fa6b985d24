import { API } from '@procounter/shared/contracts/api-paths';
import { apiRequest } from '@/lib/api-client';

/** POST /worksheet/rest/clear: removes the vehicle, which also clears the quote. */
export function clearVehicle() {
  return apiRequest(API.worksheetClear, { method: 'POST' });
}
