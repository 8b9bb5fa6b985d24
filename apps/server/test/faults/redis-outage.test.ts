import { once } from 'node:events';
import net from 'node:net';
import { API_PREFIX } from '@procounter/shared/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// decisions/040: with REDIS_URL set and Redis not answering, rate-limited calls go through
// uncounted (login keeps working) and the log says so; they never fail because of Redis.

async function closedPort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

describe('rate limits when Redis does not answer', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
        LOGIN_RATE_LIMIT_PER_MINUTE: '2',
        LOG_LEVEL: 'warn',
      },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets logins through uncounted and logs a warning', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/auth/rest/login`,
        payload: { loginName: 'tech', password: DEMO_PASSWORD },
      });
      statuses.push(response.statusCode);
    }
    // Twice the limit, and no 429 nor 500: nothing could count them.
    expect(statuses).toEqual([200, 200, 200, 200]);
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warnings).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'rate limits: Redis does not answer; requests go uncounted',
      }),
    );
  });
});
