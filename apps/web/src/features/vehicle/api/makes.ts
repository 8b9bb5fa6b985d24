import { API } from '@procounter/shared/contracts/api-paths';
import type { IdValue } from '@procounter/shared/contracts/vehicle';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { pickerKeys } from './keys';

/** GET /vehicle/select/v2/makes?year, once a year is chosen. */
export function useMakes(year: number | null) {
  return useQuery({
    queryKey: pickerKeys.makes(year ?? 0),
    queryFn: (context) => queryFetch<IdValue[]>(context, API.vehicleMakes, { query: { year } }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: year !== null,
  });
}
