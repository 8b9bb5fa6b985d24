import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { helpPaths } from '@/features/help/utils/help-paths';
import { closeChatPanel } from '@/lib/chat-panel';
import { loadNamespacesFor } from '@/lib/i18n';

const ChatPanel = lazy(() =>
  Promise.all([import('@/features/chat/components/chat-panel'), loadNamespacesFor(['chat'])]).then(
    ([module]) => ({ default: module.ChatPanel }),
  ),
);

/**
 * The chat panel, composed (features/chat with features/help): when support cannot answer, its
 * offer opens the Help Center's question form with what the user typed (router state, read by
 * contact-page.tsx).
 */
export function ChatPanelRoute({ opened }: { opened: boolean }) {
  const navigate = useNavigate();
  return (
    <Suspense fallback={null}>
      <ChatPanel
        opened={opened}
        onClose={closeChatPanel}
        onAskQuestion={(questionText) => {
          closeChatPanel();
          void navigate(helpPaths.contact, { state: { questionText } });
        }}
      />
    </Suspense>
  );
}
