import { API } from '@procounter/shared/contracts/api-paths';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import {
  CurrentVehicleSchema,
  TranslateParamsSchema,
  TranslateResultSchema,
  VehicleCustomerBodySchema,
} from '@procounter/shared/contracts/vehicle';
import {
  DeleteQuoteItemQuerySchema,
  NonProductItemBodySchema,
  QuoteSummarySchema,
} from '@procounter/shared/contracts/worksheet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfRequest } from '../../lib/accept-language';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import {
  addNonProductItem,
  clearCurrentWorksheet,
  getCurrentVehicle,
  getMiniQuote,
  removeQuoteItem,
  setVehicleCustomer,
  translateWorksheetVehicle,
} from './worksheets.service';

export const worksheetsRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const vehicle = { tags: ['vehicle'], security: bearerSecurity };
  const worksheet = { tags: ['worksheet'], security: bearerSecurity };

  app.get(
    API.currentVehicle,
    {
      schema: {
        ...vehicle,
        summary: "The current vehicle of the user's current quote (all null when none)",
        response: { 200: CurrentVehicleSchema, ...errorResponses },
      },
    },
    async (request) => getCurrentVehicle(deps, request.auth.user, localeOfRequest(request)),
  );

  app.post(
    API.vehicleCustomer,
    {
      schema: {
        ...vehicle,
        summary: "Sets the customer's names on the current vehicle ('' clears one)",
        description: '409 NO_CURRENT_VEHICLE when no vehicle is selected.',
        body: VehicleCustomerBodySchema,
        response: { 200: CurrentVehicleSchema, ...errorResponses, 409: ErrorBodySchema },
      },
    },
    async (request) =>
      setVehicleCustomer(deps, request.auth.user, localeOfRequest(request), request.body),
  );

  app.post(
    API.worksheetClear,
    {
      schema: {
        ...worksheet,
        summary: 'Removes the vehicle and every line of the current quote',
        description: 'Removing the vehicle clears the quote (spec 001 section 4).',
        response: { 204: NoContentSchema, ...errorResponses, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await clearCurrentWorksheet(deps, request.auth.user);
      return reply.status(204).send(null);
    },
  );

  app.get(
    API.worksheetTranslate(':worksheetId', ':worksheetVehicleId'),
    {
      schema: {
        ...worksheet,
        summary: "A quote vehicle's answered attributes in the caller's language",
        description: '404 unless the quote is one of the current shop and the vehicle one of it.',
        params: TranslateParamsSchema,
        response: { 200: TranslateResultSchema, ...errorResponses },
      },
    },
    async (request) =>
      translateWorksheetVehicle(
        deps,
        request.auth.user,
        localeOfRequest(request),
        request.params.worksheetId,
        request.params.worksheetVehicleId,
      ),
  );

  app.get(
    API.miniQuote,
    {
      schema: {
        ...worksheet,
        summary: 'The current quote in short: its lines and subtotals',
        response: { 200: QuoteSummarySchema, ...errorResponses },
      },
    },
    async (request) => getMiniQuote(deps, request.auth.user),
  );

  app.post(
    API.nonProductItem,
    {
      schema: {
        ...worksheet,
        summary: 'Adds a labor or other line to the current quote',
        description:
          'Labor is 403 for RO writer users; more than 1000 units is 422 QTY_EXCEEDS_1000; a ' +
          'quote that is submitted or locked is 409 WORKSHEET_LOCKED.',
        body: NonProductItemBodySchema,
        response: {
          200: QuoteSummarySchema,
          ...errorResponses,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => addNonProductItem(deps, request.auth.user, request.body),
  );

  app.delete(
    API.miniQuoteDeleteItem,
    {
      schema: {
        ...worksheet,
        summary: 'Removes a line of the current quote and answers the updated quote',
        description:
          "404 when the line is not on the caller's current quote; 409 WORKSHEET_LOCKED when " +
          'the quote is submitted or locked.',
        querystring: DeleteQuoteItemQuerySchema,
        response: { 200: QuoteSummarySchema, ...errorResponses, 409: ErrorBodySchema },
      },
    },
    async (request) => removeQuoteItem(deps, request.auth.user, request.query.worksheetDetailId),
  );
};
