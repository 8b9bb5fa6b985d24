import { API } from '@procounter/shared/contracts/api-paths';
import {
  INTERCHANGE_RESULTS_MAX,
  InterchangeQuerySchema,
  InterchangeResponseSchema,
} from '@procounter/shared/contracts/interchange';
import { INTERCHANGE_NUMBER_MIN_KEY } from '@procounter/shared/validation/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfRequest } from '../../lib/accept-language';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { lookUpInterchange } from './interchange.service';

export const interchangeRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    API.interchange,
    {
      schema: {
        tags: ['products'],
        security: bearerSecurity,
        summary: 'Our equivalents of any part number (part interchange)',
        description:
          "number: another brand's, an OE number, one of ours or a former one of ours, compared " +
          'in upper case without spaces, dashes or dots (at least ' +
          `${INTERCHANGE_NUMBER_MIN_KEY} letters or digits, else 400). Each product once, with ` +
          'how the number names it: OWN (our part number), SUPERSEDED (our former number: this ' +
          "product replaces it), OE (the vehicle maker's number), COMPETITOR (another brand's), " +
          'EQUIVALENT (it shares an OE or competitor number with the OWN product; the reference ' +
          `names that number); in that order, then by brand and part number, at most ` +
          `${INTERCHANGE_RESULTS_MAX}. Prices as preprocess's itemNumberMatching (cost null when ` +
          'the shop hides costs), stock at the home store, fit with the current vehicle. An ' +
          'unknown number: 200 with no results.',
        querystring: InterchangeQuerySchema,
        response: { 200: InterchangeResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      lookUpInterchange(deps, request.auth.user, request.query, localeOfRequest(request)),
  );
};
