import { API } from '@procounter/shared/contracts/api-paths';
import type { CurrentVehicle, DefaultByVinBody } from '@procounter/shared/contracts/vehicle';
import { apiRequest } from '@/lib/api-client';

/** POST /vehicle/select/defaultByVin?quote: the vehicle of a VIN (or of a recent VIN's end). */
export function selectByVin(body: DefaultByVinBody, quote: boolean | undefined) {
  return apiRequest<CurrentVehicle>(API.selectByVin, {
    method: 'POST',
    json: body,
    query: { quote },
  });
}
