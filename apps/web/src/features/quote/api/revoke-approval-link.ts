import { API } from '@procounter/shared/contracts/api-paths';
import type { QuoteApprovalStatus } from '@procounter/shared/contracts/quote-approval';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from '@/lib/query-keys';
import { approvalKeys } from './keys';

/** DELETE /worksheet/rest/{id}/approval/links/{linkId}: the link's page answers 404 from now on. */
export function revokeApprovalLink(
  worksheetId: number,
  linkId: number,
): Promise<QuoteApprovalStatus> {
  return apiRequest<QuoteApprovalStatus>(API.approvalLink(worksheetId, linkId), {
    method: 'DELETE',
  });
}

/** Revokes a link; its answer is the quote's links as they are now. */
export function useRevokeApprovalLink(worksheetId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => revokeApprovalLink(worksheetId, linkId),
    onSuccess: async (status) => {
      client.setQueryData(approvalKeys.status(worksheetId), status);
      await client.invalidateQueries({ queryKey: quoteKeys.searches });
    },
  });
}
