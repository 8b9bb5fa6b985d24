import { API } from '@procounter/shared/contracts/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from '@/lib/customer-keys';

export interface DeleteCustomerVehicleInput {
  customerId: number;
  vehicleId: number;
}

/** DELETE /customers/{id}/vehicles/{vehicleId} (204). */
export function deleteCustomerVehicle({ customerId, vehicleId }: DeleteCustomerVehicleInput) {
  return apiRequest<void>(API.customerVehicle(customerId, vehicleId), { method: 'DELETE' });
}

export function useDeleteCustomerVehicle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomerVehicle,
    onSuccess: async (_answer, { customerId }) => {
      void client.invalidateQueries({ queryKey: customerKeys.searches });
      await client.invalidateQueries({ queryKey: customerKeys.detail(customerId) });
    },
  });
}
