import { API } from '@procounter/shared/contracts/api-paths';
import type { VehicleCustomerBody } from '@procounter/shared/contracts/vehicle';
import { apiRequest } from '@/lib/api-client';

/** POST /current/vehicle/customer: the customer's first and last name on the current vehicle. */
export function saveVehicleCustomer(body: VehicleCustomerBody) {
  return apiRequest(API.vehicleCustomer, { method: 'POST', json: body });
}
