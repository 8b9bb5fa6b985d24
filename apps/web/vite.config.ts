import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = new URL('./src', import.meta.url).pathname;

// The dev server proxies the API to the Fastify server; the build goes to dist/, which the server
// serves with an SPA fallback.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route module needs (e2e/specs/route-split).
    manifest: true,
  },
});
