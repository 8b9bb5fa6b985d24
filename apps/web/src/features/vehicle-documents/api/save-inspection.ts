import { VEHICLE_DOCUMENTS_API } from '@procounter/shared/contracts/vehicle-document-paths';
import type {
  SaveInspectionBody,
  VehicleDocument,
} from '@procounter/shared/contracts/vehicle-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { vehicleDocumentKeys } from './keys';

/** POST /vehicle-documents/inspections: the filled form, kept as a PDF document. */
export function saveInspection(body: SaveInspectionBody) {
  return apiRequest<VehicleDocument>(VEHICLE_DOCUMENTS_API.vehicleDocumentInspections, {
    method: 'POST',
    json: body,
  });
}

export function useSaveInspection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveInspection,
    onSuccess: (document) =>
      client.invalidateQueries({ queryKey: vehicleDocumentKeys.list(document.customerVehicleId) }),
  });
}
