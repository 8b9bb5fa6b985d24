import type { ApprovalState } from '@procounter/shared/contracts/quote-approval';

// A link's state, decided in one place (pure) from what is known of the link and of its quote now.

export interface ApprovalStateFacts {
  revokedAt: Date | null;
  expiresAt: Date;
  viewedAt: Date | null;
  /** The version the link was sent with. */
  version: string;
  /** The customer's decision on it, if any. */
  decision: { lines: readonly { approved: boolean }[] } | null;
  /** The quote as it is now: its version, and whether it was ordered (or locked). */
  quote: { version: string; ordered: boolean };
  now: Date;
}

/**
 * In this order: REVOKED once the shop withdrew it; a decision stays APPROVED (any line approved)
 * or DECLINED, whatever happens to the quote or the clock after it; EXPIRED from its expiry on;
 * CHANGED when the quote is no longer the version sent or was ordered; VIEWED once opened; else
 * SENT.
 */
export function approvalState(facts: ApprovalStateFacts): ApprovalState {
  if (facts.revokedAt) return 'REVOKED';
  if (facts.decision) {
    return facts.decision.lines.some((l) => l.approved) ? 'APPROVED' : 'DECLINED';
  }
  if (facts.now.getTime() >= facts.expiresAt.getTime()) return 'EXPIRED';
  if (facts.quote.ordered || facts.quote.version !== facts.version) return 'CHANGED';
  if (facts.viewedAt) return 'VIEWED';
  return 'SENT';
}

/** Whether a link in this state takes the customer's decision. */
export const isOpenForDecision = (state: ApprovalState) => state === 'SENT' || state === 'VIEWED';
