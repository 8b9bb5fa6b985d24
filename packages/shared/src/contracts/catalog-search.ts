import { z } from 'zod';
import {
  CATALOG_TAB_ORIGINS,
  FIT_COMPATIBILITY,
  KIT_TYPES,
  PART_TYPE_SEARCH_MAX,
  PLATFORM_IDS,
  TYPEAHEAD,
} from '../domain/constants';
import { cleanSearchQuery } from '../domain/search-query';
import { singleLineText } from '../validation/free-text';
import { INT4_MAX, PART_TYPE_ID_MAX_LENGTH, SEARCH_TERM_MAX_LENGTH } from '../validation/limits';

// Typeahead, preprocess and part type calls (R-SEARCH-1..3, R-SEARCH-6).

const PartTypeIdSchema = singleLineText()
  .min(1)
  .max(PART_TYPE_ID_MAX_LENGTH)
  .describe('Part type id (leading zeros matter)');
const PlatformIdSchema = z.enum([PLATFORM_IDS.all, PLATFORM_IDS.mostPopular, PLATFORM_IDS.related]);

/** A query cleaned by cleanSearchQuery that must keep at least TYPEAHEAD.minChars characters. */
const CleanQuerySchema = singleLineText()
  .max(SEARCH_TERM_MAX_LENGTH)
  .transform(cleanSearchQuery)
  .pipe(z.string().min(TYPEAHEAD.minChars, 'Type at least one character'));

export const TypeaheadV3QuerySchema = z.object({
  query: CleanQuerySchema,
  suggestionType: z.enum(['PART_TYPE']).optional(),
});

export const TypeaheadLegacyQuerySchema = z.object({
  query: CleanQuerySchema,
  entSearchEnabled: z.enum(['true', 'false']).optional(),
});

/** A part type suggestion (R-SEARCH-1, R-SEARCH-3, typeahead result). */
export const TypeaheadPartTypeSchema = z.object({
  displayName: z.string(),
  type: z.literal('PART_TYPE'),
  partTypeId: PartTypeIdSchema,
  /** Its parent in the all-part-types tree; null for a category. */
  parentPartTypeId: z.string().nullable(),
  platform: PlatformIdSchema,
  /** Needs a vehicle: choosing it without one opens the vehicle selector first. */
  applicationPartType: z.boolean(),
  kits: z.boolean(),
  leaf: z.boolean(),
  /** How many other part types share its parent. */
  siblings: z.number().int().nonnegative(),
});
export type TypeaheadPartType = z.infer<typeof TypeaheadPartTypeSchema>;

/** A year make model suggestion from the vehicle catalog ('2013 Ford F-150'). */
export const TypeaheadVehicleSchema = z.object({
  displayName: z.string(),
  type: z.literal('VEHICLE'),
  baseVehicleId: z.number().int(),
  year: z.number().int(),
  makeId: z.number().int(),
  make: z.string(),
  modelId: z.number().int(),
  model: z.string(),
});
export type TypeaheadVehicle = z.infer<typeof TypeaheadVehicleSchema>;

/** The third result type: search for the text as typed. */
export const TypeaheadCustomQuerySchema = z.object({
  displayName: z.string(),
  type: z.literal('CUSTOM_SEARCH_QUERY'),
  query: z.string(),
});

export const TypeaheadResponseSchema = z.object({
  partTypes: z.array(TypeaheadPartTypeSchema),
  vehicles: z.array(TypeaheadVehicleSchema),
  customSearchQuery: TypeaheadCustomQuerySchema,
  /** The cleaned query the suggestions are for. */
  spelling: z.object({ searchBasis: z.string() }),
});
export type TypeaheadResponse = z.infer<typeof TypeaheadResponseSchema>;

export const PreprocessQuerySchema = z.object({
  query: CleanQuerySchema,
  shopId: z.coerce.number().int().positive().max(INT4_MAX),
});

/**
 * Whether a product fits the current vehicle of the caller's quote in the shop (R-SEARCH-7):
 * COMPATIBLE (a fitment row of the vehicle, or a universal part), INCOMPATIBLE (none), UNKNOWN
 * (no current vehicle, or it fits only an engine or submodel the vehicle does not say). Never a
 * guess: vehicle says which vehicle the answer is about.
 */
export const ProductFitSchema = z.object({
  compatibility: z.enum(FIT_COMPATIBILITY),
  /** The current vehicle ('2013 Ford F-150 3.5L V6'); null when there is none. */
  vehicle: z.string().nullable(),
  /** A universal part: it fits every vehicle. */
  universal: z.boolean(),
});
export type ProductFit = z.infer<typeof ProductFitSchema>;

export const ItemNumberMatchSchema = z.object({
  productId: z.number().int(),
  lineCode: z.string(),
  partNumber: z.string(),
  brandName: z.string(),
  description: z.string(),
  partTypeId: z.string(),
  /** The part type's name in the request's language (Accept-Language). */
  partTypeName: z.string(),
  /** A kit product (added with addkit); null for any other product. */
  kitType: z.enum(KIT_TYPES).nullable(),
  /** Null when the shop hides costs (hideCosts) or for no price; a kit's as its Add prices it. */
  cost: z.number().nullable(),
  listPrice: z.number().nullable(),
  customerPrice: z.number().nullable(),
  /** On hand at the shop's home store; quantityOnHand null: the store does not carry it. */
  homeStore: z.object({ storeId: z.number().int(), quantityOnHand: z.number().int().nullable() }),
  fit: ProductFitSchema,
});
export type ItemNumberMatch = z.infer<typeof ItemNumberMatchSchema>;

export const PreprocessResponseSchema = z.object({
  /**
   * The part type the query names exactly, by name or synonym, or by one with position words
   * around it ('brake pads front', 'pastillas de freno delanteras').
   */
  identifiedPartType: TypeaheadPartTypeSchema.nullable(),
  /**
   * The identified part type's positions the query names, as its products name them ('Front';
   * 'front' names both 'Front Left' and 'Front Right'): the results open narrowed to them. Empty
   * when it names none.
   */
  positions: z.array(z.string()),
  /** The product whose part number (upper case, no spaces, dashes or dots) equals the query. */
  itemNumberMatching: ItemNumberMatchSchema.nullable(),
  /**
   * The former number of ours the query is, as printed ('BS569W'), when itemNumberMatching is the
   * product that replaced it (issue 25); null when the query is a current part number or none.
   */
  supersededNumber: z.string().nullable(),
});
export type PreprocessResponse = z.infer<typeof PreprocessResponseSchema>;

/** A node of a part type list (most popular, drilldown, related, search). */
export const PartTypeNodeSchema = z.object({
  partTypeId: PartTypeIdSchema,
  partTypeName: z.string(),
  parentPartTypeId: z.string().nullable(),
  platformId: PlatformIdSchema,
  rank: z.number().int(),
  leaf: z.boolean(),
  kits: z.boolean(),
  applicationPartType: z.boolean(),
  universal: z.boolean(),
  popularityRank: z.number().int().nullable(),
});
export type PartTypeNode = z.infer<typeof PartTypeNodeSchema>;
export const PartTypeNodeListSchema = z.array(PartTypeNodeSchema);

export type PartTypeTreeNode = PartTypeNode & { children: PartTypeTreeNode[] };
export const PartTypeTreeNodeSchema: z.ZodType<PartTypeTreeNode> = PartTypeNodeSchema.extend({
  get children() {
    return z.array(PartTypeTreeNodeSchema);
  },
});
export const PartTypeTreeSchema = z.array(PartTypeTreeNodeSchema);

export const DrilldownQuerySchema = z.object({
  partTypeId: PartTypeIdSchema,
  platformId: PlatformIdSchema.default(PLATFORM_IDS.all),
});

export const RelatedPartTypesQuerySchema = z.object({ partTypeId: PartTypeIdSchema });

/** RANK (popularity) or NAME; the legacy rank and pt_name are accepted too. */
export const PART_TYPE_SEARCH_SORTS = ['RANK', 'NAME', 'rank', 'pt_name'] as const;

export const PartTypeSearchQuerySchema = z.object({
  query: CleanQuerySchema,
  /** 15 by default; -1 (legacy) and 60 (enterprise) mean all. */
  max: z.coerce
    .number()
    .int()
    .min(-1)
    .max(PART_TYPE_SEARCH_MAX.allEnterprise)
    .refine((n) => n !== 0, 'max is -1 or at least 1')
    .default(PART_TYPE_SEARCH_MAX.first),
  sort: z.enum(PART_TYPE_SEARCH_SORTS).default('RANK'),
});

/** A selected part type (R-SEARCH-1, R-SEARCH-3, part type selection). */
export const PartTypeSelectionSchema = z.object({
  id: z.number().int(),
  partTypeId: PartTypeIdSchema,
  lookupPartTypeId: PartTypeIdSchema,
  parentPartTypeId: z.string().nullable(),
  platformId: PlatformIdSchema,
  gaTabOrigin: z.enum(CATALOG_TAB_ORIGINS).nullable(),
  partTypeName: z.string(),
  description: z.string(),
  kits: z.boolean(),
  applicationPartType: z.boolean(),
  universal: z.boolean(),
});
export type PartTypeSelection = z.infer<typeof PartTypeSelectionSchema>;
export const PartTypeSelectionListSchema = z.array(PartTypeSelectionSchema);

export const SelectPartTypeBodySchema = z.strictObject({
  partTypeId: PartTypeIdSchema,
  platformId: PlatformIdSchema.default(PLATFORM_IDS.all),
  gaTabOrigin: z.enum(CATALOG_TAB_ORIGINS).optional(),
});
export type SelectPartTypeBody = z.infer<typeof SelectPartTypeBodySchema>;

export const DeselectPartTypeQuerySchema = z.object({ partTypeId: PartTypeIdSchema });

// The remaining part type calls of the spec (issue 25 part 4): v2/drilldown, search, node/v2/resolved
// and node/resolve/leaf, over the all-part-types tree (platform 05), named in the caller's language.

/** Where a node sits: the nodes above it, the category first. */
export const PartTypePathSchema = z.array(
  z.object({ partTypeId: z.string(), partTypeName: z.string() }),
);
export type PartTypePath = z.infer<typeof PartTypePathSchema>;

/** Leaf part types answered at most by node/v2/resolved. */
export const RESOLVED_LEAVES_MAX = 200;

/** ?partTypeId (none: the categories). */
export const DrilldownV2QuerySchema = z.object({ partTypeId: PartTypeIdSchema.optional() });

/**
 * GET /parttypes/v2/drilldown: a node of the tree with its path and its children, each child with
 * the leaf part types under it (1 for a leaf); without a node, the categories.
 */
export const DrilldownV2ResponseSchema = z.object({
  node: PartTypeNodeSchema.nullable(),
  path: PartTypePathSchema,
  children: z.array(PartTypeNodeSchema.extend({ leafCount: z.number().int() })),
});
export type DrilldownV2Response = z.infer<typeof DrilldownV2ResponseSchema>;

/** ?query&max (1 to 60, 15 unless given). */
export const PartTypeSearchV2QuerySchema = z.object({
  query: CleanQuerySchema,
  max: z.coerce.number().int().min(1).max(PART_TYPE_SEARCH_MAX.allEnterprise).default(15),
});

/**
 * GET /parttypes/search: the part types and the categories whose names or synonyms match, best
 * first (the typeahead's order), each with its path, so a result reads 'Brakes > Disc Brake Pad'.
 */
export const PartTypeSearchV2ResponseSchema = z.object({
  query: z.string(),
  results: z.array(PartTypeNodeSchema.extend({ path: PartTypePathSchema })),
});
export type PartTypeSearchV2Response = z.infer<typeof PartTypeSearchV2ResponseSchema>;

export const PartTypeNodeQuerySchema = z.object({ partTypeId: PartTypeIdSchema });

/**
 * GET /parttypes/node/v2/resolved: what a node stands for, the leaf part types under it (itself
 * for a leaf), by name, at most RESOLVED_LEAVES_MAX (truncated says when there were more).
 */
export const ResolvedNodeResponseSchema = z.object({
  node: PartTypeNodeSchema,
  path: PartTypePathSchema,
  leaves: PartTypeNodeListSchema,
  truncated: z.boolean(),
});
export type ResolvedNodeResponse = z.infer<typeof ResolvedNodeResponseSchema>;

/**
 * GET /parttypes/node/resolve/leaf: a leaf part type with its path; 404 for an unknown part type
 * and for a category or subcategory (as the parts lookup answers them).
 */
export const ResolvedLeafResponseSchema = z.object({
  node: PartTypeNodeSchema,
  path: PartTypePathSchema,
});
export type ResolvedLeafResponse = z.infer<typeof ResolvedLeafResponseSchema>;
