import { API } from '@procounter/shared/contracts/api-paths';
import type { QuoteApprovalStatus } from '@procounter/shared/contracts/quote-approval';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys, vehicleKeys } from '@/lib/query-keys';
import { approvalKeys } from './keys';

/**
 * POST /worksheet/rest/{id}/approval/links/{linkId}/apply: the quote becomes what the customer
 * approved (declined lines removed) and the user's current quote (409 APPROVAL_NOT_CURRENT when
 * the quote changed since that version).
 */
export function applyApproval(worksheetId: number, linkId: number): Promise<QuoteApprovalStatus> {
  return apiRequest<QuoteApprovalStatus>(API.approvalApply(worksheetId, linkId), {
    method: 'POST',
  });
}

/**
 * Applies an approved link. The quote, the mini quote (now this quote), the searches and the
 * current vehicle (the current quote's) are all fetched again.
 */
export function useApplyApproval(worksheetId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => applyApproval(worksheetId, linkId),
    onSuccess: async (status) => {
      client.setQueryData(approvalKeys.status(worksheetId), status);
      await Promise.all([
        client.invalidateQueries({ queryKey: quoteKeys.all }),
        client.invalidateQueries({ queryKey: vehicleKeys.all }),
      ]);
    },
  });
}
