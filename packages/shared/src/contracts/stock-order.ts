import { z } from 'zod';
import {
  STOCK_ORDER_MAX_QUANTITY,
  STOCK_ORDER_PAGE_SIZE,
  STOCK_ORDER_UPLOAD_MAX_ROWS,
} from '../domain/constants';
import { singleLineText } from '../validation/free-text';
import { INT4_MAX, PO_NUMBER_MAX_LENGTH, STOCK_ORDER_LIMITS } from '../validation/limits';

// Stock orders (R-STOCK-1, R-STOCK-2, R-STOCK-4; R-STOCK-3 quick add): a shop's replenishment
// orders, every call under /api/stockorders. Only users of the order's shop see or change it;
// another shop's order answers 404.

const dbId = z.coerce.number().int().positive().max(INT4_MAX);

// Plain constants live in domain/constants.ts (zod-free, so the web app's shell can read them
// without loading the schemas); re-exported here for the contract's readers.
export {
  QUICK_ADD_BATCH_MS,
  STOCK_ORDER_MAX_QUANTITY,
  STOCK_ORDER_PAGE_SIZE,
  STOCK_ORDER_UPLOAD_MAX_ROWS,
} from '../domain/constants';

const lineCode = singleLineText().min(1).max(STOCK_ORDER_LIMITS.lineCode);
const partNumber = singleLineText().min(1).max(STOCK_ORDER_LIMITS.partNumber);
const quantity = z.coerce.number().int().positive().max(STOCK_ORDER_MAX_QUANTITY);
const note = singleLineText().max(STOCK_ORDER_LIMITS.note);
const name = singleLineText().min(1).max(STOCK_ORDER_LIMITS.name);
/** The PO number; the company's PO mask is checked by the server (createPoNumberSchema). */
const po = singleLineText().max(PO_NUMBER_MAX_LENGTH);

/** A line of a stock order (R-STOCK-1, R-STOCK-3). */
export const StockOrderDetailSchema = z.object({
  id: z.number().int(),
  lineCode: z.string(),
  partNumber: z.string(),
  /** The catalog's description of the product. */
  partDescription: z.string(),
  stockQty: z.number().int(),
  note: z.string(),
  /**
   * A former number of ours the line was asked by (typed, quick added or uploaded): its product
   * replaced that number (issue 25). Null for a line asked by the product's own number.
   */
  replacesNumber: z.string().nullable(),
  productId: z.number().int(),
  /** The shop's cost of one; null when the shop hides costs (hideCosts) or for no price. */
  cost: z.number().nullable(),
  /** The price the shop's customer pays for one; null for no price ('Call for Pricing'). */
  customerPrice: z.number().nullable(),
  /** On hand at the shop's home store; null when it does not carry the product. */
  quantityOnHand: z.number().int().nullable(),
});
export type StockOrderDetail = z.infer<typeof StockOrderDetailSchema>;

/** A stock order as the list shows it. */
export const StockOrderSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  po: z.string(),
  lineCount: z.number().int(),
  totalQuantity: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StockOrderSummary = z.infer<typeof StockOrderSummarySchema>;

/** A stock order with its lines (GET /stockorders/{id}, details, create, update). */
export const StockOrderSchema = StockOrderSummarySchema.extend({
  stockOrderDetails: z.array(StockOrderDetailSchema),
});
export type StockOrder = z.infer<typeof StockOrderSchema>;

/** The most parts GET /api/stockorders/partsearch answers. */
export const STOCK_ORDER_PART_SEARCH_MAX = 25;

/**
 * GET /api/stockorders/partsearch?query: the catalog's parts a stock order line can name, for a
 * part number (any brand) or words of a part type, brand and description ('ceramic brake pads
 * wagner'), so adding a line needs no line code by heart (issue 21). At least 2 characters.
 */
export const StockOrderPartSearchQuerySchema = z.strictObject({
  query: singleLineText().trim().min(2).max(100),
});
export const StockOrderPartMatchSchema = z.object({
  productId: z.number().int(),
  lineCode: z.string(),
  partNumber: z.string(),
  description: z.string(),
  brandName: z.string(),
  /** In the caller's language. */
  partTypeName: z.string(),
  /** The shop's cost of one; null when the shop hides costs or for no price. */
  cost: z.number().nullable(),
  /** The price the shop's customer pays for one; null for no price. */
  customerPrice: z.number().nullable(),
  /** On hand at the shop's home store; null when it does not carry the part. */
  quantityOnHand: z.number().int().nullable(),
  /** The former number of ours the search named, which this part replaced; null otherwise. */
  replacesNumber: z.string().nullable(),
});
export type StockOrderPartMatch = z.infer<typeof StockOrderPartMatchSchema>;
export const StockOrderPartMatchListSchema = z.array(StockOrderPartMatchSchema);

/** GET /api/stockorders/list?size=500&page=0: the shop's orders, newest change first. */
export const StockOrderListQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(STOCK_ORDER_PAGE_SIZE).default(STOCK_ORDER_PAGE_SIZE),
  page: z.coerce.number().int().min(0).default(0),
});
export const StockOrderListResponseSchema = z.object({
  content: z.array(StockOrderSummarySchema),
  totalElements: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type StockOrderListResponse = z.infer<typeof StockOrderListResponseSchema>;

export const StockOrderIdParamsSchema = z.strictObject({ id: dbId });
export const StockOrderDetailParamsSchema = z.strictObject({ id: dbId, detailId: dbId });

/** A line as the user types it: line code + part number (any case, spaces and dashes ignored). */
export const StockOrderLineInputSchema = z.strictObject({
  lineCode,
  partNumber,
  quantity,
  note: note.optional(),
});
export type StockOrderLineInput = z.input<typeof StockOrderLineInputSchema>;

/** POST /api/stockorders/create: a new, empty order (or with lines). */
export const CreateStockOrderBodySchema = z.strictObject({
  name,
  po: po.default(''),
  lines: z.array(StockOrderLineInputSchema).max(STOCK_ORDER_UPLOAD_MAX_ROWS).default([]),
});
export type CreateStockOrderBody = z.input<typeof CreateStockOrderBodySchema>;

/**
 * PUT /api/stockorders/update: the order's name and PO, and its lines as they should be: a line
 * with an id is changed (quantity, note), a line without one added (merged by line + item), a line
 * left out is kept unless `replaceLines` is true.
 */
export const UpdateStockOrderBodySchema = z.strictObject({
  id: dbId,
  name,
  po: po.default(''),
  lines: z
    .array(StockOrderLineInputSchema.extend({ id: dbId.optional() }))
    .max(STOCK_ORDER_UPLOAD_MAX_ROWS)
    .default([]),
  replaceLines: z.boolean().default(false),
});
export type UpdateStockOrderBody = z.input<typeof UpdateStockOrderBodySchema>;

/**
 * POST /api/stockorders/createStockOrder: quick add (R-STOCK-3): one or more items onto a stock order
 * (id) or a new one (name), each merged by line + item: the same line + item twice adds its
 * quantities on one line, never a second line.
 */
export const QuickAddItemSchema = z.strictObject({
  line: lineCode,
  item: partNumber,
  desc: singleLineText().max(STOCK_ORDER_LIMITS.quickAddDescription).optional(),
  quantity,
});
export const CreateStockOrderQuickAddBodySchema = z
  .strictObject({
    id: dbId.optional(),
    name: name.optional(),
    po: po.optional(),
    items: z.array(QuickAddItemSchema).min(1).max(STOCK_ORDER_LIMITS.quickAddItems),
  })
  .refine((v) => v.id !== undefined || v.name !== undefined, {
    message: 'Give the stock order id, or a name for a new one',
    path: ['id'],
  });
export type CreateStockOrderQuickAddBody = z.input<typeof CreateStockOrderQuickAddBodySchema>;

/** POST /api/stockorders/getStockOrdersIncludingLineItems {ids}: several orders with their lines. */
export const StockOrdersWithLinesBodySchema = z.strictObject({
  ids: z.array(dbId).min(1).max(STOCK_ORDER_PAGE_SIZE),
});
export const StockOrderListWithLinesSchema = z.array(StockOrderSchema);

/** POST /api/stockorders/details {id}: one order with its lines. */
export const StockOrderDetailsBodySchema = z.strictObject({ id: dbId });

/** POST /api/stockorders/upload?id=: a CSV file (multipart, field `file`) of lines into an order. */
export const StockOrderUploadQuerySchema = z.strictObject({ id: dbId });

/** One refused row of an upload: its row number in the file (the header is row 1). */
export const UploadRowErrorSchema = z.object({
  row: z.number().int(),
  reason: z.string(),
});
export type UploadRowError = z.infer<typeof UploadRowErrorSchema>;

/** The answer of an upload: the order after it, or (422 UPLOAD_INVALID) the bad rows, nothing written. */
export const StockOrderUploadResponseSchema = z.object({
  order: StockOrderSchema,
  rowsRead: z.number().int(),
  linesAdded: z.number().int(),
  linesMerged: z.number().int(),
});
export type StockOrderUploadResponse = z.infer<typeof StockOrderUploadResponseSchema>;

/**
 * POST /api/stockorders/addProducts/0 {id, detailIds?}: the order's lines (all, or those given) onto
 * the current quote, product origin STOCK_ORDER. Answers the quote summary.
 */
export const StockOrderAddToQuoteBodySchema = z.strictObject({
  id: dbId,
  detailIds: z.array(dbId).max(STOCK_ORDER_UPLOAD_MAX_ROWS).optional(),
});
export type StockOrderAddToQuoteBody = z.input<typeof StockOrderAddToQuoteBodySchema>;

/** The 422 UPLOAD_INVALID answer of an upload: every bad row, with its reason; nothing was written. */
export const StockOrderUploadInvalidSchema = z.object({
  code: z.literal('UPLOAD_INVALID'),
  message: z.string(),
  errors: z.array(UploadRowErrorSchema),
});
export type StockOrderUploadInvalid = z.infer<typeof StockOrderUploadInvalidSchema>;

// Answers of the other calls: list -> StockOrderListResponse; GET by id, details, create, update,
// createStockOrder (quick add) and DELETE detail -> StockOrder (the order after the change);
// getStockOrdersIncludingLineItems -> StockOrder[] (ids of other shops left out); DELETE by id
// -> 204; addProducts/0 -> QuoteSummary. A line code + part number not in the catalog (JSON
// calls) -> 422 UNKNOWN_PRODUCT with details [{path: 'lines.N' | 'items.N', message}]; more than
// 1000 of an item after merging -> 422 QTY_EXCEEDS_1000.
