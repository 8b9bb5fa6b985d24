import type { ChatMessage, ChatMessages } from '@procounter/shared/contracts/chat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChatConnection,
  type ChatConnectionState,
  type ChatTransport,
  RECONNECT_DELAYS_MS,
  type SocketLike,
} from './chat-connection';

// A fake server behind the transport: it stores messages once per client id (as the real one
// does), can be cut off (POSTs fail, sockets close) and pushes events to the open sockets.

const SESSION = 7;

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  push(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

function fakeServer() {
  const stored: ChatMessage[] = [];
  const sockets: FakeSocket[] = [];
  const posts: string[] = [];
  const afters: number[] = [];
  let online = true;
  let token = 'token-1';
  let refreshed = false;
  let uuid = 0;
  const store = (clientId: string, body: string, fromSupport: boolean): ChatMessage => {
    const found = stored.find((m) => m.clientId === clientId);
    if (found) return found;
    const message: ChatMessage = {
      id: stored.length + 1,
      sessionId: SESSION,
      clientId,
      fromSupport,
      authorName: fromSupport ? 'Sam Support' : 'Tina Tech',
      body,
      createdAt: new Date(0).toISOString(),
    };
    stored.push(message);
    for (const s of sockets) if (s.readyState === 1) s.push({ type: 'message', message });
    return message;
  };
  const transport: ChatTransport = {
    openSocket() {
      const socket = new FakeSocket();
      sockets.push(socket);
      queueMicrotask(() => {
        if (!online) {
          socket.close(1006);
          return;
        }
        socket.readyState = 1;
        socket.onopen?.();
        const auth = JSON.parse(socket.sent[0] ?? '{}');
        if (auth.token !== token) socket.close(4401);
        else socket.push({ type: 'ready' });
      });
      return socket;
    },
    // The client holds the first token until it refreshes, then the server's current one.
    accessToken: () => (refreshed ? token : 'token-1'),
    refresh: async () => {
      refreshed = true;
      return true;
    },
    async postMessage(_sessionId, message) {
      posts.push(message.clientId);
      if (!online) throw new TypeError('Failed to fetch');
      return store(message.clientId, message.body, false);
    },
    async getMessagesAfter(_sessionId, after): Promise<ChatMessages> {
      afters.push(after);
      if (!online) throw new TypeError('Failed to fetch');
      return {
        session: {} as ChatMessages['session'],
        messages: stored.filter((m) => m.id > after),
        more: false,
      };
    },
    newClientId: () => `00000000-0000-4000-8000-${String(++uuid).padStart(12, '0')}`,
  };
  return {
    transport,
    stored,
    sockets,
    posts,
    afters,
    supportSays: (body: string) => store(`support-${stored.length}`, body, true),
    cut() {
      online = false;
      for (const s of sockets) s.close(1006);
    },
    restore() {
      online = true;
    },
    expireToken() {
      token = 'token-2';
    },
  };
}

async function settle() {
  for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0);
}

describe('ChatConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function connect(server: ReturnType<typeof fakeServer>) {
    const states: ChatConnectionState[] = [];
    const connection = new ChatConnection(SESSION, server.transport, (s) => states.push(s));
    connection.start();
    return { connection, last: () => states.at(-1)! };
  }

  it('shows a sent message once, whether the answer or the socket brings it first', async () => {
    const server = fakeServer();
    const { connection, last } = connect(server);
    await settle();
    expect(last().connected).toBe(true);
    connection.send('Which pads fit?');
    expect(last().pending.map((p) => p.body)).toEqual(['Which pads fit?']);
    await settle();
    expect(last().pending).toEqual([]);
    expect(last().messages.map((m) => m.body)).toEqual(['Which pads fit?']);
    server.supportSays('The ceramic ones.');
    await settle();
    expect(last().messages.map((m) => [m.fromSupport, m.body])).toEqual([
      [false, 'Which pads fit?'],
      [true, 'The ceramic ones.'],
    ]);
    connection.stop();
  });

  it('after a network drop reconnects, catches up after its last seen id and sends what waited, once', async () => {
    const server = fakeServer();
    const { connection, last } = connect(server);
    await settle();
    connection.send('Before the drop');
    await settle();

    server.cut();
    await settle();
    expect(last().connected).toBe(false);
    connection.send('Sent while offline');
    await settle();
    expect(last().pending.map((p) => p.body)).toEqual(['Sent while offline']);
    // Support answered meanwhile: the socket was down, so only the catch-up can bring it.
    server.restore();
    server.supportSays('Answered while you were away');
    server.cut();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]!);
    await settle();
    expect(last().connected).toBe(false);

    server.restore();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[1]!);
    await settle();
    expect(last().connected).toBe(true);
    expect(last().pending).toEqual([]);
    expect(last().messages.map((m) => m.body)).toEqual([
      'Before the drop',
      'Answered while you were away',
      'Sent while offline',
    ]);
    // Asked after the message it had seen, not from the start.
    expect(server.afters.at(-1)).toBeGreaterThanOrEqual(1);
    // Stored once, though sent twice with one client id (the first try failed offline).
    const offline = server.stored.filter((m) => m.body === 'Sent while offline');
    expect(offline).toHaveLength(1);
    expect(server.posts.filter((id) => id === offline[0]!.clientId).length).toBeGreaterThanOrEqual(
      2,
    );
    connection.stop();
  });

  it('drops the socket when the browser goes offline, and reconnects at once when it is back', async () => {
    const server = fakeServer();
    const { connection, last } = connect(server);
    await settle();
    const first = server.sockets.length;
    // The socket lingers (no close from the network); the browser says it is offline.
    server.restore();
    window.dispatchEvent(new Event('offline'));
    await settle();
    expect(last().connected).toBe(false);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(last().connected).toBe(true);
    expect(server.sockets.length).toBe(first + 1);
    connection.stop();
  });

  it('a message the server refuses for good (the chat has ended) is failed, not sent again', async () => {
    const server = fakeServer();
    const closed = new Error('CHAT_CLOSED');
    server.transport.postMessage = async () => {
      throw closed;
    };
    server.transport.isPermanentFailure = (error) => error === closed;
    const { connection, last } = connect(server);
    await settle();
    connection.send('Too late');
    await settle();
    expect(last().pending).toEqual([]);
    expect(last().failed.map((p) => p.body)).toEqual(['Too late']);
    connection.stop();
  });

  it('refreshes the token when the server closes the socket as unauthorized, then reconnects', async () => {
    const server = fakeServer();
    server.expireToken();
    const { connection, last } = connect(server);
    await settle();
    expect(last().connected).toBe(false);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]!);
    await settle();
    expect(last().connected).toBe(true);
    expect(JSON.parse(server.sockets.at(-1)!.sent[0]!)).toEqual({ type: 'auth', token: 'token-2' });
    connection.stop();
  });
});
