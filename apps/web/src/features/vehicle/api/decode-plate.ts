import { API } from '@procounter/shared/contracts/api-paths';
import type { DecodePlateQuery, PlateLookupResult } from '@procounter/shared/contracts/vehicle';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { plateKeys } from './keys';

/**
 * GET /plateToVin/decodePlate?state&plate[&force=true][&wasForced=true]. Each search is the
 * user's act (`attempt`), kept only while its modal shows it.
 */
export function usePlateLookup(query: DecodePlateQuery, attempt: number) {
  return useQuery({
    queryKey: plateKeys.search(
      query.state,
      query.plate,
      query.force === 'true',
      query.wasForced === 'true',
      attempt,
    ),
    queryFn: (context) =>
      queryFetch<PlateLookupResult>(context, API.decodePlate, { query: { ...query } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
