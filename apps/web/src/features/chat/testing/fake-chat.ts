/**
 * The chat's side of the fake server (testing/fake-fetch.ts) and a fake of the browser's
 * WebSocket: a small chat server that stores messages once per client id, answers the chat's calls
 * and pushes events to the open sockets, as the real one does (apps/server/src/modules/chat).
 */
import type {
  ChatAvailability,
  ChatEvent,
  ChatMessage,
  ChatSession,
} from '@procounter/shared/contracts/chat';
import { vi } from 'vitest';
import type { FakeServer } from '@/testing/fake-fetch';

export class FakeChatSocket {
  static readonly all: FakeChatSocket[] = [];
  /** The network is down: new sockets close at once. */
  static offline = false;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeChatSocket.all.push(this);
    queueMicrotask(() => {
      if (this.readyState !== 0) return;
      if (FakeChatSocket.offline) {
        this.close(1006);
        return;
      }
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(data);
    if (JSON.parse(data).type === 'auth') queueMicrotask(() => this.push({ type: 'ready' }));
  }
  close(code = 1000) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  push(event: ChatEvent) {
    if (this.readyState === 1) this.onmessage?.({ data: JSON.stringify(event) });
  }
}

/** Installs the fake WebSocket; every test's sockets start afresh. */
export function installFakeChatSockets() {
  FakeChatSocket.all.length = 0;
  FakeChatSocket.offline = false;
  vi.stubGlobal('WebSocket', FakeChatSocket);
}

/** Cuts the network (every socket closes, new ones fail, calls fail) or brings it back. */
export function setChatNetwork(chat: FakeChat, online: boolean) {
  chat.online = online;
  FakeChatSocket.offline = !online;
  if (!online) for (const socket of FakeChatSocket.all) socket.close(1006);
}

/** Pushes an event to every open socket. */
export function pushChatEvent(event: ChatEvent) {
  for (const socket of FakeChatSocket.all) socket.push(event);
}

export const CONTEXT: ChatSession['context'] = {
  userId: 6,
  userName: 'Tina Tech',
  loginName: 'tech',
  shopId: 1001,
  shopName: 'Lone Star Auto Repair - Main St',
  accountNumber: '100001',
  vehicle: '2013 Ford F-150',
  vin: '1FTFW1ET9DFC10312',
  quoteNumber: 41,
};

/** A message of chat `sessionId`, from support or from the shop user, with a client id of its id. */
export function makeChatMessage(
  id: number,
  sessionId: number,
  fromSupport: boolean,
  body: string,
  createdAt = '2026-11-25T15:02:00.000Z',
): ChatMessage {
  return {
    id,
    sessionId,
    clientId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    fromSupport,
    authorName: fromSupport ? 'Sam Support' : 'Tina Tech',
    body,
    createdAt,
  };
}

export function makeChatSession(overrides: Partial<ChatSession> = {}): ChatSession {
  return {
    id: 1,
    status: 'WAITING',
    context: CONTEXT,
    supportUserName: null,
    createdAt: '2026-11-25T15:00:00.000Z',
    takenAt: null,
    closedAt: null,
    userReadMessageId: 0,
    supportReadMessageId: 0,
    lastMessageId: 0,
    preview: null,
    ...overrides,
  };
}

export interface FakeChat {
  /** Off: the chat's calls fail as fetch does offline, and sockets close (setChatNetwork). */
  online: boolean;
  sessions: ChatSession[];
  messages: ChatMessage[];
  availability: ChatAvailability;
  /** The other side writes: stored and pushed. */
  say(sessionId: number, body: string, fromSupport: boolean): ChatMessage;
}

let nextClientId = 1;

/** Answers the chat's calls as a user (fromSupport false) or support (true) makes them. */
export function serveChat(
  server: FakeServer,
  options: {
    asSupport?: boolean;
    availability?: Partial<ChatAvailability>;
    sessions?: ChatSession[];
    messages?: ChatMessage[];
  } = {},
): FakeChat {
  const fromSupport = options.asSupport ?? false;
  const chat: FakeChat = {
    online: true,
    sessions: [...(options.sessions ?? [])],
    messages: [...(options.messages ?? [])],
    availability: {
      withinHours: true,
      supportOnline: true,
      available: true,
      ...options.availability,
    },
    say(sessionId, body, side) {
      return store(
        sessionId,
        `00000000-0000-4000-9000-${String(nextClientId++).padStart(12, '0')}`,
        body,
        side,
      );
    },
  };
  const sessionOf = (id: number) => {
    const found = chat.sessions.find((s) => s.id === id);
    if (!found) throw new Error(`no chat ${id}`);
    return found;
  };
  const update = (id: number, change: Partial<ChatSession>) => {
    const next = { ...sessionOf(id), ...change };
    chat.sessions = chat.sessions.map((s) => (s.id === id ? next : s));
    return next;
  };
  function store(sessionId: number, clientId: string, body: string, side: boolean) {
    const found = chat.messages.find((m) => m.sessionId === sessionId && m.clientId === clientId);
    if (found) return found;
    const message: ChatMessage = {
      id: chat.messages.length + 1,
      sessionId,
      clientId,
      fromSupport: side,
      authorName: side ? 'Sam Support' : 'Tina Tech',
      body,
      createdAt: '2026-11-25T15:02:00.000Z',
    };
    chat.messages.push(message);
    update(sessionId, { lastMessageId: message.id, preview: sessionOf(sessionId).preview ?? body });
    pushChatEvent({ type: 'message', message });
    return message;
  }
  const page = (sessionId: number, after = 0) => ({
    session: sessionOf(sessionId),
    messages: chat.messages.filter((m) => m.sessionId === sessionId && m.id > after),
    more: false,
  });
  const id = (path: string) => Number(path.split('/')[4]);
  const reachable = () => {
    if (!chat.online) throw new TypeError('Failed to fetch');
  };

  server
    .on('GET', '/api/chat/availability', () => ({ body: chat.availability }))
    .on('GET', '/api/chat/sessions', () => ({ body: { sessions: [...chat.sessions].reverse() } }))
    .on('POST', '/api/chat/sessions', (request) => {
      if (!chat.availability.available) {
        return {
          status: 422,
          body: { code: 'CHAT_UNAVAILABLE', message: 'No support user is online' },
        };
      }
      const body = JSON.parse(request.body ?? '{}') as { clientId: string; body: string };
      const session = makeChatSession({ id: chat.sessions.length + 100 });
      chat.sessions.push(session);
      store(session.id, body.clientId, body.body, false);
      return { body: page(session.id) };
    })
    .on('GET', '/api/chat/sessions/:id/messages', (request) => {
      reachable();
      return { body: page(id(request.path), Number(request.search.get('after') ?? 0)) };
    })
    .on('POST', '/api/chat/sessions/:id/messages', (request) => {
      reachable();
      const sessionId = id(request.path);
      if (sessionOf(sessionId).status === 'CLOSED') {
        return { status: 409, body: { code: 'CHAT_CLOSED', message: 'This chat has ended' } };
      }
      const body = JSON.parse(request.body ?? '{}') as { clientId: string; body: string };
      return { body: store(sessionId, body.clientId, body.body, fromSupport) };
    })
    .on('POST', '/api/chat/sessions/:id/read', (request) => {
      reachable();
      const sessionId = id(request.path);
      const { messageId } = JSON.parse(request.body ?? '{}') as { messageId: number };
      update(
        sessionId,
        fromSupport ? { supportReadMessageId: messageId } : { userReadMessageId: messageId },
      );
      pushChatEvent({ type: 'read', sessionId, fromSupport, messageId });
      return { status: 204 };
    })
    .on('POST', '/api/chat/sessions/:id/typing', () => {
      reachable();
      return { status: 204 };
    })
    .on('POST', '/api/chat/sessions/:id/close', (request) => {
      const session = update(id(request.path), {
        status: 'CLOSED',
        closedAt: '2026-11-25T15:10:00.000Z',
      });
      pushChatEvent({ type: 'session', session });
      return { body: session };
    })
    .on('GET', '/api/support/chats', () => ({
      body: {
        waiting: chat.sessions.filter((s) => s.status === 'WAITING'),
        active: chat.sessions.filter((s) => s.status === 'ACTIVE'),
        closed: chat.sessions.filter((s) => s.status === 'CLOSED'),
      },
    }))
    .on('POST', '/api/support/chats/:id/take', (request) => {
      const session = update(id(request.path), {
        status: 'ACTIVE',
        supportUserName: 'Sam Support',
        takenAt: '2026-11-25T15:01:00.000Z',
      });
      pushChatEvent({ type: 'session', session });
      pushChatEvent({ type: 'queue' });
      return { body: session };
    });
  return chat;
}
