import { API } from '@procounter/shared/contracts/api-paths';
import { MetaListSchema, MetaQuerySchema } from '@procounter/shared/contracts/app';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { getMeta } from './meta.service';

export const metaRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (app, { deps }) => {
  app.get(
    API.meta,
    {
      config: { allowRestricted: true },
      schema: {
        tags: ['app'],
        summary: 'Last change (epoch ms) of each cached entity named in keys',
        security: bearerSecurity,
        querystring: MetaQuerySchema,
        response: { 200: MetaListSchema, ...errorResponses },
      },
    },
    async (request) => getMeta(deps, request.auth, request.query.keys),
  );
};
