import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every TypeScript test; `npm test` runs the projects in order (scripts/test.mjs).
export default defineConfig({
  test: {
    // At least two test files at a time (the server project sets its own). Vitest's default is one
    // fewer than the cores: a single worker on a 2-core machine, where the web and shared files
    // then took 7 to 8 minutes one after another, and 5 with two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'bench',
          root: './bench',
          environment: 'node',
          include: ['*.test.ts'],
        },
      },
      './apps/server/vitest.config.ts',
      './apps/server/vitest.multi-process.config.ts',
      './apps/web/vitest.config.ts',
      './apps/web/vitest.isolated.config.ts',
    ],
  },
});
