import type {
  ChatAvailability,
  ChatMessages,
  ChatSession,
  ChatSessionList,
} from '@procounter/shared/contracts/chat';
import { CHAT_API } from '@procounter/shared/contracts/chat-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryFetch } from '@/lib/query-client';
import { chatKeys } from './keys';

// The calls both sides of a chat make beside the connection's (chat-transport.ts), and the shop
// user's own: availability, their chats, starting one.

/** GET /chat/availability: within support hours and a support user online; asked afresh each time. */
export function useChatAvailability(enabled = true) {
  return useQuery({
    queryKey: chatKeys.availability,
    queryFn: (context) => queryFetch<ChatAvailability>(context, CHAT_API.availability, {}),
    staleTime: 0,
    enabled,
  });
}

/** GET /chat/sessions: the caller's chats, newest first (the history). */
export function useMyChats() {
  return useQuery({
    queryKey: chatKeys.mine,
    queryFn: (context) => queryFetch<{ sessions: ChatSession[] }>(context, CHAT_API.sessions, {}),
    select: (data: ChatSessionList) => data.sessions,
    staleTime: 0,
  });
}

/** POST /chat/sessions: a new chat with its first message (422 CHAT_UNAVAILABLE when closed). */
export function useStartChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { clientId: string; body: string }) =>
      apiRequest<ChatMessages>(CHAT_API.sessions, { method: 'POST', json: body }),
    onSuccess: (data) => {
      client.setQueryData(chatKeys.messages(data.session.id), data);
      void client.invalidateQueries({ queryKey: chatKeys.mine });
    },
  });
}

/** POST /chat/sessions/{id}/close: either side ends the chat. */
export function useCloseChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) =>
      apiRequest<ChatSession>(CHAT_API.close(sessionId), { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.all }),
  });
}

/** POST /chat/sessions/{id}/typing: tells the other side; a lost one matters not. */
export function postTyping(sessionId: number) {
  return apiRequest<void>(CHAT_API.typing(sessionId), { method: 'POST' }).catch(() => undefined);
}

/** POST /chat/sessions/{id}/read: the caller's side has read up to the message. */
export function postRead(sessionId: number, messageId: number) {
  return apiRequest<void>(CHAT_API.read(sessionId), {
    method: 'POST',
    json: { messageId },
  }).catch(() => undefined);
}
