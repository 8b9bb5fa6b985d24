import { API } from '@procounter/shared/contracts/api-paths';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import {
  CurrentVehicleSchema,
  TranslateParamsSchema,
  TranslateResultSchema,
  VehicleCustomerBodySchema,
} from '@procounter/shared/contracts/vehicle';
import {
  AddKitBodySchema,
  AddProductBodySchema,
  AddQuantityQuerySchema,
  AvailabilityChangedSchema,
  DeleteQuoteItemQuerySchema,
  EnterpriseAddKitBodySchema,
  EnterpriseWorksheetSchema,
  NonProductItemBodySchema,
  OrderStatusQuerySchema,
  OrderStatusSchema,
  QuoteSummarySchema,
  RenameWorksheetBodySchema,
  SubmitWorksheetBodySchema,
  SubmitWorksheetResultSchema,
  UpdateQuoteItemBodySchema,
  WorksheetParamsSchema,
  WorksheetSchema,
  WorksheetSearchQuerySchema,
  WorksheetSearchResultSchema,
} from '@procounter/shared/contracts/worksheet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOfRequest } from '../../lib/accept-language';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import {
  getCurrentVehicle,
  setVehicleCustomer,
  translateWorksheetVehicle,
} from './current-vehicle.service';
import { getOrderStatus, searchShopWorksheets, submitWorksheet } from './worksheet-orders.service';
import { addEnterpriseKit, addKit, addProduct } from './worksheet-products.service';
import { getEnterpriseWorksheet, getWorksheet, renameWorksheet } from './worksheet-view.service';
import {
  addNonProductItem,
  clearCurrentWorksheet,
  getMiniQuote,
  removeQuoteItem,
  updateQuoteItemQuantity,
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
        summary:
          "Sets the customer of the current vehicle: a shop's customer record or typed names",
        description:
          'With shopCustomerId (a customer of the current shop, else 404) the quote names that ' +
          "record with the record's first and last name (the names sent are ignored); only a " +
          'user who may manage customers (web users) may send one, else 403. Without it, the ' +
          "names typed ('' clears one) and no record. 409 NO_CURRENT_VEHICLE when no vehicle is " +
          'selected.',
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
        description: 'Removing the vehicle clears the quote (R-VEH-13).',
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

  const changeErrors = { ...errorResponses, 409: ErrorBodySchema, 422: ErrorBodySchema };

  app.put(
    API.miniQuoteUpdateItem,
    {
      schema: {
        ...worksheet,
        summary: 'Sets the quantity of a line of the current quote and answers the updated quote',
        description:
          'Body: worksheetDetailId, quantity (more than 0, 2 decimals). Parts and kits take ' +
          'whole numbers (400 otherwise), labor hours and other lines 2 decimals; more than ' +
          '1000: 422 QTY_EXCEEDS_1000. A kit summary line scales its components; a kit ' +
          "component's own line or a warning: 400. 404 when the line is not on the caller's " +
          'current quote; 409 WORKSHEET_LOCKED when the quote is submitted or locked.',
        body: UpdateQuoteItemBodySchema,
        response: { 200: QuoteSummarySchema, ...changeErrors },
      },
    },
    async (request) =>
      updateQuoteItemQuantity(
        deps,
        request.auth.user,
        request.body.worksheetDetailId,
        request.body.quantity,
      ),
  );

  app.put(
    API.worksheetName(':id'),
    {
      schema: {
        ...worksheet,
        summary: 'Names an open quote of the current shop and answers the quote',
        description:
          "Body: name (one line, at most 80 characters; '' removes it). 404 unless a quote of " +
          'the current shop; 409 WORKSHEET_LOCKED when it is submitted or locked.',
        params: WorksheetParamsSchema,
        body: RenameWorksheetBodySchema,
        response: { 200: WorksheetSchema, ...errorResponses, 409: ErrorBodySchema },
      },
    },
    async (request) =>
      renameWorksheet(deps, request.auth.user, request.params.id, request.body.name),
  );

  app.post(
    API.addProduct,
    {
      schema: {
        ...worksheet,
        summary: 'Adds a product to the current quote (query quantity, default 1)',
        description:
          'Body: productId, or lineCode + partNumber; productOrigin (default CATALOG), ' +
          'productOriginDetails, worksheetVehicleId (default the current vehicle). A PART line ' +
          "with the product's cost and customer price, sourced from the shop's home store; the " +
          'same product already on the quote gains the quantity. Answers the updated mini ' +
          'quote. quantity 0, negative or not whole: 400; over 1000 (also in total): 422 ' +
          'QTY_EXCEEDS_1000; unknown product or vehicle: 404; a kit product: 400 (use addkit); ' +
          'quote submitted or locked: 409 WORKSHEET_LOCKED.',
        querystring: AddQuantityQuerySchema,
        body: AddProductBodySchema,
        response: { 200: QuoteSummarySchema, ...changeErrors },
      },
    },
    async (request) => addProduct(deps, request.auth.user, request.query.quantity, request.body),
  );

  app.post(
    API.addKit,
    {
      schema: {
        ...worksheet,
        summary: 'Adds a kit with its components to the current quote (query quantity, default 1)',
        description:
          'Body: kitId (a kit product), or partTypeId C4577 (brake) / C4576 (A/C) with ' +
          'baseVehicleId (default the current vehicle): the first kit of that type fitting it; ' +
          'prebuilt (default false); productOrigin; worksheetVehicleId. A KIT_SUMMARY line and ' +
          'one PART line per component (kit quantity x component quantity). prebuilt: the ' +
          "summary carries the kit's cost and price, components 0; otherwise components carry " +
          'their own, the summary 0. 404 no such kit; 409 NO_CURRENT_VEHICLE (part type ' +
          'without a vehicle) or WORKSHEET_LOCKED; 422 QTY_EXCEEDS_1000.',
        querystring: AddQuantityQuerySchema,
        body: AddKitBodySchema,
        response: { 200: QuoteSummarySchema, ...changeErrors },
      },
    },
    async (request) => addKit(deps, request.auth.user, request.query.quantity, request.body),
  );

  app.post(
    API.enterpriseAddKit,
    {
      schema: {
        ...worksheet,
        summary: 'Adds a kit as the enterprise search lists it to a quote of the current shop',
        description:
          'Body: addProductDtoList (productId or lineCode + partNumber, quantity, ' +
          'productOrigin), worksheetId, worksheetVehicleId, prebuilt. Exactly one listed ' +
          'product is a kit product: the KIT_SUMMARY line; the others become its components ' +
          'with the quantities given. Answers the updated summary of that quote. 400 without ' +
          'exactly one kit product; 404 unknown quote, vehicle or product; 409 ' +
          'WORKSHEET_LOCKED; 422 QTY_EXCEEDS_1000.',
        body: EnterpriseAddKitBodySchema,
        response: { 200: QuoteSummarySchema, ...changeErrors },
      },
    },
    async (request) => addEnterpriseKit(deps, request.auth.user, request.body),
  );

  app.get(
    API.worksheetSearch,
    {
      schema: {
        ...worksheet,
        summary: "Searches the current shop's quotes and orders, newest first",
        description:
          'keywords (every word matches confirmation number, PO, customer name, vehicle year ' +
          'make model VIN or plate, line code or part number), searchType QUOTE | ORDER | ALL ' +
          '(default), startDate / endDate (YYYY-MM-DD, inclusive, UTC; the submitted time of ' +
          'an order, the last change of a quote), customerId (only the quotes one of whose ' +
          "vehicles names that customer record; another shop's matches nothing), recent=true " +
          '(the newest 25 of the last 30 days), page (from 0) and size (default 25, at most ' +
          '100). Quotes without lines are left out.',
        querystring: WorksheetSearchQuerySchema,
        response: { 200: WorksheetSearchResultSchema, ...errorResponses },
      },
    },
    async (request) => searchShopWorksheets(deps, request.auth.user, request.query),
  );

  app.get(
    API.orderStatus,
    {
      schema: {
        ...worksheet,
        summary: 'The status of an order of the current shop by its confirmation number',
        description: '404 when the current shop has no order with that number.',
        querystring: OrderStatusQuerySchema,
        response: { 200: OrderStatusSchema, ...errorResponses },
      },
    },
    async (request) => getOrderStatus(deps, request.auth.user, request.query.confirmationNumber),
  );

  app.post(
    API.worksheetSubmit,
    {
      schema: {
        ...worksheet,
        summary: 'Orders the current quote (idempotent by idempotencyKey)',
        description:
          'Body: idempotencyKey (UUID, one per order attempt), worksheetId (the current quote, ' +
          'which is what is ordered), storeId (default the home ' +
          "store), poNumber (the company's PO rules: 400), acknowledgeAvailability (default " +
          'false). The same key again, also at the same time, answers the first result with ' +
          '200 (header idempotent-replayed: true) and never orders twice; the same key from ' +
          'another user, for another quote or with another body answers 409 ' +
          'IDEMPOTENCY_KEY_REUSED. Availability is ' +
          're-checked at the store: lines it has fewer of than needed answer 409 ' +
          'AVAILABILITY_CHANGED with unavailableLines, unless acknowledgeAvailability is true ' +
          '(then they are ordered short and listed in the answer). 409 WORKSHEET_LOCKED when ' +
          'the quote is submitted (another key), locked or not the current one; 404 unknown ' +
          'store or quote; 422 ' +
          'WORKSHEET_EMPTY with no part; 503 STORE_DOWN when the store is marked down. After ' +
          "it the user's current quote is a new empty one.",
        body: SubmitWorksheetBodySchema,
        response: {
          200: SubmitWorksheetResultSchema,
          ...errorResponses,
          409: z.union([AvailabilityChangedSchema, ErrorBodySchema]),
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { result, replayed } = await submitWorksheet(deps, request.auth.user, request.body);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return result;
    },
  );

  app.get(
    API.enterpriseWorksheet(':id'),
    {
      schema: {
        ...worksheet,
        summary: 'A quote of the current shop in the enterprise naming (entsearch)',
        description:
          'The data of GET /worksheet/rest/{id} as worksheetHeader, worksheetVehicles, ' +
          'worksheetDetails (detailType, catalogKey itemId_groupId, quantity, unitCost, ' +
          'unitPrice, storeNumber, ...) and totals. 404 unless a quote of the current shop.',
        params: WorksheetParamsSchema,
        response: { 200: EnterpriseWorksheetSchema, ...errorResponses },
      },
    },
    async (request) => getEnterpriseWorksheet(deps, request.auth.user, request.params.id),
  );

  app.get(
    API.worksheet(':id'),
    {
      schema: {
        ...worksheet,
        summary: 'A quote of the current shop: lines, vehicles, totals, order data',
        description:
          'Lines with product data (legacyKey groupId/itemId, line code, part number, brand), ' +
          'userSpecifiedQuantity, itemCost (null when the shop hides costs), customerPrice, ' +
          'productOrigin, kit components after their KIT_SUMMARY line; LABOR lines are left out ' +
          'for RO writer users. Totals formattedTotalPrice, totalCostOrder, ' +
          'formattedTotalCostOrder; orderConfirmationNumber and orderSubmittedDatetime once ' +
          'ordered. 404 unless a quote of the current shop.',
        params: WorksheetParamsSchema,
        response: { 200: WorksheetSchema, ...errorResponses },
      },
    },
    async (request) => getWorksheet(deps, request.auth.user, request.params.id),
  );
};
