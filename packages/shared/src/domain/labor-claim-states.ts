// A labor claim's states and the moves between them: the one state machine the server enforces
// (409 CLAIM_STATE_CONFLICT otherwise) and the support page reads to offer its buttons.
//
//   SUBMITTED --review--> UNDER_REVIEW
//   SUBMITTED | UNDER_REVIEW --approve--> APPROVED --credit--> CREDITED
//   SUBMITTED | UNDER_REVIEW --deny--> DENIED
//
// DENIED and CREDITED are final.

export const LABOR_CLAIM_STATUSES = [
  'SUBMITTED',
  'UNDER_REVIEW',
  'APPROVED',
  'DENIED',
  'CREDITED',
] as const;
export type LaborClaimStatus = (typeof LABOR_CLAIM_STATUSES)[number];

export const LABOR_CLAIM_ACTIONS = ['review', 'approve', 'deny', 'credit'] as const;
export type LaborClaimAction = (typeof LABOR_CLAIM_ACTIONS)[number];

const MOVES: Record<LaborClaimAction, { from: readonly LaborClaimStatus[]; to: LaborClaimStatus }> =
  {
    review: { from: ['SUBMITTED'], to: 'UNDER_REVIEW' },
    approve: { from: ['SUBMITTED', 'UNDER_REVIEW'], to: 'APPROVED' },
    deny: { from: ['SUBMITTED', 'UNDER_REVIEW'], to: 'DENIED' },
    credit: { from: ['APPROVED'], to: 'CREDITED' },
  };

/** The state an action leads to from `status`, or null when the action does not apply there. */
export function nextLaborClaimStatus(
  status: LaborClaimStatus,
  action: LaborClaimAction,
): LaborClaimStatus | null {
  const move = MOVES[action];
  return move.from.includes(status) ? move.to : null;
}

/** The actions a reviewer may take on a claim in `status`, in the order the page shows them. */
export function laborClaimActionsOf(status: LaborClaimStatus): LaborClaimAction[] {
  return LABOR_CLAIM_ACTIONS.filter((action) => nextLaborClaimStatus(status, action) !== null);
}

/** Whether no action applies any more. */
export function isFinalLaborClaimStatus(status: LaborClaimStatus): boolean {
  return laborClaimActionsOf(status).length === 0;
}
