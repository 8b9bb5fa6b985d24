import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { closeChatPanel, isChatPanelOpen, subscribeChatPanel } from '@/lib/chat-panel';

// The chat with support (issue 24 part 4) loads when it is first opened: /home's first JavaScript
// is at its budget. Through a small module whose own lazy import names the panel's chunks, so
// their list is not in the shell's code either.
const ChatPanelRoute = lazy(() =>
  import('./chat-panel-route').then((module) => ({ default: module.ChatPanelRoute })),
);

/** Shows the chat with support when the shell's button or the Help Center opens it (lib/chat-panel.ts). */
export function ChatPanelHost() {
  const opened = useSyncExternalStore(subscribeChatPanel, isChatPanelOpen);
  const wanted = useOpenedOnce(opened);
  // Leaving (logging out) closes it: the next session does not start with it open.
  useEffect(() => closeChatPanel, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ChatPanelRoute opened={opened} />
    </Suspense>
  ) : null;
}
