import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API } from '@procounter/shared/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, waitFor } from '../faults/support';
import { TEST_JWT_SECRET } from '../helpers/build-test-app';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../helpers/test-database';

// WORKERS=2 through the real entry (src/main.ts through tsx): the cluster's primary forks two
// workers on one port, forks another when one dies, and on SIGTERM closes them all gracefully and
// exits 0. PostgreSQL only: WORKERS above 1 is refused on the embedded database (config.test.ts).

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

if (!TEST_DATABASE_URL)
  console.info('WORKERS test skipped: DATABASE_URL is unset (WORKERS=2 needs PostgreSQL)');

interface LogLine {
  level: number;
  pid: number;
  msg: string;
  role?: string;
  worker?: number;
  workerPid?: number;
  signal?: string;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

describe.skipIf(!TEST_DATABASE_URL)('WORKERS=2', () => {
  let database: TestDatabase;
  let primary: ChildProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseTemplate'));
  });
  afterAll(async () => {
    if (primary && primary.exitCode === null && primary.signalCode === null) {
      primary.kill('SIGKILL');
      await once(primary, 'exit');
    }
    await database?.drop();
  });

  it('serves from two workers on one port, replaces one that dies, and closes them all on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        WORKERS: '2',
        DATABASE_URL: database.url!,
        JWT_SECRET: TEST_JWT_SECRET,
        WEB_DIST_DIR: path.join(os.tmpdir(), 'procounter-no-web-app'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary = child;
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = once(child, 'exit').then(([code, signal]) => ({ code, signal }));
    const lines = () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine);
    const started = () => lines().filter((l) => l.msg === 'ProCounter started');
    const baseUrl = `http://127.0.0.1:${port}`;

    await waitFor('two workers started', () => started().length === 2, {
      timeoutMs: 150_000,
      everyMs: 200,
    });
    const workerPids = started().map((l) => l.pid);
    expect(new Set(workerPids).size).toBe(2);
    expect(workerPids).not.toContain(child.pid);
    expect(
      started()
        .map((l) => l.worker)
        .sort(),
    ).toEqual([1, 2]);
    expect((await callApi(baseUrl, API.health)).status).toBe(200);

    // A worker killed outright: the other goes on answering, and the primary forks a third.
    process.kill(workerPids[0]!, 'SIGKILL');
    const died = await waitFor(
      'the primary reporting the death',
      () => lines().some((l) => l.msg === 'a worker died; starting another'),
      { timeoutMs: 10_000 },
    );
    expect(died).toBeLessThan(10_000);
    const death = lines().find((l) => l.msg === 'a worker died; starting another')!;
    expect(death).toMatchObject({
      role: 'primary',
      workerPid: workerPids[0],
      signal: 'SIGKILL',
      level: 50,
    });
    for (let i = 0; i < 5; i++) expect((await callApi(baseUrl, API.health)).status).toBe(200);
    await waitFor('a third worker started', () => started().length === 3, {
      timeoutMs: 120_000,
      everyMs: 200,
    });
    const replacement = started()[2]!;
    expect(replacement.worker).toBe(3);
    expect(workerPids).not.toContain(replacement.pid);

    // SIGTERM to the primary: each live worker closes gracefully, then the primary exits 0.
    child.kill('SIGTERM');
    const exit = await exited;
    expect(exit).toEqual({ code: 0, signal: null });
    const closing = lines().filter((l) => l.msg === 'closing' && l.signal === 'SIGTERM');
    expect(closing.map((l) => l.pid).sort()).toEqual([workerPids[1]!, replacement.pid].sort());
    expect(
      lines().filter((l) => l.level >= 50 && l.msg !== 'a worker died; starting another'),
    ).toEqual([]);
    expect(lines().at(-1)).toMatchObject({ role: 'primary', msg: 'closed' });
    for (const pid of [workerPids[1]!, replacement.pid]) {
      expect(() => process.kill(pid, 0)).toThrow();
    }
  }, 300_000);
});
