import { API } from '@procounter/shared/contracts/api-paths';
import type { PublicQuote } from '@procounter/shared/contracts/quote-approval';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { carAdminKeys } from './keys';

/**
 * GET /car-admin/approvals/{linkId}: a quote sent for the account's approval, as the public page
 * shows it (PublicQuote): open, decided (its decision) or closed. The first read marks it viewed.
 */
export function carAccountApprovalQuery(linkId: number) {
  return queryOptions({
    queryKey: carAdminKeys.approval(linkId),
    queryFn: (context) => queryFetch<PublicQuote>(context, API.carAccountApproval(linkId), {}),
    // A quote's state changes at the shop (changed, withdrawn): read it again at each opening.
    staleTime: 0,
  });
}

export function useCarAccountApproval(linkId: number | null) {
  return useQuery({ ...carAccountApprovalQuery(linkId ?? 0), enabled: linkId !== null });
}
