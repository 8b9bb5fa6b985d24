import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { isMessageScheduledAt } from '@procounter/shared/domain/messages';
import { useTranslation } from 'react-i18next';
import { useBroadcastMessages, useDismissMessage } from '../api/broadcast-messages';

export interface BroadcastMessagesProps {
  /** The present, in epoch ms (a prop so tests can pick it). */
  now?: number;
}

/**
 * Broadcast messages above the header, shown only while the present lies inside one of their
 * schedule windows; Dismiss removes one for good.
 */
export function BroadcastMessages({ now = Date.now() }: BroadcastMessagesProps) {
  const { t } = useTranslation();
  const { data } = useBroadcastMessages();
  const dismiss = useDismissMessage();
  const messages = (data ?? []).filter((message) => isMessageScheduledAt(message, now));
  if (messages.length === 0) return null;

  return (
    <Container size="xl" pt="xs">
      <Stack gap="xs">
        {messages.map((message) => (
          <Alert
            key={message.messageId}
            role="alert"
            color="yellow"
            variant="light"
            title={message.description || undefined}
            // The default yellow title is too light on the yellow background (WCAG AA).
            styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
            withCloseButton
            closeButtonLabel={t('common:broadcast.dismiss')}
            onClose={() => dismiss.mutate(message.messageId)}
          >
            <Text size="sm">{message.content}</Text>
            {message.linkUrl ? (
              <Anchor href={message.linkUrl} size="sm" target="_blank" rel="noopener noreferrer">
                {t('common:broadcast.learnMore')}
              </Anchor>
            ) : null}
          </Alert>
        ))}
      </Stack>
    </Container>
  );
}
