import { describe, expect, it } from 'vitest';
import {
  type ChunkInfo,
  chunksToPreload,
  namedChunks,
  withModulePreloads,
} from './route-documents';

const chunks: ChunkInfo[] = [
  {
    fileName: 'assets/index-1.js',
    name: 'index',
    facadeModuleId: '/app/index.html',
    imports: ['assets/react-1.js'],
  },
  { fileName: 'assets/react-1.js', name: 'react', facadeModuleId: null, imports: [] },
  {
    fileName: 'assets/layout-1.js',
    name: 'layout',
    facadeModuleId: '/app/src/app/layouts/layout.tsx',
    imports: ['assets/react-1.js', 'assets/Button-1.js', 'assets/nav-1.js'],
  },
  { fileName: 'assets/floating-1.js', name: 'floating-ui', facadeModuleId: null, imports: [] },
  {
    fileName: 'assets/nav-1.js',
    name: 'nav',
    facadeModuleId: null,
    imports: ['assets/Button-1.js', 'assets/Box-1.js'],
  },
  {
    fileName: 'assets/Button-1.js',
    name: 'Button',
    facadeModuleId: null,
    imports: ['assets/Box-1.js'],
  },
  {
    fileName: 'assets/Box-1.js',
    name: 'Box',
    facadeModuleId: null,
    imports: ['assets/react-1.js'],
  },
  {
    fileName: 'assets/prefetch-1.js',
    name: 'prefetch',
    facadeModuleId: '/app/src/api/prefetch.ts',
    imports: ['assets/nav-1.js'],
  },
];

describe('chunksToPreload', () => {
  it("lists the modules' chunks and all they import, once each, without what is loaded already", () => {
    const loaded = new Set(['assets/index-1.js', 'assets/react-1.js']);
    expect(
      chunksToPreload(chunks, ['src/app/layouts/layout.tsx', 'src/api/prefetch.ts'], loaded),
    ).toEqual([
      'assets/layout-1.js',
      'assets/Button-1.js',
      'assets/Box-1.js',
      'assets/nav-1.js',
      'assets/prefetch-1.js',
    ]);
  });

  it('adds the shared chunks named, after the modules', () => {
    const loaded = new Set(['assets/index-1.js', 'assets/react-1.js']);
    expect(chunksToPreload(chunks, ['src/api/prefetch.ts'], loaded, ['floating-ui'])).toEqual([
      'assets/prefetch-1.js',
      'assets/nav-1.js',
      'assets/Button-1.js',
      'assets/Box-1.js',
      'assets/floating-1.js',
    ]);
    expect(() => chunksToPreload(chunks, [], loaded, ['gone'])).toThrow(/no chunk is named gone/);
  });

  it('fails the build for a module that has no chunk of its own', () => {
    expect(() => chunksToPreload(chunks, ['src/app/routes/gone.tsx'], new Set())).toThrow(
      /no chunk is built for src\/app\/routes\/gone\.tsx/,
    );
  });
});

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body></body>
</html>`;

describe('route document HTML', () => {
  it('knows the chunks the document names already: its entry and its modulepreloads', () => {
    expect([...namedChunks(HTML)]).toEqual(['assets/index-1.js', 'assets/react-1.js']);
  });

  it('adds a modulepreload link per chunk before </head>', () => {
    const html = withModulePreloads(HTML, ['assets/layout-1.js', 'assets/nav-1.js']);
    expect(html).toContain(
      '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/layout-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/nav-1.js">\n' +
        '  </head>',
    );
    expect([...namedChunks(html)]).toHaveLength(4);
    expect(withModulePreloads(HTML, [])).toBe(HTML);
  });
});
