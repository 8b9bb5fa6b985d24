import { API } from '@procounter/shared/contracts/api-paths';
import {
  CrossSellQuerySchema,
  CrossSellResponseSchema,
} from '@procounter/shared/contracts/cross-sell';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfRequest } from '../../lib/accept-language';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { crossSellPartTypes } from './cross-sell.service';

/** Related parts (issue 25 part 4): crossSellPartTypes. */
export const crossSellRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    API.crossSellPartTypes,
    {
      schema: {
        tags: ['part types'],
        security: bearerSecurity,
        summary: 'The part types bought with these, each with its best part for the vehicle',
        description:
          'partTypeId given once or more (or comma separated), 1 to 7 leaf part types (404 ' +
          'otherwise). At most 5, by the orders of every shop that held one of them and it, plus ' +
          "the catalog's related list as a prior (its first worth 3 orders, down to 1); the asked " +
          "ones left out. product: the parts lookup's first part (SCORE, no kit) for the current " +
          'vehicle; null without one for a part type that needs it. Add it with origin ' +
          'CROSS_SELL_PT_PRODUCT.',
        querystring: CrossSellQuerySchema,
        response: { 200: CrossSellResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      crossSellPartTypes(
        deps,
        request.auth.user,
        request.query.partTypeId,
        localeOfRequest(request),
      ),
  );
};
