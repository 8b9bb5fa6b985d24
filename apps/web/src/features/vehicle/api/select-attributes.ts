import { API } from '@procounter/shared/contracts/api-paths';
import type { CurrentVehicle, SelectAttributesBody } from '@procounter/shared/contracts/vehicle';
import { apiRequest } from '@/lib/api-client';

/** POST /vehicle/select/v2/selectAttributes: new engine and/or submodel of the current vehicle. */
export function selectAttributes(body: SelectAttributesBody) {
  return apiRequest<CurrentVehicle>(API.selectAttributes, { method: 'POST', json: body });
}
