/**
 * A fake of the server for unit tests (the server is third-party to them): answers by method and
 * path (exact, or with :name parameters, e.g. '/api/worksheet/rest/:id'), and records every request
 * with its headers and body. It is strict, as the server is:
 * - a call no handler answers is answered 404 and fails the test, naming its method and path;
 * - a body that the call's shared contract refuses (contract-bodies.ts) fails the test, naming the
 *   schema and what it refused.
 * setup.ts fails the test in afterEach with what the test's fakes found.
 */
import { vi } from 'vitest';
import { CONTRACT_BODIES } from './contract-bodies';

export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: string | null;
  /** The values of the :name segments of the handler's path (empty for an exact path). */
  params: Record<string, string>;
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
  /** Answers `method` on `path`, an exact path or one with :name segments; the last one wins. */
  on(method: string, path: string, handler: FakeHandler | FakeAnswer): FakeServer;
  /** The requests to `path` (exact, or a pattern with :name segments). */
  callsTo(method: string, path: string): RecordedRequest[];
  /** What fails the test: unhandled calls and bodies the contracts refuse. */
  problems: string[];
}

/** A promise that never settles on its own but rejects when the signal aborts, like fetch. */
export function hangUntilAborted(signal: AbortSignal | null | undefined): Promise<FakeAnswer> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

type PathMatch = (path: string) => Record<string, string> | null;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher of a path with :name segments; the parameters it answers are decoded. */
export function matchPath(pattern: string): PathMatch {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source}$`);
  return (path) => {
    const match = regex.exec(path);
    if (!match) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
  };
}

const isPattern = (path: string) => path.split('/').some((segment) => segment.startsWith(':'));

const contracts = CONTRACT_BODIES.map((contract) => ({
  ...contract,
  match: matchPath(contract.path),
}));

/** The body as the server reads it: JSON, a form's fields, or nothing. */
function readBody(request: RecordedRequest): unknown {
  if (request.body === null || request.body === '') return undefined;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(request.body));
  }
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    return request.body;
  }
}

/** Why the request's body breaks its call's contract, or null when it keeps it (or has none). */
function contractProblem(request: RecordedRequest): string | null {
  const contract = contracts.find(
    (entry) => entry.method === request.method && entry.match(request.path),
  );
  if (!contract) return null;
  const parsed = contract.schema.safeParse(readBody(request));
  if (parsed.success) return null;
  const issues = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
  return `${request.method} ${request.path}: the body breaks ${contract.name} (${issues}): ${request.body}`;
}

/** The fakes installed since the last check (one per test, as a rule). */
const installed: FakeServer[] = [];

/** The problems of every fake installed since the last call, which forgets them. */
export function takeFakeServerProblems(): string[] {
  const problems = installed.flatMap((server) => server.problems);
  installed.length = 0;
  return problems;
}

export function installFakeServer(): FakeServer {
  const exact = new Map<string, FakeHandler>();
  const patterns: { method: string; path: string; match: PathMatch; handler: FakeHandler }[] = [];
  const requests: RecordedRequest[] = [];
  const problems: string[] = [];
  const server: FakeServer = {
    requests,
    problems,
    on(method, path, handler) {
      const answer: FakeHandler = typeof handler === 'function' ? handler : () => handler;
      if (isPattern(path)) {
        const index = patterns.findIndex((p) => p.method === method && p.path === path);
        if (index >= 0) patterns.splice(index, 1);
        patterns.push({ method, path, match: matchPath(path), handler: answer });
      } else {
        exact.set(`${method} ${path}`, answer);
      }
      return server;
    },
    callsTo(method, path) {
      const match = isPattern(path) ? matchPath(path) : (other: string) => other === path;
      return requests.filter((r) => r.method === method && match(r.path));
    },
  };
  /** The handler of the request, exact path first, then the latest pattern that matches. */
  const handlerOf = (request: RecordedRequest): FakeHandler | undefined => {
    const byPath = exact.get(`${request.method} ${request.path}`);
    if (byPath) return byPath;
    for (const pattern of [...patterns].reverse()) {
      if (pattern.method !== request.method) continue;
      const params = pattern.match(request.path);
      if (params) {
        request.params = params;
        return pattern.handler;
      }
    }
    return undefined;
  };
  installed.push(server);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      headers: new Headers(init.headers),
      body:
        typeof init.body === 'string'
          ? init.body
          : init.body instanceof URLSearchParams
            ? init.body.toString()
            : null,
      params: {},
    };
    requests.push(request);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const problem = contractProblem(request);
    if (problem) problems.push(problem);
    const handler = handlerOf(request);
    if (!handler) problems.push(`no handler answers ${request.method} ${request.path}`);
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
