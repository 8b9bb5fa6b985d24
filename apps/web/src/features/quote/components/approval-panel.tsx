import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type {
  ApprovalLink,
  QuoteApprovalStatus,
} from '@procounter/shared/contracts/quote-approval';
import type { Worksheet } from '@procounter/shared/contracts/worksheet';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalBadge } from '@/components/approval-badge';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/prices';
import { useApplyApproval } from '../api/apply-approval';
import { isOpenLink } from '../api/get-approval-status';
import { useRevokeApprovalLink } from '../api/revoke-approval-link';
import classes from './quote-pages.module.css';

// The dialog (and the QR encoder with it) loads when it is about to open, never with the page.
const loadDialog = () => import('./send-approval-dialog');
const SendApprovalDialog = lazy(loadDialog);

/** The lines the customer declined on the newest approved link (marked in the lines table). */
export function declinedLineIds(status: QuoteApprovalStatus | undefined): ReadonlySet<number> {
  const approved = status?.links.find((link) => link.state === 'APPROVED' && link.decision);
  return new Set(
    approved?.decision?.lines.filter((line) => !line.approved).map((line) => line.lineId) ?? [],
  );
}

type Notice = { kind: 'ok' | 'error'; text: string } | null;

interface ApprovalPanelProps {
  worksheet: Worksheet;
  /** The query of GET .../approval (the page reads it too, for the declined lines). */
  status: { data?: QuoteApprovalStatus; isPending: boolean; isError: boolean };
  /** The quote names a customer (a record or a typed name): it can be sent. */
  hasCustomer: boolean;
  /** An ordered quote is neither sent nor applied. */
  isOrder: boolean;
  /** The approved lines were applied: the quote is the user's current one, ready to order. */
  onApplied: () => void;
}

/**
 * The quote's customer approval (issue 22): Send to customer, then each link sent with its state
 * (refreshed every 5 s while one is open), who sent it and when, its expiry, the customer's
 * decision line by line with the approved total, Revoke for an open link and, for an approved
 * link of an open quote, Order approved lines.
 */
export function ApprovalPanel({
  worksheet,
  status,
  hasCustomer,
  isOrder,
  onApplied,
}: ApprovalPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const [dialog, setDialog] = useState<{ opened: boolean; key: number } | null>(null);
  const [explain, setExplain] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const revoke = useRevokeApprovalLink(worksheet.worksheetId);
  const apply = useApplyApproval(worksheet.worksheetId);
  const links = status.data?.links ?? [];

  const send = () => {
    if (!hasCustomer) {
      setExplain(true);
      return;
    }
    setNotice(null);
    setDialog((current) => ({ opened: true, key: (current?.key ?? 0) + 1 }));
  };

  const onRevoke = (link: ApprovalLink) => {
    setNotice(null);
    revoke.mutate(link.id, {
      onSuccess: () => setNotice({ kind: 'ok', text: t('quoteApproval:revoked') }),
      onError: () => setNotice({ kind: 'error', text: t('quoteApproval:revokeFailed') }),
    });
  };

  const onApply = (link: ApprovalLink) => {
    setNotice(null);
    apply.mutate(link.id, {
      onSuccess: () => {
        setNotice({ kind: 'ok', text: t('quoteApproval:applied') });
        onApplied();
      },
      onError: (error) =>
        setNotice({
          kind: 'error',
          text:
            error instanceof ApiError && error.code === 'APPROVAL_NOT_CURRENT'
              ? t('quoteApproval:applyNotCurrent')
              : t('quoteApproval:applyFailed'),
        }),
    });
  };

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={titleId}
      className={classes.noPrint}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t('quoteApproval:title')}
          </Title>
          {isOrder ? null : (
            <Button
              variant="default"
              onClick={send}
              onPointerEnter={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              aria-describedby={hasCustomer ? undefined : hintId}
            >
              {t('quoteApproval:send')}
            </Button>
          )}
        </Group>
        {!hasCustomer && !isOrder ? (
          <Text
            id={hintId}
            size="sm"
            role={explain ? 'alert' : undefined}
            c={explain ? 'orange.9' : 'dimmed'}
            fw={explain ? 600 : undefined}
          >
            {t('quoteApproval:needsCustomer')}
          </Text>
        ) : null}
        {notice ? (
          <Alert color={notice.kind === 'ok' ? 'green' : 'red'} role="status">
            {notice.text}
          </Alert>
        ) : null}
        {status.isError && !status.data ? (
          <Text size="sm" c="red.9">
            {t('quoteApproval:loadFailed')}
          </Text>
        ) : status.data && links.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('quoteApproval:notSent')}
          </Text>
        ) : links.length > 0 ? (
          <ul className={classes.approvalLinks} aria-label={t('quoteApproval:links')}>
            {links.map((link) => (
              <LinkItem
                key={link.id}
                link={link}
                worksheet={worksheet}
                canRevoke={isOpenLink(link)}
                canApply={
                  link.state === 'APPROVED' &&
                  worksheet.status === 'OPEN' &&
                  !isOrder &&
                  link.appliedAt === null
                }
                busy={revoke.isPending || apply.isPending}
                onRevoke={() => onRevoke(link)}
                onApply={() => onApply(link)}
              />
            ))}
          </ul>
        ) : null}
      </Stack>
      {dialog ? (
        <Suspense fallback={null}>
          <SendApprovalDialog
            key={dialog.key}
            worksheetId={worksheet.worksheetId}
            opened={dialog.opened}
            onClose={() => setDialog((current) => current && { ...current, opened: false })}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}

function LinkItem({
  link,
  worksheet,
  canRevoke,
  canApply,
  busy,
  onRevoke,
  onApply,
}: {
  link: ApprovalLink;
  worksheet: Worksheet;
  canRevoke: boolean;
  canApply: boolean;
  busy: boolean;
  onRevoke: () => void;
  onApply: () => void;
}) {
  const { t, i18n } = useTranslation();
  const applyHintId = useId();
  const language = i18n.language;
  const sent = formatDateTime(link.createdAt, language);
  const descriptions = new Map(
    worksheet.items.map((item) => [item.worksheetDetailId, item.description]),
  );
  const facts = [
    t('quoteApproval:expiresAt', { date: formatDate(link.expiresAt, language) }),
    link.viewedAt
      ? t('quoteApproval:viewedAt', { time: formatDateTime(link.viewedAt, language) })
      : null,
    link.revokedAt
      ? t('quoteApproval:revokedAt', { time: formatDateTime(link.revokedAt, language) })
      : null,
    t('quoteApproval:sentTotal', { amount: formatMoney(link.total, language) }),
  ].filter(Boolean);
  const { decision } = link;
  return (
    <li className={classes.approvalLink} data-approval-link={link.id}>
      <Stack gap={4}>
        <Group gap="xs">
          <ApprovalBadge
            size="md"
            approval={{
              state: link.state,
              approvedCount: decision?.approvedCount ?? 0,
              lineCount: link.lineCount,
            }}
          />
          <Text size="sm">
            {t('quoteApproval:sentBy', { time: sent, name: link.createdByName })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {facts.join(' · ')}
        </Text>
        {decision ? (
          <>
            <Text size="sm" fw={600}>
              {t('quoteApproval:decidedBy', {
                name: decision.name,
                time: formatDateTime(decision.decidedAt, language),
              })}
              {' · '}
              {t('quoteApproval:approvedTotal', {
                amount: formatMoney(decision.approvedTotal, language),
              })}
            </Text>
            <List size="sm" spacing={2}>
              {decision.lines.map((line) => (
                <List.Item key={line.lineId}>
                  {descriptions.get(line.lineId) ??
                    t('quoteApproval:lineGone', { id: line.lineId })}
                  {': '}
                  <Text span size="sm" fw={600} c={line.approved ? 'green.9' : 'red.9'}>
                    {line.approved
                      ? t('quoteApproval:lineApproved')
                      : t('quoteApproval:lineDeclined')}
                  </Text>
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
        {canRevoke || canApply ? (
          <Group gap="xs" mt={4}>
            {canApply ? (
              <Button
                size="sm"
                onClick={() => {
                  if (!busy) onApply();
                }}
                aria-disabled={busy || undefined}
                aria-describedby={applyHintId}
              >
                {t('quoteApproval:apply')}
              </Button>
            ) : null}
            {canRevoke ? (
              <Button
                size="sm"
                variant="default"
                color="red"
                onClick={() => {
                  if (!busy) onRevoke();
                }}
                aria-disabled={busy || undefined}
                aria-label={t('quoteApproval:revokeLabel', { time: sent })}
              >
                {t('quoteApproval:revoke')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {canApply ? (
          <Text size="xs" c="dimmed" id={applyHintId}>
            {t('quoteApproval:applyHint')}
          </Text>
        ) : null}
      </Stack>
    </li>
  );
}
