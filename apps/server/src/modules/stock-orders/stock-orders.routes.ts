import fastifyMultipart from '@fastify/multipart';
import { API } from '@procounter/shared/contracts/api-paths';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import {
  CreateStockOrderBodySchema,
  CreateStockOrderQuickAddBodySchema,
  StockOrderAddToQuoteBodySchema,
  StockOrderDetailParamsSchema,
  StockOrderDetailsBodySchema,
  StockOrderIdParamsSchema,
  StockOrderListQuerySchema,
  StockOrderListResponseSchema,
  StockOrderListWithLinesSchema,
  StockOrderPartMatchListSchema,
  StockOrderPartSearchQuerySchema,
  StockOrderSchema,
  StockOrdersWithLinesBodySchema,
  StockOrderUploadInvalidSchema,
  StockOrderUploadQuerySchema,
  StockOrderUploadResponseSchema,
  UpdateStockOrderBodySchema,
} from '@procounter/shared/contracts/stock-order';
import { QuoteSummarySchema } from '@procounter/shared/contracts/worksheet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOfRequest } from '../../lib/accept-language';
import type { ServiceDeps } from '../../lib/deps';
import { readUploadedFile } from '../../lib/file-upload';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import { searchStockOrderParts } from './stock-order-parts';
import {
  addStockOrderToQuote,
  createStockOrder,
  getStockOrder,
  getStockOrdersWithLines,
  listStockOrders,
  quickAddToStockOrder,
  removeStockOrder,
  removeStockOrderDetail,
  updateStockOrder,
  uploadStockOrderCsv,
} from './stock-orders.service';

/** Largest CSV an upload takes: 5,000 lines of line code, part number, quantity and note fit. */
const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

const changeErrors = { ...errorResponses, 422: ErrorBodySchema };

export const stockOrdersRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const stockOrder = {
    tags: ['stock order'],
    security: bearerSecurity,
  };
  const shopOnly = '404 unless an order of the current shop (any user of the shop).';

  app.get(
    API.stockOrderList,
    {
      schema: {
        ...stockOrder,
        summary: "The current shop's stock orders, most recently changed first",
        description: 'size (default and at most 500) and page (from 0).',
        querystring: StockOrderListQuerySchema,
        response: { 200: StockOrderListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listStockOrders(deps, request.auth.user, request.query),
  );

  app.get(
    API.stockOrderPartSearch,
    {
      schema: {
        ...stockOrder,
        summary: 'The catalog parts a stock order line can name, by part number or by words',
        description:
          'query (2 to 100 characters): a part number (every brand with it, spaces, dashes and ' +
          'dots ignored), else words of a part type, brand and description. Kits are left out. ' +
          "At most 25, with the current shop's price (cost null under hideCosts) and home store " +
          'stock.',
        querystring: StockOrderPartSearchQuerySchema,
        response: { 200: StockOrderPartMatchListSchema, ...errorResponses },
      },
    },
    async (request) =>
      searchStockOrderParts(deps, request.auth.user, request.query.query, localeOfRequest(request)),
  );

  app.get(
    API.stockOrder(':id'),
    {
      schema: {
        ...stockOrder,
        summary: 'A stock order with its lines',
        description: shopOnly,
        params: StockOrderIdParamsSchema,
        response: { 200: StockOrderSchema, ...errorResponses },
      },
    },
    async (request) => getStockOrder(deps, request.auth.user, request.params.id),
  );

  app.delete(
    API.stockOrder(':id'),
    {
      schema: {
        ...stockOrder,
        summary: 'Deletes a stock order and its lines',
        description: shopOnly,
        params: StockOrderIdParamsSchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeStockOrder(deps, request.auth.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    API.stockOrderDetail(':id', ':detailId'),
    {
      schema: {
        ...stockOrder,
        summary: 'Deletes a line of a stock order; answers the order',
        description: `${shopOnly} 404 too when the line is not one of the order's.`,
        params: StockOrderDetailParamsSchema,
        response: { 200: StockOrderSchema, ...errorResponses },
      },
    },
    async (request) =>
      removeStockOrderDetail(deps, request.auth.user, request.params.id, request.params.detailId),
  );

  app.post(
    API.stockOrdersWithLines,
    {
      schema: {
        ...stockOrder,
        summary: 'Several stock orders with their lines',
        description: 'Body {ids}; ids that are not orders of the current shop are left out.',
        body: StockOrdersWithLinesBodySchema,
        response: { 200: StockOrderListWithLinesSchema, ...errorResponses },
      },
    },
    async (request) => getStockOrdersWithLines(deps, request.auth.user, request.body.ids),
  );

  app.post(
    API.stockOrderCreate,
    {
      schema: {
        ...stockOrder,
        summary: 'Creates a stock order (name, PO, optional lines)',
        description:
          "PO: the company's PO rules (400). Lines by line code + part number (any case, spaces " +
          'and dashes ignored; a former number of ours orders the part that replaced it, the ' +
          'line naming it in replacesNumber), merged by line + item; one not in the catalog (or ' +
          'a kit): 422 ' +
          'UNKNOWN_PRODUCT with details per line; over 1000 of an item: 422 QTY_EXCEEDS_1000.',
        body: CreateStockOrderBodySchema,
        response: { 200: StockOrderSchema, ...changeErrors },
      },
    },
    async (request) => createStockOrder(deps, request.auth.user, request.body),
  );

  app.put(
    API.stockOrderUpdate,
    {
      schema: {
        ...stockOrder,
        summary: "Changes a stock order's name, PO and lines",
        description:
          'A line with an id (a line of this order, else 400) gets the quantity and note given ' +
          'and keeps its part; a line without one is added, merged by line + item; with ' +
          `replaceLines the lines not named are removed. ${shopOnly} 422 UNKNOWN_PRODUCT, ` +
          'QTY_EXCEEDS_1000 as create.',
        body: UpdateStockOrderBodySchema,
        response: { 200: StockOrderSchema, ...changeErrors },
      },
    },
    async (request) => updateStockOrder(deps, request.auth.user, request.body),
  );

  app.post(
    API.stockOrderQuickAdd,
    {
      schema: {
        ...stockOrder,
        summary: 'Quick add: items onto a stock order (id) or a new one (name)',
        description:
          'items [{line, item, desc?, quantity}]; the same line + item as a line of the order ' +
          `adds to its quantity, never a second line. ${shopOnly} 422 UNKNOWN_PRODUCT, ` +
          'QTY_EXCEEDS_1000.',
        body: CreateStockOrderQuickAddBodySchema,
        response: { 200: StockOrderSchema, ...changeErrors },
      },
    },
    async (request) => quickAddToStockOrder(deps, request.auth.user, request.body),
  );

  app.post(
    API.stockOrderDetails,
    {
      schema: {
        ...stockOrder,
        summary: 'A stock order with its lines (body {id})',
        description: shopOnly,
        body: StockOrderDetailsBodySchema,
        response: { 200: StockOrderSchema, ...errorResponses },
      },
    },
    async (request) => getStockOrder(deps, request.auth.user, request.body.id),
  );

  app.post(
    API.stockOrderAddToQuote,
    {
      schema: {
        ...stockOrder,
        summary: "Adds a stock order's lines to the current quote",
        description:
          'Body {id, detailIds?}: all lines or those given, as PART lines with product origin ' +
          'STOCK_ORDER (a product already on the quote gains the quantity). Answers the quote ' +
          `summary. ${shopOnly} 400 for detail ids not of the order or an order without lines; ` +
          '409 WORKSHEET_LOCKED; 422 QTY_EXCEEDS_1000 (nothing added).',
        body: StockOrderAddToQuoteBodySchema,
        response: { 200: QuoteSummarySchema, ...changeErrors, 409: ErrorBodySchema },
      },
    },
    async (request) => addStockOrderToQuote(deps, request.auth.user, request.body),
  );

  // Multipart is parsed only in this scope, for the upload alone.
  const uploadScope: FastifyPluginAsyncZod = async (upload) => {
    await upload.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    upload.post(
      API.stockOrderUpload,
      {
        schema: {
          ...stockOrder,
          summary: 'Uploads a CSV file of lines into a stock order (multipart, field file)',
          description:
            'Header row naming line code (line, line code, lineCode), part number (part, part ' +
            'number, partNumber, item), quantity (quantity, qty) and optional note, any order ' +
            'and case; UTF-8 with or without BOM; comma or semicolon; at most 5000 lines and 2 ' +
            'MB. Every row is checked first: any bad one (unknown line/part, quantity not a ' +
            'positive whole number or over 1000, a missing field) answers 422 UPLOAD_INVALID ' +
            'with errors [{row, reason}] (the header is row 1) and nothing is written; so does ' +
            'a file that is empty, not CSV or too long. A good file is written in one ' +
            'transaction, merged by line + item with itself and the order. 400 without a file; ' +
            `413 over 2 MB. ${shopOnly}`,
          querystring: StockOrderUploadQuerySchema,
          response: {
            200: StockOrderUploadResponseSchema,
            ...errorResponses,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            422: z.union([StockOrderUploadInvalidSchema, ErrorBodySchema]),
          },
        },
      },
      async (request) => {
        const bytes = await readUploadedFile(request);
        return uploadStockOrderCsv(deps, request.auth.user, request.query.id, bytes);
      },
    );
  };
  await app.register(uploadScope);
};
