/**
 * The content search endpoint (spec 000 section 7): GET /api/content/graphql?query=&variables=,
 * with `Authorization: Bearer <content token>` only when one is held. Plain fetch, not the API
 * client: the access token must never go to the content source, and a 401 here means the content
 * token expired, not the session.
 */
import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import { GraphqlErrorAnswerSchema } from '@procounter/shared/contracts/help-content';
import type { QueryFunctionContext } from '@tanstack/react-query';
import type { z } from 'zod';
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

export interface ContentRequest<S extends z.ZodType> {
  query: string;
  variables: Record<string, unknown>;
  /** The answer's contract (KnowledgeCategoriesAnswerSchema, ...). */
  schema: S;
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

/** One content search; answers the parsed answer or throws ContentSearchError / CancelledError. */
export async function searchContent<S extends z.ZodType>(
  request: ContentRequest<S>,
  options: ContentFetchOptions,
): Promise<z.output<S>> {
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
  const refused = GraphqlErrorAnswerSchema.safeParse(body);
  if (refused.success) {
    throw new ContentSearchError(response.status, refused.data.errors[0]?.message ?? 'GRAPHQL');
  }
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    console.error('Content answer does not match its contract', parsed.error.issues);
    throw new ContentSearchError(response.status, 'INVALID_RESPONSE');
  }
  return parsed.data;
}

/**
 * A content query's fetch: with the content token of the caller's access (none for PUBLIC), the
 * query's signal, and one renewal of the token when the content source answers 401 (it expired).
 */
export async function fetchContent<S extends z.ZodType>(
  context: Pick<QueryFunctionContext, 'client' | 'queryKey' | 'signal'>,
  access: ContentAccessScope,
  request: ContentRequest<S>,
): Promise<z.output<S>> {
  const run = (token: string | null) =>
    searchContent(request, {
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
