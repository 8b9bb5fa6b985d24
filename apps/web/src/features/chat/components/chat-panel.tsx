import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  List,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatAvailability,
  type ChatMessage,
  type ChatSession,
} from '@procounter/shared/contracts/chat';
import { userCanAccessSupport } from '@procounter/shared/domain/roles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/retry-alert';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { PHONE_QUERY } from '@/lib/media-queries';
import { useChatAvailability, useCloseChat, useMyChats, useStartChat } from '../api/chat-calls';
import { useChatMessages } from '../api/support-chats';
import { useChatSession } from '../hooks/use-chat-session';
import { ChatThread } from './chat-thread';

export interface ChatPanelProps {
  opened: boolean;
  onClose: () => void;
  /** Support is not available: the question form, prefilled with what the user typed. */
  onAskQuestion: (text: string) => void;
}

/**
 * The shop user's chat with support (issue 24 part 4), in a drawer opened from the Chat for help
 * button or the Help Center's 'Start a chat session.' (right on a desktop, the whole screen on a
 * phone): the open chat, live; or, when none is open, whether support is available and the first
 * message, or the question form offered with the text typed; and the user's earlier chats.
 */
export function ChatPanel({ opened, onClose, onAskQuestion }: ChatPanelProps) {
  const { t } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('chat:panel.title')}
      position={phone ? 'bottom' : 'right'}
      size={phone ? '100%' : 'md'}
      closeButtonProps={{ 'aria-label': t('chat:panel.close') }}
    >
      <ChatPanelBody onAskQuestion={onAskQuestion} />
    </Drawer>
  );
}

type View = { kind: 'current' } | { kind: 'chat'; sessionId: number } | { kind: 'new' };

export function ChatPanelBody({ onAskQuestion }: Pick<ChatPanelProps, 'onAskQuestion'>) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const chats = useMyChats();
  const [view, setView] = useState<View>({ kind: 'current' });
  const supportUser = user !== undefined && userCanAccessSupport(user) && !user.masquerade;
  if (supportUser) {
    return (
      <Stack gap="sm">
        <Text size="sm">{t('chat:panel.supportUser')}</Text>
        <Anchor component={Link} to="/support">
          {t('chat:panel.toSupport')}
        </Anchor>
      </Stack>
    );
  }
  if (chats.isError && !chats.data) {
    return (
      <RetryAlert
        message={t('chat:panel.loadFailed')}
        retryLabel={t('chat:panel.retry')}
        onRetry={() => void chats.refetch()}
      />
    );
  }
  if (!chats.data) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('chat:panel.loading')}
      </Text>
    );
  }
  const open = chats.data.find((s) => s.status !== 'CLOSED');
  const shownId =
    view.kind === 'chat' ? view.sessionId : view.kind === 'current' ? open?.id : undefined;
  const earlier = chats.data.filter((s) => s.status === 'CLOSED' && s.id !== shownId);
  return (
    <Stack gap="md">
      {shownId !== undefined ? (
        <Conversation
          key={shownId}
          sessionId={shownId}
          onNew={
            open === undefined || open.id === shownId ? () => setView({ kind: 'new' }) : undefined
          }
          onBack={view.kind === 'chat' ? () => setView({ kind: 'current' }) : undefined}
        />
      ) : (
        <StartChat
          onStarted={(sessionId) => setView({ kind: 'chat', sessionId })}
          onAskQuestion={onAskQuestion}
        />
      )}
      <History sessions={earlier} onOpen={(sessionId) => setView({ kind: 'chat', sessionId })} />
    </Stack>
  );
}

/** No open chat: whether support answers now, then the first message or the question form. */
function StartChat({
  onStarted,
  onAskQuestion,
}: {
  onStarted: (sessionId: number) => void;
  onAskQuestion: (text: string) => void;
}) {
  const { t } = useTranslation();
  const availability = useChatAvailability();
  const start = useStartChat();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<ChatAvailability | null>(null);
  const headingId = useId();

  if (availability.isError && !availability.data) {
    return (
      <RetryAlert
        message={t('chat:panel.availabilityFailed')}
        retryLabel={t('chat:panel.retry')}
        onRetry={() => void availability.refetch()}
      />
    );
  }
  if (!availability.data) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('chat:panel.checking')}
      </Text>
    );
  }
  // A refused first message (support left meanwhile) says so until availability is asked again.
  const state = availability.data.available ? (refused ?? availability.data) : availability.data;
  if (!state.available) {
    return (
      <Stack gap="sm" component="section" aria-labelledby={headingId}>
        <Title order={3} size="h4" id={headingId}>
          {t('chat:panel.unavailableTitle')}
        </Title>
        <Alert color="blue.9" variant="light">
          <Text size="sm">
            {state.withinHours ? t('chat:panel.noneOnline') : t('chat:panel.closedHours')}
          </Text>
          <Text size="sm" mt={4}>
            {t('chat:panel.offerQuestion')}
          </Text>
        </Alert>
        <Textarea
          label={t('chat:panel.question')}
          rows={4}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group>
          <Button onClick={() => onAskQuestion(text.trim())}>{t('chat:panel.askQuestion')}</Button>
        </Group>
      </Stack>
    );
  }

  const send = (body: string) => {
    setText(body);
    start.mutate(
      { clientId: crypto.randomUUID(), body },
      {
        onSuccess: (data) => onStarted(data.session.id),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CHAT_UNAVAILABLE') {
            void availability
              .refetch()
              .then((fresh) =>
                setRefused(
                  fresh.data ?? { withinHours: true, supportOnline: false, available: false },
                ),
              );
          }
        },
      },
    );
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t('chat:panel.newChat')}
      </Title>
      <Text size="sm">{t('chat:panel.intro')}</Text>
      {start.isError &&
      !(start.error instanceof ApiError && start.error.code === 'CHAT_UNAVAILABLE') ? (
        <Alert color="red" role="alert">
          {t('chat:panel.startFailed')}
        </Alert>
      ) : null}
      <ChatThread
        key={start.isPending ? 'sending' : 'ready'}
        messages={[]}
        pending={start.isPending ? [{ clientId: 'first', body: text }] : []}
        fromSupport={false}
        onSend={start.isPending ? undefined : send}
        draft={start.isError ? text : ''}
      />
    </Stack>
  );
}

/** A chat of the user's: the open one live, a finished one to read. */
function Conversation({
  sessionId,
  onNew,
  onBack,
}: {
  sessionId: number;
  onNew?: () => void;
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const messages = useChatMessages(sessionId);
  if (messages.isError && !messages.data) {
    return (
      <RetryAlert
        message={t('chat:panel.messagesFailed')}
        retryLabel={t('chat:panel.retry')}
        onRetry={() => void messages.refetch()}
      />
    );
  }
  if (!messages.data) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('chat:panel.loading')}
      </Text>
    );
  }
  return <LiveConversation initial={messages.data} onNew={onNew} onBack={onBack} />;
}

function LiveConversation({
  initial,
  onNew,
  onBack,
}: {
  initial: { session: ChatSession; messages: ChatMessage[] };
  onNew?: () => void;
  onBack?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const chat = useChatSession(initial, false, true);
  const close = useCloseChat();
  const { session } = chat;
  const closed = session.status === 'CLOSED';
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h4" id={headingId}>
          {closed
            ? t('chat:panel.chatOf', { date: formatDateTime(session.createdAt, i18n.language) })
            : t('chat:panel.current')}
        </Title>
        {onBack ? (
          <Button variant="subtle" size="compact-sm" onClick={onBack}>
            {t('chat:panel.back')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {session.status === 'WAITING'
          ? t('chat:panel.waiting')
          : session.status === 'ACTIVE'
            ? t('chat:panel.answering', { name: session.supportUserName ?? '' })
            : t('chat:panel.ended')}
      </Text>
      <ChatThread
        messages={chat.state.messages}
        pending={chat.state.pending}
        failed={chat.state.failed}
        fromSupport={false}
        otherReadId={chat.otherReadId}
        typingName={chat.otherTyping ? (session.supportUserName ?? t('chat:panel.support')) : null}
        offline={!closed && chat.offline}
        onSend={closed ? undefined : chat.send}
        onTyping={chat.typing}
      />
      <Group gap="xs">
        {!closed ? (
          <Button
            variant="default"
            loading={close.isPending}
            onClick={() => close.mutate(session.id)}
          >
            {t('chat:panel.end')}
          </Button>
        ) : onNew ? (
          <Button variant="default" onClick={onNew}>
            {t('chat:panel.startNew')}
          </Button>
        ) : null}
      </Group>
      {close.isError ? (
        <Alert color="red" role="alert">
          {t('chat:panel.endFailed')}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The user's finished chats, to read again. */
function History({
  sessions,
  onOpen,
}: {
  sessions: ChatSession[];
  onOpen: (sessionId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('chat:panel.history')}
      </Title>
      <List listStyleType="none" spacing={4} aria-labelledby={headingId}>
        {sessions.map((session) => (
          <List.Item key={session.id}>
            <Anchor component="button" type="button" size="sm" onClick={() => onOpen(session.id)}>
              {formatDateTime(session.createdAt, i18n.language)}
            </Anchor>
            {session.preview ? (
              <Text size="sm" c="dimmed" lineClamp={1}>
                {session.preview}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
