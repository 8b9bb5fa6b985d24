import os from 'node:os';
import path from 'node:path';
import type { AuthTokens } from '@procounter/shared/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database, DatabaseHandle } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';
import { type Clock, systemClock } from '../../src/lib/clock';
import { createTestDatabase } from './test-database';

export { TEST_DATABASE_URL } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestAppOptions {
  /** Environment overrides, parsed by loadConfig like the real ones. */
  env?: Record<string, string>;
  clock?: Clock;
  /** Maps the URL of the fresh PostgreSQL database to the one the app uses (a proxy in front). */
  connectVia?: (databaseUrl: string) => string;
  /** PGlite in a temporary DATA_DIR instead of memory, so it can be reopened after a crash. */
  onDisk?: boolean;
  /** Receives the request log (pino JSON lines, LOG_LEVEL info unless env says otherwise). */
  logStream?: { write(line: string): void };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  /** PGlite on disk (onDisk): its DATA_DIR. */
  dataDir: string | undefined;
  /** Logs a demo account in (password procounter-demo unless given) and answers its tokens. */
  login(loginName: string, password?: string): Promise<AuthTokens>;
  close(): Promise<void>;
}

/**
 * The app on a fresh, migrated, demo-seeded database for one test file: PGlite in memory, or a new
 * database on the PostgreSQL of DATABASE_URL. Requests go through app.inject.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = options.clock ?? systemClock;
  const testDatabase = await createTestDatabase(inject('databaseTemplate'), {
    onDisk: options.onDisk,
  });
  const appUrl =
    testDatabase.url && options.connectVia
      ? options.connectVia(testDatabase.url)
      : testDatabase.url;

  const config = loadConfig({
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    // Every answer also through zod: the compiled serializers must write the same JSON.
    VERIFY_SERIALIZERS: 'true',
    // Files log in many times; the rate-limit test sets its own low limit.
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    REFRESH_RATE_LIMIT_PER_MINUTE: '10000',
    PUBLIC_APPROVAL_RATE_LIMIT_PER_TOKEN: '10000',
    PUBLIC_APPROVAL_RATE_LIMIT_PER_ADDRESS: '10000',
    PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: '10000',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'procounter-no-web-app'),
    ...(appUrl ? { DATABASE_URL: appUrl } : {}),
    ...options.env,
  });

  const database = await testDatabase.open(appUrl);
  const app = await buildApp(config, {
    database,
    clock,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();

  return {
    app,
    db: database.db,
    database,
    config,
    dataDir: testDatabase.dataDir,
    async login(loginName, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/rest/login',
        payload: { loginName, password },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as AuthTokens;
    },
    async close() {
      await app.close();
      await database.close();
      await testDatabase.drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
