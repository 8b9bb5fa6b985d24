import type { ContentTypeToken } from '@procounter/shared/domain/constants';
import { GraphQLError, type ValidationRule } from 'graphql';
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

/** A mutation or subscription is refused like a bad query (the endpoint reads only). */
export const onlyQueries: ValidationRule = (context) => ({
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
export const fewCollections: ValidationRule = (context) => {
  let collections = 0;
  return {
    Field(node) {
      if (context.getParentType()?.name !== 'Query') return;
      collections++;
      if (collections === MAX_COLLECTIONS_PER_QUERY + 1) {
        context.reportError(
          new GraphQLError(`A query may ask for at most ${MAX_COLLECTIONS_PER_QUERY} collections`, {
            nodes: node,
          }),
        );
      }
    },
  };
};
