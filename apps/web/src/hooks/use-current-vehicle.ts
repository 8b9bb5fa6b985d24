import { API } from '@procounter/shared/contracts/api-paths';
import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import { CACHE_LIFETIME_MS } from '@procounter/shared/domain/constants';
import { isVehicleSelected } from '@procounter/shared/domain/vehicle';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { vehicleKeys } from '@/lib/query-keys';
import { useSession } from './use-session';

/**
 * GET /current/vehicle: the vehicle of the current quote. It counts only with both id and
 * vehicleId (isVehicleSelected). The select calls answer the same record and refresh this query.
 */
export function currentVehicleQuery(enabled = true) {
  return queryOptions({
    queryKey: vehicleKeys.current,
    queryFn: (context) => queryFetch<CurrentVehicle>(context, API.currentVehicle, {}),
    staleTime: CACHE_LIFETIME_MS.worksheet,
    enabled,
  });
}

export function useCurrentVehicle() {
  const { auth } = useSession();
  return useQuery(currentVehicleQuery(auth !== null));
}

/** The current vehicle when one is selected, else null (none, loading or failed). */
export function useSelectedVehicle() {
  const { data } = useCurrentVehicle();
  return isVehicleSelected(data) ? data : null;
}
