import { API } from '@procounter/shared/contracts/api-paths';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import {
  AttributeQuestionsQuerySchema,
  AttributeQuestionsResponseSchema,
  FITTED_VEHICLES_LISTED,
  MultipleLocationDetailsBodySchema,
  MultipleLocationDetailsResponseSchema,
  NEARBY_STORE_LIMIT,
  NEARBY_STORE_RADIUS_MILES,
  ProductExtraInfoQuerySchema,
  ProductExtraInfoResponseSchema,
  ProductLookupQuerySchema,
  ProductLookupResponseSchema,
} from '@procounter/shared/contracts/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfRequest } from '../../lib/accept-language';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import {
  getExtraInfo,
  getLocationDetails,
  LOOKUP_PRODUCTS_PER_PART_TYPE,
  lookUpProducts,
  lookUpQuestions,
} from './products.service';

export const productsRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const common = { tags: ['products'], security: bearerSecurity };

  app.get(
    API.productLookup,
    {
      schema: {
        ...common,
        summary: 'The products of part types that fit the current vehicle, with home store stock',
        description:
          'partTypeId once, repeated or comma separated (default: the selected part types; none: ' +
          `empty lists). At most ${LOOKUP_PRODUCTS_PER_PART_TYPE} products per part type, taken ` +
          'after sorting; a universal part type offers its first ' +
          `${LOOKUP_PRODUCTS_PER_PART_TYPE} products in catalog order. Fitment narrowed to one ` +
          'engine or submodel shows only when the vehicle has it, or does not say (fitNote names ' +
          'it); position is where on the vehicle it goes, for part types with positions. cost is ' +
          'null when the shop hides costs. 404 for an unknown part type or one that ' +
          'is not a leaf; 409 NO_CURRENT_VEHICLE when an application part type is asked for ' +
          "without a current vehicle. Fitment questions: the vehicle's retained answers (drive " +
          "type, brake system, towing package) and this lookup's answers (answer=" +
          'partTypeId:attributeId:valueId, the position) leave out what does not fit them; fit ' +
          'says COMPATIBLE, or UNKNOWN while what it depends on is not said; questions lists what ' +
          'still splits the products.',
        querystring: ProductLookupQuerySchema,
        response: { 200: ProductLookupResponseSchema, ...errorResponses, 409: ErrorBodySchema },
      },
    },
    async (request) =>
      lookUpProducts(deps, request.auth.user, request.query, localeOfRequest(request)),
  );

  app.post(
    API.productLocations,
    {
      schema: {
        ...common,
        summary: 'Stock of products at the home store and the nearby stores',
        description:
          `Nearby: stores within ${NEARBY_STORE_RADIUS_MILES} miles of the home store, nearest ` +
          `first, at most ${NEARBY_STORE_LIMIT}. A store marked down is still listed (its stock ` +
          'is real; submit refuses it). quantityOnHand null: not carried. 404 for an unknown ' +
          'product id.',
        body: MultipleLocationDetailsBodySchema,
        response: { 200: MultipleLocationDetailsResponseSchema, ...errorResponses },
      },
    },
    async (request) => getLocationDetails(deps, request.auth.user, request.body.productIds),
  );

  app.get(
    API.productExtraInfo,
    {
      schema: {
        ...common,
        summary: "A product's specifications, kit components and the vehicles it fits",
        description:
          'Labels and values in the language of Accept-Language. fitsVehicles counts the base ' +
          `vehicles it fits; vehicles lists the first ${FITTED_VEHICLES_LISTED}, newest year first, ` +
          'each with the engines and submodels the fit is limited to (fitNote). 404 for an ' +
          'unknown product.',
        querystring: ProductExtraInfoQuerySchema,
        response: { 200: ProductExtraInfoResponseSchema, ...errorResponses },
      },
    },
    async (request) => getExtraInfo(deps, localeOfRequest(request), request.query.productId),
  );

  for (const [path, retained] of [
    [API.attributeQuestionsRetain, true],
    [API.attributeQuestionsNonretain, false],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          ...common,
          summary: retained
            ? "The vehicle's fitment questions a lookup of the part types asks (kept with it)"
            : "This lookup's fitment questions (the position, per part type)",
          description:
            'The questions of GET /catalog/products for the same part types and answers, ' +
            (retained
              ? 'those whose answers are kept with the vehicle (drive type, brake system, towing ' +
                'package: POST /attributes/questions/retain/answer)'
              : 'those answered for this lookup only (the position: answer= of the lookup)') +
            ', and the answers given. 409 NO_CURRENT_VEHICLE without a vehicle.',
          querystring: AttributeQuestionsQuerySchema,
          response: {
            200: AttributeQuestionsResponseSchema,
            ...errorResponses,
            409: ErrorBodySchema,
          },
        },
      },
      async (request) =>
        lookUpQuestions(deps, request.auth.user, request.query, retained, localeOfRequest(request)),
    );
  }
};
