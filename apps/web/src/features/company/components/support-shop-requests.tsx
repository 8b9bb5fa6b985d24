import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { SupportShopRequest } from '@procounter/shared/contracts/company';
import { SHOP_REQUEST_REVIEW_NOTE_MAX_LENGTH } from '@procounter/shared/contracts/company-values';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { useReviewShopRequest, useSupportShopRequests } from '../api/support-shop-requests';
import { RatesList } from './rates-list';

/**
 * /support: the shop pricing requests waiting for review (issue 23 part 3), oldest first, each with
 * the agreement in force and the one asked for; Approve at once, Deny with a note to the shop.
 */
export function SupportShopRequests() {
  const { t } = useTranslation();
  const headingId = useId();
  const queue = useSupportShopRequests();
  const review = useReviewShopRequest();
  const [denying, setDenying] = useState<SupportShopRequest | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'ok' | 'failed'; text: string } | null>(null);

  const decide = async (
    request: SupportShopRequest,
    decision: 'APPROVED' | 'DENIED',
    text?: string,
  ) => {
    setOutcome(null);
    try {
      await review.mutateAsync({ id: request.id, decision, note: text || undefined });
      setOutcome({
        kind: 'ok',
        text: t(decision === 'APPROVED' ? 'company:support.approved' : 'company:support.denied'),
      });
      return true;
    } catch {
      setOutcome({ kind: 'failed', text: t('company:support.failed') });
      return false;
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} mt="lg">
      <Title order={2} size="h3" id={headingId}>
        {t('company:support.heading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('company:support.intro')}
      </Text>
      {outcome ? (
        <Alert
          color={outcome.kind === 'ok' ? 'green' : 'red'}
          variant="light"
          role={outcome.kind === 'ok' ? 'status' : 'alert'}
        >
          {outcome.text}
        </Alert>
      ) : null}
      {queue.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('company:support.loadFailed')}
        </Alert>
      ) : !queue.data ? (
        <Text size="sm" c="dimmed" role="status">
          …
        </Text>
      ) : queue.data.length === 0 ? (
        <Text size="sm">{t('company:support.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {queue.data.map((request) => (
            <li key={request.id}>
              <RequestCard
                request={request}
                busy={review.isPending}
                onApprove={() => void decide(request, 'APPROVED')}
                onDeny={() => {
                  setNote('');
                  setNoteError(null);
                  setDenying(request);
                }}
              />
            </li>
          ))}
        </Stack>
      )}
      <Modal
        opened={denying !== null}
        onClose={() => setDenying(null)}
        title={t('company:support.denyTitle', {
          shop: denying?.shopName ?? denying?.companyName ?? '',
        })}
      >
        <form
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            if (!denying) return;
            if (!note.trim()) {
              setNoteError(t('validation:required'));
              return;
            }
            if (await decide(denying, 'DENIED', note.trim())) setDenying(null);
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t('company:support.note')}
              required
              rows={3}
              maxLength={SHOP_REQUEST_REVIEW_NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={noteError}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDenying(null)}>
                {t('company:request.cancel')}
              </Button>
              <Button type="submit" color="red" loading={review.isPending}>
                {t('company:support.confirmDeny')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}

function RequestCard({
  request,
  busy,
  onApprove,
  onDeny,
}: {
  request: SupportShopRequest;
  busy: boolean;
  onApprove: () => void;
  onDeny: () => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const shopName = request.shopName ?? request.companyName;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {t('company:support.shop', {
            shop: shopName,
            account: request.accountNumber ?? '—',
            company: request.companyName,
          })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('company:support.asked', {
            date: formatDate(request.createdAt, i18n.language),
            name: request.requestedBy?.name ?? '—',
          })}
        </Text>
        <Text size="sm" fw={600}>
          {t('company:support.current')}
        </Text>
        <RatesList rates={request.current} />
        <Text size="sm" fw={600}>
          {t('company:support.requested')}
        </Text>
        <RatesList rates={request} />
        {request.notes ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.notes}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button
            size="sm"
            onClick={onApprove}
            disabled={busy}
            aria-label={`${t('company:support.approve')}: ${shopName}`}
          >
            {t('company:support.approve')}
          </Button>
          <Button
            size="sm"
            variant="light"
            color="red"
            onClick={onDeny}
            disabled={busy}
            aria-label={`${t('company:support.deny')}: ${shopName}`}
          >
            {t('company:support.deny')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
