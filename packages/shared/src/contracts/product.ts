import { z } from 'zod';
import {
  FIT_COMPATIBILITY,
  KIT_TYPES,
  PART_SELECTION_MAX_VARIANT,
  SORT_VALUES,
} from '../domain/constants';
import { fitmentAttributeOf, isAnswerValue, LOOKUP_ANSWERS_MAX } from '../domain/fitment-questions';
import { singleLineText } from '../validation/free-text';
import {
  INT4_MAX,
  PART_TYPE_ID_MAX_LENGTH,
  PRODUCT_LOCATIONS_MAX_PRODUCTS,
} from '../validation/limits';

// Part lookup: the products that fit the current vehicle for the selected part types, their
// availability at the home store and nearby stores, and their extra information (R-PART-5,
// R-PART-6; issue 4 item 3).

const dbId = z.coerce.number().int().positive().max(INT4_MAX);
const PartTypeIdSchema = singleLineText().min(1).max(PART_TYPE_ID_MAX_LENGTH);

/** A query value given once or several times (?partTypeId=1896&partTypeId=1684) or comma separated. */
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) =>
      value === undefined
        ? undefined
        : (Array.isArray(value) ? value : [value]).flatMap((v) =>
            typeof v === 'string' ? v.split(',').filter((s) => s.length > 0) : [v],
          ),
    z.array(item).min(1).max(max),
  );

/**
 * An answer of this lookup to a non-retained question (the position), as the lookup memory keeps
 * it: `partTypeId:attributeId:valueId` ('00011:10101:1', Front pads; valueId -99: show all).
 */
export const LookupAnswerParamSchema = singleLineText()
  .max(PART_TYPE_ID_MAX_LENGTH + 24)
  .regex(/^[^:]+:\d{1,9}:-?\d{1,9}$/, 'Not partTypeId:attributeId:valueId')
  .transform((text) => {
    const [partTypeId, attributeId, valueId] = text.split(':') as [string, string, string];
    return { partTypeId, attributeId: Number(attributeId), valueId: Number(valueId) };
  })
  .refine(
    (a) =>
      fitmentAttributeOf(a.attributeId)?.retained === false &&
      isAnswerValue(a.attributeId, a.valueId),
    'Not an answer of a lookup question',
  );

/**
 * GET /api/catalog/products: the products of the given part types (default: the user's selected
 * part types, node/selected) that fit the current vehicle of the current quote, narrowed by its
 * engine and submodel when it has them; universal part types fit every vehicle. sort: PRICE (lowest
 * first, no price last), AVAILABILITY (most on hand at the home store first), ASCENDING /
 * DESCENDING (brand then part number), SCORE (default: the part type's popularity, then what shops
 * picked (search signals: looked at, added, ordered; this shop's twice), then in stock first, then
 * brand). 409 NO_CURRENT_VEHICLE when an application part type is asked for without a
 * vehicle. Fitment questions (domain/fitment-questions.ts): the vehicle's retained answers and this
 * lookup's `answer`s leave out the products they do not fit; what still splits a part type's
 * products is asked in `questions`.
 */
export const ProductLookupQuerySchema = z.object({
  partTypeId: listOf(PartTypeIdSchema, PART_SELECTION_MAX_VARIANT).optional(),
  sort: z.enum(SORT_VALUES).default('SCORE'),
  answer: listOf(LookupAnswerParamSchema, LOOKUP_ANSWERS_MAX).optional(),
});
export type ProductLookupQuery = z.input<typeof ProductLookupQuerySchema>;

/** A value of an attribute a product's fit or place depends on (Front, 4WD, ...). */
export const QualifierSchema = z.object({
  attributeId: z.number().int(),
  valueId: z.number().int(),
});

/** Stock of a product at one store; quantityOnHand null: the store does not carry it. */
export const StoreAvailabilitySchema = z.object({
  storeId: z.number().int(),
  quantityOnHand: z.number().int().nullable(),
});
export type StoreAvailability = z.infer<typeof StoreAvailabilitySchema>;

/**
 * One product of a lookup. cost is null when the shop hides costs (hideCosts) or for no price. A
 * kit's cost and customerPrice are what the catalog's Add puts on the quote per kit
 * (kitUnitPrices of domain/quote-totals.ts with CATALOG_KIT_PREBUILT: its components sourced),
 * null when a component has none.
 */
export const LookupProductSchema = z.object({
  productId: z.number().int(),
  lineCode: z.string(),
  brandName: z.string(),
  partNumber: z.string(),
  description: z.string(),
  partTypeId: z.string(),
  partTypeName: z.string(),
  cost: z.number().nullable(),
  listPrice: z.number().nullable(),
  customerPrice: z.number().nullable(),
  /** A kit product (BRAKE C4577 or AC C4576): added with addkit, not addproduct. */
  kitType: z.enum(KIT_TYPES).nullable(),
  /** What the fit depends on beyond the base vehicle ('3.5L V6 Gas', 'EX'); null: any. */
  fitNote: z.string().nullable(),
  /**
   * Where on the vehicle it goes ('Front', 'Rear Left'), in English as the catalog names it, for
   * part types that have positions; null otherwise. The page narrows and labels by it.
   */
  position: z.string().nullable(),
  /** What its fit or place depends on beyond engine and submodel (position, drive type, ...). */
  qualifiers: z.array(QualifierSchema),
  /**
   * Its fit to the current vehicle and the answers (shared domain/fit.ts fitCompatibility):
   * UNKNOWN when the engine or submodel it needs is not said, or a retained question it depends on
   * is unanswered or answered 'Don't know or show all'.
   */
  fit: z.enum(FIT_COMPATIBILITY),
  homeStore: StoreAvailabilitySchema,
});
export type LookupProduct = z.infer<typeof LookupProductSchema>;

/**
 * A question the results ask (domain/fitment-questions.ts questionsOf): retained ones once for the
 * vehicle (partTypeId null), the others per part type; each choice with how many products have it.
 */
export const FitmentQuestionSchema = z.object({
  attributeId: z.number().int(),
  partTypeId: z.string().nullable(),
  retained: z.boolean(),
  choices: z.array(z.object({ valueId: z.number().int(), count: z.number().int() })),
});
export type FitmentQuestionView = z.infer<typeof FitmentQuestionSchema>;

/** An answer applied: the vehicle's (retained, partTypeId null) or this lookup's. */
export const FitmentAnswerSchema = z.object({
  attributeId: z.number().int(),
  partTypeId: z.string().nullable(),
  valueId: z.number().int(),
});

export const ProductLookupResponseSchema = z.object({
  /** The vehicle the products fit; null when only universal part types were asked for. */
  vehicle: z
    .object({
      baseVehicleId: z.number().int(),
      description: z.string(),
    })
    .nullable(),
  partTypes: z.array(
    z.object({
      partTypeId: z.string(),
      partTypeName: z.string(),
      /** How many of the products are of this part type. */
      count: z.number().int(),
    }),
  ),
  homeStoreId: z.number().int(),
  hideCosts: z.boolean(),
  sort: z.enum(SORT_VALUES),
  products: z.array(LookupProductSchema),
  /** What still splits the products; empty when nothing does. */
  questions: z.array(FitmentQuestionSchema),
  /** The answers the products were narrowed by: the vehicle's, then this lookup's. */
  answers: z.array(FitmentAnswerSchema),
});
/**
 * GET /api/attributes/questions/retain and /nonretain: the questions a lookup of these part types
 * (and answers) asks, the vehicle's (retained) or this lookup's (non-retained), with the answers
 * already given; the same as the lookup's `questions` and `answers`.
 */
export const AttributeQuestionsQuerySchema = ProductLookupQuerySchema.pick({
  partTypeId: true,
  answer: true,
});
export const AttributeQuestionsResponseSchema = ProductLookupResponseSchema.pick({
  questions: true,
  answers: true,
});
export type AttributeQuestionsResponse = z.infer<typeof AttributeQuestionsResponseSchema>;

export type ProductLookupResponse = z.infer<typeof ProductLookupResponseSchema>;

/**
 * POST /api/product/multipleLocationDetailsForOPP: availability of products at the home store and
 * the nearby stores (stores with a location within NEARBY_STORE_RADIUS_MILES of the home store,
 * nearest first, at most NEARBY_STORE_LIMIT).
 */
export const MultipleLocationDetailsBodySchema = z.strictObject({
  productIds: z.array(dbId).min(1).max(PRODUCT_LOCATIONS_MAX_PRODUCTS),
});
export type MultipleLocationDetailsBody = z.input<typeof MultipleLocationDetailsBodySchema>;

export const NEARBY_STORE_RADIUS_MILES = 60;
export const NEARBY_STORE_LIMIT = 5;

export const LocationStoreSchema = z.object({
  storeId: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  phone: z.string().nullable(),
  /** Distance from the home store in miles (one decimal); 0 for the home store. */
  distanceMiles: z.number().nullable(),
  home: z.boolean(),
});

export const MultipleLocationDetailsResponseSchema = z.object({
  /** The home store first, then the nearby stores nearest first. */
  stores: z.array(LocationStoreSchema),
  products: z.array(
    z.object({
      productId: z.number().int(),
      /** One entry per store of `stores`, in the same order. */
      availability: z.array(StoreAvailabilitySchema),
    }),
  ),
});
export type MultipleLocationDetailsResponse = z.infer<typeof MultipleLocationDetailsResponseSchema>;

/** At most this many fitted vehicles are listed in a product's details (fitsVehicles is all). */
export const FITTED_VEHICLES_LISTED = 100;

/** GET /api/product/extraInfo?productId: what the product details show beyond the lookup line. */
export const ProductExtraInfoQuerySchema = z.object({ productId: dbId });

export const ProductExtraInfoResponseSchema = z.object({
  productId: z.number().int(),
  lineCode: z.string(),
  brandName: z.string(),
  partNumber: z.string(),
  description: z.string(),
  partTypeId: z.string(),
  partTypeName: z.string(),
  /** Specifications as label and value, in the caller's language. */
  attributes: z.array(z.object({ label: z.string(), value: z.string() })),
  /** A kit's components with the quantity one kit holds; empty for other products. */
  kitComponents: z.array(
    z.object({
      productId: z.number().int(),
      lineCode: z.string(),
      partNumber: z.string(),
      description: z.string(),
      quantity: z.number().int(),
    }),
  ),
  /** How many base vehicles it fits (0 for a universal part). */
  fitsVehicles: z.number().int(),
  /**
   * The first FITTED_VEHICLES_LISTED of them, newest year first, then make and model; fitNote
   * names the engines and submodels the fit is limited to on that vehicle (null: any).
   */
  vehicles: z.array(
    z.object({
      baseVehicleId: z.number().int(),
      year: z.number().int(),
      make: z.string(),
      model: z.string(),
      fitNote: z.string().nullable(),
    }),
  ),
});
export type ProductExtraInfoResponse = z.infer<typeof ProductExtraInfoResponseSchema>;
