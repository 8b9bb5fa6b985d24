import { API } from '@procounter/shared/contracts/api-paths';
import type {
  LaborClaimDetail,
  LaborClaimPage,
  LaborClaimStatus,
} from '@procounter/shared/contracts/labor-claim';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { laborClaimKeys } from './keys';

/** GET /support/labor-claims?status=&page=: every shop's claims, oldest first. */
export function supportLaborClaimsQuery(status: LaborClaimStatus | null, page: number) {
  return queryOptions({
    queryKey: laborClaimKeys.supportList(status, page),
    queryFn: (context) =>
      queryFetch<LaborClaimPage>(context, API.supportLaborClaims, {
        query: { status: status ?? undefined, page },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSupportLaborClaims(status: LaborClaimStatus | null, page: number) {
  return useQuery(supportLaborClaimsQuery(status, page));
}

/** GET /support/labor-claims/{id}. */
export function useSupportLaborClaim(id: number | null) {
  return useQuery({
    queryKey: laborClaimKeys.supportDetail(id ?? 0),
    queryFn: (context) => queryFetch<LaborClaimDetail>(context, API.supportLaborClaim(id ?? 0), {}),
    enabled: id !== null,
  });
}
