import { API } from '@procounter/shared/contracts/api-paths';
import type { Worksheet } from '@procounter/shared/contracts/worksheet';
import { CACHE_LIFETIME_MS } from '@procounter/shared/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { quoteKeys } from '@/lib/query-keys';

/** GET /worksheet/rest/{id}: a quote of the current shop, whole (404 for any other). */
export function worksheetQuery(worksheetId: number) {
  return queryOptions({
    queryKey: quoteKeys.detail(worksheetId),
    queryFn: (context) => queryFetch<Worksheet>(context, API.worksheet(worksheetId), {}),
    staleTime: CACHE_LIFETIME_MS.worksheet,
    enabled: Number.isInteger(worksheetId) && worksheetId > 0,
  });
}

export function useWorksheet(worksheetId: number) {
  return useQuery(worksheetQuery(worksheetId));
}
