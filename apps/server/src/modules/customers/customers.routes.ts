import fastifyMultipart from '@fastify/multipart';
import { API } from '@procounter/shared/contracts/api-paths';
import {
  CUSTOMER_IMPORT_COLUMNS,
  CUSTOMER_IMPORT_MAX_ROWS,
  CustomerDeleteResultSchema,
  CustomerIdParamsSchema,
  CustomerImportResultSchema,
  CustomerInputSchema,
  CustomerMergeBodySchema,
  CustomerSchema,
  CustomerSearchQuerySchema,
  CustomerSearchResultSchema,
  CustomerVehicleInputSchema,
  CustomerVehicleParamsSchema,
  CustomerVehicleSchema,
  CustomerVehicleSelectQuerySchema,
} from '@procounter/shared/contracts/customer';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import { StockOrderUploadInvalidSchema } from '@procounter/shared/contracts/stock-order';
import { CurrentVehicleSchema } from '@procounter/shared/contracts/vehicle';
import { userCanManageCustomers } from '@procounter/shared/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOfRequest } from '../../lib/accept-language';
import type { ServiceDeps } from '../../lib/deps';
import { readUploadedFile } from '../../lib/file-upload';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import { importCustomersCsv } from './customer-import';
import {
  addCustomerVehicle,
  CUSTOMER_COUNT_CAP,
  createCustomer,
  getCustomer,
  mergeCustomers,
  removeCustomer,
  removeCustomerVehicle,
  restoreCustomer,
  searchCustomers,
  selectCustomerVehicle,
  updateShopCustomer,
  updateShopCustomerVehicle,
} from './customers.service';

/** Largest customer file: 5,000 rows with addresses, notes and a vehicle each fit. */
const IMPORT_MAX_BYTES = 4 * 1024 * 1024;

const SHOP_ONLY =
  "404 NOT_FOUND for a customer (or vehicle) that is not the current shop's, as for one that " +
  'does not exist.';
const CAR_ACCOUNT_RULE =
  'carAccountNumber links the customer to a car-customer account (its /car-admin shows the ' +
  "customer's vehicles, quotes sent for approval and orders); '' unlinks. A number that is no " +
  'car-customer account answers 422 CAR_ACCOUNT_NOT_FOUND (details: carAccountNumber).';
const VEHICLE_RULES =
  'The base vehicle must be one of the catalog (else 400); its engine and submodel must be its own ' +
  'and go together (else 422 VEHICLE_ATTRIBUTE_MISMATCH with details per field). A mileage comes ' +
  'with the day it was read: today (UTC) when left out, never after today (400); a day without a ' +
  'mileage is 400. A plate needs its state.';

export const customersRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const common = { tags: ['customer'], security: bearerSecurity };
  // Manage Customers is for web users (R-ROLE): every call is refused (403) to the others.
  const config = { capability: userCanManageCustomers };
  const changeErrors = { ...errorResponses, 422: ErrorBodySchema };

  app.get(
    API.customerSearch,
    {
      config,
      schema: {
        ...common,
        summary: "Searches the current shop's customers as the user types",
        description:
          'query: every word must start a name or company word, the e-mail or its local part, a ' +
          "phone's digits or their last 7 or 4, a plate (without spaces or dashes) or a VIN or " +
          'its last 8, 6 or 4 characters; accents and case ignored; digits and punctuation only ' +
          "('(512) 555') are one phone number. Empty: every customer. Archived customers only " +
          'with includeArchived=true. Sorted by last name, first name; each row names its 3 ' +
          'newest vehicles and how many it has. totalElements is exact up to page x size + ' +
          `${CUSTOMER_COUNT_CAP}; past that it answers page x size + ${CUSTOMER_COUNT_CAP + 1} ` +
          '(more than that).',
        querystring: CustomerSearchQuerySchema,
        response: { 200: CustomerSearchResultSchema, ...errorResponses },
      },
    },
    async (request) => searchCustomers(deps, request.auth.user, request.query),
  );

  app.post(
    API.customers,
    {
      config,
      schema: {
        ...common,
        summary: 'Creates a customer of the current shop (without vehicles)',
        description: CAR_ACCOUNT_RULE,
        body: CustomerInputSchema,
        response: { 201: CustomerSchema, ...changeErrors },
      },
    },
    async (request, reply) => {
      const customer = await createCustomer(deps, request.auth.user, request.body);
      return reply.status(201).send(customer);
    },
  );

  app.post(
    API.customerMerge,
    {
      config,
      schema: {
        ...common,
        summary: 'Merges two records of one person: mergeId goes into keepId',
        description:
          'The kept customer gets the vehicles (one per VIN), the phones it lacks (up to 4), its ' +
          'blank fields filled (the address whole), both notes (cut to the notes limit), its ' +
          "car-account link (else the other's), and the " +
          `quotes naming the other; the other is deleted. One transaction. ${SHOP_ONLY}`,
        body: CustomerMergeBodySchema,
        response: { 200: CustomerSchema, ...errorResponses },
      },
    },
    async (request) => mergeCustomers(deps, request.auth.user, request.body),
  );

  app.get(
    API.customer(':id'),
    {
      config,
      schema: {
        ...common,
        summary: 'A customer with their vehicles (newest first)',
        description: SHOP_ONLY,
        params: CustomerIdParamsSchema,
        response: { 200: CustomerSchema, ...errorResponses },
      },
    },
    async (request) => getCustomer(deps, request.auth.user, request.params.id),
  );

  app.put(
    API.customer(':id'),
    {
      config,
      schema: {
        ...common,
        summary: "Changes a customer's fields (all of them, as given)",
        description: `${CAR_ACCOUNT_RULE} ${SHOP_ONLY}`,
        params: CustomerIdParamsSchema,
        body: CustomerInputSchema,
        response: { 200: CustomerSchema, ...changeErrors },
      },
    },
    async (request) => updateShopCustomer(deps, request.auth.user, request.params.id, request.body),
  );

  app.delete(
    API.customer(':id'),
    {
      config,
      schema: {
        ...common,
        summary: 'Deletes a customer, or archives one that quotes name',
        description:
          'outcome DELETED: no quote named them, they and their vehicles are gone. ARCHIVED: ' +
          'quotes name them; hidden from the search (includeArchived shows them), still on the ' +
          `quotes, restorable. ${SHOP_ONLY}`,
        params: CustomerIdParamsSchema,
        response: { 200: CustomerDeleteResultSchema, ...errorResponses },
      },
    },
    async (request) => removeCustomer(deps, request.auth.user, request.params.id),
  );

  app.post(
    API.customerRestore(':id'),
    {
      config,
      schema: {
        ...common,
        summary: 'Lists an archived customer again',
        description: `A customer that is not archived is answered as is. ${SHOP_ONLY}`,
        params: CustomerIdParamsSchema,
        response: { 200: CustomerSchema, ...errorResponses },
      },
    },
    async (request) => restoreCustomer(deps, request.auth.user, request.params.id),
  );

  app.post(
    API.customerVehicles(':id'),
    {
      config,
      schema: {
        ...common,
        summary: 'Adds a vehicle of the catalog to a customer',
        description: `${VEHICLE_RULES} ${SHOP_ONLY}`,
        params: CustomerIdParamsSchema,
        body: CustomerVehicleInputSchema,
        response: { 201: CustomerVehicleSchema, ...changeErrors },
      },
    },
    async (request, reply) => {
      const vehicle = await addCustomerVehicle(
        deps,
        request.auth.user,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(vehicle);
    },
  );

  app.put(
    API.customerVehicle(':id', ':vehicleId'),
    {
      config,
      schema: {
        ...common,
        summary: "Changes a customer's vehicle (every field, as given)",
        description: `${VEHICLE_RULES} ${SHOP_ONLY}`,
        params: CustomerVehicleParamsSchema,
        body: CustomerVehicleInputSchema,
        response: { 200: CustomerVehicleSchema, ...changeErrors },
      },
    },
    async (request) =>
      updateShopCustomerVehicle(
        deps,
        request.auth.user,
        request.params.id,
        request.params.vehicleId,
        request.body,
      ),
  );

  app.delete(
    API.customerVehicle(':id', ':vehicleId'),
    {
      config,
      schema: {
        ...common,
        summary: "Removes a customer's vehicle",
        description: SHOP_ONLY,
        params: CustomerVehicleParamsSchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeCustomerVehicle(
        deps,
        request.auth.user,
        request.params.id,
        request.params.vehicleId,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    API.customerVehicleSelect(':id', ':vehicleId'),
    {
      config,
      schema: {
        ...common,
        summary:
          "Find parts: the customer's vehicle becomes the current vehicle, the customer the quote's",
        description:
          'As POST /vehicle/select/v2/ with the VIN, plate, state, engine and submodel the shop ' +
          "knows; the quote names the customer (shopCustomerId and the record's names); the " +
          'vehicle becomes a recent vehicle of the shop. quote=false ("Start New Quote") starts ' +
          'a new current quote when the current one holds lines; quote=true or absent puts the ' +
          'vehicle on the current quote (409 WORKSHEET_LOCKED when it cannot change). ' +
          SHOP_ONLY,
        params: CustomerVehicleParamsSchema,
        querystring: CustomerVehicleSelectQuerySchema,
        response: { 200: CurrentVehicleSchema, ...errorResponses, 409: ErrorBodySchema },
      },
    },
    async (request) =>
      selectCustomerVehicle(
        deps,
        request.auth.user,
        localeOfRequest(request),
        request.params.id,
        request.params.vehicleId,
        request.query.quote ?? true,
      ),
  );

  // Multipart is parsed only in this scope, for the import alone.
  const importScope: FastifyPluginAsyncZod = async (upload) => {
    await upload.register(fastifyMultipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    upload.post(
      API.customerImport,
      {
        config,
        schema: {
          ...common,
          summary: 'Imports a CSV file of customers and their vehicles (multipart, field file)',
          description:
            `A header row naming columns of ${CUSTOMER_IMPORT_COLUMNS.join(', ')} (any case, any ` +
            'order; firstName and lastName required; another name is refused), one row per ' +
            'vehicle (vehicle columns blank: a customer without one); rows with the same first ' +
            'name, last name, phone and e-mail are one customer (its other columns from its first row). ' +
            'A vehicle is its VIN (decoded to exactly one catalog vehicle) or its year, make and ' +
            'model as the catalog names them, with engine and submodel when they name exactly one. ' +
            `UTF-8 with or without BOM; comma or semicolon; at most ${CUSTOMER_IMPORT_MAX_ROWS} ` +
            'rows and 4 MB. Every row is checked first: any bad one answers 422 UPLOAD_INVALID ' +
            'with errors [{row, reason}] (the header is row 1) and nothing is written; so does a ' +
            'file that is empty, not CSV or too long. A good file is written in one transaction. ' +
            '400 without a file; 413 over 4 MB; 415 when not multipart.',
          response: {
            200: CustomerImportResultSchema,
            ...errorResponses,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            422: z.union([StockOrderUploadInvalidSchema, ErrorBodySchema]),
          },
        },
      },
      async (request) => {
        const bytes = await readUploadedFile(request, 'the customers CSV file');
        return importCustomersCsv(deps, request.auth.user, bytes);
      },
    );
  };
  await app.register(importScope);
};
