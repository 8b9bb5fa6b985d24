import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, TEST_DATABASE_URL, type TestApp } from './helpers/build-test-app';
import { TcpProxy } from './helpers/tcp-proxy';

async function expectDown(t: TestApp, accessToken: string) {
  const health = await t.app.inject({ url: '/api/health' });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toMatchObject({ status: 'degraded', database: 'down' });

  const user = await t.app.inject({ url: '/api/current/user', headers: bearer(accessToken) });
  expect(user.statusCode).toBe(503);
  expect(user.json()).toEqual({
    code: 'DATABASE_UNAVAILABLE',
    message: expect.any(String),
  });

  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/rest/login',
    payload: { loginName: 'tech', password: 'procounter-demo' },
  });
  expect(login.statusCode).toBe(503);
  expect(login.json().code).toBe('DATABASE_UNAVAILABLE');
}

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL going away and coming back', () => {
  let t: TestApp;
  let proxy: TcpProxy;

  beforeAll(async () => {
    const target = new URL(TEST_DATABASE_URL!);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    const port = await proxy.start();
    t = await buildTestApp({
      connectVia: (url) => {
        const viaProxy = new URL(url);
        viaProxy.hostname = '127.0.0.1';
        viaProxy.port = String(port);
        return viaProxy.toString();
      },
    });
  });
  afterAll(async () => {
    await proxy.start().catch(() => {});
    await t?.close();
    await proxy.stop();
  });

  it('answers 503 while the database is away and recovers when it returns', async () => {
    const { access_token } = await t.login('tech');
    expect((await t.app.inject({ url: '/api/health' })).json().database).toBe('up');

    await proxy.stop();
    await expectDown(t, access_token);
    // Still down on a second round: no dead connection is kept and reused as if alive.
    await expectDown(t, access_token);

    await proxy.start();
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().database).toBe('up');
    const user = await t.app.inject({ url: '/api/current/user', headers: bearer(access_token) });
    expect(user.statusCode).toBe(200);
    expect(user.json().loginName).toBe('tech');
    await t.login('tech');
  });
});

describe.skipIf(TEST_DATABASE_URL)('the embedded database closing under the app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 instead of crashing', async () => {
    const { access_token } = await t.login('tech');
    await t.database.close();
    await expectDown(t, access_token);
  });
});
