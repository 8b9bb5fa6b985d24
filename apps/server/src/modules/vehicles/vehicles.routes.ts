import { API } from '@procounter/shared/contracts/api-paths';
import {
  EnginesQuerySchema,
  IdValueListSchema,
  MakesQuerySchema,
  ModelsQuerySchema,
  SubmodelsQuerySchema,
  VehicleModelListSchema,
  VehicleSelectorDataSchema,
} from '@procounter/shared/contracts/vehicle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfRequest } from '../../lib/accept-language';
import type { ServiceDeps } from '../../lib/deps';
import { sendTagged, UNCHANGING_CACHE_CONTROL } from '../../lib/http-cache';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import {
  getVehicleSelectorData,
  listEngines,
  listMakes,
  listModels,
  listSubmodels,
} from './vehicles.service';

export const vehiclesRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const common = { tags: ['vehicle'], security: bearerSecurity };

  app.get(
    API.vehicleSelectorData,
    {
      schema: {
        ...common,
        summary: 'Years (newest first) and states for the vehicle selector',
        description:
          `The same for every user until a catalog load: Cache-Control ${UNCHANGING_CACHE_CONTROL} ` +
          'and an ETag; a request whose If-None-Match names it answers 304 without a body.',
        response: { 200: VehicleSelectorDataSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendTagged(request, reply, await getVehicleSelectorData(deps)),
  );

  app.get(
    API.vehicleMakes,
    {
      schema: {
        ...common,
        summary: 'Makes of a model year',
        querystring: MakesQuerySchema,
        response: { 200: IdValueListSchema, ...errorResponses },
      },
    },
    async (request) => listMakes(deps, request.query.year),
  );

  app.get(
    API.vehicleModels,
    {
      schema: {
        ...common,
        summary: 'Models of a year and make, each with its base vehicle id',
        querystring: ModelsQuerySchema,
        response: { 200: VehicleModelListSchema, ...errorResponses },
      },
    },
    async (request) => listModels(deps, request.query.year, request.query.makeId),
  );

  app.get(
    API.vehicleEngines,
    {
      schema: {
        ...common,
        summary: 'Engines of a base vehicle, optionally only those that go with a submodel',
        querystring: EnginesQuerySchema,
        response: { 200: IdValueListSchema, ...errorResponses },
      },
    },
    async (request) => listEngines(deps, request.query.baseVehicleId, request.query.subModelId),
  );

  app.get(
    API.vehicleSubmodels,
    {
      schema: {
        ...common,
        summary: 'Submodels of a base vehicle, after the -99 "Don\'t know or show all" entry',
        querystring: SubmodelsQuerySchema,
        response: { 200: IdValueListSchema, ...errorResponses },
      },
    },
    async (request) =>
      listSubmodels(
        deps,
        localeOfRequest(request),
        request.query.baseVehicleId,
        request.query.engineId,
        request.query.subModelId,
      ),
  );
};
