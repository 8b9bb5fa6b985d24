// The Account Dashboard's values without zod (issue 23 part 3): pages import them without
// loading the schemas of ./company.ts, which re-exports them.

/** requestStatus: a manager asks (PENDING), support decides (APPROVED or DENIED). */
export const SHOP_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DENIED'] as const;
export type ShopRequestStatus = (typeof SHOP_REQUEST_STATUSES)[number];

/**
 * How customer prices follow the shop's agreement (domain/shop-pricing.ts): COST_PLUS, the part's
 * cost plus pricingPercent; LIST_MINUS, its list price less pricingPercent; LIST, the catalog's
 * customer price as it is.
 */
export const PRICING_METHODS = ['COST_PLUS', 'LIST_MINUS', 'LIST'] as const;
export type PricingMethod = (typeof PRICING_METHODS)[number];

/** What the method prices: parts (the type the demo's agreement has; the spec names no other). */
export const PRICING_TYPES = ['PARTS'] as const;

/** Field limits of a shop request (percent, dollars an hour) and of notes. */
export const SHOP_REQUEST_LIMITS = {
  pricingPercent: 100,
  laborRate: 1_000,
  taxRate: 25,
  notes: 2_000,
} as const;
export const SHOP_NOTE_MAX_LENGTH = 2_000;
export const SHOP_REQUEST_REVIEW_NOTE_MAX_LENGTH = 500;

/** The most notes GET answers (newest first). */
export const SHOP_NOTES_MAX = 200;
