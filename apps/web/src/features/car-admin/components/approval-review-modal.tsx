import { Alert, Button, Group, Loader, Modal, Text } from '@mantine/core';
import type { PublicQuote } from '@procounter/shared/contracts/quote-approval';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import approveClasses from '@/approve/approve.module.css';
import { QuoteBody, takesDecision } from '@/approve/quote-body';
import { CallShop, ShopCard } from '@/approve/quote-parts';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { PHONE_QUERY } from '@/lib/media-queries';
import { useDecideCarAccountApproval } from '../api/decide-car-account-approval';
import { useCarAccountApproval } from '../api/get-car-account-approval';
import { carAdminKeys } from '../api/keys';
import classes from './car-admin.module.css';

/** The quote the dialog shows: its approval link and its name in the list (the dialog's title). */
export interface ReviewTarget {
  linkId: number;
  title: string;
}

/**
 * A quote sent for the account's approval, in a dialog (the whole screen on a phone): the public
 * approval page's own parts (approve/: the shop, the lines with Approve / Decline, the running
 * total, the name that confirms; a decided quote's summary), sent by the link's id instead of a
 * token. A decided quote (the documents) shows read-only, as it was decided.
 */
export function ApprovalReviewModal({
  target,
  onClose,
  onClosed,
}: {
  target: ReviewTarget | null;
  onClose: () => void;
  /** Once the dialog is gone (its closing transition ended). */
  onClosed?: () => void;
}) {
  const phone = useMediaQueryNow(PHONE_QUERY);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={target?.title}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      fullScreen={phone}
      size="xl"
    >
      {target ? <ApprovalReview key={target.linkId} linkId={target.linkId} /> : null}
    </Modal>
  );
}

/** What the last decision came to, besides the quote's own state. */
type Outcome = 'none' | 'decided' | 'closed' | 'gone';

function ApprovalReview({ linkId }: { linkId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const approval = useCarAccountApproval(linkId);
  const submit = useDecideCarAccountApproval(linkId);
  const [outcome, setOutcome] = useState<Outcome>('none');
  const refreshOverview = () => void client.invalidateQueries({ queryKey: carAdminKeys.overview });

  if (outcome === 'gone' || (approval.error instanceof ApiError && approval.error.status === 404)) {
    return (
      <Alert color="gray" variant="light" role="alert">
        {t('carAdmin:review.gone')}
      </Alert>
    );
  }
  if (approval.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group gap="sm" justify="space-between">
          <Text size="sm">{t('carAdmin:review.loadFailed')}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => void approval.refetch()}
            loading={approval.isFetching}
          >
            {t('carAdmin:retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!approval.data) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('carAdmin:review.loading')}</Text>
      </Group>
    );
  }
  return (
    <QuoteReview
      quote={approval.data}
      outcome={outcome}
      submit={submit}
      onDecided={() => {
        setOutcome('decided');
      }}
      onClosed={() => {
        setOutcome('closed');
        void approval.refetch();
        refreshOverview();
      }}
      onGone={() => {
        setOutcome('gone');
        refreshOverview();
      }}
    />
  );
}

function QuoteReview({
  quote,
  outcome,
  submit,
  onDecided,
  onClosed,
  onGone,
}: {
  quote: PublicQuote;
  outcome: Outcome;
  submit: ReturnType<typeof useDecideCarAccountApproval>;
  onDecided: () => void;
  onClosed: () => void;
  onGone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const closedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome === 'closed') closedRef.current?.focus();
  }, [outcome]);
  const open = takesDecision(quote);

  // An administrator acting as the user may look, not decide: the server says so (403).
  const failureText = (error: unknown) =>
    error instanceof ApiError && error.code === 'MASQUERADE_FORBIDDEN'
      ? t('carAdmin:review.masquerade')
      : null;

  return (
    // The approval page's layout and colours, in the dialog's width and the portal's font.
    <div
      className={`${approveClasses.page} ${classes.review}`}
      style={{ padding: 0, fontFamily: 'inherit' }}
    >
      <ShopCard shop={quote.shop} />
      {quote.vehicle ? (
        <dl className={approveClasses.facts}>
          <dt>{t('approve:vehicle')}</dt>
          <dd>{quote.vehicle}</dd>
        </dl>
      ) : null}
      {open ? (
        <p className={approveClasses.muted}>
          {t('approve:validUntil', { date: formatDate(quote.expiresAt, i18n.language) })}
        </p>
      ) : null}
      {outcome === 'closed' ? (
        <p ref={closedRef} tabIndex={-1} role="alert" className={approveClasses.alert}>
          {t('approve:closed')}
        </p>
      ) : null}
      <QuoteBody
        quote={quote}
        decidedNow={outcome === 'decided'}
        form={{ submit, failureText, onDecided, onClosed, onGone }}
      />
      {open || quote.decision ? (
        <footer className={approveClasses.footer}>
          <CallShop shop={quote.shop} />
        </footer>
      ) : null}
    </div>
  );
}
