import { API } from '@procounter/shared/contracts/api-paths';
import type { CustomerVehicle, CustomerVehicleInput } from '@procounter/shared/contracts/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from '@/lib/customer-keys';
import { vehicleKeys } from '@/lib/query-keys';

export interface AddCustomerVehicleInput {
  customerId: number;
  vehicle: CustomerVehicleInput;
}

/**
 * POST /customers/{id}/vehicles: a vehicle for the customer (201, the vehicle). An engine or
 * submodel that is not the base vehicle's answers 422 VEHICLE_ATTRIBUTE_MISMATCH.
 */
export function addCustomerVehicle({ customerId, vehicle }: AddCustomerVehicleInput) {
  return apiRequest<CustomerVehicle>(API.customerVehicles(customerId), {
    method: 'POST',
    json: vehicle,
  });
}

/**
 * The customer (their vehicles) and the searches (their vehicle count) are read again, and the
 * current vehicle: saved to the customer it names, it becomes that customer vehicle (its documents).
 */
export function useAddCustomerVehicle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCustomerVehicle,
    onSuccess: async (_vehicle, { customerId }) => {
      void client.invalidateQueries({ queryKey: customerKeys.searches });
      void client.invalidateQueries({ queryKey: vehicleKeys.current });
      await client.invalidateQueries({ queryKey: customerKeys.detail(customerId) });
    },
  });
}
