import { API } from '@procounter/shared/contracts/api-paths';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import {
  CreateHelpArticleBodySchema,
  CreateHelpCategoryBodySchema,
  HelpArticleRecordSchema,
  HelpArticleSummarySchema,
  HelpCategoryRecordSchema,
  HelpIdentifierParamsSchema,
  HelpLanguageQuerySchema,
  SetHelpContentLiveBodySchema,
  UpdateHelpArticleBodySchema,
  UpdateHelpCategoryBodySchema,
} from '@procounter/shared/contracts/help-content';
import { userCanEditHelpContent } from '@procounter/shared/domain/roles';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { contentSearchRoutes } from './content-search.routes';
import {
  createHelpArticle,
  createHelpCategory,
  getHelpArticle,
  listHelpArticles,
  listHelpCategories,
  setHelpArticleLive,
  setHelpCategoryLive,
  updateHelpArticle,
  updateHelpCategory,
} from './help-content.service';

const writeErrors = { ...errorResponses, 409: ErrorBodySchema, 422: ErrorBodySchema };

/**
 * The Help Center's content: the content search and content access (content-search.routes.ts),
 * and its editing by support and marketing users under /api/admin/rest/help.
 */
export const helpContentRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  await app.register(contentSearchRoutes, { deps });

  /** An editing route's options: editors only, under one OpenAPI tag, with the bearer token. */
  const editing = <S extends FastifySchema>(schema: S) => ({
    config: { capability: userCanEditHelpContent },
    schema: { tags: ['help content editing'], security: bearerSecurity, ...schema },
  });
  const editors = 'Support and marketing users (userCanEditHelpContent); others 403.';
  const stamped = 'modDate and modifiedBy are set to now and the caller.';

  app.get(
    API.helpCategories,
    editing({
      summary: 'Every category of a language, published or not',
      description: `Children listed whether published or not. ${editors}`,
      querystring: HelpLanguageQuerySchema,
      response: { 200: z.array(HelpCategoryRecordSchema), ...errorResponses },
    }),
    async (request) => listHelpCategories(deps, request.query.languageId),
  );

  app.post(
    API.helpCategories,
    editing({
      summary: 'Creates a category, or the translation of one',
      description:
        'Without identifier one is made from the name (unique with -2, -3 ...). The ' +
        'identifier of a category of the other language adds its translation; one already ' +
        'used in this language: 409 IDENTIFIER_TAKEN. parent: a top-level category of the ' +
        `language, else 422 INVALID_PARENT. ${stamped} ${editors}`,
      body: CreateHelpCategoryBodySchema,
      response: { 201: HelpCategoryRecordSchema, ...writeErrors },
    }),
    async (request, reply) => {
      const record = await createHelpCategory(deps, request.auth.user, request.body);
      return reply.status(201).send(record);
    },
  );

  app.put(
    API.helpCategory(':identifier'),
    editing({
      summary: "Replaces a category's name, sort order, parent and published state",
      description:
        'In the language of the body; 404 when the category has no version in it. A ' +
        'category with children cannot become a child, and a parent must be top-level: 422 ' +
        `INVALID_PARENT. ${stamped} ${editors}`,
      params: HelpIdentifierParamsSchema,
      body: UpdateHelpCategoryBodySchema,
      response: { 200: HelpCategoryRecordSchema, ...writeErrors },
    }),
    async (request) =>
      updateHelpCategory(deps, request.auth.user, request.params.identifier, request.body),
  );

  app.put(
    API.helpCategoryLive(':identifier'),
    editing({
      summary: "Publishes or unpublishes one language's version of a category",
      description: `Visitors see neither an unpublished category nor its children. ${stamped} ${editors}`,
      params: HelpIdentifierParamsSchema,
      body: SetHelpContentLiveBodySchema,
      response: { 200: HelpCategoryRecordSchema, ...errorResponses },
    }),
    async (request) =>
      setHelpCategoryLive(deps, request.auth.user, request.params.identifier, request.body),
  );

  app.get(
    API.helpArticles,
    editing({
      summary: 'Every article of a language, published or not, without its body',
      description: editors,
      querystring: HelpLanguageQuerySchema,
      response: { 200: z.array(HelpArticleSummarySchema), ...errorResponses },
    }),
    async (request) => listHelpArticles(deps, request.query.languageId),
  );

  app.get(
    API.helpArticle(':identifier'),
    editing({
      summary: 'One language version of an article, published or not',
      description: `404 when the article has no version in the language. ${editors}`,
      params: HelpIdentifierParamsSchema,
      querystring: HelpLanguageQuerySchema,
      response: { 200: HelpArticleRecordSchema, ...errorResponses },
    }),
    async (request) => getHelpArticle(deps, request.params.identifier, request.query.languageId),
  );

  app.post(
    API.helpArticles,
    editing({
      summary: 'Creates an article, or the translation of one',
      description:
        'Without identifier or urlTitle they are made from the title (unique with -2, -3 ' +
        '...). The identifier of an article of the other language adds its translation; one ' +
        'already used in this language: 409 IDENTIFIER_TAKEN; a URL title used in the ' +
        'language (any case): 409 URL_TITLE_TAKEN. Every category must exist in the ' +
        'language: 422 UNKNOWN_CATEGORY. content is sanitised before it is stored (400 when ' +
        `nothing safe is left). ${stamped} ${editors}`,
      body: CreateHelpArticleBodySchema,
      response: { 201: HelpArticleRecordSchema, ...writeErrors },
    }),
    async (request, reply) => {
      const record = await createHelpArticle(deps, request.auth.user, request.body);
      return reply.status(201).send(record);
    },
  );

  app.put(
    API.helpArticle(':identifier'),
    editing({
      summary: "Replaces one language's version of an article",
      description:
        'Without urlTitle the current one is kept. 404, 409 URL_TITLE_TAKEN, 422 ' +
        `UNKNOWN_CATEGORY and sanitising as create. ${stamped} ${editors}`,
      params: HelpIdentifierParamsSchema,
      body: UpdateHelpArticleBodySchema,
      response: { 200: HelpArticleRecordSchema, ...writeErrors },
    }),
    async (request) =>
      updateHelpArticle(deps, request.auth.user, request.params.identifier, request.body),
  );

  app.put(
    API.helpArticleLive(':identifier'),
    editing({
      summary: "Publishes or unpublishes one language's version of an article",
      description: `${stamped} ${editors}`,
      params: HelpIdentifierParamsSchema,
      body: SetHelpContentLiveBodySchema,
      response: { 200: HelpArticleRecordSchema, ...errorResponses },
    }),
    async (request) =>
      setHelpArticleLive(deps, request.auth.user, request.params.identifier, request.body),
  );
};
