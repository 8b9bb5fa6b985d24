import { z } from 'zod';
import { PART_SELECTION_MAX_VARIANT } from '../domain/constants';
import { singleLineText } from '../validation/free-text';
import { PART_TYPE_ID_MAX_LENGTH } from '../validation/limits';
import { LookupProductSchema } from './product';

// Related parts (issue 25 part 4): the part types bought with the ones on the results page (pads:
// rotors, hardware; an oil filter: oil), learned from the orders of every shop, with the catalog's
// related part types as the prior of a new catalog; each with its best part for the current
// vehicle, added with product origin CROSS_SELL_PT_PRODUCT.

/** Related part types answered at most. */
export const CROSS_SELL_MAX = 5;

/**
 * How much the catalog's related list counts against orders: its first related part type is worth
 * this many orders, the next one fewer, down to 1. A few orders of another pair outrank it.
 */
export const CROSS_SELL_PRIOR_ORDERS = 3;

const PartTypeIdSchema = singleLineText().min(1).max(PART_TYPE_ID_MAX_LENGTH);

/** ?partTypeId=01101&partTypeId=01102 (or comma separated): the part types of the results. */
export const CrossSellQuerySchema = z.object({
  partTypeId: z.preprocess(
    (value) =>
      value === undefined
        ? undefined
        : (Array.isArray(value) ? value : [value]).flatMap((v) =>
            typeof v === 'string' ? v.split(',').filter((s) => s.length > 0) : [v],
          ),
    z.array(PartTypeIdSchema).min(1).max(PART_SELECTION_MAX_VARIANT),
  ),
});
export type CrossSellQuery = z.input<typeof CrossSellQuerySchema>;

export const CrossSellPartTypeSchema = z.object({
  partTypeId: z.string(),
  partTypeName: z.string(),
  /** Orders (of every shop) that held one of the asked part types and this one. */
  orders: z.number().int(),
  /** The catalog names it related to one of the asked part types (the prior). */
  related: z.boolean(),
  /**
   * Its best part for the current vehicle (the parts lookup's SCORE: in stock first; no kit);
   * null when none fits, or when it needs a vehicle and none is chosen.
   */
  product: LookupProductSchema.nullable(),
});
export type CrossSellPartType = z.infer<typeof CrossSellPartTypeSchema>;

/**
 * GET /api/parttypes/crossSellPartTypes: at most CROSS_SELL_MAX part types, by orders plus the
 * prior, then the catalog's rank; the asked ones left out. 404 for a part type that is no leaf.
 */
export const CrossSellResponseSchema = z.object({
  homeStoreId: z.number().int(),
  hideCosts: z.boolean(),
  partTypes: z.array(CrossSellPartTypeSchema),
});
export type CrossSellResponse = z.infer<typeof CrossSellResponseSchema>;
