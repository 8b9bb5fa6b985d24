import { z } from 'zod';
import { partNumberKey } from '../domain/part-number';
import { singleLineText } from '../validation/free-text';
import { INTERCHANGE_NUMBER_MIN_KEY, PART_NUMBER_MAX_LENGTH } from '../validation/limits';
import { ItemNumberMatchSchema } from './catalog-search';

// Part interchange (/interchange, issue 25 part 1): any part number (another brand's, an OE
// number, one of ours, with or without dashes and spaces) to our equivalents.

/** How a product answers a number in the part interchange (InterchangeReferenceSchema). */
export const INTERCHANGE_KINDS = ['OWN', 'SUPERSEDED', 'OE', 'COMPETITOR', 'EQUIVALENT'] as const;
export type InterchangeKind = (typeof INTERCHANGE_KINDS)[number];

/** Equivalents answered at most, the closest references first. */
export const INTERCHANGE_RESULTS_MAX = 30;

/**
 * GET /api/catalog/interchange?number=: the number as typed; compared as partNumberKey has it
 * ('bl3z 2001-a' is BL3Z2001A), so it must keep at least INTERCHANGE_NUMBER_MIN_KEY letters or
 * digits.
 */
export const InterchangeQuerySchema = z.object({
  number: singleLineText()
    .max(PART_NUMBER_MAX_LENGTH)
    .refine((value) => partNumberKey(value).length >= INTERCHANGE_NUMBER_MIN_KEY, {
      message: 'interchange:numberShort',
    }),
});
export type InterchangeQuery = z.input<typeof InterchangeQuerySchema>;

/**
 * How a product answers the number: OWN, it is our part number; OE, the vehicle maker's number
 * for the part it replaces; COMPETITOR, another brand's number for the same part; SUPERSEDED, a
 * former number of ours, now this product; EQUIVALENT, it shares an OE or competitor number with
 * the product of ours the number is (the reference names that shared number).
 */
export const InterchangeReferenceSchema = z.object({
  kind: z.enum(INTERCHANGE_KINDS),
  /** Whose number it is: the vehicle maker (OE), the other brand, or our brand's name. */
  source: z.string(),
  /** The number as its maker prints it. */
  number: z.string(),
});
export type InterchangeReference = z.infer<typeof InterchangeReferenceSchema>;

export const InterchangeResultSchema = z.object({
  reference: InterchangeReferenceSchema,
  /** The product: price (costs hidden under hideCosts), stock at the home store, fit. */
  product: ItemNumberMatchSchema,
});
export type InterchangeResult = z.infer<typeof InterchangeResultSchema>;

export const InterchangeResponseSchema = z.object({
  /** The number as compared (partNumberKey). */
  numberKey: z.string(),
  /** OWN first, then SUPERSEDED, OE, COMPETITOR, EQUIVALENT; within each by brand, part number. */
  results: z.array(InterchangeResultSchema),
});
export type InterchangeResponse = z.infer<typeof InterchangeResponseSchema>;
