import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { namedChunks } from '../../apps/web/build-tools/route-documents';

/** The built web app, whose chunks the route specs read. */
export const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** Vite's build manifest (build.manifest in apps/web/vite.config.ts): source module to chunk. */
export const manifest = JSON.parse(
  readFileSync(resolve(WEB_DIST, '.vite/manifest.json'), 'utf8'),
) as Manifest;

/**
 * The chunk files a built document names (its entry script and its modulepreload links; the web
 * build's route documents name their pages' chunks), read as the build reads them.
 */
export function documentChunks(document: string): Set<string> {
  return namedChunks(readFileSync(resolve(WEB_DIST, document), 'utf8'));
}

/** The files a module needs before it runs: itself and its static imports, transitively. */
export function staticClosure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

/**
 * What a module may load over its life: its static closure and, transitively, that of each part it
 * imports lazily (the Help Center's article and search pages, the vehicle selector's forms), but
 * not the route modules the router imports lazily.
 */
export function closureWithLazyParts(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closureWithLazyParts(imported, into);
  for (const lazy of chunk.dynamicImports ?? []) {
    if (!lazy.startsWith('src/app/routes/')) closureWithLazyParts(lazy, into);
  }
  return into;
}
