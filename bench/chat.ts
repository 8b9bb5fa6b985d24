// `npm run bench:chat`: the live chat's message delivery (issue 24 part 4; goal: p99 under 100 ms).
// Starts the built server on a fresh data dir (TEST_FACTORIES, support hours forced open), makes
// shop users with the test factories and logs them in, and logs the demo support user in. First
// on an otherwise idle server with one open chat, then with BENCH_CHATS (200) open chats, each
// shop user and the support user holding a chat socket (GET /api/chat/live): a message is POSTed
// by one side and timed from the moment it is sent until the other side's socket hears it
// (shop -> support and support -> shop). GET /api/health is timed in the same run, in turns with
// the messages (one at a time when idle, at the same concurrency under load): absolute figures vary
// with the machine, the ratio much less.
// `npm run bench:chat -- [messages (2000)] [concurrency (8)]`; BENCH_PORT (3311), BENCH_CHATS;
// BENCH_DATABASE_URL=postgres://... runs on PostgreSQL (LISTEN/NOTIFY bus) in a database of its own,
// made and dropped here. Needs `npm run build` first.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatEvent, ChatMessages } from '@procounter/shared/contracts/chat';
import { CHAT_API } from '@procounter/shared/contracts/chat-paths';
import { TEST_FACTORY_PATHS, type TestShopUser } from '@procounter/shared/contracts/test-factories';
import WebSocket from 'ws';
import { logIn, percentile } from './api-load';
import { withScratchDatabase } from './bench-database';
import { isMain, type RunningServer, startServer } from './support';

/** The demo's support user (db/seed): reaches every chat and the queue. */
export const SUPPORT_LOGIN = 'support';
export const DEMO_PASSWORD = 'procounter-demo';
/** A message neither side has heard after this long counts as lost. */
const LOST_AFTER_MS = 10_000;

/** The server's environment for a chat benchmark: factories, hours open, logins unthrottled. */
export const CHAT_BENCH_ENV = {
  TEST_FACTORIES: 'true',
  CHAT_SUPPORT_HOURS: 'open',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
};

export interface Percentiles {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface DeliveryRow {
  scenario: string;
  /** 'shop -> support', 'support -> shop' or '/api/health' (the trivial route, same run). */
  what: string;
  figures: Percentiles;
  /** Messages the other side did not hear within LOST_AFTER_MS. */
  lost: number;
  /** p50 and p99 as multiples of /api/health's in the same scenario. */
  ratioP50: number;
  ratioP99: number;
}

export interface ChatFigures {
  database: string;
  chats: number;
  sockets: number;
  messages: number;
  concurrency: number;
  rows: DeliveryRow[];
  /** The POST's own answer time under load, both directions together. */
  answer: Percentiles;
  setupSeconds: number;
  seconds: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function percentiles(values: number[]): Percentiles {
  return {
    count: values.length,
    p50Ms: round2(percentile(values, 50)),
    p95Ms: round2(percentile(values, 95)),
    p99Ms: round2(percentile(values, 99)),
    maxMs: round2(values.length === 0 ? Number.NaN : Math.max(...values)),
  };
}

/** Calls `work(i)` for i in [0, count) with at most `concurrency` running at once. */
export async function pool(count: number, concurrency: number, work: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) await work(i);
  };
  await Promise.all(Array.from({ length: Math.min(count, concurrency) }, worker));
}

/**
 * The clientIds of messages on their way, each with what to do when the other side's socket hears
 * it (performance.now() when the frame arrived).
 */
type Waiters = Map<string, (arrivedAt: number) => void>;

interface Side {
  token: string;
  socket: WebSocket;
}

/**
 * Opens a chat socket, authenticates with its first frame and resolves on {type:'ready'}. Every
 * message event from the other side (fromSupport !== `support`) resolves its waiter.
 */
function openLive(baseUrl: string, token: string, support: boolean, waiters: Waiters) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api${CHAT_API.live}`);
    const timer = setTimeout(() => reject(new Error('chat socket not ready in 15 s')), 15_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      const arrivedAt = performance.now();
      const event = JSON.parse(String(data)) as ChatEvent;
      if (event.type === 'ready') {
        clearTimeout(timer);
        resolve(socket);
      } else if (event.type === 'message' && event.message.fromSupport !== support) {
        waiters.get(event.message.clientId)?.(arrivedAt);
      }
    });
    socket.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`chat socket closed with ${code}`));
    });
    socket.on('error', reject);
  });
}

async function post<T>(baseUrl: string, token: string, path: string, body: object): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

interface Timed {
  /** From the POST being sent to the other side's socket hearing it; undefined: lost. */
  deliveryMs?: number;
  answerMs: number;
}

/** POSTs one message as `from` to chat `sessionId` and times it until the other side hears it. */
async function sendTimed(
  baseUrl: string,
  from: Side,
  sessionId: number,
  waiters: Waiters,
  body: string,
): Promise<Timed> {
  const clientId = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  const heard = new Promise<number | undefined>((resolve) => {
    waiters.set(clientId, resolve);
    timer = setTimeout(() => resolve(undefined), LOST_AFTER_MS);
  });
  const sentAt = performance.now();
  await post(baseUrl, from.token, CHAT_API.messages(sessionId), { clientId, body });
  const answerMs = performance.now() - sentAt;
  const arrivedAt = await heard;
  clearTimeout(timer);
  waiters.delete(clientId);
  return { deliveryMs: arrivedAt === undefined ? undefined : arrivedAt - sentAt, answerMs };
}

/** GET /api/health `count` times at `concurrency`: the trivial route's time in the same run. */
async function timeHealth(baseUrl: string, count: number, concurrency: number) {
  const times: number[] = [];
  await pool(count, concurrency, async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/api/health: ${response.status}`);
    times.push(performance.now() - started);
  });
  return times;
}

interface Chat {
  sessionId: number;
  shop: Side;
}

/**
 * Messages `count` over `chats` (round robin, each chat's alternating between shop -> support and
 * support -> shop), `concurrency` at a time, and /api/health as many times at the same concurrency,
 * in turns. Answers the scenario's rows and the POSTs' answer times.
 */
async function measureScenario(
  scenario: string,
  baseUrl: string,
  chats: Chat[],
  support: Side,
  waiters: Waiters,
  count: number,
  concurrency: number,
) {
  const toSupport: number[] = [];
  const toShop: number[] = [];
  const answers: number[] = [];
  let lostToSupport = 0;
  let lostToShop = 0;
  const healthTimes: number[] = [];
  // In blocks, each followed by as many health calls: a machine whose other load comes and goes
  // (a shared host) weighs on both alike.
  const blocks = Math.max(1, Math.min(5, Math.floor(count / 100)));
  for (let block = 0; block < blocks; block++) {
    const from = Math.floor((block * count) / blocks);
    const to = Math.floor(((block + 1) * count) / blocks);
    await pool(to - from, concurrency, (k) => sendOne(from + k));
    healthTimes.push(...(await timeHealth(baseUrl, to - from, concurrency)));
  }
  async function sendOne(i: number) {
    const chat = chats[i % chats.length]!;
    const fromShop = Math.floor(i / chats.length) % 2 === 0;
    const timed = await sendTimed(
      baseUrl,
      fromShop ? chat.shop : support,
      chat.sessionId,
      waiters,
      `${fromShop ? 'Question' : 'Answer'} ${i}: do you have the rotor for this one in stock?`,
    );
    answers.push(timed.answerMs);
    if (timed.deliveryMs === undefined) {
      if (fromShop) lostToSupport++;
      else lostToShop++;
    } else {
      (fromShop ? toSupport : toShop).push(timed.deliveryMs);
    }
  }
  const health = percentiles(healthTimes);
  const row = (what: string, values: number[] | Percentiles, lost: number): DeliveryRow => {
    const figures = Array.isArray(values) ? percentiles(values) : values;
    return {
      scenario,
      what,
      figures,
      lost,
      ratioP50: round2(figures.p50Ms / health.p50Ms),
      ratioP99: round2(figures.p99Ms / health.p99Ms),
    };
  };
  return {
    rows: [
      row('shop -> support', toSupport, lostToSupport),
      row('support -> shop', toShop, lostToShop),
      row('/api/health', health, 0),
    ],
    answers,
  };
}

export interface ChatBenchOptions {
  baseUrl: string;
  database: string;
  chats: number;
  messages: number;
  concurrency: number;
  /** Messages on the idle server with one chat, one at a time. */
  idleMessages?: number;
  log?: (line: string) => void;
}

/** Makes the users and the chats on a running server (see the header) and measures delivery. */
export async function measureChatDelivery(options: ChatBenchOptions): Promise<ChatFigures> {
  const { baseUrl, chats: chatCount, messages, concurrency } = options;
  const log = options.log ?? console.log;
  const idleMessages = options.idleMessages ?? 400;
  const started = performance.now();
  const waiters: Waiters = new Map();
  const sockets: WebSocket[] = [];
  try {
    const supportToken = await logIn(baseUrl, SUPPORT_LOGIN, DEMO_PASSWORD);
    // The support user's socket first: with it, support is online and chats may open.
    const support: Side = {
      token: supportToken,
      socket: await openLive(baseUrl, supportToken, true, waiters),
    };
    sockets.push(support.socket);

    log(`making and logging in ${chatCount} shop users...`);
    const users: TestShopUser[] = [];
    await pool(chatCount, 4, async () => {
      users.push(await post<TestShopUser>(baseUrl, '', TEST_FACTORY_PATHS.shopUsers, {}));
    });
    // A few at a time: argon2 keeps a core busy for each login.
    const tokens: string[] = new Array(users.length);
    await pool(users.length, 4, async (i) => {
      const user = users[i]!;
      tokens[i] = await logIn(baseUrl, user.loginName, user.password);
    });

    const openChat = async (token: string): Promise<Chat> => {
      const shop: Side = { token, socket: await openLive(baseUrl, token, false, waiters) };
      sockets.push(shop.socket);
      const opened = await post<ChatMessages>(baseUrl, token, CHAT_API.sessions, {
        clientId: randomUUID(),
        body: 'Hello, I need help with an order.',
      });
      await post(baseUrl, supportToken, CHAT_API.supportTake(opened.session.id), {});
      return { sessionId: opened.session.id, shop };
    };

    // Idle: one chat, its two sockets, one message at a time.
    const first = await openChat(tokens[0]!);
    const setupSeconds = (performance.now() - started) / 1000;
    log(`idle: ${idleMessages} messages in 1 chat, one at a time...`);
    const idle = await measureScenario(
      'idle, 1 chat',
      baseUrl,
      [first],
      support,
      waiters,
      idleMessages,
      1,
    );

    log(`opening ${chatCount - 1} more chats...`);
    const chats = [first];
    await pool(chatCount - 1, 4, async (i) => {
      chats.push(await openChat(tokens[i + 1]!));
    });
    chats.sort((a, b) => a.sessionId - b.sessionId);
    log(`loaded: ${messages} messages over ${chats.length} chats, ${concurrency} at a time...`);
    const loaded = await measureScenario(
      `${chats.length} chats, ${sockets.length} sockets, ${concurrency} at a time`,
      baseUrl,
      chats,
      support,
      waiters,
      messages,
      concurrency,
    );
    return {
      database: options.database,
      chats: chats.length,
      sockets: sockets.length,
      messages,
      concurrency,
      rows: [...idle.rows, ...loaded.rows],
      answer: percentiles(loaded.answers),
      setupSeconds: round2(setupSeconds),
      seconds: round2((performance.now() - started) / 1000),
    };
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}

/** The figures as a Markdown table (docs/FIGURES.md, the chat module's README). */
export function chatFiguresMarkdown(figures: ChatFigures): string {
  const lines = [
    `${figures.database}; ${figures.chats} chats, ${figures.sockets} sockets, ` +
      `${figures.messages} messages at ${figures.concurrency} at a time; ` +
      `the POST's own answer p50 ${figures.answer.p50Ms} ms, p99 ${figures.answer.p99Ms} ms.`,
    '',
    '| scenario | what | count | p50 ms | p95 ms | p99 ms | max ms | lost | p50 / health | p99 / health |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { scenario, what, figures: f, lost, ratioP50, ratioP99 } of figures.rows) {
    lines.push(
      `| ${scenario} | ${what} | ${f.count} | ${f.p50Ms} | ${f.p95Ms} | ${f.p99Ms} | ${f.maxMs} | ` +
        `${lost} | ${ratioP50} | ${ratioP99} |`,
    );
  }
  return lines.join('\n');
}

/** Starts the built server for a chat benchmark: PGlite in `dataDir`, or `databaseUrl`. */
export function startChatServer(
  dataDir: string,
  port: number,
  databaseUrl?: string,
): Promise<RunningServer> {
  return startServer(dataDir, port, {
    ...CHAT_BENCH_ENV,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : {}),
  });
}

/** Runs `work` against a chat bench server (PGlite, or a scratch database of BENCH_DATABASE_URL). */
export async function withChatServer<T>(
  name: string,
  port: number,
  work: (server: RunningServer, database: string) => Promise<T>,
): Promise<T> {
  const postgres = process.env.BENCH_DATABASE_URL || undefined;
  const dataDir = mkdtempSync(join(tmpdir(), `procounter-bench-${name}-`));
  const run = async (databaseUrl?: string) => {
    const server = await startChatServer(dataDir, port, databaseUrl);
    console.log(`server ready in ${server.readyAfterMs.toFixed(0)} ms`);
    try {
      return await work(
        server,
        databaseUrl ? 'PostgreSQL, LISTEN/NOTIFY bus' : 'PGlite, in-process bus',
      );
    } finally {
      await server.stop();
    }
  };
  try {
    return postgres ? await withScratchDatabase(postgres, run) : await run();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const messages = Number(process.argv[2] ?? 2000);
  const concurrency = Number(process.argv[3] ?? 8);
  const chats = Number(process.env.BENCH_CHATS ?? 200);
  const port = Number(process.env.BENCH_PORT ?? 3311);
  const started = performance.now();
  const log = (line: string) =>
    console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
  const figures = await withChatServer('chat', port, (server, database) =>
    measureChatDelivery({ baseUrl: server.baseUrl, database, chats, messages, concurrency, log }),
  );
  console.log('');
  console.log(chatFiguresMarkdown(figures));
  const worst = Math.max(
    ...figures.rows.filter((r) => r.what !== '/api/health').map((r) => r.figures.p99Ms),
  );
  const lost = figures.rows.reduce((sum, r) => sum + r.lost, 0);
  console.log('');
  console.log(
    `delivery p99 at most ${worst} ms (goal under 100 ms: ${worst < 100 ? 'met' : 'NOT met'}); ` +
      `${lost} lost; ${figures.seconds} s after the server started ` +
      `(${figures.setupSeconds} s to make the users and the first chat), ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s in all`,
  );
  process.exit(lost > 0 ? 1 : 0);
}
