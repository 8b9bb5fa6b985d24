// `npm run bench:chat-browsers`: the live chat's delivery between two real browsers (issue 24 part
// 4). Headless Chromium (e2e/support/chromium.ts), two browser contexts: a new shop user (the test
// factories) and the demo support user, each logged in through the login API from its page. Each
// page opens the chat socket (GET /api/chat/live) in its own JavaScript; a message is POSTed with
// fetch by one page and timed until the other page's socket hears it, both instants read as
// performance.timeOrigin + performance.now() (the pages' clocks are compared before the run and
// the difference printed). One message at a time, alternating directions.
// `npm run bench:chat-browsers -- [messages each way (200)]`; BENCH_PORT (3311);
// BENCH_DATABASE_URL=postgres://... runs on PostgreSQL. Needs `npm run build` first.
import { randomUUID } from 'node:crypto';
import { type Browser, chromium, type Page } from '@playwright/test';
import type { ChatEvent } from '@procounter/shared/contracts/chat';
import { CHAT_API } from '@procounter/shared/contracts/chat-paths';
import { TEST_FACTORY_PATHS, type TestShopUser } from '@procounter/shared/contracts/test-factories';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import {
  DEMO_PASSWORD,
  type Percentiles,
  percentiles,
  SUPPORT_LOGIN,
  withChatServer,
} from './chat';
import { isMain } from './support';

/** What the bench's script leaves on each page's window. */
interface ChatPage {
  /** POSTs a message with fetch; answers the instant it was sent (timeOrigin + now). */
  send(sessionId: number, clientId: string, body: string): Promise<number>;
  /** The instant the other side's message with this clientId arrived; null after timeoutMs. */
  heard(clientId: string, timeoutMs: number): Promise<number | null>;
  /** POSTs JSON as the page's user; answers the JSON. */
  post(path: string, body: object): Promise<unknown>;
}

declare global {
  interface Window {
    procounterChat: ChatPage;
  }
}

/**
 * Runs in the page: logs in through the API, opens the chat socket with its auth frame and waits
 * for {type:'ready'}, then installs window.procounterChat. `support`: which side's messages are the
 * page's own (the socket hears both sides of its chats).
 */
async function installChat(args: {
  loginName: string;
  password: string;
  support: boolean;
  api: string;
  live: string;
}) {
  const now = () => performance.timeOrigin + performance.now();
  const login = await fetch('/api/auth/rest/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: args.loginName, password: args.password }),
  });
  if (!login.ok) throw new Error(`login ${args.loginName}: ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const arrivals = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}${args.api}${args.live}`);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.addEventListener('close', (e) => reject(new Error(`socket closed ${e.code}`)));
    socket.addEventListener('message', (e) => {
      const at = now();
      const event = JSON.parse(String(e.data)) as ChatEvent;
      if (event.type === 'ready') resolve();
      if (event.type === 'message' && event.message.fromSupport !== args.support) {
        arrivals.set(event.message.clientId, at);
        waiting.get(event.message.clientId)?.(at);
      }
    });
  });
  const post = async (path: string, body: object) => {
    const response = await fetch(`${args.api}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status}`);
    return response.status === 204 ? null : response.json();
  };
  window.procounterChat = {
    post,
    async send(sessionId, clientId, body) {
      const sentAt = now();
      await post(`/chat/sessions/${sessionId}/messages`, { clientId, body });
      return sentAt;
    },
    heard(clientId, timeoutMs) {
      const seen = arrivals.get(clientId);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), timeoutMs);
        waiting.set(clientId, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
  };
}

const pageNow = (page: Page) => page.evaluate(() => performance.timeOrigin + performance.now());

/**
 * How far page b's clock reads ahead of page a's, in ms: b's reading against the middle of two of
 * a's around it, the tightest of 20 tries; `within`: half that try's span (the error bound).
 */
async function clockOffset(a: Page, b: Page) {
  let best = { offsetMs: Number.NaN, withinMs: Number.POSITIVE_INFINITY };
  for (let i = 0; i < 20; i++) {
    const a1 = await pageNow(a);
    const bt = await pageNow(b);
    const a2 = await pageNow(a);
    const withinMs = (a2 - a1) / 2;
    if (withinMs < best.withinMs) best = { offsetMs: bt - (a1 + a2) / 2, withinMs };
  }
  return {
    offsetMs: Math.round(best.offsetMs * 100) / 100,
    withinMs: Math.round(best.withinMs * 100) / 100,
  };
}

export interface BrowserChatFigures {
  database: string;
  chromium: string;
  toSupport: Percentiles;
  toShop: Percentiles;
  lost: number;
  clock: { offsetMs: number; withinMs: number };
}

async function openPage(
  browser: Browser,
  baseUrl: string,
  args: Parameters<typeof installChat>[0],
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Playwright sends the page functions as source text, which tsx compiled with esbuild's
  // keepNames: its __name helper must exist in the page.
  await page.addInitScript(() => {
    (globalThis as unknown as { __name: (f: unknown) => unknown }).__name = (f) => f;
  });
  // Any page of the portal's origin will do: fetch and the socket go to the same origin.
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(installChat, args);
  return page;
}

/** Two browsers chatting through a running server (see the header). */
export async function measureBrowserChat(
  baseUrl: string,
  database: string,
  perDirection: number,
): Promise<BrowserChatFigures> {
  const response = await fetch(`${baseUrl}/api${TEST_FACTORY_PATHS.shopUsers}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (response.status !== 201) throw new Error(`shop user: ${response.status}`);
  const user = (await response.json()) as TestShopUser;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const common = { api: '/api', live: CHAT_API.live };
    // Support first: with its socket open, support is online and the chat may start.
    const support = await openPage(browser, baseUrl, {
      ...common,
      loginName: SUPPORT_LOGIN,
      password: DEMO_PASSWORD,
      support: true,
    });
    const shop = await openPage(browser, baseUrl, {
      ...common,
      loginName: user.loginName,
      password: user.password,
      support: false,
    });
    const opened = (await shop.evaluate(
      ([path, clientId]) =>
        window.procounterChat.post(path, { clientId, body: 'Hello, I need help with an order.' }),
      [CHAT_API.sessions, randomUUID()] as const,
    )) as { session: { id: number } };
    const sessionId = opened.session.id;
    await support.evaluate(
      (path) => window.procounterChat.post(path, {}),
      CHAT_API.supportTake(sessionId),
    );

    const clock = await clockOffset(shop, support);
    const toSupport: number[] = [];
    const toShop: number[] = [];
    let lost = 0;
    const warmUp = 10;
    for (let i = 0; i < 2 * (perDirection + warmUp); i++) {
      const fromShop = i % 2 === 0;
      const [sender, receiver] = fromShop ? [shop, support] : [support, shop];
      const clientId = randomUUID();
      const heard = receiver.evaluate(([id, ms]) => window.procounterChat.heard(id, ms), [
        clientId,
        10_000,
      ] as const);
      const sentAt = await sender.evaluate(
        ([sid, id, body]) => window.procounterChat.send(sid, id, body),
        [sessionId, clientId, `Message ${i}: is the rotor in stock?`] as const,
      );
      const arrivedAt = await heard;
      if (i < 2 * warmUp) continue;
      if (arrivedAt === null) lost++;
      else (fromShop ? toSupport : toShop).push(arrivedAt - sentAt);
    }
    return {
      database,
      chromium: browser.version(),
      toSupport: percentiles(toSupport),
      toShop: percentiles(toShop),
      lost,
      clock,
    };
  } finally {
    await browser.close();
  }
}

export function browserChatMarkdown(f: BrowserChatFigures): string {
  const row = (what: string, p: Percentiles) =>
    `| ${what} | ${p.count} | ${p.p50Ms} | ${p.p95Ms} | ${p.p99Ms} | ${p.maxMs} |`;
  return [
    `${f.database}; Chromium ${f.chromium}, two browser contexts, one message at a time; ` +
      `the pages' clocks differ by ${f.clock.offsetMs} ms (within ${f.clock.withinMs} ms); ` +
      `${f.lost} lost.`,
    '',
    '| direction | count | p50 ms | p95 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('shop -> support', f.toSupport),
    row('support -> shop', f.toShop),
  ].join('\n');
}

if (isMain(import.meta.url)) {
  const perDirection = Number(process.argv[2] ?? 200);
  const port = Number(process.env.BENCH_PORT ?? 3311);
  const figures = await withChatServer('chat-browsers', port, (server, database) =>
    measureBrowserChat(server.baseUrl, database, perDirection),
  );
  console.log('');
  console.log(browserChatMarkdown(figures));
  process.exit(figures.lost > 0 ? 1 : 0);
}
