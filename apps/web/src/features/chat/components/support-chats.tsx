import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ChatMessages, ChatSession, ChatStatus } from '@procounter/shared/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { formatDateTime } from '@/lib/format-date';
import { useCloseChat } from '../api/chat-calls';
import { browserChatTransport } from '../api/chat-transport';
import { chatKeys } from '../api/keys';
import { useChatMessages, useChatQueue, useTakeChat } from '../api/support-chats';
import { useChatSession } from '../hooks/use-chat-session';
import { ChatConnection } from '../utils/chat-connection';
import { ChatThread } from './chat-thread';

export interface SupportChatsProps {
  /** Starts a masquerade of the chat's user (the app composes the masquerade feature's button). */
  actAs?: (userId: number) => ReactNode;
}

/**
 * The queue, live: support's socket (which also counts this user as online) says when a chat
 * starts, is taken or ends, and the lists are asked again.
 */
function useLiveQueue(): boolean {
  const client = useQueryClient();
  // null until the first connection: only a lost one is said.
  const [connected, setConnected] = useState<boolean | null>(null);
  useEffect(() => {
    const live = new ChatConnection(
      null,
      browserChatTransport(),
      (state) => setConnected((was) => (state.connected ? true : was === null ? null : false)),
      (event) => {
        if (event.type === 'queue' || event.type === 'session' || event.type === 'message')
          void client.invalidateQueries({ queryKey: chatKeys.queue });
      },
    );
    live.start();
    return () => live.stop();
  }, [client]);
  return connected !== false;
}

/**
 * On /support: the chats with shops (issue 24 part 4): waiting ones to take, those in progress and
 * the latest finished; a chat opens with who is writing (user, shop, vehicle, quote) and its
 * messages.
 */
export function SupportChats({ actAs }: SupportChatsProps = {}) {
  const { t } = useTranslation();
  const headingId = useId();
  const queue = useChatQueue();
  const live = useLiveQueue();
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
        {!live ? (
          <Text size="sm" c="dimmed" role="status">
            {t('chat:support.live')}
          </Text>
        ) : null}
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
          <Conversation session={open} onBack={() => setOpenId(null)} actAs={actAs} />
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
                ({session.context.loginName}) · {session.context.shopName} ·{' '}
                {formatDateTime(session.createdAt, i18n.language)}
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

const RANK: Record<ChatStatus, number> = { WAITING: 0, ACTIVE: 1, CLOSED: 2 };

function Conversation({
  session,
  onBack,
  actAs,
}: {
  session: ChatSession;
  onBack: () => void;
  actAs?: (userId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const messages = useChatMessages(session.id);
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
        {actAs ? actAs(context.userId) : null}
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
        ) : (
          <LiveConversation queued={session} initial={messages.data} />
        )}
      </Stack>
    </section>
  );
}

/** The chat, live: Take a waiting one; once taken, answer it and end it. */
function LiveConversation({ queued, initial }: { queued: ChatSession; initial: ChatMessages }) {
  const { t } = useTranslation();
  const take = useTakeChat();
  const close = useCloseChat();
  const chat = useChatSession(initial, true, true);
  // The queue's copy and the socket's: whichever is further along (a take answers before its event).
  const session = RANK[queued.status] > RANK[chat.session.status] ? queued : chat.session;
  const status = session.status;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t(`chat:status.${status}`)}
        {status !== 'WAITING' && session.supportUserName
          ? ` · ${t('chat:support.takenBy', { name: session.supportUserName })}`
          : ''}
      </Text>
      {status === 'WAITING' ? (
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
      <ChatThread
        messages={chat.state.messages}
        pending={chat.state.pending}
        failed={chat.state.failed}
        fromSupport
        otherReadId={chat.otherReadId}
        typingName={chat.otherTyping ? session.context.userName : null}
        offline={status !== 'CLOSED' && chat.offline}
        onSend={status === 'ACTIVE' ? chat.send : undefined}
        onTyping={chat.typing}
      />
      {status === 'ACTIVE' ? (
        <Group>
          <Button
            variant="default"
            loading={close.isPending}
            onClick={() => close.mutate(session.id)}
          >
            {t('chat:support.close')}
          </Button>
        </Group>
      ) : null}
      {close.isError ? (
        <Alert color="red" role="alert">
          {t('chat:support.closeFailed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
