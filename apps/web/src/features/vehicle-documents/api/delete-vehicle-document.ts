import { VEHICLE_DOCUMENTS_API } from '@procounter/shared/contracts/vehicle-document-paths';
import type { VehicleDocument } from '@procounter/shared/contracts/vehicle-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { vehicleDocumentKeys } from './keys';

/** DELETE /vehicle-documents/{id} (managers). */
export function deleteVehicleDocument(document: VehicleDocument) {
  return apiRequest<void>(VEHICLE_DOCUMENTS_API.vehicleDocument(document.id), { method: 'DELETE' });
}

export function useDeleteVehicleDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicleDocument,
    onSuccess: (_, document) =>
      client.invalidateQueries({ queryKey: vehicleDocumentKeys.list(document.customerVehicleId) }),
  });
}
