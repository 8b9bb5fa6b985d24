import { API } from '@procounter/shared/contracts/api-paths';
import type { IdValue } from '@procounter/shared/contracts/vehicle';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { pickerKeys } from './keys';

/**
 * GET /vehicle/select/engines?baseVehicleId[&subModelId]: the engines of a base vehicle, only those
 * that go with the submodel when one is given.
 */
export function useEngines(baseVehicleId: number | null, subModelId: number | null = null) {
  return useQuery({
    queryKey: pickerKeys.engines(baseVehicleId ?? 0, subModelId),
    queryFn: (context) =>
      queryFetch<IdValue[]>(context, API.vehicleEngines, { query: { baseVehicleId, subModelId } }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: baseVehicleId !== null,
  });
}
