import type { Plugin, Rolldown } from 'vite';

// The app's routes load their code lazily, and Vite's preload helper then names the route's chunks
// to the browser one <link rel="modulepreload"> at a time, from JavaScript, once the app's entry has
// run: on a phone, 40 to 60 links cost tens of milliseconds of main thread in the task that starts
// the app, and the route's chunks are asked for only after the entry's. The build writes the links
// of the page a document is served for into that document instead: the browser's preload scanner
// asks for them with the entry, and the helper finds them there and adds none. decisions/024.

/** A document of the build and the lazily loaded modules (source paths under the web app) its pages start with. */
export interface RouteDocument {
  /** The file written to dist/, served for its pages (apps/server/src/plugins/web-app.ts). */
  fileName: string;
  /** The modules whose chunks the document names, with every chunk they import. */
  modules: readonly string[];
  /**
   * Shared chunks (by name) the document names too: code most pages need soon, fetched with the
   * page but run only by the page that imports it.
   */
  sharedChunks?: readonly string[];
}

/** The part of a chunk the links are computed from (Rolldown's OutputChunk). */
export interface ChunkInfo {
  fileName: string;
  name: string;
  facadeModuleId: string | null;
  imports: readonly string[];
}

/**
 * The chunk files the modules need (their own and every chunk they import, transitively) that
 * `loaded` does not hold already, in a stable order: each module's own chunk first, then its
 * imports depth first.
 */
export function chunksToPreload(
  chunks: readonly ChunkInfo[],
  modules: readonly string[],
  loaded: ReadonlySet<string>,
  sharedChunks: readonly string[] = [],
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const seen = new Set(loaded);
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    files.push(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
    if (!chunk) throw new Error(`route documents: no chunk is built for ${module}`);
    visit(chunk.fileName);
  }
  for (const name of sharedChunks) {
    const chunk = chunks.find((candidate) => candidate.name === name);
    if (!chunk) throw new Error(`route documents: no chunk is named ${name}`);
    visit(chunk.fileName);
  }
  return files;
}

const NAMED_CHUNK =
  /<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="\/([^"]+)"/g;

/** The chunk files a document names already: its entry script and its modulepreload links. */
export function namedChunks(html: string): Set<string> {
  return new Set([...html.matchAll(NAMED_CHUNK)].map((match) => match[1] ?? ''));
}

/** The document with a modulepreload link per file, after its own links, before </head>. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  if (!html.includes('</head>')) throw new Error('route documents: the document has no </head>');
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`);
  return html.replace('  </head>', `${links.join('')}  </head>`);
}

/**
 * Writes each route document from the built index.html: index.html itself gets its pages' links,
 * another document is index.html with its own. Build only.
 */
export function routeDocuments(documents: readonly RouteDocument[]): Plugin {
  return {
    name: 'procounter:route-documents',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        // A build of the login page alone, or in memory without the app's document.
        if (index?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk',
        );
        const html = String(index.source);
        const loaded = namedChunks(html);
        if (loaded.size === 0) throw new Error('route documents: index.html names no script');
        for (const document of documents) {
          const files = chunksToPreload(chunks, document.modules, loaded, document.sharedChunks);
          const source = withModulePreloads(html, files);
          if (document.fileName === 'index.html') index.source = source;
          else this.emitFile({ type: 'asset', fileName: document.fileName, source });
        }
      },
    },
  };
}
