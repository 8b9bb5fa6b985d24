import { z } from 'zod';
import { TRACKING_MAX_PRODUCTS } from '../domain/tracking';
import { epochMillisSchema } from '../validation/dates';
import { singleLineText } from '../validation/free-text';
import {
  INT4_MAX,
  INT4_MIN,
  PART_TYPE_ID_MAX_LENGTH,
  SEARCH_TERM_MAX_LENGTH,
  TRACKING_LIMITS,
} from '../validation/limits';

// Usage tracking (R-TRACK-1..3): beacons the web app sends while a user looks up
// parts, to POST /api/tracking/{lookup,results}/{summary,details,attributes}?token=<tracking token>.
// The token comes from GET /api/current/static (usageTracking.auth); '' means tracking is off.

/** The five beacons, as stored in usage_events.kind. */
export const USAGE_EVENT_KINDS = [
  'LOOKUP_SUMMARY',
  'LOOKUP_DETAILS',
  'LOOKUP_ATTRIBUTES',
  'RESULTS_SUMMARY',
  'RESULTS_DETAILS',
] as const;
export type UsageEventKind = (typeof USAGE_EVENT_KINDS)[number];

/** R-TRACK-1, R-TRACK-3: what the user did with a product of the results. */
export const QUOTE_PRODUCT_STATES = [
  'ADD_TO_INVOICE',
  'REM_FROM_INVOICE',
  'VW_DETAILS',
  'LOOKUP',
] as const;
export type QuoteProductState = (typeof QUOTE_PRODUCT_STATES)[number];

// Zod-free (domain/tracking.ts), so a web page can read it without loading the schemas.
export { TRACKING_MAX_PRODUCTS } from '../domain/tracking';
/** Most bytes of one beacon body; the server refuses bigger ones with 413. */
export const TRACKING_MAX_BODY_BYTES = 64 * 1024;

const TOKEN_MAX_LENGTH = 2048;
const intId = z.number().int().min(INT4_MIN).max(INT4_MAX);
const partTypeId = singleLineText().min(1).max(PART_TYPE_ID_MAX_LENGTH);

/**
 * `?token=`: the tracking token. Optional here so that a missing token answers 401 (like a missing
 * bearer token elsewhere), not 400.
 */
export const TrackingTokenQuerySchema = z.strictObject({
  token: singleLineText().max(TOKEN_MAX_LENGTH).optional(),
});
export type TrackingTokenQuery = z.infer<typeof TrackingTokenQuerySchema>;

/** The vehicle the lookup was for; all null for a lookup without a vehicle (universal parts). */
export const TrackedVehicleIdsSchema = z.strictObject({
  baseVehicleId: intId.nullable(),
  engineId: intId.nullable(),
  /** -99 is the catalog's "no submodel". */
  submodelId: intId.nullable(),
});
export type TrackedVehicleIds = z.infer<typeof TrackedVehicleIdsSchema>;

/** R-TRACK-3: per product of a usage-tracking record. */
export const TrackedProductSchema = z.strictObject({
  partId: intId,
  legacyPartId: singleLineText().max(TRACKING_LIMITS.legacyPartId).nullable(),
  partTypeId,
  parentPartTypeId: partTypeId.nullable(),
  /** On hand at the home store; null when the store does not carry it. */
  localQuantityOnHand: z.number().int().min(0).max(TRACKING_LIMITS.localQuantityOnHand).nullable(),
  stocking: z.boolean(),
});
export type TrackedProduct = z.infer<typeof TrackedProductSchema>;

/**
 * What every beacon carries: the lookup's uuid and start time (epoch ms) from session storage,
 * how the lookup was made (an upper-case word such as PART_TYPE, KEYWORD, PART_NUMBER, VIN) and
 * the vehicle.
 */
const trackingBase = {
  uuid: z.uuid(),
  // 2000-01-01 .. 2100-01-01: anything else is a broken clock, not a lookup.
  timestamp: epochMillisSchema({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
  lookupType: z.string().regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'An upper-case word'),
  vehicleIds: TrackedVehicleIdsSchema,
};

const products = z.array(TrackedProductSchema).max(TRACKING_MAX_PRODUCTS);

/** POST /api/tracking/lookup/summary: a lookup was made (the search term when typed). */
export const LookupSummaryBeaconSchema = z.strictObject({
  ...trackingBase,
  searchTerm: singleLineText().max(SEARCH_TERM_MAX_LENGTH).nullable(),
});
export type LookupSummaryBeacon = z.infer<typeof LookupSummaryBeaconSchema>;

/** POST /api/tracking/lookup/details: the part types the lookup asked for. */
export const LookupDetailsBeaconSchema = z.strictObject({
  ...trackingBase,
  partTypes: z
    .array(z.strictObject({ partTypeId, parentPartTypeId: partTypeId.nullable() }))
    .max(TRACKING_MAX_PRODUCTS),
});
export type LookupDetailsBeacon = z.infer<typeof LookupDetailsBeaconSchema>;

/** POST /api/tracking/lookup/attributes: the attribute questions answered for the lookup. */
export const LookupAttributesBeaconSchema = z.strictObject({
  ...trackingBase,
  attributes: z
    .array(z.strictObject({ attributeId: intId, partTypeId, valueId: intId }))
    .max(TRACKING_MAX_PRODUCTS),
});
export type LookupAttributesBeacon = z.infer<typeof LookupAttributesBeaconSchema>;

/** POST /api/tracking/results/summary: the results shown (their count, and the products). */
export const ResultsSummaryBeaconSchema = z.strictObject({
  ...trackingBase,
  resultCount: z.number().int().min(0).max(TRACKING_LIMITS.resultCount),
  products,
});
export type ResultsSummaryBeacon = z.infer<typeof ResultsSummaryBeaconSchema>;

/** POST /api/tracking/results/details: what the user did with products of the results. */
export const ResultsDetailsBeaconSchema = z.strictObject({
  ...trackingBase,
  state: z.enum(QUOTE_PRODUCT_STATES),
  products: products.min(1),
});
export type ResultsDetailsBeacon = z.infer<typeof ResultsDetailsBeaconSchema>;

/** The record of each beacon kind. */
export const TRACKING_BEACON_SCHEMAS = {
  LOOKUP_SUMMARY: LookupSummaryBeaconSchema,
  LOOKUP_DETAILS: LookupDetailsBeaconSchema,
  LOOKUP_ATTRIBUTES: LookupAttributesBeaconSchema,
  RESULTS_SUMMARY: ResultsSummaryBeaconSchema,
  RESULTS_DETAILS: ResultsDetailsBeaconSchema,
} as const satisfies Record<UsageEventKind, z.ZodType>;

export type TrackingBeacon = {
  [K in UsageEventKind]: z.infer<(typeof TRACKING_BEACON_SCHEMAS)[K]>;
};

/** What the web app keeps for the lookup under way and adds to every beacon of it. */
export type TrackedLookup = Pick<
  TrackingBeacon[UsageEventKind],
  'uuid' | 'timestamp' | 'lookupType' | 'vehicleIds'
>;

/** What a caller fills in: the beacon without the fields of the lookup under way. */
export type TrackingRecord<K extends UsageEventKind> = Omit<TrackingBeacon[K], keyof TrackedLookup>;
