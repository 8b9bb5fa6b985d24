/** What the server's two vitest projects share (vitest.config.ts, vitest.multi-process.config.ts). */
export const SERVER_TEST_BASE = {
  root: import.meta.dirname,
  environment: 'node' as const,
  // One migrated, seeded template database per run; every test file gets a fresh copy.
  globalSetup: ['./test/helpers/global-setup.ts'],
  testTimeout: 30000,
  hookTimeout: 60000,
};

/** The tests that start server processes of their own (PostgreSQL and Redis only). */
export const MULTI_PROCESS_TESTS = 'test/multi-process/**/*.test.ts';
