import path from 'node:path';
import type { Plugin } from 'vite';

// @mantine/hooks' index imports its useId from this module; the build gives it ours instead
// (src/lib/mantine-use-id.ts: React's id, without Mantine's second render). decisions/024.
const MANTINE_USE_ID = './use-id/use-id.mjs';
const MANTINE_HOOKS_INDEX = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;

export const STABLE_USE_ID_MODULE = path.join(import.meta.dirname, '../src/lib/mantine-use-id.ts');

/** Resolves @mantine/hooks' useId module to src/lib/mantine-use-id.ts. */
export function mantineStableUseId(): Plugin {
  return {
    name: 'procounter:mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === MANTINE_USE_ID && importer && MANTINE_HOOKS_INDEX.test(importer)) {
        return STABLE_USE_ID_MODULE;
      }
      return null;
    },
  };
}
