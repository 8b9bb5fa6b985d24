import { API } from '@procounter/shared/contracts/api-paths';
import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import { apiRequest } from './api-client';

/**
 * POST /customers/{id}/vehicles/{vehicleId}/select?quote: the customer's vehicle becomes the
 * current vehicle and the customer the quote's customer, in one step ("Find parts", and a vehicle
 * picked in the customer-info modal). `quote` is the quote choice (undefined when nobody was
 * asked); the answer is the new current vehicle.
 */
export function selectCustomerVehicle(
  customerId: number,
  vehicleId: number,
  quote: boolean | undefined,
) {
  return apiRequest<CurrentVehicle>(API.customerVehicleSelect(customerId, vehicleId), {
    method: 'POST',
    query: { quote },
  });
}
