import { Badge, type BadgeProps, VisuallyHidden } from '@mantine/core';
import type { ApprovalState } from '@procounter/shared/contracts/quote-approval';
import { useTranslation } from 'react-i18next';

/** What a badge tells of a quote's newest approval link (WorksheetSearchRow.approval, issue 22). */
export interface ApprovalSummary {
  state: ApprovalState;
  approvedCount: number;
  lineCount: number;
}

// Literal keys, so the catalog check (app/catalog-keys.test.ts) sees each one.
const STATE_TEXT_KEYS: Record<ApprovalState, string> = {
  SENT: 'common:quotes.approval.state.SENT',
  VIEWED: 'common:quotes.approval.state.VIEWED',
  APPROVED: 'common:quotes.approval.state.APPROVED',
  DECLINED: 'common:quotes.approval.state.DECLINED',
  CHANGED: 'common:quotes.approval.state.CHANGED',
  EXPIRED: 'common:quotes.approval.state.EXPIRED',
  REVOKED: 'common:quotes.approval.state.REVOKED',
};

// The dark shades of the light variant: the filled ones fail WCAG contrast (features/quote README).
const STATE_COLORS: Record<ApprovalState, string> = {
  SENT: 'blue.9',
  VIEWED: 'indigo.9',
  APPROVED: 'green.9',
  DECLINED: 'red.9',
  CHANGED: 'orange.9',
  EXPIRED: 'gray.9',
  REVOKED: 'gray.9',
};

/** A link state in words: Sent, Viewed, Approved 2 of 3, Declined, Changed, Expired, Revoked. */
export function useApprovalStateText() {
  const { t } = useTranslation();
  return ({ state, approvedCount, lineCount }: ApprovalSummary) =>
    t(STATE_TEXT_KEYS[state], { approved: approvedCount, count: lineCount });
}

/**
 * The state of the link a quote was sent to its customer with, as a small badge read as
 * 'Customer approval: Approved 2 of 3'. Quotes and Orders, the start page's open quotes and the
 * quote page show it.
 */
export function ApprovalBadge({
  approval,
  size = 'sm',
}: {
  approval: ApprovalSummary;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation();
  const text = useApprovalStateText();
  return (
    <Badge
      variant="light"
      size={size}
      color={STATE_COLORS[approval.state]}
      data-approval-state={approval.state}
    >
      <VisuallyHidden>{t('common:quotes.approval.badgeLabel')} </VisuallyHidden>
      {text(approval)}
    </Badge>
  );
}
