import { API } from '@procounter/shared/contracts/api-paths';
import { HealthSchema } from '@procounter/shared/contracts/app';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../version';

/** GET /api/health, for load balancers and people: no token, 503 while the database is down. */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> = async (
  app,
  { ping },
) => {
  app.get(
    API.health,
    {
      config: { auth: 'public' },
      logLevel: 'warn',
      schema: {
        tags: ['app'],
        summary: 'Version and whether the database answers',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const up = await ping();
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        version: APP_VERSION,
        database: up ? 'up' : 'down',
      });
    },
  );
};
