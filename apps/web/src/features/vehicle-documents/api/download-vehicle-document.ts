import { VEHICLE_DOCUMENTS_API } from '@procounter/shared/contracts/vehicle-document-paths';
import type { VehicleDocument } from '@procounter/shared/contracts/vehicle-documents';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '@/lib/fetch-file';

/** GET /vehicle-documents/{id}/file, saved under the document's name. */
export async function downloadVehicleDocument(document: VehicleDocument) {
  saveBlob(
    await fetchFile(VEHICLE_DOCUMENTS_API.vehicleDocumentFile(document.id)),
    document.fileName,
  );
}

export function useDownloadVehicleDocument() {
  return useMutation({ mutationFn: downloadVehicleDocument });
}
