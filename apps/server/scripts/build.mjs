// Bundles the server into dist/main.js. Third-party packages stay external (installed in node_modules);
// @procounter/* workspace packages are TypeScript source, so they are bundled. Migrations are not copied:
// the server reads them from ../drizzle relative to dist.
import { build } from 'esbuild';

const externalExceptWorkspace = {
  name: 'external-except-workspace',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@procounter/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalExceptWorkspace],
});
console.log(`server bundle written to dist/main.js in ${Date.now() - started} ms`);
