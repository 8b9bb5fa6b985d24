import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const src = new URL('./src', import.meta.url).pathname;

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    // Bounds, not speed checks: a loaded machine (CI beside other work) renders Mantine slowly.
    testTimeout: 20_000,
  },
});
