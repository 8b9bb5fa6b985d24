import { API } from '@procounter/shared/contracts/api-paths';
import type { LaborClaimDetail } from '@procounter/shared/contracts/labor-claim';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { laborClaimKeys } from './keys';

/** A review step and what it carries (domain/labor-claim-states.ts). */
export type ReviewStep =
  | { action: 'review' }
  | { action: 'approve'; amount: number }
  | { action: 'deny'; reason: string }
  | { action: 'credit' };

/** POST /support/labor-claims/{id}/{review|approve|deny|credit}: answers the claim as it is now. */
export function reviewLaborClaim(id: number, step: ReviewStep) {
  const body =
    step.action === 'approve'
      ? { amount: step.amount }
      : step.action === 'deny'
        ? { reason: step.reason }
        : undefined;
  return apiRequest<LaborClaimDetail>(API.supportLaborClaimAction(id, step.action), {
    method: 'POST',
    ...(body ? { json: body } : {}),
  });
}

export function useReviewLaborClaim(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: ReviewStep) => reviewLaborClaim(id, step),
    onSuccess: (claim) => {
      client.setQueryData(laborClaimKeys.supportDetail(id), claim);
      return client.invalidateQueries({ queryKey: laborClaimKeys.all });
    },
    // A 409 means another reviewer moved it: show the claim as it is now.
    onError: () => client.invalidateQueries({ queryKey: laborClaimKeys.supportDetail(id) }),
  });
}
