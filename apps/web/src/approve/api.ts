/**
 * The approval page's two calls (issue 22): its own small fetch, not the portal's API client. The
 * link's token is the only key: no Authorization header, no session, no token refresh, no cookies.
 * Answers are typed with the shared contract, not parsed (decisions/019).
 */
import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import type { PublicDecisionBody, PublicQuote } from '@procounter/shared/contracts/quote-approval';

/** A call that failed: the answer's status and code, or status 0 when nothing answered. */
export class ApprovalRequestError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string) {
    super(code);
    this.name = 'ApprovalRequestError';
    this.status = status;
    this.code = code;
  }
}

/** A phone on a weak connection gets this long before the page offers to try again. */
export const APPROVAL_REQUEST_TIMEOUT_MS = 20_000;

interface RequestInit {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Accept-Language: the page's language (the server's messages follow it). */
  language: string;
  signal?: AbortSignal;
}

const codeOf = (data: unknown, status: number): string =>
  data && typeof data === 'object' && 'code' in data && typeof data.code === 'string'
    ? data.code
    : `HTTP_${status}`;

async function request<T>(path: string, init: RequestInit): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), APPROVAL_REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  init.signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetch(`${API_PREFIX}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        'Accept-Language': init.language,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (!response.ok)
      throw new ApprovalRequestError(response.status, codeOf(data, response.status));
    return data as T;
  } catch (error) {
    if (error instanceof ApprovalRequestError) throw error;
    // The caller gave up (the page went away, or asked again): not a failure to show.
    if (init.signal?.aborted) throw error;
    // No answer, a timeout, or an answer cut short.
    throw new ApprovalRequestError(0, 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onAbort);
  }
}

/** GET /public/approval/{token}: the quote as sent (404 for an unknown, malformed or revoked link). */
export function getPublicQuote(
  token: string,
  language: string,
  signal?: AbortSignal,
): Promise<PublicQuote> {
  return request<PublicQuote>(API.publicApproval(encodeURIComponent(token)), { language, signal });
}

/**
 * POST /public/approval/{token}/decision: every line's decision, the customer's name and the version
 * they saw; answers the quote after it (409 APPROVAL_CLOSED when it no longer takes a decision).
 */
export function sendDecision(
  token: string,
  body: PublicDecisionBody,
  language: string,
): Promise<PublicQuote> {
  return request<PublicQuote>(API.publicApprovalDecision(encodeURIComponent(token)), {
    method: 'POST',
    body,
    language,
  });
}
