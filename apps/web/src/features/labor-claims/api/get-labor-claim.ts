import { API } from '@procounter/shared/contracts/api-paths';
import type { LaborClaimDetail } from '@procounter/shared/contracts/labor-claim';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { laborClaimKeys } from './keys';

/** GET /admin/labor-claims/{id}: a claim of the shop with its files and history. */
export function laborClaimQuery(id: number) {
  return queryOptions({
    queryKey: laborClaimKeys.detail(id),
    queryFn: (context) => queryFetch<LaborClaimDetail>(context, API.laborClaim(id), {}),
  });
}

export function useLaborClaim(id: number | null) {
  return useQuery({ ...laborClaimQuery(id ?? 0), enabled: id !== null });
}
