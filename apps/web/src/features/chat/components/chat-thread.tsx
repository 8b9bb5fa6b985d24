import { Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@procounter/shared/contracts/chat';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import type { PendingMessage } from '../utils/chat-connection';
import classes from './chat.module.css';

export interface ChatThreadProps {
  messages: ChatMessage[];
  pending?: PendingMessage[];
  failed?: PendingMessage[];
  /** This side: support's messages are its own, or the shop user's. */
  fromSupport: boolean;
  /** The last message id the other side has read: this side's messages up to it say Read. */
  otherReadId?: number;
  /** Who the other side is, for "… is typing"; null: not typing. */
  typingName?: string | null;
  /** The connection is down (it comes back by itself). */
  offline?: boolean;
  /** Absent: the thread is read only (a finished chat). */
  onSend?: (body: string) => void;
  onTyping?: () => void;
  /** The composer's text when it opens (what the user typed before). */
  draft?: string;
}

/**
 * A chat's messages and its composer, on both sides (the shop user's panel, support's answers):
 * the messages in a log (read out as they arrive), this side's unsent ones (Sending, Not sent),
 * Read under this side's messages the other side has read, the other side's typing, and the
 * composer: Enter sends, Shift+Enter starts a new line.
 */
export function ChatThread({
  messages,
  pending = [],
  failed = [],
  fromSupport,
  otherReadId = 0,
  typingName = null,
  offline = false,
  onSend,
  onTyping,
  draft = '',
}: ChatThreadProps) {
  const { t, i18n } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length + pending.length + failed.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  return (
    <Stack gap="xs">
      <Box role="log" aria-label={t('chat:thread.label')} className={classes.log} tabIndex={0}>
        {count === 0 ? (
          <Text size="sm" c="dimmed">
            {t('chat:thread.empty')}
          </Text>
        ) : (
          <Stack component="ol" gap="xs" className={classes.list}>
            {messages.map((message) => {
              const own = message.fromSupport === fromSupport;
              return (
                <li key={message.id} className={own ? classes.own : classes.other}>
                  <Paper
                    p="xs"
                    radius="md"
                    className={own ? classes.ownBubble : classes.otherBubble}
                  >
                    <Text size="xs" fw={600} component="span">
                      {message.authorName}
                    </Text>{' '}
                    <Text size="xs" c="dimmed" component="span">
                      {formatDateTime(message.createdAt, i18n.language)}
                    </Text>
                    <Text size="sm" className={classes.body}>
                      {message.body}
                    </Text>
                    {own && message.id <= otherReadId ? (
                      <Text size="xs" c="dimmed" ta="right">
                        {t('chat:thread.read')}
                      </Text>
                    ) : null}
                  </Paper>
                </li>
              );
            })}
            {pending.map((message) => (
              <li key={message.clientId} className={classes.own}>
                <Paper p="xs" radius="md" className={classes.ownBubble}>
                  <Text size="sm" className={classes.body}>
                    {message.body}
                  </Text>
                  <Text size="xs" c="dimmed" ta="right">
                    {offline ? t('chat:thread.waiting') : t('chat:thread.sending')}
                  </Text>
                </Paper>
              </li>
            ))}
            {failed.map((message) => (
              <li key={message.clientId} className={classes.own}>
                <Paper p="xs" radius="md" className={classes.ownBubble}>
                  <Text size="sm" className={classes.body}>
                    {message.body}
                  </Text>
                  <Text size="xs" c="red.9" ta="right">
                    {t('chat:thread.failed')}
                  </Text>
                </Paper>
              </li>
            ))}
          </Stack>
        )}
        <div ref={end} />
      </Box>
      <Text size="xs" c="dimmed" role="status" mih="1.2em">
        {offline
          ? t('chat:thread.reconnecting')
          : typingName
            ? t('chat:thread.typing', { name: typingName })
            : ''}
      </Text>
      {onSend ? <Composer onSend={onSend} onTyping={onTyping} draft={draft} /> : null}
    </Stack>
  );
}

function Composer({
  onSend,
  onTyping,
  draft,
}: {
  onSend: (body: string) => void;
  onTyping?: () => void;
  draft: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(draft);
  const submit = () => {
    const body = text.trim();
    if (!body) return;
    onSend(body);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap={4}>
        <Textarea
          label={t('chat:thread.message')}
          description={t('chat:thread.hint')}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (event.currentTarget.value) onTyping?.();
          }}
          onKeyDown={onKeyDown}
        />
        <Group justify="flex-end">
          <Button type="submit" size="compact-md">
            {t('chat:thread.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
