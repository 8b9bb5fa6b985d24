/**
 * The boundaries of the code, checked on the imports of every source file of the server
 * (apps/server/src), the web app (apps/web/src) and the shared package (packages/shared/src), tests
 * left out (`*.test.ts(x)`, the web's src/testing/). It fails on:
 *
 * (a) Server modules: a file in modules/<a>/ reaches another module <b> only through b's service
 *     files (`modules/<b>/*.service.ts`). Routes, repositories, policies and helpers are the
 *     module's own; what another module needs of them, a service of <b> offers (a re-exported type
 *     is fine). Files outside modules/ (app.ts, db/, plugins/) are not held to it.
 * (b) An import cycle among the files of the server, of the web app or of the shared package: every
 *     import counts, type-only ones and `import()` included (biome.json's noImportCycles says the
 *     same in the editor), since two files in a cycle cannot be read, or moved, apart.
 * (c) Web: a file in features/<x>/ imports neither another feature nor app/, by the `@/` alias or by
 *     a relative path; a file in components/, lib/ or hooks/ imports neither features/ nor app/.
 *     (biome.json bans both too, in the editor.)
 *
 * KNOWN_EXCEPTIONS lists the crossings that stand on main while they are being fixed; an entry that
 * no longer occurs fails the test too, so the list only shrinks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER_SRC = 'apps/server/src';
const WEB_SRC = 'apps/web/src';
const SHARED_SRC = 'packages/shared/src';

interface Exception {
  /** The importing file and the imported one, from the repository's root. */
  from: string;
  to: string;
  why: string;
}

/**
 * Imports allowed to cross a boundary, each with why. Empty since issue 20 fixed the last ones; do
 * not add to it: fix the import (go through the other module's service).
 */
const KNOWN_EXCEPTIONS: readonly Exception[] = [];

interface Import {
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) {
      if (path !== `${WEB_SRC}/testing`) files.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
      files.push(path);
    }
  }
  return files;
}

/** The repository path of the TypeScript file a specifier names, or undefined (a package, JSON, CSS). */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else if (specifier.startsWith('@/') && from.startsWith(`${WEB_SRC}/`))
    base = `${WEB_SRC}/${specifier.slice(2)}`;
  else return undefined;
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [
    stem,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}/index.ts`,
    `${stem}/index.tsx`,
  ]) {
    if (/\.tsx?$/.test(candidate) && isFile(candidate)) return candidate;
  }
  return undefined;
}

function isFile(path: string) {
  try {
    return statSync(join(ROOT, path)).isFile();
  } catch {
    return false;
  }
}

/** Every import, export-from and `import()` of a file that names one of our TypeScript files. */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: Import[] = [];
  const add = (specifier: ts.Expression | undefined) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const to = resolveSpecifier(file, specifier.text);
    if (to) found.push({ from: file, to });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    ) {
      add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const serverFiles = sourceFiles(SERVER_SRC);
const webFiles = sourceFiles(WEB_SRC);
const sharedFiles = sourceFiles(SHARED_SRC);
const imports = [...serverFiles, ...webFiles, ...sharedFiles].flatMap(importsOf);

const MODULE = /^apps\/server\/src\/modules\/([^/]+)\//;
const FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;
const WEB_SHARED = /^apps\/web\/src\/(components|lib|hooks)\//;
const WEB_APP = /^apps\/web\/src\/app\//;

/** Why an import crosses a boundary, or undefined when it may. */
function crossing({ from, to }: Import): string | undefined {
  const fromModule = MODULE.exec(from)?.[1];
  const toModule = MODULE.exec(to)?.[1];
  if (fromModule && toModule && fromModule !== toModule && !to.endsWith('.service.ts')) {
    return `module ${fromModule} reaches into ${toModule} other than through a *.service.ts`;
  }
  const fromFeature = FEATURE.exec(from)?.[1];
  const toFeature = FEATURE.exec(to)?.[1];
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `feature ${fromFeature} imports feature ${toFeature}`;
  }
  if (fromFeature && WEB_APP.test(to)) return `feature ${fromFeature} imports app/`;
  const shared = WEB_SHARED.exec(from)?.[1];
  if (shared && (FEATURE.test(to) || WEB_APP.test(to))) {
    return `${shared}/ imports ${FEATURE.test(to) ? 'a feature' : 'app/'}`;
  }
  return undefined;
}

const isKnown = (crossingImport: Import) =>
  KNOWN_EXCEPTIONS.some(({ from, to }) => from === crossingImport.from && to === crossingImport.to);

/** One cycle through each strongly connected group of files (Tarjan), as a path back to its start. */
function findCycles(files: readonly string[], edges: readonly Import[]): string[][] {
  const next = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const { from, to } of edges) next.get(from)?.push(to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      const selfImport = next.get(file)?.includes(file);
      if (group.length > 1 || selfImport) groups.push(group);
    }
  };
  for (const file of files) if (!index.has(file)) connect(file);
  return groups.map((group) => cycleWithin(group, next));
}

/** The shortest path from a group's first file back to itself, inside the group. */
function cycleWithin(group: readonly string[], next: Map<string, string[]>): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const to of next.get(file) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at: string | undefined = file; at !== start && at; at = cameFrom.get(at)) {
          path.splice(1, 0, at);
        }
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  return [...group, group[0]!];
}

describe('import boundaries', () => {
  it('reads the imports of both apps', () => {
    // A guard against a broken resolver, which would pass every other check.
    expect(serverFiles.length).toBeGreaterThan(100);
    expect(webFiles.length).toBeGreaterThan(100);
    expect(sharedFiles.length).toBeGreaterThan(20);
    expect(imports.filter(({ from }) => from.startsWith(SERVER_SRC)).length).toBeGreaterThan(300);
    expect(imports.filter(({ from }) => from.startsWith(WEB_SRC)).length).toBeGreaterThan(300);
  });

  it('crosses server modules only through services, and web features not at all', () => {
    const violations = imports
      .filter((anImport) => crossing(anImport) !== undefined && !isKnown(anImport))
      .map((anImport) => `${anImport.from} -> ${anImport.to}: ${crossing(anImport)}`);
    expect(violations).toEqual([]);
  });

  it('lists only exceptions that still occur', () => {
    const stale = KNOWN_EXCEPTIONS.filter(
      ({ from, to }) => !imports.some((anImport) => anImport.from === from && anImport.to === to),
    ).map(({ from, to }) => `${from} -> ${to}: fixed, remove it from KNOWN_EXCEPTIONS`);
    expect(stale).toEqual([]);
  });

  it.each([
    ['server', serverFiles],
    ['web', webFiles],
    ['shared', sharedFiles],
  ])('has no import cycle among the %s files', (_app, files) => {
    const cycles = findCycles(files, imports).map((cycle) => cycle.join(' -> '));
    expect(cycles).toEqual([]);
  });
});
