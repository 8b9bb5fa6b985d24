import type { ChatEvent } from '@procounter/shared/contracts/chat';
import { ChatSocketAuthSchema } from '@procounter/shared/contracts/chat';
import { userCanAccessSupport } from '@procounter/shared/domain/roles';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { authenticate } from '../auth/auth.service';
import { type ChatMessageRow, findMessage, findSession } from './chat.repository';
import {
  CHAT_CHANNEL,
  CHAT_PRESENCE_TOUCH_MS,
  type ChatBusEvent,
  type ChatDeps,
  presentMessage,
  presentSession,
  touchSupportPresence,
} from './chat.service';

// The chat sockets this process holds (GET /api/chat/live) and what each must hear. Changes come
// from the bus (any process), so a message posted through one process reaches a socket held by
// another. A socket proves who it is with its first frame ({type:'auth', token}: browsers cannot
// set headers on a WebSocket), is checked again every minute (a logout, a disabled account or an
// expired token closes it with 4401; the client reconnects with a fresh token and catches up by
// asking for the messages after its last seen id).

const AUTH_TIMEOUT_MS = 10_000;
const RECHECK_MS = 60_000;
const PING_MS = 25_000;
/** Close codes the client reads: 4401 log in again (refresh the token), 4403 not allowed. */
export const CHAT_SOCKET_UNAUTHORIZED = 4401;
export const CHAT_SOCKET_FORBIDDEN = 4403;

/** What the hub uses of a ws WebSocket (@fastify/websocket hands one to the route). */
export interface ChatSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'message', listener: (data: unknown) => void): void;
  on(event: 'close' | 'pong' | 'error', listener: () => void): void;
}

interface Client {
  socket: ChatSocket;
  user: AuthUser;
  token: string;
  support: boolean;
  alive: boolean;
}

export interface ChatHub {
  accept(socket: ChatSocket): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createChatHub(
  deps: ChatDeps & Pick<ServiceDeps, 'tokens'>,
  log: FastifyBaseLogger,
): ChatHub {
  const clients = new Set<Client>();
  let unsubscribe: (() => Promise<void>) | undefined;
  const timers: NodeJS.Timeout[] = [];

  function send(client: Client, event: ChatEvent | string) {
    if (client.socket.readyState !== client.socket.OPEN) return;
    client.socket.send(typeof event === 'string' ? event : JSON.stringify(event));
  }

  /** Serialized once, however many sockets hear it. */
  function sendTo(predicate: (c: Client) => boolean, event: ChatEvent) {
    let text: string | undefined;
    for (const client of clients) {
      if (!predicate(client)) continue;
      text ??= JSON.stringify(event);
      send(client, text);
    }
  }

  const presentOrNone = (row: ChatMessageRow | undefined) =>
    row ? presentMessage(row) : undefined;

  const ownerOf = (userId: number) => (c: Client) => !c.support && c.user.id === userId;
  const supportSide = (c: Client) => c.support;
  const either = (userId: number) => (c: Client) => c.support || c.user.id === userId;

  async function handle(event: ChatBusEvent) {
    if (clients.size === 0) return;
    switch (event.kind) {
      case 'message': {
        // Whole on the bus unless it was too long for it (chat.service messageEvent).
        const message =
          event.message ?? (await findMessage(deps.db, event.messageId).then(presentOrNone));
        if (message) sendTo(either(event.userId), { type: 'message', message });
        return;
      }
      case 'session': {
        const row = await findSession(deps.db, event.sessionId);
        if (row) sendTo(either(event.userId), { type: 'session', session: presentSession(row) });
        sendTo(supportSide, { type: 'queue' });
        return;
      }
      case 'typing':
        sendTo(event.fromSupport ? ownerOf(event.userId) : supportSide, {
          type: 'typing',
          sessionId: event.sessionId,
          fromSupport: event.fromSupport,
        });
        return;
      case 'read':
        sendTo(either(event.userId), {
          type: 'read',
          sessionId: event.sessionId,
          fromSupport: event.fromSupport,
          messageId: event.messageId,
        });
        return;
    }
  }

  async function touchPresence() {
    const seen = new Map<number, AuthUser>();
    for (const c of clients) if (c.support) seen.set(c.user.id, c.user);
    for (const user of seen.values()) await touchSupportPresence(deps, user);
  }

  async function recheck() {
    for (const client of clients) {
      try {
        await authenticate(deps, `Bearer ${client.token}`);
      } catch {
        client.socket.close(CHAT_SOCKET_UNAUTHORIZED, 'unauthorized');
      }
    }
  }

  function ping() {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }

  function every(ms: number, work: () => Promise<void> | void) {
    const timer = setInterval(() => {
      Promise.resolve(work()).catch((err) => log.warn({ err }, 'chat hub task failed'));
    }, ms);
    timer.unref();
    timers.push(timer);
  }

  return {
    async start() {
      unsubscribe = await deps.bus.subscribe(CHAT_CHANNEL, (message) => {
        handle(message as ChatBusEvent).catch((err) => log.warn({ err }, 'chat event lost'));
      });
      every(CHAT_PRESENCE_TOUCH_MS, touchPresence);
      every(RECHECK_MS, recheck);
      every(PING_MS, ping);
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      for (const client of clients) client.socket.close(1001, 'server closing');
      clients.clear();
      await unsubscribe?.();
    },
    accept(socket) {
      const timeout = setTimeout(
        () => socket.close(CHAT_SOCKET_UNAUTHORIZED, 'no auth'),
        AUTH_TIMEOUT_MS,
      );
      let client: Client | undefined;
      socket.on('message', (data) => {
        if (client) return; // the socket only listens after its first frame
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          parsed = undefined;
        }
        const auth = ChatSocketAuthSchema.safeParse(parsed);
        if (!auth.success) {
          socket.close(CHAT_SOCKET_UNAUTHORIZED, 'auth frame expected');
          return;
        }
        authenticate(deps, `Bearer ${auth.data.token}`).then(
          async (context) => {
            clearTimeout(timeout);
            const { user } = context;
            if (user.passwordChangeRequired || user.termsAcceptanceRequired) {
              if (context.realUserId === null) {
                socket.close(CHAT_SOCKET_FORBIDDEN, 'forbidden');
                return;
              }
            }
            if (socket.readyState !== socket.OPEN) return;
            const support = userCanAccessSupport(user);
            client = { socket, user, token: auth.data.token, support, alive: true };
            clients.add(client);
            socket.on('pong', () => {
              if (client) client.alive = true;
            });
            if (support) await touchSupportPresence(deps, user);
            send(client, { type: 'ready' });
          },
          () => socket.close(CHAT_SOCKET_UNAUTHORIZED, 'unauthorized'),
        );
      });
      socket.on('close', () => {
        clearTimeout(timeout);
        if (client) clients.delete(client);
      });
      socket.on('error', () => socket.terminate());
    },
  };
}
