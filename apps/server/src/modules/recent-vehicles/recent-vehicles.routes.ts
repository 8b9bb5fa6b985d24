import { API } from '@procounter/shared/contracts/api-paths';
import {
  DeleteRecentVehicleQuerySchema,
  EnterpriseRecentQuerySchema,
  EnterpriseRecentVehicleListSchema,
  RecentVehicleListSchema,
} from '@procounter/shared/contracts/vehicle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import {
  deleteRecentVehicle,
  listEnterpriseRecentVehicles,
  listRecentVehicles,
} from './recent-vehicles.service';

export const recentVehiclesRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const common = { tags: ['vehicle'], security: bearerSecurity };

  app.get(
    API.recentVehicles,
    {
      schema: {
        ...common,
        summary: "The current shop's recent vehicles, newest first (legacy field names)",
        response: { 200: RecentVehicleListSchema, ...errorResponses },
      },
    },
    async (request) => listRecentVehicles(deps, request.auth.user),
  );

  app.get(
    API.recentVehiclesEnterprise,
    {
      schema: {
        ...common,
        summary: "A shop's recent vehicles, newest first (enterprise field names)",
        description: '403 for a shop the caller may not act for.',
        querystring: EnterpriseRecentQuerySchema,
        response: { 200: EnterpriseRecentVehicleListSchema, ...errorResponses },
      },
    },
    async (request) => listEnterpriseRecentVehicles(deps, request.auth.user, request.query.shopId),
  );

  app.delete(
    API.deleteRecentVehicle,
    {
      schema: {
        ...common,
        summary: "Removes one of the current shop's recent vehicles",
        querystring: DeleteRecentVehicleQuerySchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteRecentVehicle(deps, request.auth.user, request.query.recentVehicleId);
      return reply.status(204).send(null);
    },
  );
};
