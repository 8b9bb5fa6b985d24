import { API } from '@procounter/shared/contracts/api-paths';
import { BrandsQuerySchema, BrandsResponseSchema } from '@procounter/shared/contracts/brand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfRequest } from '../../lib/accept-language';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { listBrands } from './brands.service';

/** Brands (issue 25 part 4): the brands call. */
export const brandsRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (app, { deps }) => {
  app.get(
    API.brands,
    {
      schema: {
        tags: ['part types'],
        security: bearerSecurity,
        summary: 'The brands of the catalog with their line codes; with lineCode, what it makes',
        description:
          'Every brand by name with its products and part types. lineCode (2 to 5 letters or ' +
          'digits, case ignored): also that brand with its part types by category, then name, ' +
          "in the caller's language; 404 for a line code no brand has. Narrow the parts lookup " +
          'by brand on the results page (its brand filter, the line code).',
        querystring: BrandsQuerySchema,
        response: { 200: BrandsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listBrands(deps, request.query.lineCode, localeOfRequest(request)),
  );
};
