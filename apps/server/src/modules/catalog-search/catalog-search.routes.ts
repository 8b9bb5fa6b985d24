import { API } from '@procounter/shared/contracts/api-paths';
import {
  PreprocessQuerySchema,
  PreprocessResponseSchema,
  TypeaheadLegacyQuerySchema,
  TypeaheadResponseSchema,
  TypeaheadV3QuerySchema,
} from '@procounter/shared/contracts/catalog-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfRequest } from '../../lib/accept-language';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { preprocess, typeahead } from './catalog-search.service';

export const catalogSearchRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const common = { tags: ['search'], security: bearerSecurity };
  const typeaheadDescription =
    'Double quotes and angle brackets are removed and white space collapsed; a query left empty ' +
    'answers 400. At most 99 results in all: part types (prefix and word-start matches over names ' +
    'and synonyms, English and Spanish, then words across name, synonyms and positions, then ' +
    'popularity; names in the language of Accept-Language), year make model vehicles, and the ' +
    'query itself. Part types that shops chose for the same query (POST /signals/v2/suggestions: ' +
    "the caller's shop twice, every shop once) come first, most chosen first.";

  app.get(
    API.typeaheadV3,
    {
      schema: {
        ...common,
        summary: 'Typeahead suggestions (enterprise search)',
        description: typeaheadDescription,
        querystring: TypeaheadV3QuerySchema,
        response: { 200: TypeaheadResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      typeahead(deps, request.query.query, localeOfRequest(request), request.auth.user),
  );

  app.get(
    API.typeahead,
    {
      schema: {
        ...common,
        summary: 'Typeahead suggestions (legacy search, entSearchEnabled=false)',
        description: typeaheadDescription,
        querystring: TypeaheadLegacyQuerySchema,
        response: { 200: TypeaheadResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      typeahead(deps, request.query.query, localeOfRequest(request), request.auth.user),
  );

  app.get(
    API.searchPreprocess,
    {
      schema: {
        ...common,
        summary: 'What a submitted query names: a part type, and a product by part number',
        description:
          'A part number product comes with its price (cost null under hideCosts), stock at the ' +
          "home store and fit with the current vehicle of the caller's quote in the shop. 403 for " +
          'a shop the caller may not act for.',
        querystring: PreprocessQuerySchema,
        response: { 200: PreprocessResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      preprocess(
        deps,
        request.auth.user,
        request.query.shopId,
        request.query.query,
        localeOfRequest(request),
      ),
  );
};
