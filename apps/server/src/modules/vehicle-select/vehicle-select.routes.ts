import { API } from '@procounter/shared/contracts/api-paths';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import {
  CurrentVehicleSchema,
  DefaultByVinBodySchema,
  HistorySelectParamsSchema,
  QuoteChoiceQuerySchema,
  SelectAttributesBodySchema,
  SelectDefaultBodySchema,
  SelectFromPtvBodySchema,
  SelectVehicleBodySchema,
  VinAmbiguousSchema,
} from '@procounter/shared/contracts/vehicle';
import {
  RemoveAttributeParamsSchema,
  RetainedAnswerBodySchema,
} from '@procounter/shared/contracts/vehicle-attributes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOfRequest } from '../../lib/accept-language';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { selectDefaultWorksheet } from '../worksheets/current-vehicle.service';
import {
  removeAttribute,
  retainAnswer,
  selectAttributes,
  selectByVin,
  selectFromHistory,
  selectFromPtv,
  selectVehicle,
} from './vehicle-select.service';

const QUOTE_CHOICE =
  'quote=false ("Start New Quote") starts a new current quote when the current one holds lines ' +
  '(the old one stays open as a saved quote); quote=true or absent ("Add To Existing Quote") puts ' +
  'the vehicle on the current quote. 409 WORKSHEET_LOCKED when that quote cannot change.';

export const vehicleSelectRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const common = { tags: ['vehicle'], security: bearerSecurity };
  const responses = { 200: CurrentVehicleSchema, ...errorResponses, 409: ErrorBodySchema };

  app.post(
    API.selectFromPtv,
    {
      schema: {
        ...common,
        summary: 'Selects a vehicle of a plate lookup as the current vehicle',
        description:
          'The engine (and submodel) come from decoding the VIN when it decodes to that vehicle; ' +
          `the pick becomes a recent vehicle of the shop. ${QUOTE_CHOICE}`,
        querystring: QuoteChoiceQuerySchema,
        body: SelectFromPtvBodySchema,
        response: responses,
      },
    },
    async (request) =>
      selectFromPtv(
        deps,
        request.auth.user,
        localeOfRequest(request),
        request.body,
        request.query.quote ?? true,
      ),
  );

  app.post(
    API.selectByVin,
    {
      schema: {
        ...common,
        summary: 'Selects the vehicle of a VIN, or of the end of a VIN the shop worked on',
        description:
          '17 characters: a valid check digit and a VIN that decodes to a catalog vehicle. ' +
          '5 to 16: the end of exactly one VIN among the recent vehicles of the shop. Anything ' +
          "else: 400 'Please enter a valid VIN Number'. A VIN that may be several vehicles: 409 " +
          'VIN_AMBIGUOUS with the candidates; send the pick again as vehicleId. ' +
          QUOTE_CHOICE,
        querystring: QuoteChoiceQuerySchema,
        body: DefaultByVinBodySchema,
        response: { ...responses, 409: z.union([VinAmbiguousSchema, ErrorBodySchema]) },
      },
    },
    async (request) =>
      selectByVin(
        deps,
        request.auth.user,
        localeOfRequest(request),
        request.body.vin,
        request.query.quote ?? true,
        request.body.vehicleId,
      ),
  );

  app.post(
    API.selectVehicle,
    {
      schema: {
        ...common,
        summary: 'Selects a year/make/model vehicle, with engine and submodel when chosen',
        description:
          '400 for an unknown vehicle, an engine or submodel not of that vehicle, or a pair that ' +
          `does not go together. The body's quote works as ?quote= does elsewhere: ${QUOTE_CHOICE}`,
        body: SelectVehicleBodySchema,
        response: responses,
      },
    },
    async (request) =>
      selectVehicle(deps, request.auth.user, localeOfRequest(request), request.body),
  );

  app.post(
    API.selectAttributes,
    {
      schema: {
        ...common,
        summary: 'Changes engine and submodel of the current vehicle',
        description:
          'A field left out stays, unless it does not go with the new other one: then it is ' +
          'dropped. 409 NO_CURRENT_VEHICLE when no vehicle is selected.',
        body: SelectAttributesBodySchema,
        response: responses,
      },
    },
    async (request) =>
      selectAttributes(deps, request.auth.user, localeOfRequest(request), request.body),
  );

  app.post(
    API.selectHistory(':id'),
    {
      schema: {
        ...common,
        summary: 'Selects a recent vehicle of the current shop and moves it to the top',
        description: QUOTE_CHOICE,
        params: HistorySelectParamsSchema,
        querystring: QuoteChoiceQuerySchema,
        response: responses,
      },
    },
    async (request) =>
      selectFromHistory(
        deps,
        request.auth.user,
        localeOfRequest(request),
        request.params.id,
        request.query.quote ?? true,
      ),
  );

  app.post(
    API.selectDefault,
    {
      schema: {
        ...common,
        summary: 'Starts a new empty quote (id 0) or makes an open quote of the shop current',
        description:
          'Answers the current vehicle of the quote that is now current. 404 for an id that is ' +
          'not an open quote of the current shop.',
        body: SelectDefaultBodySchema,
        response: responses,
      },
    },
    async (request) =>
      selectDefaultWorksheet(deps, request.auth.user, localeOfRequest(request), request.body.id),
  );

  app.delete(
    API.removeAttribute(':attributeId'),
    {
      schema: {
        ...common,
        summary:
          'Removes one answered attribute (engine 10011, submodel 10028, or a retained fitment ' +
          'answer: drive type 10102, brake system 10103, towing package 10104) of the current ' +
          'vehicle: the spec\'s "one call per attribute id", the attribute questions\' remove',
        description: '409 NO_CURRENT_VEHICLE when no vehicle is selected.',
        params: RemoveAttributeParamsSchema,
        response: responses,
      },
    },
    async (request) =>
      removeAttribute(
        deps,
        request.auth.user,
        localeOfRequest(request),
        request.params.attributeId,
      ),
  );

  for (const [path, summary] of [
    [API.attributeRetainAnswer, "Keeps the answer to a results' fitment question with the vehicle"],
    [API.attributeAdd, 'Adds a fitment detail (drive type, brake system, ...) to the vehicle'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          ...common,
          summary,
          description:
            'A retained attribute (drive type 10102, brake system 10103, towing package 10104) ' +
            "and one of its values, or -99 'Don't know or show all', kept with the current " +
            'vehicle in place of its earlier value: the parts lookups leave out what does not ' +
            'fit it and ask no more. Answers the current vehicle with its answered attributes. ' +
            '409 NO_CURRENT_VEHICLE without a vehicle, WORKSHEET_LOCKED when its quote cannot change.',
          body: RetainedAnswerBodySchema,
          response: responses,
        },
      },
      async (request) =>
        retainAnswer(deps, request.auth.user, localeOfRequest(request), request.body),
    );
  }
};
