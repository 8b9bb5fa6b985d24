/**
 * A fake of the server for unit tests (the server is third-party to them): answers by method and
 * path, and records every request with its headers and body.
 */
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: string | null;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (
  request: RecordedRequest,
  signal: AbortSignal | null | undefined,
) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
  requests: RecordedRequest[];
  on(method: string, path: string, handler: FakeHandler | FakeAnswer): FakeServer;
  callsTo(method: string, path: string): RecordedRequest[];
}

/** A promise that never settles on its own but rejects when the signal aborts, like fetch. */
export function hangUntilAborted(signal: AbortSignal | null | undefined): Promise<FakeAnswer> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

export function installFakeServer(): FakeServer {
  const handlers = new Map<string, FakeHandler>();
  const requests: RecordedRequest[] = [];
  const server: FakeServer = {
    requests,
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
      return server;
    },
    callsTo(method, path) {
      return requests.filter((r) => r.method === method && r.path === path);
    },
  };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
    };
    requests.push(request);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const handler = handlers.get(`${request.method} ${request.path}`);
    const answer = handler
      ? await handler(request, init.signal)
      : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return server;
}
