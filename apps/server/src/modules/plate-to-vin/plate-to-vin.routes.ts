import { API } from '@procounter/shared/contracts/api-paths';
import {
  DecodePlateQuerySchema,
  PlateLookupResultSchema,
} from '@procounter/shared/contracts/vehicle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { decodePlate, providerFor } from './plate-to-vin.service';

export const plateToVinRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  // One provider for the app's life: the configuration does not change while it runs.
  const provider = providerFor(deps);

  app.get(
    API.decodePlate,
    {
      schema: {
        tags: ['vehicle'],
        security: bearerSecurity,
        summary: 'Vehicles registered to a licence plate, each with its catalog vehicle',
        description:
          'force=true asks the provider again instead of answering the cached lookup (kept a day); ' +
          'wasForced=true says the previous answer was already forced and is treated like force. ' +
          'A provider that is off, slow or failing answers serviceDown: true with no vehicles.',
        querystring: DecodePlateQuerySchema,
        response: { 200: PlateLookupResultSchema, ...errorResponses },
      },
    },
    async (request) => decodePlate(deps, request.log, request.query, provider),
  );
};
