import type { ChatEvent, ChatMessage, ChatSession } from '@procounter/shared/contracts/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { postRead, postTyping } from '../api/chat-calls';
import { browserChatTransport } from '../api/chat-transport';
import {
  ChatConnection,
  type ChatConnectionState,
  type ChatTransport,
} from '../utils/chat-connection';

/** How long the other side's "is typing" shows after its last signal. */
export const TYPING_SHOWN_MS = 4000;
/** At most one typing signal this often. */
export const TYPING_SIGNAL_MS = 2500;

export interface ChatSessionView {
  state: ChatConnectionState;
  /** The chat as the last event told it (status, who answers, read marks). */
  session: ChatSession;
  /** The other side is typing now. */
  otherTyping: boolean;
  /** The last message id the other side has read. */
  otherReadId: number;
  /** The connection was up and is down now (it comes back by itself). */
  offline: boolean;
  send: (body: string) => void;
  /** The user is typing: tells the other side now and then. */
  typing: () => void;
}

/**
 * One chat, live, for one side (the shop user's panel or support): its connection
 * (utils/chat-connection.ts), the chat's state from the events, the other side's typing, and the
 * read mark of what this side has on screen (`reading`: the thread is shown).
 */
export function useChatSession(
  initial: { session: ChatSession; messages: ChatMessage[] },
  fromSupport: boolean,
  reading: boolean,
  transport: () => ChatTransport = browserChatTransport,
): ChatSessionView {
  const sessionId = initial.session.id;
  const [session, setSession] = useState(initial.session);
  const [state, setState] = useState<ChatConnectionState>({
    connected: false,
    messages: initial.messages,
    pending: [],
    failed: [],
  });
  const [otherTyping, setOtherTyping] = useState(false);
  const [wasConnected, setWasConnected] = useState(false);
  if (state.connected && !wasConnected) setWasConnected(true);
  const connection = useRef<ChatConnection | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypingSent = useRef(0);
  const readSent = useRef(
    fromSupport ? initial.session.supportReadMessageId : initial.session.userReadMessageId,
  );
  const initialMessages = useRef(initial.messages);
  const makeTransport = useRef(transport);

  useEffect(() => {
    const onEvent = (event: ChatEvent) => {
      if (event.type === 'session' && event.session.id === sessionId) setSession(event.session);
      else if (
        event.type === 'read' &&
        event.sessionId === sessionId &&
        event.fromSupport !== fromSupport
      )
        setSession((s) => ({
          ...s,
          [fromSupport ? 'userReadMessageId' : 'supportReadMessageId']: Math.max(
            event.messageId,
            fromSupport ? s.userReadMessageId : s.supportReadMessageId,
          ),
        }));
      else if (
        event.type === 'typing' &&
        event.sessionId === sessionId &&
        event.fromSupport !== fromSupport
      ) {
        setOtherTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setOtherTyping(false), TYPING_SHOWN_MS);
      } else if (
        event.type === 'message' &&
        event.message.sessionId === sessionId &&
        event.message.fromSupport !== fromSupport
      ) {
        clearTimeout(typingTimer.current);
        setOtherTyping(false);
      }
    };
    const live = new ChatConnection(sessionId, makeTransport.current(), setState, onEvent);
    connection.current = live;
    live.start(initialMessages.current);
    return () => {
      live.stop();
      clearTimeout(typingTimer.current);
      if (connection.current === live) connection.current = null;
    };
  }, [sessionId, fromSupport]);

  // What this side has on screen of the other side's messages is read.
  const lastFromOther = state.messages.findLast((m) => m.fromSupport !== fromSupport)?.id ?? 0;
  useEffect(() => {
    if (!reading || lastFromOther <= readSent.current) return;
    readSent.current = lastFromOther;
    void postRead(sessionId, lastFromOther);
  }, [reading, lastFromOther, sessionId]);

  const send = useCallback((body: string) => {
    lastTypingSent.current = 0;
    connection.current?.send(body);
  }, []);
  const typing = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SIGNAL_MS) return;
    lastTypingSent.current = now;
    void postTyping(sessionId);
  }, [sessionId]);

  return {
    state,
    session,
    otherTyping,
    otherReadId: fromSupport ? session.userReadMessageId : session.supportReadMessageId,
    offline: wasConnected && !state.connected,
    send,
    typing,
  };
}
