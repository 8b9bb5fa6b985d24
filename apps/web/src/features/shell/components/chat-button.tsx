import { ActionIcon, Button, Group } from '@mantine/core';
import { CHAT_BUTTON_HIDDEN_MS } from '@procounter/shared/domain/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openChatPanel } from '@/lib/chat-panel';
import { storage } from '@/lib/storage';
import { useShowChatTooltip } from '../api/chat-tooltip';
import classes from './shell.module.css';

const ChatTooltip = lazy(() =>
  import('./chat-tooltip').then((module) => ({ default: module.ChatTooltip })),
);

/** How long the first-use tooltip stays up on its own. */
const TOOLTIP_MS = 12_000;

/**
 * The chat-for-help button, in the main navigation's bar: a part of the shell, it never floats over
 * the page's content ("Add to quote", the quote's totals). Its first-use tooltip shows when POST /user/showChatNowTooltip answers
 * true. The button can be hidden for a day (chatButtonHiddenUntil). It opens the chat with support
 * (lib/chat-panel.ts; the app shows the panel, a drawer opened on demand).
 */
export function ChatButton() {
  const { t } = useTranslation();
  const [hiddenUntil, setHiddenUntil] = useState(
    () => storage.readValue<number>('chatButtonHiddenUntil') ?? 0,
  );
  const { data: showTooltip } = useShowChatTooltip();
  const [tooltipOpen, setTooltipOpen] = useState(false);

  useEffect(() => {
    if (!showTooltip) return;
    setTooltipOpen(true);
    const timer = setTimeout(() => setTooltipOpen(false), TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [showTooltip]);

  if (hiddenUntil > Date.now()) return null;

  const hideForADay = () => {
    const until = Date.now() + CHAT_BUTTON_HIDDEN_MS;
    storage.write('chatButtonHiddenUntil', until);
    setHiddenUntil(until);
  };

  const button = (
    <Button
      radius="xl"
      size="compact-sm"
      color="accent"
      autoContrast
      aria-haspopup="dialog"
      onClick={() => {
        setTooltipOpen(false);
        openChatPanel();
      }}
    >
      {t('common:chat.button')}
    </Button>
  );

  return (
    <Group gap={4} wrap="nowrap" className={classes.chatButton}>
      {showTooltip ? (
        // Until the tooltip's code arrives, the plain button.
        <Suspense fallback={button}>
          <ChatTooltip label={t('common:chat.tooltip')} opened={tooltipOpen}>
            {button}
          </ChatTooltip>
        </Suspense>
      ) : (
        button
      )}
      <ActionIcon
        variant="subtle"
        color="white"
        radius="xl"
        size="sm"
        aria-label={t('common:chat.hide')}
        onClick={hideForADay}
      >
        ×
      </ActionIcon>
    </Group>
  );
}
