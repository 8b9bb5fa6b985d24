import { API } from '@procounter/shared/contracts/api-paths';
import type { VehicleDocument } from '@procounter/shared/contracts/vehicle-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { vehicleDocumentKeys } from './keys';

/** DELETE /vehicle-documents/{id} (managers). */
export function deleteVehicleDocument(document: VehicleDocument) {
  return apiRequest<void>(API.vehicleDocument(document.id), { method: 'DELETE' });
}

export function useDeleteVehicleDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicleDocument,
    onSuccess: (_, document) =>
      client.invalidateQueries({ queryKey: vehicleDocumentKeys.list(document.customerVehicleId) }),
  });
}
