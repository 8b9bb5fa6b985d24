import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ChatSession } from '@procounter/shared/contracts/chat';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { formatDateTime } from '@/lib/format-date';
import { useChatMessages, useChatQueue, useTakeChat } from '../api/support-chats';

/**
 * On /support: the chats with shops (issue 24 part 4): waiting ones to take, those in progress and
 * the latest finished; a chat opens with who is writing (user, shop, vehicle, quote) and its
 * messages.
 */
export function SupportChats() {
  const { t } = useTranslation();
  const headingId = useId();
  const queue = useChatQueue();
  const [openId, setOpenId] = useState<number | null>(null);
  const data = queue.data;
  const open =
    openId === null || !data
      ? undefined
      : [...data.waiting, ...data.active, ...data.closed].find((s) => s.id === openId);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('chat:support.heading')}
        </Title>
        {queue.isError && !data ? (
          <RetryAlert
            message={t('chat:support.loadFailed')}
            retryLabel={t('chat:support.retry')}
            onRetry={() => void queue.refetch()}
          />
        ) : !data ? (
          <Text size="sm" c="dimmed" role="status">
            {t('chat:support.loading')}
          </Text>
        ) : open ? (
          <Conversation session={open} onBack={() => setOpenId(null)} />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('chat:support.intro')}
            </Text>
            <SessionList
              title={t('chat:support.waiting')}
              sessions={data.waiting}
              onOpen={setOpenId}
            />
            <SessionList
              title={t('chat:support.active')}
              sessions={data.active}
              onOpen={setOpenId}
            />
            <SessionList
              title={t('chat:support.closed')}
              sessions={data.closed}
              onOpen={setOpenId}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function SessionList({
  title,
  sessions,
  onOpen,
}: {
  title: string;
  sessions: ChatSession[];
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {title} ({sessions.length})
      </Title>
      {sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('chat:support.empty')}
        </Text>
      ) : (
        <List listStyleType="none" spacing="xs" aria-labelledby={headingId}>
          {sessions.map((session) => (
            <List.Item key={session.id}>
              <Anchor component="button" type="button" fw={600} onClick={() => onOpen(session.id)}>
                {session.context.userName}
              </Anchor>{' '}
              <Text size="sm" c="dimmed" component="span">
                {session.context.shopName} · {formatDateTime(session.createdAt, i18n.language)}
              </Text>
              {session.preview ? (
                <Text size="sm" lineClamp={1}>
                  {session.preview}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}

function Conversation({ session, onBack }: { session: ChatSession; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const messages = useChatMessages(session.id);
  const take = useTakeChat();
  const { context } = session;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4" id={headingId}>
            {t('chat:support.conversation', { name: context.userName })}
          </Title>
          <Button variant="subtle" onClick={onBack}>
            {t('chat:support.back')}
          </Button>
        </Group>
        <Text size="sm">
          {t('chat:support.who', {
            name: context.userName,
            login: context.loginName,
            shop: context.shopName,
          })}
          {context.accountNumber
            ? ` · ${t('chat:support.account', { account: context.accountNumber })}`
            : ''}
        </Text>
        <Text size="sm">
          {context.vehicle
            ? t('chat:support.vehicle', { vehicle: context.vehicle })
            : t('chat:support.noVehicle')}
          {context.quoteNumber !== null
            ? ` · ${t('chat:support.quote', { quote: context.quoteNumber })}`
            : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`chat:status.${session.status}`)}
        </Text>
        {session.status === 'WAITING' ? (
          <Group>
            <Button loading={take.isPending} onClick={() => take.mutate(session.id)}>
              {t('chat:support.take')}
            </Button>
          </Group>
        ) : null}
        {take.isError ? (
          <Alert color="red" role="alert">
            {t('chat:support.takeFailed')}
          </Alert>
        ) : null}
        {messages.isError && !messages.data ? (
          <RetryAlert
            message={t('chat:support.messagesFailed')}
            retryLabel={t('chat:support.retry')}
            onRetry={() => void messages.refetch()}
          />
        ) : !messages.data ? (
          <Text size="sm" c="dimmed" role="status">
            {t('chat:support.loading')}
          </Text>
        ) : messages.data.messages.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('chat:support.noMessages')}
          </Text>
        ) : (
          <List listStyleType="none" spacing="xs" aria-label={t('chat:support.messagesLabel')}>
            {messages.data.messages.map((message) => (
              <List.Item key={message.id}>
                <Text size="sm" fw={600} component="span">
                  {message.authorName}
                </Text>{' '}
                <Text size="xs" c="dimmed" component="span">
                  {formatDateTime(message.createdAt, i18n.language)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {message.body}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </section>
  );
}
