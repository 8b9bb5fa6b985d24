import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API } from '@procounter/shared/contracts/api-paths';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { partTypes } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';
import { createUser } from '../../src/db/seed/factories';
import { createPostgresBus } from '../../src/lib/bus';
import { announceCatalogChange } from '../../src/modules/catalog-search/catalog-changes.service';
import { callApi, sleep, waitFor } from '../faults/support';
import { TEST_JWT_SECRET } from '../helpers/build-test-app';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../helpers/test-database';

// Issue 26, part 2: two real server processes (src/main.ts through tsx, WORKERS=1 each, on ports
// of their own so the test knows which one answers) share one PostgreSQL database and one Redis,
// as WORKERS=2 or two machines behind a load balancer would. What one process changes, the other
// must know: logins ended (auth_forget on the bus), the login rate limit (Redis), a catalog change
// (catalog_changed), and a graceful shutdown of one loses nothing while the other goes on.

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
/** Longer than the test could take: only the bus can make a process forget in time. */
const AUTH_CACHE_TTL_SECONDS = 60;
const LOGIN_LIMIT = 6;

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const skipReason = !TEST_DATABASE_URL
  ? 'DATABASE_URL is unset (the processes need PostgreSQL)'
  : !(await redisAnswers())
    ? `Redis does not answer at ${REDIS_URL}`
    : undefined;
if (skipReason) console.info(`two-process test skipped: ${skipReason}`);

interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

async function startServer(databaseUrl: string, keyPrefix: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WORKERS: '1',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      JWT_SECRET: TEST_JWT_SECRET,
      AUTH_CACHE_TTL_SECONDS: String(AUTH_CACHE_TTL_SECONDS),
      LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
      WEB_DIST_DIR: path.join(os.tmpdir(), 'procounter-no-web-app'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
    at: performance.now(),
  }));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(
    'the server answering',
    async () => {
      if (gone) throw new Error(`the server exited while starting:\n${output}`);
      return (await callApi(baseUrl, API.health, { timeoutMs: 2000 })).status === 200;
    },
    { timeoutMs: 120_000, everyMs: 200 },
  );
  return { child, baseUrl, output: () => output, exited };
}

interface Tokens {
  access_token: string;
  refresh_token: string;
}

async function login(baseUrl: string, loginName: string): Promise<Tokens> {
  const answer = await callApi(baseUrl, API.login, {
    method: 'POST',
    body: { loginName, password: DEMO_PASSWORD },
  });
  if (answer.status !== 200) throw new Error(`login ${loginName}: ${answer.status}`);
  return answer.body as Tokens;
}

const typeaheadNames = async (baseUrl: string, token: string, query: string) => {
  const answer = await callApi(baseUrl, `${API.typeaheadV3}?query=${encodeURIComponent(query)}`, {
    token,
  });
  expect(answer.status).toBe(200);
  return (answer.body as { partTypes: { displayName: string }[] }).partTypes.map(
    (p) => p.displayName,
  );
};

describe.skipIf(skipReason !== undefined)(
  'two server processes on one PostgreSQL and one Redis',
  () => {
    let database: TestDatabase;
    let a: RunningServer;
    let b: RunningServer;
    let redis: Redis;
    const keyPrefix = `multiproc-test-${randomBytes(4).toString('hex')}:`;

    /** Forgets every rate-limit count of this test's servers. */
    async function clearRateLimits() {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    }

    beforeAll(async () => {
      database = await createTestDatabase(inject('databaseTemplate'));
      redis = new Redis(REDIS_URL);
      // One at a time: two tsx start-ups at once on a shared 2-core machine take minutes.
      a = await startServer(database.url!, keyPrefix);
      b = await startServer(database.url!, keyPrefix);
    }, 300_000);
    beforeEach(async () => {
      await clearRateLimits();
    });
    afterAll(async () => {
      for (const server of [a, b]) {
        if (server && server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGTERM');
          await server.exited;
        }
      }
      if (redis) {
        await clearRateLimits();
        redis.disconnect();
      }
      await database?.drop();
    }, 60_000);

    it('refuses on one process, within 100 ms, a login ended on the other', async () => {
      const tokens = await login(a.baseUrl, 'tech');
      // Both processes have checked the login and keep it for AUTH_CACHE_TTL_SECONDS.
      for (const server of [a, b]) {
        expect(
          (await callApi(server.baseUrl, API.currentUser, { token: tokens.access_token })).status,
        ).toBe(200);
      }
      const logout = await callApi(a.baseUrl, API.logout, {
        method: 'POST',
        token: tokens.refresh_token,
      });
      expect(logout.status).toBe(204);
      const loggedOutAt = performance.now();
      const tookMs = await waitFor(
        'the other process refusing the ended login',
        async () =>
          (await callApi(b.baseUrl, API.currentUser, { token: tokens.access_token })).status ===
          401,
        { timeoutMs: 5000, everyMs: 5 },
      );
      const refusedAfterMs = performance.now() - loggedOutAt;
      console.info('logout on A refused on B after', Math.round(refusedAfterMs), 'ms');
      expect(tookMs).toBeLessThan(100);
      expect(
        (await callApi(a.baseUrl, API.currentUser, { token: tokens.access_token })).status,
      ).toBe(401);
    });

    it('refuses on one process, within 100 ms, the other logins of a password changed on the other', async () => {
      const handle = await database.open();
      const { loginName } = await createUser(handle.db, { shopIds: [1001] }).finally(() =>
        handle.close(),
      );
      const kept = await login(a.baseUrl, loginName);
      expect((await callApi(a.baseUrl, API.currentUser, { token: kept.access_token })).status).toBe(
        200,
      );
      // A password change through B ends every other login of the user (users.repository).
      const changing = await login(b.baseUrl, loginName);
      const change = await callApi(b.baseUrl, API.securityChange, {
        method: 'POST',
        token: changing.access_token,
        body: {
          currentPassword: DEMO_PASSWORD,
          newPassword: `N3w-${randomBytes(6).toString('hex')}!`,
        },
      });
      expect(change.status, JSON.stringify(change.body)).toBe(204);
      const tookMs = await waitFor(
        'the first process refusing the ended login',
        async () =>
          (await callApi(a.baseUrl, API.currentUser, { token: kept.access_token })).status === 401,
        { timeoutMs: 5000, everyMs: 5 },
      );
      expect(tookMs).toBeLessThan(100);
      // The login that changed it goes on, on either process.
      expect(
        (await callApi(a.baseUrl, API.currentUser, { token: changing.access_token })).status,
      ).toBe(200);
    });

    it('counts the login rate limit across both processes', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_LIMIT + 2; i++) {
        const server = i % 2 === 0 ? a : b;
        const answer = await callApi(server.baseUrl, API.login, {
          method: 'POST',
          // A different unknown name each time: the failed-login lockout (per name) stays out of it.
          body: { loginName: `nobody${i}`, password: 'not-the-password' },
        });
        statuses.push(answer.status);
      }
      // Each process alone allows LOGIN_LIMIT a minute; together they allow LOGIN_LIMIT, not twice.
      expect(statuses.slice(0, LOGIN_LIMIT).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(LOGIN_LIMIT)).toEqual([429, 429]);
    });

    it('serves a catalog change from both processes once it is announced', async () => {
      const tokens = await login(a.baseUrl, 'tech');
      const word = `zorblax${randomBytes(3).toString('hex')}`;
      const handle = await database.open();
      try {
        const [leaf] = await handle.db
          .select({ id: partTypes.id, name: partTypes.name })
          .from(partTypes)
          .where(eq(partTypes.leaf, true))
          .limit(1);
        // Both processes have built their typeahead index from the old catalog.
        for (const server of [a, b]) {
          expect(await typeaheadNames(server.baseUrl, tokens.access_token, leaf!.name)).toContain(
            leaf!.name,
          );
          expect(await typeaheadNames(server.baseUrl, tokens.access_token, word)).toEqual([]);
        }
        // The catalog changes (a new synonym, as a new catalog's part type tree would bring); until it
        // is announced, the processes answer from the index they hold.
        await handle.db
          .update(partTypes)
          .set({ synonyms: sql`array_append(${partTypes.synonyms}, ${word})` })
          .where(eq(partTypes.id, leaf!.id));
        for (const server of [a, b]) {
          expect(await typeaheadNames(server.baseUrl, tokens.access_token, word)).toEqual([]);
        }
        // What `npm run catalog:generate` does after its commit.
        const bus = createPostgresBus(database.url!, { warn: () => {} });
        try {
          await announceCatalogChange(bus, { catalog: 'parts' });
        } finally {
          await bus.close();
        }
        for (const server of [a, b]) {
          await waitFor(
            'the new synonym in the typeahead',
            async () =>
              (await typeaheadNames(server.baseUrl, tokens.access_token, word)).includes(
                leaf!.name,
              ),
            { timeoutMs: 5000, everyMs: 20 },
          );
        }
      } finally {
        await handle.close();
      }
    });

    it('loses no acknowledged write when one process shuts down gracefully while the other serves', async () => {
      const tokenA = (await login(a.baseUrl, 'tech')).access_token;
      const tokenB = (await login(b.baseUrl, 'tech')).access_token;
      interface Write {
        name: string;
        status: number;
        server: 'a' | 'b';
        startedAt: number;
      }
      const writes: Write[] = [];
      let sigtermAt = Number.POSITIVE_INFINITY;
      let stopAt = Number.POSITIVE_INFINITY;
      // A client behind a load balancer: it writes to A until A sends it away (503) or is gone,
      // then to B; B's loop writes to B all along.
      const loop = async (index: number, firstChoice: 'a' | 'b') => {
        let target = firstChoice;
        for (let n = 0; performance.now() < stopAt; n++) {
          const name = `two-process ${index}-${n}`;
          const server = target === 'a' ? a : b;
          const answer = await callApi(server.baseUrl, API.stockOrderCreate, {
            method: 'POST',
            token: target === 'a' ? tokenA : tokenB,
            body: { name },
          });
          writes.push({ name, status: answer.status, server: target, startedAt: answer.startedAt });
          if (target === 'a' && answer.status !== 200) target = 'b';
        }
      };
      const loops = [0, 1, 2, 3].map((i) => loop(i, i < 3 ? 'a' : 'b'));
      await waitFor('writes acknowledged on both', () =>
        (['a', 'b'] as const).every(
          (s) => writes.filter((w) => w.server === s && w.status === 200).length >= 3,
        ),
      );
      sigtermAt = performance.now();
      a.child.kill('SIGTERM');
      const exit = await a.exited;
      // B goes on serving a little after A is gone.
      await sleep(500);
      stopAt = performance.now();
      await Promise.all(loops);

      const listed = await callApi(b.baseUrl, `${API.stockOrderList}?size=500`, { token: tokenB });
      expect(listed.status).toBe(200);
      const stored = new Set(
        (listed.body as { content: { name: string }[] }).content.map((order) => order.name),
      );
      const acknowledged = writes.filter((w) => w.status === 200);
      const duringShutdown = writes.filter((w) => w.server === 'b' && w.startedAt > sigtermAt);
      console.info('two-process shutdown figures', {
        writes: writes.length,
        acknowledged: acknowledged.length,
        onBDuringShutdown: duringShutdown.length,
        exitAfterSigtermMs: Math.round(exit.at - sigtermAt),
      });

      expect(exit).toMatchObject({ code: 0, signal: null });
      // Every write either process acknowledged is there; B answered every write sent to it, also
      // while A was closing.
      expect(acknowledged.filter((w) => !stored.has(w.name))).toEqual([]);
      expect(writes.filter((w) => w.server === 'b' && w.status !== 200)).toEqual([]);
      expect(duringShutdown.length).toBeGreaterThan(0);
      // What A refused was a clean 503 or a refused connection, never an error.
      expect(writes.filter((w) => w.server === 'a' && ![200, 503, 0].includes(w.status))).toEqual(
        [],
      );
    });
  },
);
