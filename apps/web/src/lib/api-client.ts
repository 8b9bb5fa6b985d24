/**
 * The one HTTP client of the web app (R-REQ-2..5, request behaviour).
 *
 * - Every call goes to /api, with the locale as Accept-Language and, while authorized, the sticky
 *   session header (except the spec's same-origin exclusions).
 * - A 401 refreshes the tokens once (behind a Web Locks lock, so tabs never refresh together) and
 *   retries; if that fails the session ends.
 * - A 403 with a reason sets the matching restriction, which forces /security-change or
 *   /accept-terms.
 * - Each call has a timeout (30 s unless told otherwise) and follows an AbortSignal. A cancelled or
 *   timed-out call rejects with TanStack's CancelledError once the query layer is loaded
 *   (setCancelledError), so its query goes back to IDLE, not ERROR.
 *
 * No TanStack import here: the login page (login.html) uses this client without the query layer.
 */
import {
  API,
  API_PREFIX,
  STICKY_SESSION_EXCLUDED_PATHS,
  STICKY_SESSION_HEADER,
} from '@procounter/shared/contracts/api-paths';
import type { AuthTokens } from '@procounter/shared/contracts/auth';
import { FORBIDDEN_REASONS } from '@procounter/shared/contracts/error-codes';
import type { ErrorBody } from '@procounter/shared/contracts/errors';
import {
  isAccessExpired,
  REFRESH_LOCK_NAME,
  REFRESH_LOCK_RETRY_MS,
} from '@procounter/shared/domain/auth-timing';
import {
  adoptStoredAuth,
  endSession,
  forceRestriction,
  getSession,
  getStickySession,
  replaceTokens,
  type StoredAuth,
} from './session';
import { storage } from './storage';

export const DEFAULT_TIMEOUT_MS = 30_000;

/** An answer other than 2xx, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null, fallbackCode: string) {
    super(body?.message ?? fallbackCode);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? fallbackCode;
    this.body = body;
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface TimedFetchOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Called when the timeout fires, before the CancelledError is thrown (the query helper reverts). */
  onTimeout?: () => void;
}

export interface RequestOptions extends TimedFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** A JSON body. */
  json?: unknown;
  /** A form body (application/x-www-form-urlencoded), for savePreferences. */
  form?: Query;
  /** A multipart body (a file upload); the browser sets its Content-Type with the boundary. */
  formData?: FormData;
  /**
   * Which token goes in Authorization: the access token (default), the refresh token (refresh and
   * logout calls) or none (login). Only 'access' calls refresh and retry on a 401.
   */
  auth?: 'access' | 'refresh' | 'none';
}

/**
 * What a cancelled or timed-out call throws. query-client.ts makes it TanStack's CancelledError
 * (revert: true), so the query returns to its state before the fetch; without the query layer it
 * is a plain AbortError.
 */
let makeCancelledError: () => Error = () =>
  new DOMException('The request was cancelled', 'AbortError');

export function setCancelledError(make: () => Error): void {
  makeCancelledError = make;
}

let localeGetter: () => string = () => document.documentElement.lang || 'en';

/** The i18n setup tells the client where the current locale lives. */
export function setLocaleGetter(getter: () => string): void {
  localeGetter = getter;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

function isStickyExcluded(path: string): boolean {
  return STICKY_SESSION_EXCLUDED_PATHS.includes(path);
}

function buildHeaders(path: string, options: RequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': localeGetter() });
  const session = getSession();
  const mode = options.auth ?? 'access';
  if (mode === 'access' && session.auth) {
    headers.set('Authorization', `Bearer ${session.auth.access_token}`);
  } else if (mode === 'refresh' && session.auth) {
    headers.set('Authorization', `Bearer ${session.auth.refresh_token}`);
  }
  // Never while unauthorized: without an access token there is no session to stick to.
  const stickySession = getStickySession();
  if (mode === 'access' && session.auth && stickySession && !isStickyExcluded(path)) {
    headers.set(STICKY_SESSION_HEADER, stickySession);
  }
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  if (options.form !== undefined) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
  }
  return headers;
}

function buildBody(options: RequestOptions): BodyInit | undefined {
  if (options.json !== undefined) return JSON.stringify(options.json);
  if (options.formData !== undefined) return options.formData;
  if (options.form !== undefined) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) {
      if (value !== undefined && value !== null) form.set(key, String(value));
    }
    return form.toString();
  }
  return undefined;
}

interface RawAnswer {
  status: number;
  data: unknown;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * fetch with the timeout and the caller's signal joined into one abort, the answer read by `read`
 * inside it: an abort or a timeout throws TanStack's CancelledError (the query reverts to IDLE),
 * no answer at all throws `networkError` with the failure's name.
 */
export async function timedFetch<T>(
  url: string,
  init: Omit<RequestInit, 'signal'>,
  options: TimedFetchOptions,
  read: (response: Response) => Promise<T>,
  networkError: (name: string) => Error,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  if (options.signal?.aborted) controller.abort();
  try {
    return await read(await fetch(url, { ...init, signal: controller.signal }));
  } catch (error) {
    if (timedOut) options.onTimeout?.();
    if (controller.signal.aborted) throw makeCancelledError();
    throw networkError(error instanceof Error ? error.name : 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/** One round trip of the API. */
function send(path: string, options: RequestOptions): Promise<RawAnswer> {
  return timedFetch(
    buildUrl(path, options.query),
    {
      method: options.method ?? 'GET',
      headers: buildHeaders(path, options),
      body: buildBody(options),
      credentials: 'same-origin',
    },
    options,
    async (response) => ({ status: response.status, data: await readBody(response) }),
    (name) => new ApiError(0, null, name),
  );
}

function asErrorBody(data: unknown): ErrorBody | null {
  if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string') {
    return data as ErrorBody;
  }
  return null;
}

function toError(answer: RawAnswer): ApiError {
  return new ApiError(answer.status, asErrorBody(answer.data), `HTTP_${answer.status}`);
}

/**
 * Calls the API and answers the parsed body (undefined for 204), typed as `T`: the caller names
 * the shared contract's type of the answer. The server checks every answer against that contract
 * before sending it, so the browser does not parse it again (which keeps zod out of the first
 * paint).
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const mode = options.auth ?? 'access';
  let answer = await send(path, options);

  if (answer.status === 401 && mode === 'access') {
    const refreshed = await refreshTokens();
    if (refreshed) answer = await send(path, options);
    if (!refreshed || answer.status === 401) {
      if (getSession().auth) endSession('expired');
      throw toError(answer);
    }
  }

  if (answer.status === 403) {
    const reason = asErrorBody(answer.data)?.reason;
    if (reason && FORBIDDEN_REASONS.includes(reason)) forceRestriction(reason);
    throw toError(answer);
  }

  if (answer.status < 200 || answer.status >= 300) throw toError(answer);
  return answer.data as T;
}

// --- token refresh ------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lock attempts before giving up on the lock and refreshing anyway (a wedged tab must not block). */
const MAX_LOCK_ATTEMPTS = 100;

/**
 * Runs `task` while holding the refresh lock. When another tab holds it, tries again after 100 ms
 * (R-AUTH-2); without Web Locks (old browsers, tests) it just runs.
 */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  for (let attempt = 0; attempt < MAX_LOCK_ATTEMPTS; attempt++) {
    const result = await locks.request(REFRESH_LOCK_NAME, { ifAvailable: true }, async (lock) =>
      lock ? { value: await task() } : null,
    );
    if (result) return result.value;
    await sleep(REFRESH_LOCK_RETRY_MS);
  }
  return task();
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Refreshes the tokens: true when the session has good tokens afterwards. Calls in this tab share
 * one refresh; a tab that waited for the lock reuses the tokens the other tab stored.
 */
export function refreshTokens(): Promise<boolean> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function runRefresh(): Promise<boolean> {
  const before = getSession().auth;
  if (!before) return false;
  return withRefreshLock(async () => {
    const stored = storage.readValue<StoredAuth>('auth');
    if (!stored) return false;
    if (stored.refresh_token !== before.refresh_token) {
      // Another tab refreshed while we waited: its tokens are ours too.
      adoptStoredAuth();
      if (!isAccessExpired(Date.now(), stored)) return true;
    }
    try {
      const tokens = await apiRequest<AuthTokens>(API.refresh, { auth: 'refresh' });
      replaceTokens(tokens);
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
      // No answer (network, timeout, 5xx): the tokens may still be good; the caller decides.
      throw error;
    }
  });
}
