import { z } from 'zod';
import { KIT_PART_TYPE_IDS, PRODUCT_ORIGINS, WORKSHEET_SEARCH_TYPES } from '../domain/constants';
import { isoDateSchema } from '../validation/dates';
import { singleLineText } from '../validation/free-text';
import {
  INT4_MAX,
  LINE_CODE_MAX_LENGTH,
  ORDER_CONFIRMATION_NUMBER_MAX_LENGTH,
  PART_NUMBER_MAX_LENGTH,
  QUOTE_LINE_LIMITS,
  QUOTE_NAME_MAX_LENGTH,
  QUOTE_SEARCH_KEYWORDS_MAX_LENGTH,
  QUOTE_SEARCH_PAGING,
  SUBMIT_PO_NUMBER_MAX_LENGTH,
} from '../validation/limits';
import { APPROVAL_STATES } from './quote-approval';

/**
 * Quotes (worksheets), R-QUOTE-1, R-QUOTE-4..6, every call under /api/worksheet/rest/. The
 * first part is what the vehicle selector and the shell need: the current quote's summary (mini
 * quote) and non-product lines. Then the full quote, products and kits, submit (idempotent, with
 * an availability re-check), search and order status.
 *
 * Money (domain/quote-totals.ts computes every figure from the lines, exact on cents). Each answer
 * shows the quote as its caller may see it: LABOR lines are left out, of the lines and of every
 * total, for RO writer users; every cost (itemCost, extendedCost, subtotalCost, totalCostOrder,
 * unitCost, totalCost and their formatted texts) is null for a shop with hideCosts. The totals,
 * whatever their spec name:
 * - cost subtotal (subtotalCost, totalCostOrder, totals.totalCost): what the shop pays the store,
 *   its parts and kits (PART and KIT_SUMMARY lines) at cost;
 * - price total (subtotalPrice, totalPrice, totals.totalPrice): what the shop charges its
 *   customer, every line the caller sees (parts, kits, labor, other) at the customer price;
 * - a line's extended amount is quantity x unit amount rounded to the cent, and a total is the sum
 *   of its lines' extended amounts.
 * No request sets a price or a cost: products and kits carry the catalog's, and the only money a
 * request gives is the rate of a labor or other line (more than 0).
 */

export const WORKSHEET_ITEM_TYPES = ['PART', 'KIT_SUMMARY', 'WARNING', 'LABOR', 'OTHER'] as const;
export const WorksheetItemTypeSchema = z.enum(WORKSHEET_ITEM_TYPES);
export type WorksheetItemType = z.infer<typeof WorksheetItemTypeSchema>;

// Plain constants live in domain/constants.ts (zod-free, so a web page can read them without
// loading the schemas); re-exported here for the contract's readers.
export { MAX_ITEM_QUANTITY, WORKSHEET_SEARCH_TYPES } from '../domain/constants';

/** One line of the mini quote (R-QUOTE-4, R-QUOTE-5, quote item). */
export const QuoteItemSchema = z.object({
  /** The worksheet detail id (what deleteitem takes). */
  id: z.number().int(),
  miniQuoteKey: z.string(),
  itemType: WorksheetItemTypeSchema,
  itemDescription: z.string(),
  itemQuantity: z.number(),
  /**
   * The shop's cost per unit; null for labor and other lines, when the product has no price, and
   * for a shop that hides costs.
   */
  itemCost: z.number().nullable(),
  /** The customer's price per unit (rate per hour for labor); null: 'Call for Pricing'. */
  customerPrice: z.number().nullable(),
  /** Quantity x customerPrice, rounded to the cent; null: 'Call for Pricing'. */
  extendedPrice: z.number().nullable(),
  /** Quantity x itemCost, rounded to the cent; null where itemCost is null. */
  extendedCost: z.number().nullable(),
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
    /** The cost subtotal: parts and kits at cost; null for a shop that hides costs. */
    subtotalCost: z.number().nullable(),
    /** The price total: every line the caller sees at the customer price (labor included). */
    subtotalPrice: z.number(),
    /** Number of lines the caller sees (a kit counts once, warnings not at all). */
    totalItems: z.number().int(),
    /** The current worksheet's id. */
    worksheetHeaderId: z.number().int(),
    /** The name the shop gave the quote (R-QUOTE-8); null when it has none. */
    worksheetName: z.string().nullable(),
  }),
});
export type QuoteSummary = z.infer<typeof QuoteSummarySchema>;

/** A rate the shop sets: more than 0 (a line at 0 would be a free line), 2 decimals. */
const rate = z
  .number()
  .positive()
  .max(QUOTE_LINE_LIMITS.rate)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'At most 2 decimals' });

/**
 * POST /api/worksheet/rest/nonProductItem: a labor line (description, rate, hours) or another
 * non-product line, at a price of more than 0 (0 or less: 400). Labor is refused (403) for RO
 * writer users; a quantity over 1000 answers 422 QTY_EXCEEDS_1000.
 */
export const NonProductItemBodySchema = z.strictObject({
  type: z.enum(['LABOR', 'OTHER']),
  description: singleLineText().min(1).max(QUOTE_LINE_LIMITS.description),
  /** Rate per hour for labor, price per unit otherwise. */
  customerPrice: rate,
  /** Hours for labor, units otherwise. */
  quantity: z
    .number()
    .positive()
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: 'At most 2 decimals',
    }),
  laborGroup: singleLineText().max(QUOTE_LINE_LIMITS.laborGroup).optional(),
  laborSubgroup: singleLineText().max(QUOTE_LINE_LIMITS.laborSubgroup).optional(),
  laborPartTypeId: singleLineText().max(QUOTE_LINE_LIMITS.laborPartTypeId).optional(),
});
export type NonProductItemBody = z.input<typeof NonProductItemBodySchema>;

/**
 * DELETE /api/worksheet/rest/miniquote/deleteitem?worksheetDetailId: removes a line of the current
 * quote and answers the updated QuoteSummary; 404 when the line is not on it, 409 WORKSHEET_LOCKED
 * when the quote is submitted or locked.
 */
export const DeleteQuoteItemQuerySchema = z.strictObject({
  /** The line's worksheet detail id (QuoteItem.id). */
  worksheetDetailId: z.coerce.number().int().positive().max(INT4_MAX),
});
export type DeleteQuoteItemQuery = z.input<typeof DeleteQuoteItemQuerySchema>;

/** A quantity of a line as the shop types it: more than 0, at most 2 decimals (R-QUOTE-6). */
const lineQuantity = z
  .number()
  .positive()
  .max(QUOTE_LINE_LIMITS.addQuantity)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: 'At most 2 decimals',
  });

/**
 * PUT /api/worksheet/rest/miniquote/updateitem: sets the quantity of a line of the current quote
 * (R-QUOTE-6, R-QUOTE-9) and answers the updated QuoteSummary. The rules of add: 0 or less is
 * 400; more than 1000 is 422 QTY_EXCEEDS_1000; a PART or KIT_SUMMARY line takes whole numbers
 * only (400), a LABOR line hours and an OTHER line units with 2 decimals. A kit's summary line
 * scales its components (each stays component quantity x kit quantity); a kit component's own
 * line, or a warning, is refused (400). 404 when the line is not on the caller's current quote,
 * 409 WORKSHEET_LOCKED when the quote is submitted or locked.
 */
export const UpdateQuoteItemBodySchema = z.strictObject({
  worksheetDetailId: z.number().int().positive().max(INT4_MAX),
  quantity: lineQuantity,
});
export type UpdateQuoteItemBody = z.input<typeof UpdateQuoteItemBodySchema>;

// The full quote, products and kits, submit, search and status (R-QUOTE-1, R-QUOTE-4..6) ------

/** Where a product line came from (R-QUOTE-2, R-QUOTE-7). */
export const ProductOriginSchema = z.enum(PRODUCT_ORIGINS);
export type ProductOrigin = z.infer<typeof ProductOriginSchema>;

export const WORKSHEET_STATUSES = ['OPEN', 'SUBMITTED', 'LOCKED'] as const;
/** OPEN quotes change; SUBMITTED (an order) and LOCKED ones answer 409 WORKSHEET_LOCKED. */
export const WorksheetStatusSchema = z.enum(WORKSHEET_STATUSES);
export type WorksheetStatus = z.infer<typeof WorksheetStatusSchema>;

const dbId = z.coerce.number().int().positive().max(INT4_MAX);
/** An instant as ISO 8601 text (UTC). */
const isoInstant = z.string();

/**
 * The quantity query of addproduct and addkit: a whole number of at least 1 (0, negative or not a
 * number: 400). Above 1000 is a business rule: 422 QTY_EXCEEDS_1000, also when adding to a line
 * already on the quote takes it above 1000.
 */
export const AddQuantityQuerySchema = z.strictObject({
  quantity: z.coerce.number().int().positive().max(QUOTE_LINE_LIMITS.addQuantity).default(1),
});
export type AddQuantityQuery = z.input<typeof AddQuantityQuerySchema>;

/** A product by id, or by line code + part number (what a counter types). */
const productReference = {
  productId: dbId.optional(),
  lineCode: singleLineText().min(1).max(LINE_CODE_MAX_LENGTH).optional(),
  partNumber: singleLineText().min(1).max(PART_NUMBER_MAX_LENGTH).optional(),
};
const hasProductReference = (v: { productId?: number; lineCode?: string; partNumber?: string }) =>
  v.productId !== undefined || (v.lineCode !== undefined && v.partNumber !== undefined);
const productReferenceMessage = {
  message: 'Give productId, or lineCode and partNumber',
  path: ['productId'],
};

/**
 * POST /api/worksheet/rest/addproduct?quantity=N: puts a product on the current quote as a PART
 * line for the current vehicle (or worksheetVehicleId, a vehicle of the current quote), sourced
 * from the shop's home store; cost and customer price are copied from the product. The same
 * product already on the quote (as a line of its own, not inside a kit) gains the quantity.
 * Answers the updated QuoteSummary. 404 unknown product or vehicle, 409 WORKSHEET_LOCKED, 422
 * QTY_EXCEEDS_1000.
 */
export const AddProductBodySchema = z
  .strictObject({
    ...productReference,
    productOrigin: ProductOriginSchema.default('CATALOG'),
    /** Free text saying where in the origin it came from (a search, a cross-sell source). */
    productOriginDetails: singleLineText().max(QUOTE_LINE_LIMITS.productOriginDetails).optional(),
    worksheetVehicleId: dbId.optional(),
  })
  .refine(hasProductReference, productReferenceMessage);
export type AddProductBody = z.input<typeof AddProductBodySchema>;

/**
 * POST /api/worksheet/rest/addkit?quantity=N: a kit on the current quote: a KIT_SUMMARY line with
 * one PART line per component (kit quantity x component quantity). The kit is kitId (a kit
 * product), or the first kit (lowest product id) of partTypeId C4577 (brake) or C4576 (A/C) that
 * fits baseVehicleId (default: the current vehicle's). prebuilt true orders the kit as one
 * product: the summary line carries the kit's cost and price and the components show price 0;
 * prebuilt false sources the components: they carry their own prices and the summary 0. 404 when
 * no such kit (or no kit fits), 409 NO_CURRENT_VEHICLE when a part type is given without a vehicle.
 */
export const AddKitBodySchema = z
  .strictObject({
    kitId: dbId.optional(),
    partTypeId: z.enum([KIT_PART_TYPE_IDS.BRAKE, KIT_PART_TYPE_IDS.AC]).optional(),
    baseVehicleId: dbId.optional(),
    prebuilt: z.boolean().default(false),
    productOrigin: ProductOriginSchema.default('CATALOG'),
    worksheetVehicleId: dbId.optional(),
  })
  .refine((v) => v.kitId !== undefined || v.partTypeId !== undefined, {
    message: 'Give kitId, or partTypeId (C4577 or C4576)',
    path: ['kitId'],
  });
export type AddKitBody = z.input<typeof AddKitBodySchema>;

/** One product of an enterprise kit. */
export const AddProductDtoSchema = z
  .strictObject({
    ...productReference,
    quantity: z.number().int().positive().max(QUOTE_LINE_LIMITS.addQuantity).default(1),
    productOrigin: ProductOriginSchema.default('CATALOG'),
  })
  .refine(hasProductReference, productReferenceMessage);

/**
 * POST /api/worksheet/rest/enterprise/addKit: a kit as the enterprise search returns it. Exactly
 * one product of addProductDtoList is a kit product (kits of C4577 / C4576): it becomes the
 * KIT_SUMMARY line (its quantity the kit quantity). Its component lines are the kit's components
 * in the catalog, each at component quantity x kit quantity, as addkit makes them; the list may
 * repeat them (then each with its productOrigin), and must then name exactly those products at
 * those quantities: any other product, a different quantity or a missing component answers 400
 * VALIDATION_FAILED naming the products. worksheetId must be an OPEN quote of the current shop
 * (404 otherwise), worksheetVehicleId (optional, default its current vehicle) one of its vehicles.
 * prebuilt as in addkit. Answers the updated QuoteSummary of that worksheet. 400 when the list
 * has no kit product or several.
 */
export const EnterpriseAddKitBodySchema = z.strictObject({
  addProductDtoList: z
    .array(AddProductDtoSchema)
    .min(1)
    .max(QUOTE_LINE_LIMITS.enterpriseKitProducts),
  worksheetId: dbId,
  worksheetVehicleId: dbId.optional(),
  prebuilt: z.boolean().default(false),
});
export type EnterpriseAddKitBody = z.input<typeof EnterpriseAddKitBodySchema>;

/** GET /api/worksheet/rest/{id} and /enterprise/{id}. */
export const WorksheetParamsSchema = z.strictObject({ id: dbId });

/**
 * PUT /api/worksheet/rest/{id}/name: names an OPEN quote of the current shop (R-QUOTE-8); '' (or
 * only spaces) removes the name. Answers the full quote. 404 unless a quote of the current shop,
 * 409 WORKSHEET_LOCKED when it is submitted or locked.
 */
export const RenameWorksheetBodySchema = z.strictObject({
  name: singleLineText().max(QUOTE_NAME_MAX_LENGTH),
});
export type RenameWorksheetBody = z.input<typeof RenameWorksheetBodySchema>;

/** A line's catalog identity: groupId the brand id, itemId the product id. */
export const LegacyKeySchema = z.object({ groupId: z.number().int(), itemId: z.number().int() });

export const LINE_AVAILABILITIES = ['IN_STOCK', 'SHORT', 'NOT_CARRIED'] as const;
export const LineAvailabilitySchema = z.enum(LINE_AVAILABILITIES);
export type LineAvailability = z.infer<typeof LineAvailabilitySchema>;

/** One line of the full quote (R-QUOTE-4, R-QUOTE-5, worksheet line). */
export const WorksheetLineSchema = z.object({
  /** The worksheet detail id (what deleteitem takes). */
  worksheetDetailId: z.number().int(),
  itemType: WorksheetItemTypeSchema,
  /** Brand and product of a PART or KIT_SUMMARY line; null for labor, other and warnings. */
  legacyKey: LegacyKeySchema.nullable(),
  productId: z.number().int().nullable(),
  /** Line code and part number as they were when the line was added. */
  lineCode: z.string().nullable(),
  partNumber: z.string().nullable(),
  brandName: z.string().nullable(),
  description: z.string(),
  userSpecifiedQuantity: z.number(),
  /** Cost per unit; null when unknown, for labor and other lines, or when the shop hides costs. */
  itemCost: z.number().nullable(),
  /** Customer price per unit (rate per hour for labor); null: 'Call for Pricing'. */
  customerPrice: z.number().nullable(),
  /** Quantity x customer price rounded to the cent (0 without a price): what the line adds. */
  extendedPrice: z.number(),
  productOrigin: ProductOriginSchema.nullable(),
  productOriginDetails: z.string().nullable(),
  /** A kit component's KIT_SUMMARY line; null otherwise. */
  parentWorksheetDetailId: z.number().int().nullable(),
  /** A KIT_SUMMARY line ordered as one prebuilt product; null for other lines. */
  prebuilt: z.boolean().nullable(),
  worksheetVehicleId: z.number().int().nullable(),
  /** The store the line is sourced from (the shop's home store when it was added). */
  storeId: z.number().int().nullable(),
  /** On hand now at the shop's home store (the line's store when the shop has none); null when it
   * does not carry the product or for non-parts. */
  quantityOnHand: z.number().int().nullable(),
  /**
   * R-QUOTE-10: a PART line's availability at the shop's home store now, for what the quote needs
   * of its product (all its PART lines together, as submit counts): IN_STOCK (on hand >= needed),
   * SHORT (0 < on hand < needed; also 0 on hand in a stock row), NOT_CARRIED (the store has no
   * stock row of it); null for other lines and when the shop has no home store.
   */
  availability: LineAvailabilitySchema.nullable(),
  laborGroup: z.string().nullable(),
  laborSubgroup: z.string().nullable(),
  laborPartTypeId: z.string().nullable(),
});
export type WorksheetLine = z.infer<typeof WorksheetLineSchema>;

/** A vehicle of a quote, described. */
export const WorksheetVehicleSummarySchema = z.object({
  worksheetVehicleId: z.number().int(),
  baseVehicleId: z.number().int(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  /** Year make model engine submodel. */
  description: z.string().nullable(),
  vin: z.string().nullable(),
  plate: z.string().nullable(),
  state: z.string().nullable(),
  /** The shop's customer record the quote names (issue 22); null for a typed name or none. */
  shopCustomerId: z.number().int().nullable(),
  shopCustomerFirst: z.string().nullable(),
  shopCustomerLast: z.string().nullable(),
});
export type WorksheetVehicleSummary = z.infer<typeof WorksheetVehicleSummarySchema>;

/**
 * GET /api/worksheet/rest/{id}: a quote of the current shop (404 for any other), with its lines
 * in the order they were added (kit components right after their summary). Totals are the sums
 * of the lines shown; totalCostOrder and formattedTotalCostOrder are null, and so is every
 * itemCost, when the shop hides costs. LABOR lines are left out for RO writer users. A quote is
 * submitted when it has both orderConfirmationNumber and orderSubmittedDatetime.
 */
/** A tax of the quote: its rate (percent) and amount. */
export const QuoteTaxSchema = z.object({ rate: z.number(), amount: z.number() });

export const WorksheetSchema = z.object({
  worksheetId: z.number().int(),
  /** The name the shop gave the quote (R-QUOTE-8); null when it has none. */
  name: z.string().nullable(),
  shopId: z.number().int(),
  status: WorksheetStatusSchema,
  submitted: z.boolean(),
  orderConfirmationNumber: z.string().nullable(),
  orderSubmittedDatetime: isoInstant.nullable(),
  /** The store the order went to (null while a quote). */
  storeId: z.number().int().nullable(),
  poNumber: z.string().nullable(),
  /** The order's garage bay and fleet ids (order attributes 4 and 10); null when none. */
  garageBayId: z.string().nullable(),
  fleetId: z.string().nullable(),
  createdDatetime: isoInstant,
  updatedDatetime: isoInstant,
  /** The vehicle shown as current, and every vehicle of the quote. */
  currentVehicle: WorksheetVehicleSummarySchema.nullable(),
  vehicles: z.array(WorksheetVehicleSummarySchema),
  items: z.array(WorksheetLineSchema),
  /** Lines, a kit counting once and warnings not at all. */
  totalItems: z.number().int(),
  /** The price total: what the shop charges its customer (parts, kits, labor, other). */
  totalPrice: z.number(),
  /** '$1,234.50'. */
  formattedTotalPrice: z.string(),
  /** The cost subtotal: what the shop pays the store (parts and kits); null under hideCosts. */
  totalCostOrder: z.number().nullable(),
  formattedTotalCostOrder: z.string().nullable(),
  hideCosts: z.boolean(),
  /**
   * The taxes the price total gains by the shop's agreement in force (issue 23; domain/
   * quote-taxes.ts): parts tax on every line but labor, labor tax on labor; null when the shop has
   * no such rate. totalWithTax is totalPrice with both.
   */
  partsTax: QuoteTaxSchema.nullable(),
  laborTax: QuoteTaxSchema.nullable(),
  totalWithTax: z.number(),
  /** The shop's labor rate in force (dollars an hour): a new labor line's default; null: none. */
  shopLaborRate: z.number().nullable(),
});
export type Worksheet = z.infer<typeof WorksheetSchema>;

/**
 * GET /api/worksheet/rest/enterprise/{id} (the entsearch variant): the same quote in the
 * enterprise naming: a header, details and totals. detailType is itemType, quantity is
 * userSpecifiedQuantity, unitCost / unitPrice are itemCost / customerPrice, catalogKey is
 * 'itemId_groupId' (product id, brand id).
 */
export const EnterpriseWorksheetSchema = z.object({
  worksheetHeader: z.object({
    worksheetHeaderId: z.number().int(),
    shopId: z.number().int(),
    status: WorksheetStatusSchema,
    submitted: z.boolean(),
    confirmationNumber: z.string().nullable(),
    submittedDatetime: isoInstant.nullable(),
    storeNumber: z.number().int().nullable(),
    poNumber: z.string().nullable(),
    createdDatetime: isoInstant,
    updatedDatetime: isoInstant,
    currentWorksheetVehicleId: z.number().int().nullable(),
  }),
  worksheetVehicles: z.array(WorksheetVehicleSummarySchema),
  worksheetDetails: z.array(
    z.object({
      worksheetDetailId: z.number().int(),
      parentWorksheetDetailId: z.number().int().nullable(),
      detailType: WorksheetItemTypeSchema,
      catalogKey: z.string().nullable(),
      lineCode: z.string().nullable(),
      partNumber: z.string().nullable(),
      brandName: z.string().nullable(),
      description: z.string(),
      quantity: z.number(),
      unitCost: z.number().nullable(),
      unitPrice: z.number().nullable(),
      extendedPrice: z.number(),
      productOrigin: ProductOriginSchema.nullable(),
      productOriginDetails: z.string().nullable(),
      prebuilt: z.boolean().nullable(),
      worksheetVehicleId: z.number().int().nullable(),
      storeNumber: z.number().int().nullable(),
      quantityOnHand: z.number().int().nullable(),
    }),
  ),
  /** The totals of GET /worksheet/rest/{id}: totalCost is its totalCostOrder. */
  totals: z.object({
    itemCount: z.number().int(),
    totalPrice: z.number(),
    formattedTotalPrice: z.string(),
    totalCost: z.number().nullable(),
    formattedTotalCost: z.string().nullable(),
  }),
});
export type EnterpriseWorksheet = z.infer<typeof EnterpriseWorksheetSchema>;

/**
 * POST /api/worksheet/rest/submit: orders the current quote.
 *
 * - worksheetId: the quote the caller means to order, which must be its current quote (another
 *   quote of the shop: 409 WORKSHEET_LOCKED; none: 404), so a quote changed in another tab is
 *   never ordered in its place.
 * - idempotencyKey (a UUID the client makes once per order attempt): the same key again, also two
 *   at once, answers the first result (200) and never places a second order. A key is bound to
 *   the user, the quote and the rest of the body: the same key from another user, for another
 *   quote or with any other field different answers 409 IDEMPOTENCY_KEY_REUSED (nothing ordered,
 *   nothing replayed). An attempt that failed keeps no claim: its key may be sent again.
 * - storeId: the store that fills the order, default the shop's home store; 404 unknown, 503
 *   STORE_DOWN when it is marked down.
 * - poNumber: checked against the company's PO preferences (required, mask, 22 characters): 400.
 * - garageBayId, fleetId: the order's garage bay and vehicle fleet ids, by the company's
 *   preferences (validation/order-attributes.ts): a required one left out, or one longer than 22
 *   characters, answers 400 naming it; one the company does not ask for is dropped.
 * - acknowledgeAvailability: availability is re-checked at submit; a PART line whose product the
 *   store has fewer of on hand than the quote needs answers 409 AVAILABILITY_CHANGED with those
 *   lines (unavailableLines), and nothing is ordered. Sending true orders anyway: the short lines
 *   come back in unavailableLines of the answer (backordered). A product the store does not carry
 *   at all (R-QUOTE-10) was never available, so it is no change: it never makes a 409, and it is
 *   ordered backordered and listed in unavailableLines (reason NOT_CARRIED).
 *
 * 409 WORKSHEET_LOCKED when the quote is already submitted (with another key) or locked; 422
 * WORKSHEET_EMPTY when it has no part to order. After a submit the user's current quote is a new
 * empty one.
 */
export const SubmitWorksheetBodySchema = z.strictObject({
  idempotencyKey: z.uuid(),
  worksheetId: dbId,
  storeId: dbId.optional(),
  poNumber: singleLineText().max(SUBMIT_PO_NUMBER_MAX_LENGTH).optional(),
  garageBayId: singleLineText().max(SUBMIT_PO_NUMBER_MAX_LENGTH).optional(),
  fleetId: singleLineText().max(SUBMIT_PO_NUMBER_MAX_LENGTH).optional(),
  acknowledgeAvailability: z.boolean().default(false),
});
export type SubmitWorksheetBody = z.input<typeof SubmitWorksheetBodySchema>;

/** A PART line the store cannot fill from stock. */
export const UnavailableLineSchema = z.object({
  worksheetDetailId: z.number().int(),
  productId: z.number().int(),
  lineCode: z.string().nullable(),
  partNumber: z.string().nullable(),
  description: z.string(),
  /** What the quote needs of the product (all its lines together). */
  quantityRequested: z.number(),
  /** On hand at the store now (0 when it does not carry it). */
  quantityOnHand: z.number().int(),
  storeId: z.number().int(),
  /**
   * R-QUOTE-10: SHORT, the store has fewer than needed; NOT_CARRIED, the store does not carry the
   * product at all (no stock row): never an availability change, always backordered.
   */
  reason: z.enum(['SHORT', 'NOT_CARRIED']),
});
export type UnavailableLine = z.infer<typeof UnavailableLineSchema>;

/** The 409 AVAILABILITY_CHANGED answer of submit. */
export const AvailabilityChangedSchema = z.object({
  code: z.literal('AVAILABILITY_CHANGED'),
  message: z.string(),
  unavailableLines: z.array(UnavailableLineSchema),
});
export type AvailabilityChanged = z.infer<typeof AvailabilityChangedSchema>;

/**
 * What submit answers, the same for every retry with the same idempotency key; the totals as the
 * caller sees them (the price total and cost subtotal of the full quote).
 */
export const SubmitWorksheetResultSchema = z.object({
  worksheetId: z.number().int(),
  orderConfirmationNumber: z.string(),
  orderSubmittedDatetime: isoInstant,
  storeId: z.number().int(),
  poNumber: z.string().nullable(),
  /** Absent from answers stored before issue 23: read as none. */
  garageBayId: z.string().nullable().default(null),
  fleetId: z.string().nullable().default(null),
  totalItems: z.number().int(),
  totalPrice: z.number(),
  formattedTotalPrice: z.string(),
  totalCostOrder: z.number().nullable(),
  formattedTotalCostOrder: z.string().nullable(),
  /** Lines ordered short (acknowledged); empty when the store had everything. */
  unavailableLines: z.array(UnavailableLineSchema),
  /** The user's new, empty current quote. */
  newWorksheetId: z.number().int(),
});
export type SubmitWorksheetResult = z.infer<typeof SubmitWorksheetResultSchema>;

/** How many recent=true answers at most, and how far back it looks. */
export const RECENT_WORKSHEETS = { max: 25, days: 30 } as const;

const booleanText = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * GET /api/worksheet/rest/search: the current shop's quotes and orders (not empty quotes: those
 * without lines), newest first (by submitted time for orders, last change for quotes).
 * keywords: every word must match one of quote name, confirmation number, PO number, customer name, vehicle
 * (year, make, model, VIN, plate), line code or part number (case-insensitive, part of the text).
 * searchType QUOTE (open or locked), ORDER (submitted) or ALL (default). startDate / endDate
 * (YYYY-MM-DD, inclusive, UTC; 1900-01-01 to 9999-12-31, validation/dates.ts) bound that date.
 * customerId: only that customer's (issue 22). recent=true: the newest 25 of the last 30 days. page (from 0) and size (default 25, at most 100).
 */
export const WorksheetSearchQuerySchema = z
  .strictObject({
    keywords: singleLineText().max(QUOTE_SEARCH_KEYWORDS_MAX_LENGTH).optional(),
    searchType: z.enum(WORKSHEET_SEARCH_TYPES).default('ALL'),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    recent: booleanText.default(false),
    /** Only the quotes and orders of this customer of the shop (issue 22). */
    customerId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
    page: z.coerce.number().int().min(0).max(QUOTE_SEARCH_PAGING.maxPage).default(0),
    size: z.coerce.number().int().min(1).max(QUOTE_SEARCH_PAGING.maxSize).default(25),
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    message: 'startDate must not be after endDate',
    path: ['endDate'],
  });
export type WorksheetSearchQuery = z.input<typeof WorksheetSearchQuerySchema>;

export const WorksheetSearchRowSchema = z.object({
  worksheetId: z.number().int(),
  /** The name the shop gave the quote (R-QUOTE-8); null when it has none. */
  name: z.string().nullable(),
  status: WorksheetStatusSchema,
  submitted: z.boolean(),
  orderConfirmationNumber: z.string().nullable(),
  orderSubmittedDatetime: isoInstant.nullable(),
  poNumber: z.string().nullable(),
  createdDatetime: isoInstant,
  updatedDatetime: isoInstant,
  /** Who started the quote. */
  userId: z.number().int(),
  customerName: z.string().nullable(),
  /** The shop's customer record the quote names (issue 22); null for a typed name or none. */
  customerId: z.number().int().nullable(),
  /**
   * The newest approval link's state (quote-approval.ts): sent, viewed, approved n of m,
   * declined...; null when the quote was never sent to the customer.
   */
  approval: z
    .object({
      state: z.enum(APPROVAL_STATES),
      approvedCount: z.number().int(),
      lineCount: z.number().int(),
    })
    .nullable(),
  vehicleDescription: z.string().nullable(),
  totalItems: z.number().int(),
  /** The price total as the caller sees it (the full quote's totalPrice). */
  totalPrice: z.number(),
  formattedTotalPrice: z.string(),
});
export type WorksheetSearchRow = z.infer<typeof WorksheetSearchRowSchema>;

export const WorksheetSearchResultSchema = z.object({
  content: z.array(WorksheetSearchRowSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
});
export type WorksheetSearchResult = z.infer<typeof WorksheetSearchResultSchema>;

/** GET /api/worksheet/rest/status?confirmationNumber: an order of the current shop (404 otherwise). */
export const OrderStatusQuerySchema = z.strictObject({
  confirmationNumber: singleLineText().min(1).max(ORDER_CONFIRMATION_NUMBER_MAX_LENGTH),
});
export type OrderStatusQuery = z.input<typeof OrderStatusQuerySchema>;

export const ORDER_STATUSES = ['SUBMITTED'] as const;

export const OrderStatusSchema = z.object({
  orderConfirmationNumber: z.string(),
  orderSubmittedDatetime: isoInstant,
  /** SUBMITTED: the store has it (fulfilment states come with store integration). */
  orderStatus: z.enum(ORDER_STATUSES),
  worksheetId: z.number().int(),
  storeId: z.number().int().nullable(),
  poNumber: z.string().nullable(),
  garageBayId: z.string().nullable(),
  fleetId: z.string().nullable(),
  totalItems: z.number().int(),
  /** The price total as the caller sees it (the full quote's totalPrice). */
  totalPrice: z.number(),
  formattedTotalPrice: z.string(),
});
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
