import { API } from '@procounter/shared/contracts/api-paths';
import type { LaborClaimLineSearchResult } from '@procounter/shared/contracts/labor-claim';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { laborClaimKeys } from './keys';

/**
 * GET /admin/labor-claims/invoice-lines?query=: lines of the shop's invoices a claim may name (by
 * invoice number, part number or date; the newest when empty), and the shop's labor rate.
 */
export function claimableLinesQuery(query: string) {
  return queryOptions({
    queryKey: laborClaimKeys.lines(query),
    queryFn: (context) =>
      queryFetch<LaborClaimLineSearchResult>(context, API.laborClaimInvoiceLines, {
        query: { query },
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useClaimableLines(query: string) {
  return useQuery(claimableLinesQuery(query));
}
