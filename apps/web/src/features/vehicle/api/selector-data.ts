import { API } from '@procounter/shared/contracts/api-paths';
import type { VehicleSelectorData } from '@procounter/shared/contracts/vehicle';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { pickerKeys } from './keys';

/** GET /vehicle/select/vehicleSelectorData: years (newest first) and states. */
export function vehicleSelectorDataQuery() {
  return queryOptions({
    queryKey: pickerKeys.selectorData,
    queryFn: (context) => queryFetch<VehicleSelectorData>(context, API.vehicleSelectorData, {}),
    // The catalog changes with a deployment, not during a session.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useVehicleSelectorData() {
  return useQuery(vehicleSelectorDataQuery());
}
