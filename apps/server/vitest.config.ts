import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // One migrated, seeded template database per run; every test file gets a fresh copy.
    globalSetup: ['./test/helpers/global-setup.ts'],
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
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
