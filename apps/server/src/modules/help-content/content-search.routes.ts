import { API } from '@procounter/shared/contracts/api-paths';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import {
  ContentAccessQuerySchema,
  ContentAccessSchema,
  ContentSearchQuerySchema,
  GraphqlErrorAnswerSchema,
} from '@procounter/shared/contracts/help-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationFailed } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { type ContentContext, type ContentGraphql, createContentGraphql } from './content-graphql';
import { ContentQueryError, getContentAccess, readContentToken } from './content-search.service';

/** A query's data: its shape is the query's, so only the envelope is declared. */
const ContentSearchAnswerSchema = z
  .object({ data: z.record(z.string(), z.unknown()) })
  .describe('The data the query asked for');

/** The JSON object of ?variables=, or undefined; 400 for anything else. */
function parseVariables(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw validationFailed([{ path: 'variables', message: 'Send the variables as a JSON object' }]);
  }
  return value as Record<string, unknown>;
}

/** Mercurius reads a query that is JSON as a GraphQL syntax tree; only GraphQL text is taken. */
function refuseJsonQuery(query: string) {
  try {
    JSON.parse(query);
  } catch {
    return;
  }
  throw validationFailed([{ path: 'query', message: 'Send the query as GraphQL text' }]);
}

/** The GraphQL errors of a query mercurius refused before running it (syntax, validation). */
function refusedQueryErrors(error: unknown): { message: string }[] | undefined {
  const errors = (error as { code?: unknown; errors?: unknown }).errors;
  if ((error as { code?: unknown }).code !== 'MER_ERR_GQL_VALIDATION' || !Array.isArray(errors)) {
    return undefined;
  }
  return errors.map((e: { message?: unknown }) => ({ message: String(e.message) }));
}

export const contentSearchRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  // The content search's GraphQL engine (mercurius) is made by the route's first request, not at
  // the server's start (content-graphql.ts); requests that come while it loads wait for it.
  let engine: Promise<ContentGraphql> | undefined;
  const getEngine = () => {
    if (!engine) {
      const loading = createContentGraphql();
      engine = loading;
      loading.catch(() => {
        if (engine === loading) engine = undefined;
      });
    }
    return engine;
  };
  app.addHook('onClose', async () => {
    const loaded = await engine?.catch(() => undefined);
    await loaded?.close();
  });

  app.get(
    API.contentSearch,
    {
      config: { auth: 'public' },
      // Content changes must show at once, and an answer may depend on the caller's token.
      onSend: async (_request, reply, payload) => {
        reply.header('cache-control', 'private, no-cache');
        return payload;
      },
      schema: {
        tags: ['help'],
        summary: 'The Help Center content search (GraphQL, queries only)',
        description:
          'query: GraphQL text; variables: a JSON object; operationName. Collections ' +
          'KnowledgeCategoryCollection, KnowledgeArticleCollection and MenuCollection, live ' +
          'content only, languageId 1 or 4963328. Open to visitors (PUBLIC articles); with a ' +
          'content token (GET /api/current/dotcms?withToken=true) as bearer, GENERAL or CAR ' +
          'articles too; a token that is not a valid content token answers 401. A query that ' +
          'is not valid, a mutation, a bad argument: 400 {errors: [{message}]}.',
        security: [{}, { bearerAuth: [] }],
        querystring: ContentSearchQuerySchema,
        response: {
          200: ContentSearchAnswerSchema,
          ...errorResponses,
          400: z.union([GraphqlErrorAnswerSchema, ErrorBodySchema]),
        },
      },
    },
    async (request, reply) => {
      const { query, variables, operationName } = request.query;
      const tokenType = await readContentToken(deps, request.headers.authorization);
      const variableValues = parseVariables(variables);
      refuseJsonQuery(query);

      const context: ContentContext = { deps, tokenType };
      const graphql = await getEngine();
      let result: Awaited<ReturnType<ContentGraphql['run']>>;
      try {
        result = await graphql.run(query, context, variableValues, operationName);
      } catch (error) {
        const errors = refusedQueryErrors(error);
        if (errors) return reply.status(400).send({ errors });
        throw error;
      }
      if (result.errors && result.errors.length > 0) {
        // A failure of ours (the database) is answered as such, not as the caller's mistake.
        const failure = result.errors
          .map((e) => e.originalError)
          .find((e) => e && !(e instanceof ContentQueryError) && !graphql.isGraphQLError(e));
        if (failure) throw failure;
        return reply.status(400).send({
          data: result.data ?? null,
          errors: result.errors.map((e) => ({ message: e.message })),
        });
      }
      return { data: result.data ?? {} };
    },
  );

  app.get(
    API.contentAccess,
    {
      schema: {
        tags: ['help'],
        security: bearerSecurity,
        summary: 'Where the content search is, and a content token for the caller',
        description:
          'Without withToken (or withToken=false): {url, token: null, expires: null, tokenType: ' +
          'PUBLIC}. withToken=true: a content token (CONTENT_TOKEN_TTL_SECONDS; expires in epoch ' +
          'ms) of type CAR when the shop (shopId, else the current shop) is a car customer, else ' +
          'GENERAL. 403 for a shop the caller may not act for.',
        querystring: ContentAccessQuerySchema,
        response: { 200: ContentAccessSchema, ...errorResponses },
      },
    },
    async (request) => getContentAccess(deps, request.auth.user, request.query),
  );
};
