import { API_PREFIX } from '@procounter/shared/contracts/api-paths';
import type {
  ChatMessage,
  ChatMessages,
  SendChatMessageBody,
} from '@procounter/shared/contracts/chat';
import { CHAT_API } from '@procounter/shared/contracts/chat-paths';
import { ApiError, apiRequest, refreshTokens } from '@/lib/api-client';
import { getSession } from '@/lib/session';
import type { ChatTransport, SocketLike } from '../utils/chat-connection';

/** The chat socket's address on this page's origin (wss on https). */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${API_PREFIX}${CHAT_API.live}`;
}

/** POST /chat/sessions/{id}/messages: the stored message (the same one for a resent clientId). */
export function postChatMessage(sessionId: number, body: SendChatMessageBody) {
  return apiRequest<ChatMessage>(CHAT_API.messages(sessionId), { method: 'POST', json: body });
}

/** GET /chat/sessions/{id}/messages?after: the chat and its messages after a seen id. */
export function getChatMessagesAfter(sessionId: number, after: number) {
  return apiRequest<ChatMessages>(CHAT_API.messages(sessionId), { query: { after } });
}

/** The browser's side of ChatConnection: the real socket, the session's token, the API calls. */
export function browserChatTransport(): ChatTransport {
  return {
    openSocket: () => new WebSocket(chatSocketUrl()) as unknown as SocketLike,
    accessToken: () => getSession().auth?.access_token ?? null,
    refresh: refreshTokens,
    postMessage: postChatMessage,
    getMessagesAfter: getChatMessagesAfter,
    newClientId: () => crypto.randomUUID(),
    // The chat has ended (409) or is no longer the caller's (404): sending again changes nothing.
    isPermanentFailure: (error) =>
      error instanceof ApiError && (error.status === 409 || error.status === 404),
  };
}
