import { z } from 'zod';

// Brands (issue 25 part 4): our product lines, each known at the counter by its three-letter line
// code, to browse by (a brand, then the part types it makes) and to narrow results by (the
// results page's brand filter, `?brand=` with line codes).

/** A line code as the catalog writes it: letters and digits, upper case (BRK, AC1). */
export const LINE_CODE_PATTERN = /^[A-Z0-9]{2,5}$/;

/** ?lineCode=BRK (case ignored): also the part types that brand makes. */
export const BrandsQuerySchema = z.object({
  lineCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(LINE_CODE_PATTERN, 'A line code is 2 to 5 letters or digits.')
    .optional(),
});
export type BrandsQuery = z.input<typeof BrandsQuerySchema>;

export const BrandSchema = z.object({
  lineCode: z.string(),
  name: z.string(),
  /** Products of the brand in the catalog (kits included). */
  productCount: z.number().int(),
  /** Part types it makes. */
  partTypeCount: z.number().int(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const BrandPartTypeSchema = z.object({
  partTypeId: z.string(),
  partTypeName: z.string(),
  /** The category it is under in the all-part-types tree ('Brakes'), in the caller's language. */
  categoryName: z.string().nullable(),
  /** Products of the brand of this part type. */
  count: z.number().int(),
  /** It fits by vehicle: its parts are shown for the current vehicle only. */
  applicationPartType: z.boolean(),
});
export type BrandPartType = z.infer<typeof BrandPartTypeSchema>;

/**
 * GET /api/parttypes/brands: every brand of the catalog by name; with ?lineCode, `brand` is that
 * brand with the part types it makes, by category then name (404 for a line code of none).
 */
export const BrandsResponseSchema = z.object({
  brands: z.array(BrandSchema),
  brand: BrandSchema.extend({ partTypes: z.array(BrandPartTypeSchema) }).nullable(),
});
export type BrandsResponse = z.infer<typeof BrandsResponseSchema>;
