import { z } from 'zod';
import {
  LABOR_CLAIM_ACTIONS,
  LABOR_CLAIM_STATUSES,
  type LaborClaimAction,
} from '../domain/labor-claim-states';
import { isoDateSchema } from '../validation/dates';
import { singleLineText } from '../validation/free-text';
import { INT4_MAX, LABOR_CLAIM_LIMITS } from '../validation/limits';
import { basicCharsMultiline, ruleCheck } from '../validation/rules';
import { requiredMultiLineText } from '../validation/schemas';

// Warranty labor claims (issue 23, part 2): a part we sold (a line of one of the shop's invoices)
// failed, and the shop claims the labor it spent replacing it. The shop's calls are under
// /api/admin/labor-claims (userCanViewLaborClaims, the caller's current shop: another shop's claim,
// line or file answers 404); support's review is under /api/support/labor-claims
// (userCanAccessSupport, any shop). States and moves: domain/labor-claim-states.ts; money:
// domain/labor-claim-money.ts.

export type { LaborClaimStatus } from '../domain/labor-claim-states';
export type { LaborClaimAction };
export { LABOR_CLAIM_ACTIONS, LABOR_CLAIM_LIMITS, LABOR_CLAIM_STATUSES };

const dbId = z.coerce.number().int().positive().max(INT4_MAX);
const isoInstant = z.string();

/** What a claim's file may be: read from its bytes, never from its name. */
export const LABOR_CLAIM_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type LaborClaimMediaType = (typeof LABOR_CLAIM_MEDIA_TYPES)[number];

const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/**
 * A number typed in a form field (multipart sends text): '' is missing, not 0. Numbers pass as
 * they are, so a JSON body takes them too.
 */
const formNumber = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z.number(),
  );

/** Money typed by a person: more than 0, at most 2 decimals. */
const money = (max: number) =>
  formNumber().pipe(
    z.number().positive().max(max).refine(twoDecimals, { message: 'At most 2 decimals' }),
  );

// The shop's calls ---------------------------------------------------------------------------

export const LaborClaimIdParamsSchema = z.strictObject({ id: dbId });
export const LaborClaimFileParamsSchema = z.strictObject({ id: dbId, fileId: dbId });

/** GET /api/admin/labor-claims: the shop's claims, newest first, LABOR_CLAIM_LIMITS.pageSize a page. */
export const LaborClaimListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(LABOR_CLAIM_LIMITS.maxPage).default(1),
});
export type LaborClaimListQuery = z.input<typeof LaborClaimListQuerySchema>;

/**
 * GET /api/admin/labor-claims/invoice-lines?query=: lines of the shop's invoices a claim may name.
 * The query is an invoice number (IN500123, or its digits), a part number (any part of it,
 * punctuation ignored) or an invoice date (YYYY-MM-DD or MM/DD/YYYY); empty: the newest lines.
 */
export const LaborClaimLineSearchQuerySchema = z.strictObject({
  query: singleLineText().max(LABOR_CLAIM_LIMITS.search).default(''),
});
export type LaborClaimLineSearchQuery = z.input<typeof LaborClaimLineSearchQuerySchema>;

/** The vehicle of an order, as its quote last named it. */
export const LaborClaimVehicleSchema = z.object({
  baseVehicleId: z.number().int().nullable(),
  /** '2013 Ford F-150 3.5L V6 Gas XLT'. */
  description: z.string().nullable(),
  vin: z.string().nullable(),
});
export type LaborClaimVehicle = z.infer<typeof LaborClaimVehicleSchema>;

/** A line of an invoice that a claim may name, with the order's vehicle to prefill the form. */
export const ClaimableLineSchema = z.object({
  invoiceLineId: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  lineCode: z.string().nullable(),
  partNumber: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  vehicle: LaborClaimVehicleSchema,
});
export type ClaimableLine = z.infer<typeof ClaimableLineSchema>;

export const LaborClaimLineSearchResultSchema = z.object({
  /** The shop's labor rate (its approved pricing request): the form's default and the cap; null: none on file, no cap. */
  laborRate: z.number().nullable(),
  lines: z.array(ClaimableLineSchema),
});
export type LaborClaimLineSearchResult = z.infer<typeof LaborClaimLineSearchResultSchema>;

/**
 * POST /api/admin/labor-claims (multipart/form-data): these fields, and up to LABOR_CLAIM_LIMITS.files
 * files in the field `files` (each at most 5 MB; JPEG, PNG, WebP or PDF by their bytes: 422
 * FILE_TYPE_NOT_ALLOWED naming the file otherwise). The invoice line must be the shop's (404); the
 * failure date not after today (400) nor before the invoice's date (422 FAILURE_BEFORE_INVOICE);
 * the rate at most the shop's labor rate (422 LABOR_RATE_ABOVE_SHOP_RATE on laborRate).
 */
export const LaborClaimFieldsSchema = z.strictObject({
  invoiceLineId: formNumber().pipe(z.number().int().positive().max(INT4_MAX)),
  failureDate: isoDateSchema,
  mileage: formNumber().pipe(z.number().int().min(0).max(LABOR_CLAIM_LIMITS.mileage)),
  laborHours: formNumber().pipe(
    z
      .number()
      .positive()
      .max(LABOR_CLAIM_LIMITS.hours)
      .refine(twoDecimals, { message: 'At most 2 decimals' }),
  ),
  laborRate: money(LABOR_CLAIM_LIMITS.rate),
  failureDescription: requiredMultiLineText()
    .max(LABOR_CLAIM_LIMITS.description)
    .check(ruleCheck(basicCharsMultiline)),
});
export type LaborClaimFields = z.input<typeof LaborClaimFieldsSchema>;
export type LaborClaimFieldsParsed = z.output<typeof LaborClaimFieldsSchema>;

/** A claim in a list. */
export const LaborClaimSummarySchema = z.object({
  id: z.number().int(),
  /** 'LC300001'. */
  claimNumber: z.string(),
  status: z.enum(LABOR_CLAIM_STATUSES),
  shopId: z.number().int(),
  shopName: z.string(),
  accountNumber: z.string(),
  invoiceNumber: z.string(),
  lineCode: z.string().nullable(),
  partNumber: z.string().nullable(),
  partDescription: z.string(),
  vehicle: z.string().nullable(),
  failureDate: z.string(),
  amountClaimed: z.number(),
  approvedAmount: z.number().nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type LaborClaimSummary = z.infer<typeof LaborClaimSummarySchema>;

export const LaborClaimPageSchema = z.object({
  claims: z.array(LaborClaimSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type LaborClaimPage = z.infer<typeof LaborClaimPageSchema>;

export const LaborClaimFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mediaType: z.enum(LABOR_CLAIM_MEDIA_TYPES),
  sizeBytes: z.number().int(),
});
export type LaborClaimFile = z.infer<typeof LaborClaimFileSchema>;

/** A change of state: who (and who for them, under masquerade), when, and the amount or reason. */
export const LaborClaimEventSchema = z.object({
  id: z.number().int(),
  status: z.enum(LABOR_CLAIM_STATUSES),
  userName: z.string().nullable(),
  /** The support user acting as `userName` (masquerade); null otherwise. */
  actingUserName: z.string().nullable(),
  amount: z.number().nullable(),
  note: z.string().nullable(),
  createdAt: isoInstant,
});
export type LaborClaimEvent = z.infer<typeof LaborClaimEventSchema>;

/** A claim with everything about it. */
export const LaborClaimDetailSchema = LaborClaimSummarySchema.extend({
  invoiceId: z.number().int(),
  invoiceDate: z.string(),
  invoiceLineId: z.number().int(),
  mileage: z.number().int().nullable(),
  vin: z.string().nullable(),
  laborHours: z.number(),
  laborRate: z.number(),
  failureDescription: z.string(),
  denialReason: z.string().nullable(),
  /** The LABOR_CLAIM credit memo once CREDITED: it shows on the statement of its month. */
  creditMemo: z
    .object({
      id: z.number().int(),
      invoiceNumber: z.string(),
      invoiceDate: z.string(),
      total: z.number(),
    })
    .nullable(),
  createdByName: z.string().nullable(),
  files: z.array(LaborClaimFileSchema),
  /** Oldest first. */
  events: z.array(LaborClaimEventSchema),
});
export type LaborClaimDetail = z.infer<typeof LaborClaimDetailSchema>;

// Support's review ---------------------------------------------------------------------------

/** GET /api/support/labor-claims?status=&page=: every shop's claims, oldest waiting first. */
export const SupportLaborClaimQuerySchema = z.strictObject({
  status: z.enum(LABOR_CLAIM_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(LABOR_CLAIM_LIMITS.maxPage).default(1),
});
export type SupportLaborClaimQuery = z.input<typeof SupportLaborClaimQuerySchema>;

/** POST .../approve: the amount credited, more than 0 and at most the amount claimed (422). */
export const ApproveLaborClaimBodySchema = z.strictObject({
  amount: z
    .number()
    .positive()
    .max(LABOR_CLAIM_LIMITS.rate * LABOR_CLAIM_LIMITS.hours)
    .refine(twoDecimals, { message: 'At most 2 decimals' }),
});
export type ApproveLaborClaimBody = z.input<typeof ApproveLaborClaimBodySchema>;

/** POST .../deny: why, as the shop will read it. */
export const DenyLaborClaimBodySchema = z.strictObject({
  reason: requiredMultiLineText()
    .max(LABOR_CLAIM_LIMITS.denialReason)
    .check(ruleCheck(basicCharsMultiline)),
});
export type DenyLaborClaimBody = z.input<typeof DenyLaborClaimBodySchema>;
