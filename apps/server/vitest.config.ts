import { defineProject } from 'vitest/config';
import { MULTI_PROCESS_TESTS, SERVER_TEST_BASE } from './vitest.shared';

export default defineProject({
  test: {
    ...SERVER_TEST_BASE,
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Their own project, after this one (vitest.multi-process.config.ts).
    exclude: [MULTI_PROCESS_TESTS, '**/node_modules/**'],
    // Every test file opens its own database (PGlite or a fresh PostgreSQL database): two at a time
    // keeps a 2-core machine responsive.
    fileParallelism: true,
    maxWorkers: 2,
    // A worker's files share one module graph: the server's modules, PGlite's WebAssembly and the
    // vehicle catalog load once per worker instead of once per file (a third less CPU). Nothing
    // of a test's lives in module state: caches are per database handle (WeakMaps), and no file
    // mocks a module or changes process.env.
    isolate: false,
    // Its own group (after the unit projects): vitest requires one worker count per group.
    sequence: { groupOrder: 1 },
  },
});
