import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineStableUseId, STABLE_USE_ID_MODULE } from './mantine-use-id';

type ResolveId = (source: string, importer: string | undefined) => string | null;

// The package's CommonJS entry is cjs/index.cjs; the build bundles its esm/index.mjs.
const hooksIndex = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mantine/hooks')),
  '..',
  'esm',
  'index.mjs',
);

describe('mantineStableUseId', () => {
  const resolveId = (mantineStableUseId() as Plugin).resolveId as unknown as ResolveId;

  it('gives @mantine/hooks our useId in place of its own, and nothing else', () => {
    expect(resolveId('./use-id/use-id.mjs', hooksIndex)).toBe(STABLE_USE_ID_MODULE);
    expect(resolveId('./use-idle/use-idle.mjs', hooksIndex)).toBeNull();
    expect(resolveId('./use-id/use-id.mjs', '/app/src/main.tsx')).toBeNull();
  });

  it('still matches how the installed @mantine/hooks imports its useId', () => {
    // A Mantine release that moves the module would silently bring the extra render back.
    expect(readFileSync(hooksIndex, 'utf8')).toContain('from "./use-id/use-id.mjs"');
  });
});
