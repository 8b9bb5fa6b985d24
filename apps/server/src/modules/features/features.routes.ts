import { API } from '@procounter/shared/contracts/api-paths';
import { FeatureListSchema, StoreFeaturesQuerySchema } from '@procounter/shared/contracts/app';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { listGlobalFeatures, listStoreFeatures } from './features.service';

export const featuresRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    API.featuresGlobal,
    {
      config: { allowRestricted: true },
      schema: {
        tags: ['features'],
        summary: 'Feature flags as switched globally',
        security: bearerSecurity,
        response: { 200: FeatureListSchema, ...errorResponses },
      },
    },
    async () => listGlobalFeatures(deps),
  );

  app.get(
    API.featuresStore,
    {
      schema: {
        tags: ['features'],
        summary: "Feature flags of a store (the store's setting, else the global one)",
        security: bearerSecurity,
        querystring: StoreFeaturesQuerySchema,
        response: { 200: FeatureListSchema, ...errorResponses },
      },
    },
    async (request) => listStoreFeatures(deps, request.query.storeNumber),
  );
};
