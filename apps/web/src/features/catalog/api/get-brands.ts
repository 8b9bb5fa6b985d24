import { API } from '@procounter/shared/contracts/api-paths';
import type { BrandsResponse } from '@procounter/shared/contracts/brand';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { catalogKeys } from './keys';

/**
 * GET /parttypes/brands: every brand with its line code; with a line code, also the part types
 * that brand makes. The catalog changes rarely: kept 5 minutes.
 */
export function brandsQuery(lineCode: string | null) {
  return queryOptions({
    queryKey: catalogKeys.brands(lineCode),
    queryFn: (context) =>
      queryFetch<BrandsResponse>(context, API.brands, {
        query: lineCode ? { lineCode } : {},
      }),
    staleTime: 5 * 60_000,
  });
}

export function useBrands(lineCode: string | null, enabled = true) {
  return useQuery({ ...brandsQuery(lineCode), enabled });
}
