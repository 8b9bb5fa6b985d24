import type { ChatMessages, ChatQueue, ChatSession } from '@procounter/shared/contracts/chat';
import { CHAT_API } from '@procounter/shared/contracts/chat-paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryFetch } from '@/lib/query-client';
import { chatKeys } from './keys';

/** GET /support/chats: waiting (oldest first), in progress and the latest finished. */
export function chatQueueQuery() {
  return queryOptions({
    queryKey: chatKeys.queue,
    queryFn: (context) => queryFetch<ChatQueue>(context, CHAT_API.supportChats, {}),
  });
}

export function useChatQueue() {
  return useQuery(chatQueueQuery());
}

/** GET /chat/sessions/{id}/messages: the chat and its messages, oldest first. */
export function useChatMessages(sessionId: number) {
  return useQuery({
    queryKey: chatKeys.messages(sessionId),
    queryFn: (context) =>
      queryFetch<ChatMessages>(context, CHAT_API.messages(sessionId), { query: { after: 0 } }),
  });
}

/** POST /support/chats/{id}/take: the chat is the caller's to answer (409 when someone has it). */
export function useTakeChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) =>
      apiRequest<ChatSession>(CHAT_API.supportTake(sessionId), { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
