import { defineProject } from 'vitest/config';
import { ISOLATED_TEST_FILES, webProject } from './vitest.shared';

export default defineProject(
  webProject({
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    exclude: ISOLATED_TEST_FILES,
    // The files of a worker share one module graph and one jsdom instead of loading React, Mantine
    // and the app's modules again for each file: half the CPU time of the project. setup.ts resets
    // what a test may leave behind (storage, session, language, toasts, the rendered tree).
    isolate: false,
  }),
);
