// Errors that mean "the database did not answer", as opposed to a bad query. They become
// 503 DATABASE_UNAVAILABLE; everything else stays a 500.

/** Thrown by our own code when there is no database to ask (the embedded one is being reopened). */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/** Typed by hand: not every tsconfig that compiles this file (bench/) has the WebAssembly globals. */
const WasmRuntimeError = (
  globalThis as unknown as { WebAssembly: { RuntimeError: abstract new () => Error } }
).WebAssembly.RuntimeError;

/**
 * The embedded database's WebAssembly died: an abort or a trap (RuntimeError), or postgres exiting
 * (Emscripten's ExitStatus). That instance can run nothing more.
 */
export function isWasmCrash(error: unknown): boolean {
  if (error instanceof WasmRuntimeError) return true;
  return typeof error === 'object' && error !== null && (error as Error).name === 'ExitStatus';
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now),
// 53300 (too many connections).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error/i,
  /query read timeout/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  // The embedded database closing or closed (shutdown in progress, or closed under us).
  /pglite is clos(ed|ing)/i,
];

function looksUnavailable(error: object): boolean {
  if (error instanceof DatabaseUnavailableError || isWasmCrash(error)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08/.test(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message));
}

/** Walks the error, its causes (Drizzle wraps driver errors) and aggregated errors. */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (looksUnavailable(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailableError(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailableError(e, depth + 1));
}
