import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server folder (apps/server). This file sits one level below it both as source (src/paths.ts)
 * and once bundled (dist/main.js), so the same expression works for tsx, vitest and the build.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Generated SQL migrations, committed and applied at start-up. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/** The built single-page app, unless WEB_DIST_DIR says otherwise. */
export const DEFAULT_WEB_DIST_DIR = path.resolve(SERVER_ROOT, '..', 'web', 'dist');

/** The vehicle catalog derived from vPIC by `npm run catalog:import`, committed and loaded at start. */
export const CATALOG_FILE = path.join(SERVER_ROOT, 'catalog', 'vehicles.v1.json.gz');

/**
 * The Help Center's starter content (categories, menus, Markdown articles), committed and loaded
 * into an empty database at start-up.
 */
export const HELP_CONTENT_DIR = path.join(SERVER_ROOT, 'content', 'help');
