import react from '@vitejs/plugin-react';
import type { UserWorkspaceConfig } from 'vitest/config';

const src = new URL('./src', import.meta.url).pathname;

/**
 * The test files that need a fresh module graph: they replace a module with vi.mock, or test what
 * happens before a lazily loaded module has arrived. They run apart, each file in its own graph
 * (vitest.isolated.config.ts), so their mocks never reach another file's imports and no earlier
 * file has loaded their modules.
 */
export const ISOLATED_TEST_FILES = [
  'src/features/shop/components/lazy-shop-switcher.test.tsx',
  'src/features/search/components/search-typeahead-loading.test.tsx',
  'src/features/quote/components/mini-quote-focus.test.tsx',
  'src/features/quote/components/mini-quote-loading.test.tsx',
  'src/features/vehicle/components/vehicle-selector-preload.test.tsx',
];

/** What both web projects share: React, the @ alias, jsdom and the setup file. */
export function webProject(test: NonNullable<UserWorkspaceConfig['test']>): UserWorkspaceConfig {
  return {
    plugins: [react()],
    resolve: { alias: { '@': src } },
    test: {
      root: import.meta.dirname,
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      restoreMocks: true,
      // A global a test stubs (vi.stubGlobal: fetch, navigator, WebSocket) is put back before the
      // next test, also when that test is in another file of the same worker.
      unstubGlobals: true,
      // Bounds, not speed checks: a loaded machine (CI beside other work) renders Mantine slowly.
      testTimeout: 20_000,
      ...test,
    },
  };
}
