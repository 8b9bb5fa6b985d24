import { API } from '@procounter/shared/contracts/api-paths';
import type { PublicDecisionBody, PublicQuote } from '@procounter/shared/contracts/quote-approval';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { carAdminKeys } from './keys';

/**
 * POST /car-admin/approvals/{linkId}/decision: the account's decision on every line of the version
 * it saw; answers the quote after it. 409 APPROVAL_CLOSED: decided, expired or changed meanwhile;
 * 403 MASQUERADE_FORBIDDEN: an administrator acting as the user may not decide for them.
 */
export function decideCarAccountApproval(
  linkId: number,
  body: PublicDecisionBody,
): Promise<PublicQuote> {
  return apiRequest<PublicQuote>(API.carAccountApprovalDecision(linkId), {
    method: 'POST',
    json: body,
  });
}

/**
 * The decision as the approval form sends it (its `submit`): once recorded, the quote's answer is
 * the review's, and the overview is read again (the quote leaves the waiting list for the
 * documents).
 */
export function useDecideCarAccountApproval(linkId: number) {
  const client = useQueryClient();
  return useCallback(
    async (body: PublicDecisionBody) => {
      const quote = await decideCarAccountApproval(linkId, body);
      client.setQueryData(carAdminKeys.approval(linkId), quote);
      void client.invalidateQueries({ queryKey: carAdminKeys.overview });
      return quote;
    },
    [client, linkId],
  );
}
