import type {
  ChatAvailability,
  ChatMessage,
  ChatMessages,
  ChatQueue,
  ChatSession,
  ChatSessionList,
} from '@procounter/shared/contracts/chat';
import { CHAT_MESSAGES_PAGE_SIZE } from '@procounter/shared/contracts/chat';
import { userCanAccessSupport } from '@procounter/shared/domain/roles';
import { isWithinSupportHours } from '@procounter/shared/domain/support-hours';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { BUS_MAX_MESSAGE_BYTES, type Bus } from '../../lib/bus';
import type { ServiceDeps } from '../../lib/deps';
import { listShops, requireCurrentShop } from '../shops/shops.service';
import { presentCurrentVehicle } from '../worksheets/current-vehicle.service';
import {
  type ChatMessageRow,
  type ChatSessionRow,
  closeSession,
  findMessage,
  findMessageByClientId,
  findMessagesAfter,
  findOpenSessionId,
  findSession,
  findSessionAccess,
  findSessionsByStatus,
  findSessionsOfUser,
  hasPresenceSince,
  insertMessage,
  insertSession,
  markRead,
  takeSession,
  touchPresence,
} from './chat.repository';

// Live chat with support (issue 24 part 4; README.md). A shop user's chats are theirs alone:
// anyone else's (another user's, another shop's) answers 404. Support users reach every chat.
// Every change is published on the bus (channel CHAT_CHANNEL) after its commit; each process's
// chat socket hub (chat.live.ts) hands it to the sockets it holds.

export type ChatDeps = Pick<ServiceDeps, 'db' | 'clock' | 'config'> & { bus: Bus };

export const CHAT_CHANNEL = 'chat_events';
/** A support user counts as online this long after their socket last touched chat_presence. */
export const CHAT_PRESENCE_TTL_MS = 60_000;
export const CHAT_PRESENCE_TOUCH_MS = 20_000;
const LIST_LIMIT = 50;

/**
 * What travels on the bus: ids and small facts; the hub reads rows once per process. A new message
 * travels whole when it fits on the bus (nearly always: BUS_MAX_MESSAGE_BYTES), so the sockets get
 * it without a read per event; a longer one goes as its id and the hub reads it.
 */
export type ChatBusEvent =
  | {
      kind: 'message';
      sessionId: number;
      userId: number;
      messageId: number;
      message?: ChatMessage;
    }
  | { kind: 'typing'; sessionId: number; userId: number; fromSupport: boolean }
  | { kind: 'read'; sessionId: number; userId: number; fromSupport: boolean; messageId: number }
  | { kind: 'session'; sessionId: number; userId: number };

const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;
const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

export function presentSession(row: ChatSessionRow): ChatSession {
  return {
    id: row.id,
    status: row.status,
    context: {
      userId: row.userId,
      userName: fullName(row.userFirst, row.userLast) ?? row.loginName,
      loginName: row.loginName,
      shopId: row.shopId,
      shopName: row.shopName,
      accountNumber: row.accountNumber,
      vehicle: row.vehicle,
      vin: row.vin,
      quoteNumber: row.quoteNumber,
    },
    supportUserName: fullName(row.supportFirst, row.supportLast),
    createdAt: row.createdAt.toISOString(),
    takenAt: isoOrNull(row.takenAt),
    closedAt: isoOrNull(row.closedAt),
    userReadMessageId: row.userReadMessageId,
    supportReadMessageId: row.supportReadMessageId,
    lastMessageId: row.lastMessageId,
    preview: row.preview,
  };
}

export function presentMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    sessionId: row.sessionId,
    clientId: row.clientId,
    fromSupport: row.fromSupport,
    authorName: `${row.authorFirst} ${row.authorLast}`.trim(),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

async function publish(deps: ChatDeps, event: ChatBusEvent) {
  await deps.bus.publish(CHAT_CHANNEL, event);
}

/** A new message's event: the message itself when it fits on the bus, else its id alone. */
export function messageEvent(userId: number, message: ChatMessage): ChatBusEvent {
  const ids = {
    kind: 'message',
    sessionId: message.sessionId,
    userId,
    messageId: message.id,
  } as const;
  const whole = { ...ids, message };
  return Buffer.byteLength(JSON.stringify(whole)) <= BUS_MAX_MESSAGE_BYTES ? whole : ids;
}

/** Support hours (or the tests' fixed hours) and a support user online in any process. */
export async function getChatAvailability(deps: ChatDeps): Promise<ChatAvailability> {
  const now = deps.clock.now();
  const fixed = deps.config.chatSupportHours;
  const withinHours = fixed === undefined ? isWithinSupportHours(now) : fixed === 'open';
  const supportOnline = await hasPresenceSince(
    deps.db,
    new Date(now.getTime() - CHAT_PRESENCE_TTL_MS),
  );
  return { withinHours, supportOnline, available: withinHours && supportOnline };
}

/** A chat the caller may read: support reaches all; a shop user only theirs in a shop of theirs. */
async function requireSession(deps: ChatDeps, user: AuthUser, id: number) {
  const row = await findSession(deps.db, id);
  if (!row) throw notFound('No such chat');
  if (userCanAccessSupport(user)) return { row, fromSupport: true };
  if (row.userId !== user.id) throw notFound('No such chat');
  const shops = await listShops(deps, user);
  if (!shops.some((s) => s.id === row.shopId)) throw notFound('No such chat');
  return { row, fromSupport: false };
}

/**
 * requireSession's rule in one statement on the few columns writing needs (the chat's row and
 * whether the user acts for its shop): the check of every message and typing signal.
 */
async function requireAccess(deps: ChatDeps, user: AuthUser, id: number) {
  const row = await findSessionAccess(deps.db, id, user);
  if (!row) throw notFound('No such chat');
  if (userCanAccessSupport(user)) return { row, fromSupport: true };
  if (row.userId !== user.id || !row.actsForShop) throw notFound('No such chat');
  return { row, fromSupport: false };
}

async function requireSessionNow(deps: ChatDeps, id: number) {
  const row = await findSession(deps.db, id);
  if (!row) throw new Error(`chat ${id} vanished`);
  return presentSession(row);
}

const chatClosed = () => new AppError(409, 'CHAT_CLOSED', 'This chat has ended');

/**
 * POST /chat/sessions: the caller's open chat with the message added, or a new one WAITING in the
 * queue with who is writing (user, current shop, current vehicle and quote) read now. A new chat
 * needs support to be available (422 CHAT_UNAVAILABLE: the page offers the question form).
 */
export async function startChat(
  deps: ChatDeps,
  user: AuthUser,
  body: { clientId: string; body: string },
): Promise<ChatMessages> {
  const open = await findOpenSessionId(deps.db, user.id);
  if (open !== undefined) {
    await sendChatMessage(deps, user, open, body);
    return getChatMessages(deps, user, open, 0);
  }
  const availability = await getChatAvailability(deps);
  if (!availability.available) {
    throw new AppError(
      422,
      'CHAT_UNAVAILABLE',
      availability.withinHours ? 'No support user is online' : 'Outside support hours',
    );
  }
  const { shop } = await requireCurrentShop(deps, user);
  const vehicle = await presentCurrentVehicle(deps, { userId: user.id, shopId: shop.id }, 'en');
  const now = deps.clock.now();
  const id = await inTransaction(deps, async (tx) => {
    const created = await insertSession(tx.db, {
      userId: user.id,
      shopId: shop.id,
      vehicle: vehicle.shopVehicleDescriptor,
      vin: vehicle.vin,
      quoteNumber: vehicle.worksheetId,
      createdAt: now,
    });
    // Two first messages at once (two tabs): the loser adds its message to the winner's chat.
    const sessionId = created ?? (await findOpenSessionId(tx.db, user.id));
    if (sessionId === undefined) throw new Error('open chat vanished while being created');
    await insertMessage(tx.db, {
      sessionId,
      authorUserId: user.id,
      fromSupport: false,
      clientId: body.clientId,
      body: body.body,
      createdAt: now,
    });
    return sessionId;
  });
  await publish(deps, { kind: 'session', sessionId: id, userId: user.id });
  return getChatMessages(deps, user, id, 0);
}

/** GET /chat/sessions: the caller's chats, newest first. */
export async function listMyChats(deps: ChatDeps, user: AuthUser): Promise<ChatSessionList> {
  const rows = await findSessionsOfUser(deps.db, user.id, LIST_LIMIT);
  const shopIds = new Set((await listShops(deps, user)).map((s) => s.id));
  return { sessions: rows.filter((r) => shopIds.has(r.shopId)).map(presentSession) };
}

/** GET /support/chats: waiting (oldest first), active and latest closed (newest first). */
export async function getChatQueue(deps: ChatDeps): Promise<ChatQueue> {
  const [waiting, active, closed] = await Promise.all([
    findSessionsByStatus(deps.db, 'WAITING', LIST_LIMIT),
    findSessionsByStatus(deps.db, 'ACTIVE', LIST_LIMIT),
    findSessionsByStatus(deps.db, 'CLOSED', LIST_LIMIT),
  ]);
  return {
    waiting: waiting.map(presentSession),
    active: active.map(presentSession),
    closed: closed.map(presentSession),
  };
}

/** GET /chat/sessions/{id}/messages?after: the chat and a page of its messages after a seen id. */
export async function getChatMessages(
  deps: ChatDeps,
  user: AuthUser,
  id: number,
  after: number,
): Promise<ChatMessages> {
  const { row } = await requireSession(deps, user, id);
  const rows = await findMessagesAfter(deps.db, id, after, CHAT_MESSAGES_PAGE_SIZE + 1);
  return {
    session: presentSession(row),
    messages: rows.slice(0, CHAT_MESSAGES_PAGE_SIZE).map(presentMessage),
    more: rows.length > CHAT_MESSAGES_PAGE_SIZE,
  };
}

/**
 * POST /chat/sessions/{id}/messages. Idempotent on clientId: a resend after a dropped answer
 * answers the message already stored and publishes nothing new. A support user's message to a
 * WAITING chat takes it for them.
 */
export async function sendChatMessage(
  deps: ChatDeps,
  user: AuthUser,
  id: number,
  body: { clientId: string; body: string },
): Promise<ChatMessage> {
  const { row, fromSupport } = await requireAccess(deps, user, id);
  if (row.status === 'CLOSED') {
    const resent = await insertOnlyIfKnown(deps, id, body.clientId);
    if (resent) return resent;
    throw chatClosed();
  }
  if (fromSupport && row.status === 'WAITING') await takeChat(deps, user, id);
  const now = deps.clock.now();
  const { id: messageId, created } = await insertMessage(deps.db, {
    sessionId: id,
    authorUserId: user.id,
    fromSupport,
    clientId: body.clientId,
    body: body.body,
    createdAt: now,
  });
  if (!created) {
    // A resend: the message stored the first time, published then.
    const stored = await findMessage(deps.db, messageId);
    if (!stored) throw new Error('chat message vanished');
    return presentMessage(stored);
  }
  // What presentMessage would read back: the row just written, by the caller.
  const message: ChatMessage = {
    id: messageId,
    sessionId: id,
    clientId: body.clientId,
    fromSupport,
    authorName: `${user.firstName} ${user.lastName}`.trim(),
    body: body.body,
    createdAt: now.toISOString(),
  };
  await publish(deps, messageEvent(row.userId, message));
  return message;
}

/** A resend of a message stored before the chat closed still answers it. */
async function insertOnlyIfKnown(deps: ChatDeps, sessionId: number, clientId: string) {
  const found = await findMessageByClientId(deps.db, sessionId, clientId);
  return found ? presentMessage(found) : undefined;
}

/** POST /support/chats/{id}/take: 409 CHAT_TAKEN when another support user has it. */
export async function takeChat(deps: ChatDeps, user: AuthUser, id: number): Promise<ChatSession> {
  const { row } = await requireSession(deps, user, id);
  if (row.status === 'CLOSED') throw chatClosed();
  if (row.status === 'ACTIVE') {
    if (row.supportUserId === user.id) return presentSession(row);
    throw new AppError(409, 'CHAT_TAKEN', 'Another support user has this chat');
  }
  if (!(await takeSession(deps.db, id, user.id, deps.clock.now()))) {
    const now = await findSession(deps.db, id);
    if (now?.supportUserId === user.id) return presentSession(now);
    throw new AppError(409, 'CHAT_TAKEN', 'Another support user has this chat');
  }
  await publish(deps, { kind: 'session', sessionId: id, userId: row.userId });
  return requireSessionNow(deps, id);
}

/** POST /chat/sessions/{id}/close: either side ends the chat; closing a closed one changes nothing. */
export async function closeChat(deps: ChatDeps, user: AuthUser, id: number): Promise<ChatSession> {
  const { row } = await requireSession(deps, user, id);
  if (row.status !== 'CLOSED') {
    await closeSession(deps.db, id, deps.clock.now());
    await publish(deps, { kind: 'session', sessionId: id, userId: row.userId });
  }
  return requireSessionNow(deps, id);
}

/** POST /chat/sessions/{id}/read: the caller's side has read up to messageId. */
export async function markChatRead(deps: ChatDeps, user: AuthUser, id: number, messageId: number) {
  const { row, fromSupport } = await requireSession(deps, user, id);
  const upTo = Math.min(messageId, row.lastMessageId);
  const current = fromSupport ? row.supportReadMessageId : row.userReadMessageId;
  if (upTo > current) {
    await markRead(deps.db, id, fromSupport, upTo);
    await publish(deps, {
      kind: 'read',
      sessionId: id,
      userId: row.userId,
      fromSupport,
      messageId: upTo,
    });
  }
}

/** POST /chat/sessions/{id}/typing: tells the other side, stores nothing. */
export async function signalTyping(deps: ChatDeps, user: AuthUser, id: number) {
  const { row, fromSupport } = await requireAccess(deps, user, id);
  if (row.status === 'CLOSED') return;
  await publish(deps, { kind: 'typing', sessionId: id, userId: row.userId, fromSupport });
}

/** A support socket is open: the support user counts as online for CHAT_PRESENCE_TTL_MS. */
export function touchSupportPresence(deps: ChatDeps, user: AuthUser) {
  return touchPresence(deps.db, user.id, deps.clock.now());
}
