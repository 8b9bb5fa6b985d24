import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { MAIL_OUTBOX_PAGE_SIZE, type MailMessage } from '@procounter/shared/contracts/mail';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LabelledPagination } from '@/components/labelled-pagination';
import { LoadingIndicator } from '@/components/loading-indicator';
import { RetryAlert } from '@/components/retry-alert';
import { useOutbox } from '../api/get-outbox';

const STATE_COLORS: Record<MailMessage['state'], string> = {
  WAITING: 'yellow',
  SENT: 'green',
  FAILED: 'red',
};

/** The first web address of a message's text (the link it carries), to open from here. */
const linkOf = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? null;

function MessageCard({ message }: { message: MailMessage }) {
  const { t, i18n } = useTranslation();
  const link = linkOf(message.textBody);
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(message.createdAt));
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{message.subject}</Text>
          <Badge color={STATE_COLORS[message.state]} variant="light">
            {t(`support:outbox.states.${message.state}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('support:outbox.meta', { to: message.toAddress, when, kind: message.kind })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.textBody}
        </Text>
        {message.lastError ? (
          <Text size="sm" c="red">
            {t('support:outbox.lastError', {
              attempts: message.attempts,
              error: message.lastError,
            })}
          </Text>
        ) : null}
        {link ? (
          <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
            {t('support:outbox.openLink')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * /support/outbox: every message the portal wrote (password reset links, quotes sent to
 * customers), newest first, with where its delivery stands. Without SMTP nothing goes out, and
 * this is where support reads a link to pass on.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(0, Number(searchParams.get('page') ?? '1') - 1) || 0;
  const outbox = useOutbox(page);
  const data = outbox.data;

  let body: ReactNode;
  if (outbox.isError) {
    body = (
      <RetryAlert
        message={t('support:outbox.loadFailed')}
        retryLabel={t('support:inbox.retry')}
        onRetry={() => void outbox.refetch()}
      />
    );
  } else if (!data) {
    body = (
      <Group justify="center" p="xl">
        <LoadingIndicator />
      </Group>
    );
  } else if (data.messages.length === 0) {
    body = <Text c="dimmed">{t('support:outbox.empty')}</Text>;
  } else {
    const pages = Math.max(1, Math.ceil(data.total / MAIL_OUTBOX_PAGE_SIZE));
    body = (
      <Stack gap="md" aria-busy={outbox.isPlaceholderData}>
        <Stack
          component="ul"
          gap="sm"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={t('support:outbox.listLabel')}
        >
          {data.messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </Stack>
        {pages > 1 ? (
          <LabelledPagination
            total={pages}
            value={page + 1}
            onChange={(next) => setSearchParams({ page: String(next) })}
            aria-label={t('support:outbox.pagination')}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {data && !data.delivering ? (
        <Alert color="blue" variant="light">
          {t('support:outbox.notDelivering')}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {t('support:outbox.refresh')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
