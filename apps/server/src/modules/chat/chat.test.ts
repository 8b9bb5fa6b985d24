import { randomUUID } from 'node:crypto';
import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import {
  type ChatEvent,
  ChatMessageSchema,
  ChatMessagesSchema,
  ChatQueueSchema,
  ChatSessionListSchema,
  ChatSessionSchema,
} from '@procounter/shared/contracts/chat';
import { CHAT_API } from '@procounter/shared/contracts/chat-paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  TEST_DATABASE_URL,
  type TestApp,
} from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import {
  type ApiCaller,
  apiCaller,
  createShopUser,
  createShopWithUser,
} from '../../../test/helpers/shop-user';
import { TestClock } from '../../../test/helpers/test-clock';
import { buildApp } from '../../app';
import { createPostgresDatabase } from '../../db/client';
import { chatMessages, chatPresence, userShops } from '../../db/schema/index';
import { BUS_MAX_MESSAGE_BYTES } from '../../lib/bus';
import { messageEvent } from './chat.service';

// Live chat with support (issue 24 part 4) through HTTP and the chat socket on a fresh demo
// database: availability (hours and a support user online), opening a chat with who is writing,
// the queue, taking, messages both ways over the socket, idempotent resends and catching up after
// a seen id, read and typing, closing, and every call's 400, 401/403 and 404 across users and shops.

// Wednesday 2026-01-14, 10:00 AM Central (CST): within support hours.
const clock = new TestClock(new Date('2026-01-14T16:00:00Z'));
let t: TestApp;
let support: ApiCaller;
let supportToken: string;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  supportToken = (await t.login('support')).access_token;
  support = apiCaller(t, supportToken);
});
afterAll(() => t.close());

interface Socket {
  events: ChatEvent[];
  /** The first event (already received or to come) that matches. */
  next(match: (e: ChatEvent) => boolean): Promise<ChatEvent>;
  closed: Promise<number>;
  close(): void;
}

async function openSocket(
  token: string,
  firstFrame?: string,
  app: TestApp['app'] = t.app,
): Promise<Socket> {
  const ws = await app.injectWS(`${API_PREFIX}${CHAT_API.live}`);
  const events: ChatEvent[] = [];
  const waiters: { match: (e: ChatEvent) => boolean; resolve: (e: ChatEvent) => void }[] = [];
  ws.on('message', (data: Buffer) => {
    const event = JSON.parse(String(data)) as ChatEvent;
    events.push(event);
    for (const w of waiters.splice(0)) {
      if (w.match(event)) w.resolve(event);
      else waiters.push(w);
    }
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
  ws.send(firstFrame ?? JSON.stringify({ type: 'auth', token }));
  const socket: Socket = {
    events,
    next(match) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such chat event')), 3000);
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    closed,
    close: () => ws.terminate(),
  };
  if (firstFrame === undefined) await socket.next((e) => e.type === 'ready');
  return socket;
}

const say = (body: string) => ({ clientId: randomUUID(), body });

async function availability(call: ApiCaller) {
  const response = await call('GET', CHAT_API.availability);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('availability and the fallback', () => {
  it('is available only within support hours with a support user online', async () => {
    await t.db.delete(chatPresence);
    const { call } = await createShopUser(t);
    expect(await availability(call)).toEqual({
      withinHours: true,
      supportOnline: false,
      available: false,
    });
    const refused = await call('POST', CHAT_API.sessions, say('¿Tienen pastillas?'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('CHAT_UNAVAILABLE');

    const socket = await openSocket(supportToken);
    expect(await availability(call)).toEqual({
      withinHours: true,
      supportOnline: true,
      available: true,
    });

    // A support user whose socket went away counts as online for a minute, then not.
    socket.close();
    clock.advance(61_000);
    expect((await availability(call)).supportOnline).toBe(false);
    clock.advance(-61_000);

    // Saturday noon: closed, whoever is online (a new login: the first one's token expired).
    const toSaturday = 3 * 24 * 3600_000 + 2 * 3600_000;
    clock.advance(toSaturday);
    try {
      const weekend = await createShopUser(t);
      const supportAgain = await openSocket((await t.login('support')).access_token);
      expect(await availability(weekend.call)).toEqual({
        withinHours: false,
        supportOnline: true,
        available: false,
      });
      const closed = await weekend.call('POST', CHAT_API.sessions, say('Hello?'));
      expect(closed.json().code).toBe('CHAT_UNAVAILABLE');
      supportAgain.close();
    } finally {
      clock.advance(-toSaturday);
      await t.db.delete(chatPresence);
    }
  });
});

describe('a chat between a tech and support', () => {
  let supportSocket: Socket;
  beforeAll(async () => {
    supportSocket = await openSocket(supportToken);
  });
  afterAll(() => supportSocket.close());

  it('carries who is writing, queues, is taken and delivers messages both ways live', async () => {
    const tech = await createShopUser(t, { firstName: 'Tina', lastName: 'Tech' });
    const f150 = await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150');
    const picked = await tech.call('POST', API.selectFromPtv, {
      vehicleId: f150,
      plate: 'SHOP123',
      vin: '1FTFW1ET9DFC10312',
      state: 'TX',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    const techSocket = await openSocket(tech.token);

    const first = say('Which brake pads fit this truck?');
    const started = await tech.call('POST', CHAT_API.sessions, first);
    expect(started.statusCode, started.body).toBe(200);
    const { session, messages } = ChatMessagesSchema.parse(started.json());
    expect(session).toMatchObject({
      status: 'WAITING',
      context: {
        userId: tech.user.id,
        userName: 'Tina Tech',
        shopId: 1001,
        shopName: 'Lone Star Auto Repair - Main St',
        accountNumber: '100001',
        vin: '1FTFW1ET9DFC10312',
        quoteNumber: expect.any(Number),
      },
    });
    expect(session.context.vehicle).toMatch(/2013 Ford F-150/);
    expect(messages.map((m) => [m.fromSupport, m.body, m.clientId])).toEqual([
      [false, first.body, first.clientId],
    ]);

    // Support hears of it and sees it waiting.
    await supportSocket.next((e) => e.type === 'queue');
    const queue = ChatQueueSchema.parse((await support('GET', CHAT_API.supportChats)).json());
    expect(queue.waiting.map((s) => s.id)).toContain(session.id);

    const taken = await support('POST', CHAT_API.supportTake(session.id));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(ChatSessionSchema.parse(taken.json())).toMatchObject({
      status: 'ACTIVE',
      supportUserName: expect.any(String),
    });
    await techSocket.next((e) => e.type === 'session' && e.session.status === 'ACTIVE');

    // Another support user cannot take it too.
    const admin = apiCaller(t, (await t.login('admin')).access_token);
    const again = await admin('POST', CHAT_API.supportTake(session.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CHAT_TAKEN');

    // Support answers; the tech's socket gets it.
    const answer = await support(
      'POST',
      CHAT_API.messages(session.id),
      say('Try the ceramic ones.'),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const answered = ChatMessageSchema.parse(answer.json());
    const live = await techSocket.next((e) => e.type === 'message' && e.message.id === answered.id);
    expect(live).toMatchObject({ message: { fromSupport: true, body: 'Try the ceramic ones.' } });

    // The tech types and reads; support hears both.
    expect((await tech.call('POST', CHAT_API.typing(session.id))).statusCode).toBe(204);
    await supportSocket.next(
      (e) => e.type === 'typing' && e.sessionId === session.id && !e.fromSupport,
    );
    const read = await tech.call('POST', CHAT_API.read(session.id), { messageId: answered.id });
    expect(read.statusCode).toBe(204);
    await supportSocket.next(
      (e) => e.type === 'read' && e.sessionId === session.id && e.messageId === answered.id,
    );

    // A resend (the answer was lost) is the same message, stored and delivered once.
    const reply = say('Thanks, ordering two sets.');
    const sent = ChatMessageSchema.parse(
      (await tech.call('POST', CHAT_API.messages(session.id), reply)).json(),
    );
    const resent = ChatMessageSchema.parse(
      (await tech.call('POST', CHAT_API.messages(session.id), reply)).json(),
    );
    expect(resent.id).toBe(sent.id);
    await supportSocket.next((e) => e.type === 'message' && e.message.id === sent.id);
    await new Promise((r) => setTimeout(r, 50));
    expect(
      supportSocket.events.filter((e) => e.type === 'message' && e.message.id === sent.id),
    ).toHaveLength(1);
    const stored = await t.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.clientId, reply.clientId));
    expect(stored).toHaveLength(1);

    // After a drop, the client asks for what followed its last seen message.
    const after = await tech.call('GET', `${CHAT_API.messages(session.id)}?after=${answered.id}`);
    expect(ChatMessagesSchema.parse(after.json()).messages.map((m) => m.body)).toEqual([
      reply.body,
    ]);
    const read2 = ChatMessagesSchema.parse(
      (await support('GET', CHAT_API.messages(session.id))).json(),
    );
    expect(read2.session.userReadMessageId).toBe(answered.id);

    // Support ends it; the history stays readable by both, and nothing more can be sent.
    const closed = await support('POST', CHAT_API.close(session.id));
    expect(ChatSessionSchema.parse(closed.json()).status).toBe('CLOSED');
    await techSocket.next((e) => e.type === 'session' && e.session.status === 'CLOSED');
    const late = await tech.call('POST', CHAT_API.messages(session.id), say('One more thing'));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CHAT_CLOSED');
    const history = ChatSessionListSchema.parse((await tech.call('GET', CHAT_API.sessions)).json());
    expect(history.sessions.map((s) => [s.id, s.status])).toEqual([[session.id, 'CLOSED']]);
    const full = ChatMessagesSchema.parse(
      (await tech.call('GET', CHAT_API.messages(session.id))).json(),
    );
    expect(full.messages.map((m) => m.body)).toEqual([
      first.body,
      'Try the ceramic ones.',
      reply.body,
    ]);
    const queueAfter = ChatQueueSchema.parse((await support('GET', CHAT_API.supportChats)).json());
    expect(queueAfter.closed.map((s) => s.id)).toContain(session.id);
    techSocket.close();
  });

  it("adds a second start to the user's open chat instead of opening another", async () => {
    const tech = await createShopUser(t);
    const one = ChatMessagesSchema.parse(
      (await tech.call('POST', CHAT_API.sessions, say('one'))).json(),
    );
    const two = ChatMessagesSchema.parse(
      (await tech.call('POST', CHAT_API.sessions, say('two'))).json(),
    );
    expect(two.session.id).toBe(one.session.id);
    expect(two.messages.map((m) => m.body)).toEqual(['one', 'two']);
  });

  it("answers 404 for another user's or another shop's chat, and hides other chats' events", async () => {
    const owner = await createShopUser(t);
    const ownerSocket = await openSocket(owner.token);
    const { session } = ChatMessagesSchema.parse(
      (await owner.call('POST', CHAT_API.sessions, say('private question'))).json(),
    );
    const sameShop = await createShopUser(t);
    const otherShop = await createShopWithUser(t);
    const otherSocket = await openSocket(otherShop.token);
    for (const { call } of [sameShop, otherShop]) {
      for (const [method, path, body] of [
        ['GET', CHAT_API.messages(session.id), undefined],
        ['POST', CHAT_API.messages(session.id), say('hi')],
        ['POST', CHAT_API.read(session.id), { messageId: 1 }],
        ['POST', CHAT_API.typing(session.id), undefined],
        ['POST', CHAT_API.close(session.id), undefined],
      ] as const) {
        const response = await call(method, path, body);
        expect(response.statusCode, `${method} ${path}`).toBe(404);
      }
      expect(
        ChatSessionListSchema.parse((await call('GET', CHAT_API.sessions)).json()).sessions,
      ).toEqual([]);
    }
    expect((await otherShop.call('GET', CHAT_API.messages(999_999))).statusCode).toBe(404);
    await support('POST', CHAT_API.messages(session.id), say('Hello from support'));
    await ownerSocket.next((e) => e.type === 'message' && e.message.body === 'Hello from support');
    await new Promise((r) => setTimeout(r, 50));
    expect(otherSocket.events.filter((e) => e.type !== 'ready')).toEqual([]);
    ownerSocket.close();
    otherSocket.close();
  });

  it('delivers a message as stored, also one too long to travel whole on the bus', async () => {
    const tech = await createShopUser(t, { firstName: 'Lena', lastName: 'Long' });
    const techSocket = await openSocket(tech.token);
    const { session } = ChatMessagesSchema.parse(
      (await tech.call('POST', CHAT_API.sessions, say('Short first'))).json(),
    );
    // 2,000 four-byte characters: the message's JSON is over the bus's limit.
    const long = say('🛞'.repeat(2000));
    expect(Buffer.byteLength(JSON.stringify(long))).toBeGreaterThan(BUS_MAX_MESSAGE_BYTES);
    const sent: unknown[] = [];
    for (const [call, body] of [
      [tech.call, say('Do you have rotors for it?')],
      [tech.call, long],
      [support, say('Yes, two sets.')],
      [support, { ...long, clientId: randomUUID() }],
    ] as const) {
      const answer = await call('POST', CHAT_API.messages(session.id), body);
      expect(answer.statusCode, answer.body).toBe(200);
      const message = ChatMessageSchema.parse(answer.json());
      sent.push(message);
      // The other side hears exactly what the sender was answered.
      const other = message.fromSupport ? techSocket : supportSocket;
      const live = await other.next(
        (e) => e.type === 'message' && e.message.clientId === body.clientId,
      );
      expect(live).toEqual({ type: 'message', message });
    }
    // ... which is what reading the chat answers.
    const stored = ChatMessagesSchema.parse(
      (await tech.call('GET', CHAT_API.messages(session.id))).json(),
    );
    expect(stored.messages.slice(1)).toEqual(sent);
    expect(stored.messages.slice(1).map((m) => [m.authorName, m.body.length])).toEqual([
      ['Lena Long', 26],
      ['Lena Long', 4000],
      [expect.any(String), 14],
      [expect.any(String), 4000],
    ]);
    techSocket.close();
  });

  it('puts a short message on the bus whole and a long one as its id', () => {
    const message = {
      id: 7,
      sessionId: 3,
      clientId: randomUUID(),
      fromSupport: false,
      authorName: 'Lena Long',
      body: 'Short',
      createdAt: new Date().toISOString(),
    };
    expect(messageEvent(42, message)).toEqual({
      kind: 'message',
      sessionId: 3,
      userId: 42,
      messageId: 7,
      message,
    });
    expect(messageEvent(42, { ...message, body: '🛞'.repeat(2000) })).toEqual({
      kind: 'message',
      sessionId: 3,
      userId: 42,
      messageId: 7,
    });
  });

  it("refuses messages and typing from a user who no longer acts for the chat's shop (404)", async () => {
    const tech = await createShopUser(t, { shopIds: [1001, 1002] });
    const { session } = ChatMessagesSchema.parse(
      (await tech.call('POST', CHAT_API.sessions, say('Before the move'))).json(),
    );
    expect(session.context.shopId).toBe(1001);
    await t.db
      .delete(userShops)
      .where(and(eq(userShops.userId, tech.user.id), eq(userShops.shopId, 1001)));
    const late = await tech.call('POST', CHAT_API.messages(session.id), say('After the move'));
    expect(late.statusCode, late.body).toBe(404);
    expect((await tech.call('POST', CHAT_API.typing(session.id))).statusCode).toBe(404);
    // Support still reaches it.
    const answer = await support('POST', CHAT_API.messages(session.id), say('Still here'));
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('refuses malformed input (400), callers without a token (401) and shop users on the queue (403)', async () => {
    const tech = await createShopUser(t);
    for (const body of [
      {},
      { clientId: 'not-a-uuid', body: 'x' },
      { clientId: randomUUID(), body: '   ' },
      { clientId: randomUUID(), body: 'x'.repeat(2001) },
      { clientId: randomUUID(), body: 'x', extra: 1 },
    ]) {
      const response = await tech.call('POST', CHAT_API.sessions, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await tech.call('GET', `${CHAT_API.messages('abc')}`)).statusCode).toBe(400);
    expect((await tech.call('GET', `${CHAT_API.messages(1)}?after=-1`)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${CHAT_API.sessions}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await tech.call('GET', CHAT_API.supportChats)).statusCode).toBe(403);
    expect((await tech.call('POST', CHAT_API.supportTake(1))).statusCode).toBe(403);
  });

  it('closes a socket whose first frame is not a valid token (4401) and sends it nothing', async () => {
    const bad = await openSocket('', JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect(await bad.closed).toBe(4401);
    const garbage = await openSocket('', 'hello');
    expect(await garbage.closed).toBe(4401);
    expect([...bad.events, ...garbage.events]).toEqual([]);
  });
});

describe('several server processes', () => {
  it.runIf(TEST_DATABASE_URL)(
    'delivers a message posted through one process to a socket held by another (LISTEN/NOTIFY)',
    async () => {
      const database = await createPostgresDatabase(t.config.databaseUrl!);
      const other = await buildApp(t.config, { database, clock });
      await other.ready();
      try {
        const tech = await createShopUser(t);
        // The support user's socket is on the other process; the tech writes through this one.
        const remote = await openSocket(supportToken, undefined, other);
        const started = await tech.call('POST', CHAT_API.sessions, say('Across processes'));
        expect(started.statusCode, started.body).toBe(200);
        const { session } = ChatMessagesSchema.parse(started.json());
        await remote.next((e) => e.type === 'session' && e.session.id === session.id);
        const body = say('Second message, also across');
        await tech.call('POST', CHAT_API.messages(session.id), body);
        const live = await remote.next(
          (e) => e.type === 'message' && e.message.clientId === body.clientId,
        );
        expect(live).toMatchObject({ message: { sessionId: session.id, body: body.body } });
        remote.close();
      } finally {
        await other.close();
        await database.close();
      }
    },
  );
});

describe('hours fixed for end-to-end specs', () => {
  it('follows CHAT_SUPPORT_HOURS on a server with the test factories, whatever the clock', async () => {
    // Wednesday 10 AM Central (open by the rule) on a server whose hours are fixed closed.
    const fixed = await buildTestApp({
      clock,
      env: { TEST_FACTORIES: 'true', CHAT_SUPPORT_HOURS: 'closed' },
    });
    try {
      const token = (await fixed.login('tech')).access_token;
      const answer = await apiCaller(fixed, token)('GET', CHAT_API.availability);
      expect(answer.json()).toMatchObject({ withinHours: false, available: false });
    } finally {
      await fixed.close();
    }
  });
});
