import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { mantineUsedCss } from './build-tools/mantine-css';
import { mantineStableUseId } from './build-tools/mantine-use-id';
import { chunksToPreload, routeDocuments } from './build-tools/route-documents';

const src = new URL('./src', import.meta.url).pathname;
const outDir = 'dist';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|md|webmanifest|xml)$/;

/**
 * Writes name.br and name.gz beside every text file of the build (public/ included), at the
 * highest levels, once per build: the server sends them as they are (@fastify/static preCompressed)
 * instead of raw JavaScript. A file whose compressed form would not be smaller gets none, and the
 * server falls back to the plain file.
 */
function precompress(): Plugin {
  let root = '';
  async function filesUnder(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((entry) => {
        const file = path.join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(file) : [file];
      }),
    );
    return nested.flat();
  }
  return {
    name: 'procounter:precompress',
    apply: 'build',
    configResolved(config) {
      root = config.build.write ? path.resolve(config.root, config.build.outDir) : '';
    },
    async closeBundle() {
      // A build kept in memory (scripts/build.ts's first) wrote nothing to compress.
      if (!root) return;
      // .vite/ holds the manifest, which the server never sends.
      const files = (await filesUnder(root)).filter(
        (file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`),
      );
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: (await stat(file)).size,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

const APP_ENTRY = '/src/main.tsx';
const LOGIN_ENTRY = '/src/login-main.tsx';

/**
 * login.html is index.html with the login page's script instead of the app's (src/login-main.tsx),
 * in the dev server and the build alike: one document to keep, two pages served.
 */
function loginPage(): Plugin {
  const indexHtml = new URL('./index.html', import.meta.url);
  return {
    name: 'procounter:login-page',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        if (path.basename(context.filename) !== 'login.html') return html;
        const index = await readFile(indexHtml, 'utf8');
        if (!index.includes(`src="${APP_ENTRY}"`)) {
          throw new Error(`index.html no longer loads ${APP_ENTRY}: update loginPage()`);
        }
        return index.replace(`src="${APP_ENTRY}"`, `src="${LOGIN_ENTRY}"`);
      },
    },
  };
}

// The dev server proxies the API to the Fastify server; the build goes to dist/, which the server
// serves with an SPA fallback.

/**
 * The chunks the app has loaded before any of its route chunks is asked for: the static closure of
 * src/app/mount.tsx, which index.html's entry imports and login.html imports once the user has
 * logged in (it mounts the app in place). Filled by `alwaysLoaded` below when the bundle is
 * written, before Vite writes each dynamic import's list of chunks to preload; a chunk of this set
 * is left out of those lists (preloading it again would be a no-op), so the app's code does not
 * carry every route's full list of shared chunks (issue 22: the start page's JavaScript budget).
 */
let loadedAtStart: ReadonlySet<string> = new Set();

/**
 * The authenticated layout's chunk and the chunks it imports. An app page is fetched together with
 * the layout (React Router loads both lazy modules at once, and the layout's own list preloads
 * these), or after it, so a page's list leaves them out too: the app's code does not carry them
 * once per route (the start page's JavaScript budget). The open pages reached inside the app (the
 * legal page, /forbidden, the 404, the forced security change and terms) fetch the few they share
 * when their chunk is read, one step later.
 */
let layoutChunks: ReadonlySet<string> = new Set();
let layoutChunk = '';

const MOUNT_MODULE = 'src/app/mount.tsx';
const LAYOUT_MODULE = 'src/app/layouts/authenticated-layout.tsx';

function alwaysLoaded(): Plugin {
  return {
    name: 'procounter-always-loaded',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk',
      );
      // Each a module's chunk first, then what it imports (build-tools/route-documents.ts).
      loadedAtStart = new Set(chunksToPreload(chunks, [MOUNT_MODULE], new Set()));
      const layout = chunksToPreload(chunks, [LAYOUT_MODULE], new Set());
      layoutChunk = layout[0]!;
      layoutChunks = new Set(layout);
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    mantineStableUseId(),
    loginPage(),
    // index.html serves the app's routes, help.html the Help Center (apps/server web-app.ts).
    routeDocuments([
      {
        fileName: 'index.html',
        modules: [LAYOUT_MODULE, 'src/features/shell/api/prefetch-shell.ts'],
        // Mantine's positioning library (its Popover, Combobox, Menu and Tooltip): the search's
        // suggestions, the mini quote and most app pages import it.
        sharedChunks: ['floating-ui.react'],
      },
      {
        // The start page, where every shop user lands (after login and on each return): its code
        // and its first data's code are asked for with the app's, not once the app has run.
        fileName: 'home.html',
        modules: [
          LAYOUT_MODULE,
          'src/features/shell/api/prefetch-shell.ts',
          'src/app/routes/home.tsx',
          'src/app/routes/home-prefetch.ts',
        ],
        sharedChunks: ['floating-ui.react'],
      },
      {
        fileName: 'help.html',
        modules: ['src/app/routes/help.tsx', 'src/features/help/api/prefetch-help-content.ts'],
      },
    ]),
    mantineUsedCss(),
    precompress(),
    alwaysLoaded(),
  ],
  resolve: { alias: { '@': src } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    cssCodeSplit: false,
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js'
          ? deps.filter(
              (dep) => !loadedAtStart.has(dep) && (file === layoutChunk || !layoutChunks.has(dep)),
            )
          : deps,
    },
    // dist/.vite/manifest.json: which chunks each route module needs (e2e/specs/route-split).
    manifest: true,
    rolldownOptions: {
      // login.html is the login page on its own (src/login-main.tsx): a first visit to /login
      // loads neither the router nor the app shell. The server answers it for /login.
      input: {
        index: new URL('./index.html', import.meta.url).pathname,
        login: new URL('./login.html', import.meta.url).pathname,
      },
      // Building a zod schema (z.object(...), z.string().min(...)) has no side effect, but the
      // bundler cannot prove it: without this, a page that imports one constant from a shared
      // contract module would load zod and every schema of that module.
      treeshake: { manualPureFunctions: ['z'] },
      // Rolldown would move the modules both pages share into the app's entry chunk, which
      // login.html would then load whole (the router and the query client with it).
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
    },
  },
});
