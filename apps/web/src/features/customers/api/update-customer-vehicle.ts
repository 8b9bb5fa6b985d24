import { API } from '@procounter/shared/contracts/api-paths';
import type { CustomerVehicle, CustomerVehicleInput } from '@procounter/shared/contracts/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from '@/lib/customer-keys';

export interface UpdateCustomerVehicleInput {
  customerId: number;
  vehicleId: number;
  vehicle: CustomerVehicleInput;
}

/** PUT /customers/{id}/vehicles/{vehicleId}: the vehicle as the form has it; answers the vehicle. */
export function updateCustomerVehicle({
  customerId,
  vehicleId,
  vehicle,
}: UpdateCustomerVehicleInput) {
  return apiRequest<CustomerVehicle>(API.customerVehicle(customerId, vehicleId), {
    method: 'PUT',
    json: vehicle,
  });
}

export function useUpdateCustomerVehicle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerVehicle,
    onSuccess: async (_vehicle, { customerId }) => {
      void client.invalidateQueries({ queryKey: customerKeys.searches });
      await client.invalidateQueries({ queryKey: customerKeys.detail(customerId) });
    },
  });
}
