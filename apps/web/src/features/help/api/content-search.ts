/**
 * The content search endpoint (R-HELP-8): GET /api/content/graphql?query=&variables=,
 * with `Authorization: Bearer <content token>` only when one is held. Plain fetch, not the API
 * client: the access token must never go to the content source, and a 401 here means the content
 * token expired, not the session.
 */
import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { type TimedFetchOptions, timedFetch } from '@/lib/api-client';
import { type ContentAccessScope, readContentToken } from './get-content-access';

/** Content changes rarely: a list read once serves every Help Center page for a while. */
export const CONTENT_STALE_MS = 5 * 60_000;

/** An answer other than a valid 2xx content answer; status 0 is no answer at all. */
export class ContentSearchError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ContentSearchError';
    this.status = status;
  }
}

/**
 * A content query. Its answer's type (KnowledgeCategoriesAnswer, ...) is the caller's type
 * argument: the server answers a valid query in the shape the query asks for (its GraphQL schema
 * types every field, and the route checks the answer against ContentSearchAnswerSchema), so the
 * browser does not parse it again and the Help Center loads without zod.
 */
export interface ContentRequest {
  query: string;
  variables: Record<string, unknown>;
}

export interface ContentFetchOptions extends TimedFetchOptions {
  token: string | null;
}

function contentUrl(query: string, variables: Record<string, unknown>): string {
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  return `${API_PREFIX}${API.contentSearch}?${params.toString()}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The first message of a GraphQL refusal ({errors: [{message}]}), else null. */
function refusalMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) {
    return null;
  }
  const first: unknown = body.errors[0];
  const message = first && typeof first === 'object' && 'message' in first ? first.message : null;
  return typeof message === 'string' ? message : 'GRAPHQL';
}

/** One content search; answers the answer or throws ContentSearchError / CancelledError. */
export async function searchContent<T>(
  request: ContentRequest,
  options: ContentFetchOptions,
): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  const { response, body } = await timedFetch(
    contentUrl(request.query, request.variables),
    { headers, credentials: 'omit' },
    options,
    async (answer) => ({ response: answer, body: await readJson(answer) }),
    (name) => new ContentSearchError(0, name),
  );
  if (!response.ok) throw new ContentSearchError(response.status, `HTTP_${response.status}`);
  const refused = refusalMessage(body);
  if (refused !== null) throw new ContentSearchError(response.status, refused);
  // Not a GraphQL answer at all (a proxy's HTML page, say).
  if (!body || typeof body !== 'object' || !('data' in body) || !body.data) {
    throw new ContentSearchError(response.status, 'INVALID_RESPONSE');
  }
  return body as T;
}

/**
 * A content query's fetch: with the content token of the caller's access (none for PUBLIC), the
 * query's signal, and one renewal of the token when the content source answers 401 (it expired).
 */
export async function fetchContent<T>(
  context: Pick<QueryFunctionContext, 'client' | 'queryKey' | 'signal'>,
  access: ContentAccessScope,
  request: ContentRequest,
): Promise<T> {
  const run = (token: string | null) =>
    searchContent<T>(request, {
      token,
      signal: context.signal,
      onTimeout: () => {
        void context.client.cancelQueries({ queryKey: context.queryKey, exact: true });
      },
    });
  const token = await readContentToken(context.client, access);
  try {
    return await run(token);
  } catch (error) {
    if (!(error instanceof ContentSearchError) || error.status !== 401 || !token) throw error;
    return run(await readContentToken(context.client, access, token));
  }
}
