import fp from 'fastify-plugin';
import { validationFailed } from '../lib/app-error';

/** Deeper than any contract's nesting: past it, validation refuses the value anyway. */
const MAX_DEPTH = 32;

/** The path of the first text (value or key) holding U+0000, or null. */
function findNul(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = findNul(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character: a query, path or body text with one failed in the
 * database with 500 (a search, a login, a stock order name). It is refused up front with 400, in
 * every field and key, free text or not (free text strips the other control characters itself:
 * packages/shared/src/validation/free-text.ts; a browser form never sends a NUL).
 */
export const inputTextPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const path =
        findNul(request.params, '', 0) ??
        findNul(request.query, '', 0) ??
        findNul(request.body, '', 0);
      if (path !== null) {
        throw validationFailed([{ path, message: 'Text may not contain the NUL character' }]);
      }
    });
  },
  { name: 'input-text' },
);
