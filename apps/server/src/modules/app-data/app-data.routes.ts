import { API } from '@procounter/shared/contracts/api-paths';
import {
  ConstantsQuerySchema,
  ConstantsSchema,
  StaticDataSchema,
} from '@procounter/shared/contracts/app';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { sendTagged, UNCHANGING_CACHE_CONTROL } from '../../lib/http-cache';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { getTaggedConstants } from './app-data.service';
import { getStaticData } from './static-data';

export const appDataRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    API.currentStatic,
    {
      config: { allowRestricted: true },
      schema: {
        tags: ['app'],
        summary: "The app's settings, links and version",
        security: bearerSecurity,
        response: { 200: StaticDataSchema, ...errorResponses },
      },
    },
    async (request) => getStaticData(deps, request.auth),
  );

  app.get(
    API.constants,
    {
      config: { allowRestricted: true },
      schema: {
        tags: ['app'],
        summary: 'Reference lists: states, job titles, customer types',
        description:
          `Unchanging until a release: Cache-Control ${UNCHANGING_CACHE_CONTROL} and an ETag; a ` +
          'request whose If-None-Match names it answers 304 without a body.',
        security: bearerSecurity,
        querystring: ConstantsQuerySchema,
        response: { 200: ConstantsSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendTagged(request, reply, await getTaggedConstants(deps, request.query)),
  );
};
