import { defineProject } from 'vitest/config';
import { MULTI_PROCESS_TESTS, SERVER_TEST_BASE } from './vitest.shared';

// The two-process and WORKERS tests time what crosses between processes (a logout on one refused
// on the other within 100 ms): they run alone, after every other file and one file at a time, so
// no other test's CPU is in their figures (a CI run measured 176 ms while the WORKERS file's
// start-ups shared the machine). They skip, saying why, without PostgreSQL and Redis.
export default defineProject({
  test: {
    ...SERVER_TEST_BASE,
    name: 'server-multi-process',
    include: [MULTI_PROCESS_TESTS],
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { groupOrder: 2 },
  },
});
