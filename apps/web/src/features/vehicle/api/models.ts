import { API } from '@procounter/shared/contracts/api-paths';
import type { VehicleModel } from '@procounter/shared/contracts/vehicle';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { pickerKeys } from './keys';

/** GET /vehicle/select/v2/models?year&makeId: each model with its base vehicle id. */
export function useModels(year: number | null, makeId: number | null) {
  return useQuery({
    queryKey: pickerKeys.models(year ?? 0, makeId ?? 0),
    queryFn: (context) =>
      queryFetch<VehicleModel[]>(context, API.vehicleModels, { query: { year, makeId } }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: year !== null && makeId !== null,
  });
}
