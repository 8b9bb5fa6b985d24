import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// approve.html, the page a shop's customer opens from an approval link (issue 22), is built on its
// own, not as a third input of vite.config.ts (decisions/033): in the app's build it shares chunks
// with the portal, so it loaded zod with the one shared module it needs (the name rule's module
// also builds zod refinements for the portal's forms) and linked the app's one style sheet
// (cssCodeSplit: false: Mantine and every page's rules, 29 KB gzip, blocking its first paint). Its
// own graph keeps what it uses: React, i18next, its code, and its 2 KB style sheet.
//
// scripts/build.ts runs it first, emptying dist/; the app's build then writes beside it and
// compresses every file (vite.config.ts precompress). `vite -c vite.approve.config.ts` serves the
// page alone in development: /approve/{token} answers approve.html, /api goes to the server.

const src = new URL('./src', import.meta.url).pathname;

/** In the dev server, /approve/{token} answers approve.html, as the server does (web-app.ts). */
function approveDocument(): Plugin {
  return {
    name: 'procounter:approve-document',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url?.startsWith('/approve/')) request.url = '/approve.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), approveDocument()],
  resolve: { alias: { '@': src } },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      input: { approve: new URL('./approve.html', import.meta.url).pathname },
      // As in vite.config.ts: a zod schema built at a module's top level has no side effect.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
