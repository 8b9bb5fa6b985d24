import { API } from '@procounter/shared/contracts/api-paths';
import type { CurrentVehicle, SelectVehicleBody } from '@procounter/shared/contracts/vehicle';
import { apiRequest } from '@/lib/api-client';

/** POST /vehicle/select/v2/ : year/make/model, with engine and submodel when chosen. */
export function selectByYmm(body: Omit<SelectVehicleBody, 'quote'>, quote: boolean | undefined) {
  return apiRequest<CurrentVehicle>(API.selectVehicle, {
    method: 'POST',
    json: quote === undefined ? body : { ...body, quote },
  });
}
