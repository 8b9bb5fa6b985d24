/**
 * Whether the chat with support is open (issue 24 part 4): the shell's Chat for help button and the
 * Help Center's 'Start a chat session.' open it; the app's host (app/chat-panel-host.tsx) shows it,
 * loading the chat's code on the first opening.
 */
let opened = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  opened = next;
  for (const listener of listeners) listener();
}

export const openChatPanel = () => set(true);
export const closeChatPanel = () => set(false);
export const isChatPanelOpen = () => opened;

export function subscribeChatPanel(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
