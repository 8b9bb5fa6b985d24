import { API } from '@procounter/shared/contracts/api-paths';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import {
  ContentAccessQuerySchema,
  ContentAccessSchema,
  ContentSearchQuerySchema,
  GraphqlErrorAnswerSchema,
} from '@procounter/shared/contracts/help-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GraphQLError } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import { z } from 'zod';
import { validationFailed } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import {
  CONTENT_SCHEMA,
  type ContentContext,
  contentResolvers,
  fewCollections,
  onlyQueries,
} from './content-graphql';
import { ContentQueryError, getContentAccess, readContentToken } from './content-search.service';

/** Deep enough for the menu query (MenuCollection > menuItems > title), no deeper. */
const QUERY_DEPTH = 4;
/** A query of the web app has about 40 tokens; this bounds the work of parsing a hostile one. */
const QUERY_MAX_TOKENS = 1000;

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
  // The content search, in a scope of its own: mercurius decorates only this scope, and its own
  // routes stay off (routes: false) so the one route below goes through our auth, validation,
  // error and OpenAPI handling like every other.
  const graphqlScope: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(mercurius, {
      schema: CONTENT_SCHEMA,
      // Mercurius types every resolver's context as its own; ours also has what the route passes.
      resolvers: contentResolvers as unknown as IResolvers,
      routes: false,
      graphiql: false,
      queryDepth: QUERY_DEPTH,
      validationRules: [onlyQueries, fewCollections],
      graphql: { parseOptions: { maxTokens: QUERY_MAX_TOKENS } },
      // Keep the errors as they are, so the route tells a bad query from a failure of ours.
      errorFormatter: (execution) => ({ statusCode: 200, response: execution }),
    });

    scope.get(
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
        let result: Awaited<ReturnType<typeof scope.graphql>>;
        try {
          result = await scope.graphql(query, context, variableValues, operationName);
        } catch (error) {
          const errors = refusedQueryErrors(error);
          if (errors) return reply.status(400).send({ errors });
          throw error;
        }
        if (result.errors && result.errors.length > 0) {
          // A failure of ours (the database) is answered as such, not as the caller's mistake.
          const failure = result.errors
            .map((e) => e.originalError)
            .find((e) => e && !(e instanceof ContentQueryError) && !(e instanceof GraphQLError));
          if (failure) throw failure;
          return reply.status(400).send({
            data: result.data ?? null,
            errors: result.errors.map((e) => ({ message: e.message })),
          });
        }
        return { data: result.data ?? {} };
      },
    );
  };
  await app.register(graphqlScope);

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
