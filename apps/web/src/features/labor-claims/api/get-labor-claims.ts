import { API } from '@procounter/shared/contracts/api-paths';
import type { LaborClaimPage } from '@procounter/shared/contracts/labor-claim';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { laborClaimKeys } from './keys';

/** GET /admin/labor-claims?page=: the current shop's claims, newest first (pages from 1). */
export function laborClaimsQuery(page: number) {
  return queryOptions({
    queryKey: laborClaimKeys.list(page),
    queryFn: (context) => queryFetch<LaborClaimPage>(context, API.laborClaims, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useLaborClaims(page: number) {
  return useQuery(laborClaimsQuery(page));
}
