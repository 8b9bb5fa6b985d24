import { z } from 'zod';
import { multiLineText } from '../validation/free-text';
import { INT4_MAX } from '../validation/limits';
import { basicCharsMultiline, ruleCheck } from '../validation/rules';
import { poMaskSchema, requiredMultiLineText } from '../validation/schemas';
import {
  PRICING_METHODS,
  PRICING_TYPES,
  SHOP_NOTE_MAX_LENGTH,
  SHOP_REQUEST_LIMITS,
  SHOP_REQUEST_REVIEW_NOTE_MAX_LENGTH,
  SHOP_REQUEST_STATUSES,
} from './company-values';
import { CompanySchema, ShopIdParamsSchema } from './shop';

export * from './company-values';

// The Account Dashboard, /admin/company (issue 23 part 3): the caller's company, its preferences
// for orders (PO, garage bay id, vehicle fleet id), each of its shops with the pricing agreement in
// force (its newest APPROVED shop request), a change a manager asks for (a PENDING request support
// approves or denies), and the shop's notes. Every shop id answers 404 unless the caller may act
// for that shop.

const dbId = z.coerce.number().int().positive().max(INT4_MAX);
const isoInstant = z.string();

/** A number with at most `places` decimals, 0 up to `max`. */
const decimal = (places: number, max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((v) => Math.abs(Math.round(v * 10 ** places) - v * 10 ** places) < 1e-6, {
      message: `At most ${places} decimals`,
    });

/** A form's true/false ('true', 'on', 'false') or JSON's boolean. */
const formBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false', 'on']).transform((v) => v !== 'false'),
]);

/**
 * POST /api/company/savePreferencesByCompanyId?companyId (form data or JSON): the company's order
 * preferences. A required field is always shown (required implies visible). The mask follows the
 * poMask rules ('Please enter a valid PO mask.', 'PO Numbers cannot exceed 22 characters.'); blank
 * clears it. The account's name, address and demo flag are the store's account record and are not
 * changed here.
 */
export const SaveCompanyPreferencesBodySchema = z.strictObject({
  garageBayIdVisible: formBoolean.default(false),
  garageBayIdRequired: formBoolean.default(false),
  vehicleFleetIdVisible: formBoolean.default(false),
  vehicleFleetIdRequired: formBoolean.default(false),
  poVisible: formBoolean.default(false),
  poRequired: formBoolean.default(false),
  poValidationMask: poMaskSchema.optional(),
});
export type SaveCompanyPreferencesBody = z.input<typeof SaveCompanyPreferencesBodySchema>;

/** GET /company/dashboard takes no query: anything given answers 400, as any unknown input. */
export const CompanyDashboardQuerySchema = z.strictObject({});

export const CompanyIdQuerySchema = z.strictObject({ companyId: dbId });

export { ShopIdParamsSchema };
export const ShopRequestParamsSchema = z.strictObject({ id: dbId, requestId: dbId });
export const SupportShopRequestParamsSchema = z.strictObject({ id: dbId });

/** The agreement in force for a shop (shops/shop-rates.ts): every field null when none. */
export const ShopRatesSchema = z.object({
  pricingMethod: z.string().nullable(),
  pricingType: z.string().nullable(),
  pricingPercent: z.number().nullable(),
  /** Dollars an hour. */
  laborRate: z.number().nullable(),
  /** Percent (8.25 = 8.25 %). */
  taxRateLabor: z.number().nullable(),
  taxRateParts: z.number().nullable(),
});
export type ShopRatesAnswer = z.infer<typeof ShopRatesSchema>;

/**
 * POST /api/shop/{id}/shopRequest (create) and PUT /api/shop/{id}/shopRequest/{requestId}
 * (update, while PENDING): the change a manager asks for. pricingPercent is required for COST_PLUS
 * and LIST_MINUS and must be left out for LIST.
 */
export const ShopRequestBodySchema = z
  .strictObject({
    pricingMethod: z.enum(PRICING_METHODS),
    pricingType: z.enum(PRICING_TYPES).default('PARTS'),
    pricingPercent: decimal(2, SHOP_REQUEST_LIMITS.pricingPercent).nullable().default(null),
    laborRate: decimal(2, SHOP_REQUEST_LIMITS.laborRate).nullable().default(null),
    taxRateLabor: decimal(3, SHOP_REQUEST_LIMITS.taxRate).nullable().default(null),
    taxRateParts: decimal(3, SHOP_REQUEST_LIMITS.taxRate).nullable().default(null),
    notes: multiLineText()
      .max(SHOP_REQUEST_LIMITS.notes)
      .check(ruleCheck(basicCharsMultiline))
      .optional(),
  })
  .superRefine((body, ctx) => {
    const needsPercent = body.pricingMethod !== 'LIST';
    if (needsPercent && body.pricingPercent === null) {
      ctx.addIssue({ code: 'custom', path: ['pricingPercent'], message: 'validation:required' });
    }
    if (!needsPercent && body.pricingPercent !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['pricingPercent'],
        message: 'LIST pricing takes no percent',
      });
    }
  });
export type ShopRequestBody = z.input<typeof ShopRequestBodySchema>;

/** A person of a request's history, by name. */
const PersonSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** GET /api/shop/{id}/shopRequest/{requestId}: a request with who asked and who decided. */
export const ShopRequestDetailSchema = ShopRatesSchema.extend({
  id: z.number().int(),
  shopId: z.number().int().nullable(),
  requestStatus: z.enum(SHOP_REQUEST_STATUSES),
  notes: z.string().nullable(),
  requestedBy: PersonSchema,
  createdAt: isoInstant,
  updatedAt: isoInstant,
  reviewedBy: PersonSchema,
  reviewedAt: isoInstant.nullable(),
  reviewNote: z.string().nullable(),
});
export type ShopRequestDetail = z.infer<typeof ShopRequestDetailSchema>;

/** A shop on the dashboard: its agreement in force, its open request, its newest decision. */
export const DashboardShopSchema = z.object({
  id: z.number().int(),
  shopName: z.string(),
  accountNumber: z.string(),
  state: z.string(),
  zip: z.string(),
  rates: ShopRatesSchema,
  /** The request waiting for support; null when none. */
  pendingRequest: ShopRequestDetailSchema.nullable(),
  /** The newest decided request (approved or denied, with support's note); null when none. */
  lastDecision: ShopRequestDetailSchema.nullable(),
});
export type DashboardShop = z.infer<typeof DashboardShopSchema>;

/**
 * GET /api/company/dashboard: the current shop's company, the shops of it the caller may act for,
 * and what the caller may change (the capabilities of domain/roles.ts).
 */
export const CompanyDashboardSchema = z.object({
  company: CompanySchema,
  paymentTermsDays: z.number().int().nullable(),
  shops: z.array(DashboardShopSchema),
  canEditCompany: z.boolean(),
  canEditShop: z.boolean(),
});
export type CompanyDashboard = z.infer<typeof CompanyDashboardSchema>;

/** GET /api/shop/{id}/notes: a dated note on the shop, newest first. */
export const ShopNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: isoInstant,
});
export type ShopNote = z.infer<typeof ShopNoteSchema>;

/** POST /api/shop/{id}/notes. */
export const CreateShopNoteBodySchema = z.strictObject({
  body: requiredMultiLineText().max(SHOP_NOTE_MAX_LENGTH).check(ruleCheck(basicCharsMultiline)),
});
export type CreateShopNoteBody = z.input<typeof CreateShopNoteBodySchema>;

/** GET /api/support/shopRequests?status (default PENDING): support's queue, oldest first. */
export const SupportShopRequestsQuerySchema = z.strictObject({
  status: z.enum(SHOP_REQUEST_STATUSES).default('PENDING'),
});
export const SupportShopRequestSchema = ShopRequestDetailSchema.extend({
  shopName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  companyName: z.string(),
  /** The agreement the request would replace. */
  current: ShopRatesSchema,
});
export type SupportShopRequest = z.infer<typeof SupportShopRequestSchema>;

/**
 * POST /api/support/shopRequests/{id}/review: approve or deny a PENDING request (409
 * SHOP_REQUEST_CLOSED otherwise); a denial needs a note, which the manager sees.
 */
export const ReviewShopRequestBodySchema = z
  .strictObject({
    decision: z.enum(['APPROVED', 'DENIED']),
    note: multiLineText()
      .max(SHOP_REQUEST_REVIEW_NOTE_MAX_LENGTH)
      .check(ruleCheck(basicCharsMultiline))
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'DENIED' && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'validation:required' });
    }
  });
export type ReviewShopRequestBody = z.input<typeof ReviewShopRequestBodySchema>;
