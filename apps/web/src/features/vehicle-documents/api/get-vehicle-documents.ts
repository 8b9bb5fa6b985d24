import { VEHICLE_DOCUMENTS_API } from '@procounter/shared/contracts/vehicle-document-paths';
import type { VehicleDocumentList } from '@procounter/shared/contracts/vehicle-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { vehicleDocumentKeys } from './keys';

/** GET /vehicle-documents?customerVehicleId=: the vehicle and its documents, newest first. */
export function vehicleDocumentsQuery(customerVehicleId: number) {
  return queryOptions({
    queryKey: vehicleDocumentKeys.list(customerVehicleId),
    queryFn: (context) =>
      queryFetch<VehicleDocumentList>(context, VEHICLE_DOCUMENTS_API.vehicleDocuments, {
        query: { customerVehicleId },
      }),
  });
}

export function useVehicleDocuments(customerVehicleId: number | null) {
  return useQuery({
    ...vehicleDocumentsQuery(customerVehicleId ?? 0),
    enabled: customerVehicleId !== null,
  });
}
