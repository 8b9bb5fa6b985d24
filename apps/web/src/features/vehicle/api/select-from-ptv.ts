import { API } from '@procounter/shared/contracts/api-paths';
import type { CurrentVehicle, SelectFromPtvBody } from '@procounter/shared/contracts/vehicle';
import { apiRequest } from '@/lib/api-client';

/** POST /vehicle/select/selectFromPTV?quote: a vehicle of the plate lookup's answer. */
export function selectFromPtv(body: SelectFromPtvBody, quote: boolean | undefined) {
  return apiRequest<CurrentVehicle>(API.selectFromPtv, {
    method: 'POST',
    json: body,
    query: { quote },
  });
}
