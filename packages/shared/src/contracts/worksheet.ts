import { z } from 'zod';

/**
 * Quotes (worksheets), spec 002 sections 3 and 7. This first part is what the vehicle selector and
 * the shell need: the current quote's summary (mini quote) and non-product lines. Products and kits,
 * submit and search come with the parts catalog.
 */

export const WORKSHEET_ITEM_TYPES = ['PART', 'KIT_SUMMARY', 'WARNING', 'LABOR', 'OTHER'] as const;
export const WorksheetItemTypeSchema = z.enum(WORKSHEET_ITEM_TYPES);
export type WorksheetItemType = z.infer<typeof WorksheetItemTypeSchema>;

/** Quantities above this answer 422 QTY_EXCEEDS_1000. */
export const MAX_ITEM_QUANTITY = 1000;

/** One line of the mini quote (spec 002 section 3, quote item). */
export const QuoteItemSchema = z.object({
  /** The worksheet detail id (what deleteitem takes). */
  id: z.number().int(),
  miniQuoteKey: z.string(),
  itemType: WorksheetItemTypeSchema,
  itemDescription: z.string(),
  itemQuantity: z.number(),
  /** The shop's cost per unit; null when the product has no price ('Call for Pricing'). */
  itemCost: z.number().nullable(),
  /** The customer's price per unit; null when there is none. */
  customerPrice: z.number().nullable(),
  worksheetKit: z.boolean(),
  /** Item id and group or brand id joined by an underscore; null for labor and other lines. */
  catalogKey: z.string().nullable(),
  /** The base vehicle the line was added for, if any. */
  vehicleId: z.number().int().nullable(),
  analyticsCategory: z.string().nullable(),
});
export type QuoteItem = z.infer<typeof QuoteItemSchema>;

/** GET /api/worksheet/rest/miniquote.json: the current quote in short. */
export const QuoteSummarySchema = z.object({
  quoteProducts: z.array(QuoteItemSchema),
  quoteDetails: z.object({
    /** Sum of cost x quantity over priced lines, 2 decimals. */
    subtotalCost: z.number(),
    /** Sum of customer price x quantity over priced lines, 2 decimals. */
    subtotalPrice: z.number(),
    /** Number of lines (a kit counts once). */
    totalItems: z.number().int(),
    /** The current worksheet's id. */
    worksheetHeaderId: z.number().int(),
  }),
});
export type QuoteSummary = z.infer<typeof QuoteSummarySchema>;

const money = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'At most 2 decimals' });

/**
 * POST /api/worksheet/rest/nonProductItem: a labor line (description, rate, hours) or another
 * non-product line. Labor is refused (403) for RO writer users; a quantity over 1000 answers 422
 * QTY_EXCEEDS_1000.
 */
export const NonProductItemBodySchema = z.strictObject({
  type: z.enum(['LABOR', 'OTHER']),
  description: z.string().trim().min(1).max(200),
  /** Rate per hour for labor, price per unit otherwise. */
  customerPrice: money,
  /** Hours for labor, units otherwise. */
  quantity: z
    .number()
    .positive()
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: 'At most 2 decimals',
    }),
  laborGroup: z.string().trim().max(100).optional(),
  laborSubgroup: z.string().trim().max(100).optional(),
  laborPartTypeId: z.string().trim().max(20).optional(),
});
export type NonProductItemBody = z.input<typeof NonProductItemBodySchema>;

/**
 * DELETE /api/worksheet/rest/miniquote/deleteitem?worksheetDetailId: removes a line of the current
 * quote and answers the updated QuoteSummary; 404 when the line is not on it, 409 WORKSHEET_LOCKED
 * when the quote is submitted or locked.
 */
export const DeleteQuoteItemQuerySchema = z.strictObject({
  /** The line's worksheet detail id (QuoteItem.id). */
  worksheetDetailId: z.coerce.number().int().positive().max(2_147_483_647),
});
export type DeleteQuoteItemQuery = z.input<typeof DeleteQuoteItemQuerySchema>;
