import type { ContentTypeToken } from '@procounter/shared/domain/constants';
import Fastify from 'fastify';
import type { ExecutionResult, GraphQLError, ValidationRule } from 'graphql';
import type { IResolvers } from 'mercurius';
import type { ServiceDeps } from '../../lib/deps';
import { searchArticles, searchCategories, searchMenus } from './content-search.service';

// The content search's GraphQL schema (R-HELP-7, R-HELP-8). The names are the web app's
// (contracts/help-content.ts: KNOWLEDGE_CATEGORIES_QUERY, KNOWLEDGE_ARTICLES_QUERY, MENU_QUERY).

export const CONTENT_SCHEMA = /* GraphQL */ `
  type KnowledgeCategory {
    name: String!
    identifier: String!
    sortOrder: Int!
    parent: String
    children: [String!]!
  }

  type KnowledgeArticle {
    identifier: String!
    title: String!
    urlTitle: String!
    content: String!
    modDate: String!
    excerpt: String!
    category: [String!]!
  }

  type MenuItem {
    title: String!
    linkUrl: String
    linkToFile: String
    icon: String
    iconScaleWidth: Int
    iconScaleHeight: Int
    iconPadding: Int
  }

  type Menu {
    menuSlug: String!
    name: String!
    menuItems: [MenuItem!]!
  }

  type Query {
    KnowledgeCategoryCollection(
      languageId: Int = 1
      live: Boolean = true
      limit: Int = 500
      offset: Int = 0
    ): [KnowledgeCategory!]!
    KnowledgeArticleCollection(
      languageId: Int = 1
      live: Boolean = true
      category: String
      identifier: String
      urlTitle: String
      limit: Int = 1000
      offset: Int = 0
    ): [KnowledgeArticle!]!
    MenuCollection(menuSlug: String!, languageId: Int = 1, live: Boolean = true): [Menu!]!
  }
`;

/** What each resolver is given besides its arguments: the route passes it to every query. */
export interface ContentContext {
  deps: Pick<ServiceDeps, 'db'>;
  /** The caller's content token type; null without a token (PUBLIC content only). */
  tokenType: ContentTypeToken | null;
}

type Args<T> = T & { languageId: number; live: boolean };

export const contentResolvers = {
  Query: {
    KnowledgeCategoryCollection: (
      _root: unknown,
      args: Args<{ limit: number; offset: number }>,
      context: ContentContext,
    ) => searchCategories(context.deps, args),
    KnowledgeArticleCollection: (
      _root: unknown,
      args: Args<{
        limit: number;
        offset: number;
        category?: string | null;
        identifier?: string | null;
        urlTitle?: string | null;
      }>,
      context: ContentContext,
    ) => searchArticles(context.deps, context.tokenType, args),
    MenuCollection: (_root: unknown, args: Args<{ menuSlug: string }>, context: ContentContext) =>
      searchMenus(context.deps, args),
  },
};

type GraphQLErrorClass = typeof GraphQLError;

/** A mutation or subscription is refused like a bad query (the endpoint reads only). */
const onlyQueries =
  (GraphQLError: GraphQLErrorClass): ValidationRule =>
  (context) => ({
    OperationDefinition(node) {
      if (node.operation !== 'query') {
        context.reportError(
          new GraphQLError(`Only queries are answered here, not a ${node.operation}`, {
            nodes: node,
          }),
        );
      }
    },
  });

/** The most collections one request may ask for (aliases would otherwise repeat them). */
export const MAX_COLLECTIONS_PER_QUERY = 3;

/** Each collection is a database query: a request may not ask for more than a handful. */
const fewCollections =
  (GraphQLError: GraphQLErrorClass): ValidationRule =>
  (context) => {
    let collections = 0;
    return {
      Field(node) {
        if (context.getParentType()?.name !== 'Query') return;
        collections++;
        if (collections === MAX_COLLECTIONS_PER_QUERY + 1) {
          context.reportError(
            new GraphQLError(
              `A query may ask for at most ${MAX_COLLECTIONS_PER_QUERY} collections`,
              {
                nodes: node,
              },
            ),
          );
        }
      },
    };
  };

/** Deep enough for the menu query (MenuCollection > menuItems > title), no deeper. */
const QUERY_DEPTH = 4;
/** A query of the web app has about 40 tokens; this bounds the work of parsing a hostile one. */
const QUERY_MAX_TOKENS = 1000;

/** The content search's GraphQL engine: mercurius with our schema, resolvers and limits. */
export interface ContentGraphql {
  /**
   * Runs a query; throws mercurius's MER_ERR_GQL_VALIDATION error (with `errors`) for a query
   * refused before it runs (syntax, validation).
   */
  run(
    query: string,
    context: ContentContext,
    variables: Record<string, unknown> | undefined,
    operationName: string | undefined,
  ): Promise<ExecutionResult>;
  /** Whether an error is graphql's own (a resolver's input refused, not a failure of ours). */
  isGraphQLError(error: unknown): boolean;
  close(): Promise<void>;
}

/**
 * Loads mercurius and graphql (most of a second of a server's start if imported with the rest: the
 * route loads them on its first request) and sets mercurius up on a Fastify instance of its own,
 * without routes or logger: the content search route runs queries through it, and goes through
 * the app's auth, validation, error and OpenAPI handling like every other route.
 */
export async function createContentGraphql(): Promise<ContentGraphql> {
  const [{ default: mercurius }, { GraphQLError }] = await Promise.all([
    import('mercurius'),
    import('graphql'),
  ]);
  const engine = Fastify({ logger: false });
  await engine.register(mercurius, {
    schema: CONTENT_SCHEMA,
    // Mercurius types every resolver's context as its own; ours also has what the route passes.
    resolvers: contentResolvers as unknown as IResolvers,
    routes: false,
    graphiql: false,
    queryDepth: QUERY_DEPTH,
    validationRules: [onlyQueries(GraphQLError), fewCollections(GraphQLError)],
    graphql: { parseOptions: { maxTokens: QUERY_MAX_TOKENS } },
    // Keep the errors as they are, so the route tells a bad query from a failure of ours.
    errorFormatter: (execution) => ({ statusCode: 200, response: execution }),
  });
  await engine.ready();
  return {
    run: (query, context, variables, operationName) =>
      engine.graphql(query, context, variables, operationName),
    isGraphQLError: (error) => error instanceof GraphQLError,
    close: () => engine.close(),
  };
}
