import { VEHICLE_DOCUMENTS_API } from '@procounter/shared/contracts/vehicle-document-paths';
import type { VehicleDocument } from '@procounter/shared/contracts/vehicle-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { vehicleDocumentKeys } from './keys';

/** 5 MB takes a while on a shop's connection. */
const UPLOAD_TIMEOUT_MS = 120_000;

export interface NewVehicleDocument {
  customerVehicleId: number;
  file: File;
}

/** POST /vehicle-documents/files (multipart): the vehicle, then the file in the field `file`. */
export function uploadVehicleDocument({ customerVehicleId, file }: NewVehicleDocument) {
  const formData = new FormData();
  formData.append('customerVehicleId', String(customerVehicleId));
  formData.append('file', file, file.name);
  return apiRequest<VehicleDocument>(VEHICLE_DOCUMENTS_API.vehicleDocumentFiles, {
    method: 'POST',
    formData,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export function useUploadVehicleDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadVehicleDocument,
    onSuccess: (document) =>
      client.invalidateQueries({ queryKey: vehicleDocumentKeys.list(document.customerVehicleId) }),
  });
}
