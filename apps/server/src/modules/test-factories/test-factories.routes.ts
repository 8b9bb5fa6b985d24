import {
  CreateTestShopUserBodySchema,
  TEST_FACTORY_PATHS,
  TestShopUserSchema,
} from '@procounter/shared/contracts/test-factories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/route-schemas';
import { createTestShopUser } from './test-factories.service';

/**
 * The seed factories over HTTP, for the end-to-end suite. app.ts registers these routes only when
 * the config's testFactories is on (TEST_FACTORIES=true): no deployed server has them.
 */
export const testFactoriesRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    TEST_FACTORY_PATHS.shopUsers,
    {
      // The spec has no user yet: making one is what it calls this for.
      config: { auth: 'public' },
      schema: {
        tags: ['test'],
        summary: 'Test servers only: a new shop employee of the given shops (default 1001)',
        body: CreateTestShopUserBodySchema,
        response: { 201: TestShopUserSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await createTestShopUser(deps, request.body)),
  );
};
