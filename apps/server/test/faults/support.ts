import type { AddressInfo } from 'node:net';
import { API_PREFIX } from '@procounter/shared/contracts/api-paths';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';

// Real HTTP for the fault tests: the server listens on a port and is called with fetch, so
// sockets, timeouts and closes behave as they do in production.

/** Listens on a free port of 127.0.0.1 and answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface Answer {
  /** 0 when no HTTP answer came: `error` says why. */
  status: number;
  body: unknown;
  headers: Headers | undefined;
  /** ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET (closed under the request), TimeoutError, ... */
  error?: string;
  /** performance.now() when the request started, and how long it took. */
  startedAt: number;
  ms: number;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  body?: object;
  /** The request is given up (error TimeoutError) after this. */
  timeoutMs?: number;
}

/** What went wrong with a request that got no answer, as an errno-like code. */
function failureCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (name === 'TimeoutError' || name === 'AbortError') return String(name);
    if (typeof code === 'string') return code;
    current = cause;
  }
  return String((error as Error)?.name ?? error);
}

/** Calls /api<path> and reads the whole answer (JSON when it is). */
export async function callApi(
  baseUrl: string,
  path: string,
  { method = 'GET', token, body, timeoutMs = 15_000 }: CallOptions = {},
): Promise<Answer> {
  const startedAt = performance.now();
  try {
    const response = await fetch(`${baseUrl}${API_PREFIX}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return {
      status: response.status,
      body: parsed,
      headers: response.headers,
      startedAt,
      ms: performance.now() - startedAt,
    };
  } catch (error) {
    return {
      status: 0,
      body: undefined,
      headers: undefined,
      error: failureCode(error),
      startedAt,
      ms: performance.now() - startedAt,
    };
  }
}

/** Logs in over HTTP and answers the access token; throws unless the answer is 200. */
export async function loginOverHttp(baseUrl: string, loginName: string): Promise<string> {
  const answer = await callApi(baseUrl, '/auth/rest/login', {
    method: 'POST',
    body: { loginName, password: DEMO_PASSWORD },
  });
  if (answer.status !== 200) {
    throw new Error(`login ${loginName}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return (answer.body as { access_token: string }).access_token;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` answers true, trying every `everyMs`; throws after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 30_000, everyMs = 50 } = {},
): Promise<number> {
  const startedAt = performance.now();
  while (!(await check())) {
    if (performance.now() - startedAt > timeoutMs) throw new Error(`timed out waiting: ${what}`);
    await sleep(everyMs);
  }
  return performance.now() - startedAt;
}

/** Runs `work`; throws if it has not finished after `ms`. */
export async function within<T>(ms: number, what: string, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work(), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Records unhandled rejections and uncaught exceptions while a test runs. */
export function watchProcessErrors() {
  const errors: unknown[] = [];
  const record = (error: unknown) => errors.push(error);
  process.on('unhandledRejection', record);
  process.on('uncaughtException', record);
  return {
    errors,
    stop() {
      process.off('unhandledRejection', record);
      process.off('uncaughtException', record);
    },
  };
}
