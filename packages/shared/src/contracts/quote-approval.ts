import { z } from 'zod';
import { singleLineText } from '../validation/free-text';
import { CUSTOMER_LIMITS, INT4_MAX } from '../validation/limits';
import { personName, ruleCheck } from '../validation/rules';
import { requiredString } from '../validation/schemas';

// The customer approves the quote from a link (issue 22, part 2). The shop sends a quote that
// names a customer; the link carries a random token (stored hashed, 7 days by default, revocable)
// and opens a public page (no login: the token is the only key) that shows the quote as the
// customer sees it: customer prices, labor, taxes when the shop sets them, the total; never a cost.
// The customer approves or declines each line, types their name and confirms; the server records
// the time, the address and the exact version approved. A quote changed after sending marks the
// link CHANGED (the customer sees "this quote has changed" and cannot approve the old version);
// the shop sends the new version; an approved version stays readable.

const dbId = z.coerce.number().int().positive().max(INT4_MAX);
const isoInstant = z.string();

/** Days a link is valid: 7 by default, from 1 to 30. */
export const APPROVAL_LINK_DAYS = { default: 7, min: 1, max: 30 } as const;

/**
 * The token in a link: 32 random bytes, base64url (43 characters). A path of another shape is
 * refused before any lookup (404, like an unknown token).
 */
export const APPROVAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The public page's path; the token follows it: /approve/{token}. */
export const APPROVAL_PAGE_PATH = '/approve';

/**
 * A link's state, as the shop and the customer see it:
 * SENT (not opened yet), VIEWED (opened), APPROVED (the customer approved at least one line),
 * DECLINED (every line declined), CHANGED (the quote changed after sending, no decision on it),
 * EXPIRED, REVOKED (the shop withdrew it; the public page answers 404).
 */
export const APPROVAL_STATES = [
  'SENT',
  'VIEWED',
  'APPROVED',
  'DECLINED',
  'CHANGED',
  'EXPIRED',
  'REVOKED',
] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

// --- the shop's calls (logged in; the quote's shop only, another shop's quote answers 404) ------

export const ApprovalWorksheetParamsSchema = z.strictObject({ worksheetId: dbId });
export const ApprovalLinkParamsSchema = z.strictObject({ worksheetId: dbId, linkId: dbId });

/**
 * POST /api/worksheet/rest/{worksheetId}/approval/links: a new link for the quote as it is now (its
 * version). The quote must name a customer (a customer record or a typed name: else 422
 * CUSTOMER_REQUIRED) and have at least one line the customer can approve (else 422
 * WORKSHEET_EMPTY); an ordered quote answers 409 WORKSHEET_LOCKED. Earlier open links of the quote
 * stay as they are (an old version shows CHANGED). `language`: the page's first language (the
 * customer record's by default, else the sender's). Answers 201 ApprovalLinkCreated: the only
 * answer that carries the token (in `url`).
 */
export const CreateApprovalLinkBodySchema = z.strictObject({
  days: z
    .number()
    .int()
    .min(APPROVAL_LINK_DAYS.min)
    .max(APPROVAL_LINK_DAYS.max)
    .default(APPROVAL_LINK_DAYS.default),
  language: z.enum(['en', 'es']).optional(),
});
export type CreateApprovalLinkBody = z.input<typeof CreateApprovalLinkBodySchema>;

/** One line's decision as the customer gave it. */
export const ApprovalLineDecisionSchema = z.object({
  /** The quote line (worksheet detail id) of the version the customer saw. */
  lineId: z.number().int(),
  approved: z.boolean(),
});

/** A link as the shop sees it (never its token). */
export const ApprovalLinkSchema = z.object({
  id: z.number().int(),
  state: z.enum(APPROVAL_STATES),
  createdAt: isoInstant,
  /** Who sent it. */
  createdByName: z.string(),
  expiresAt: isoInstant,
  viewedAt: isoInstant.nullable(),
  revokedAt: isoInstant.nullable(),
  /** When the shop made the quote what the customer approved (apply); null before. */
  appliedAt: isoInstant.nullable(),
  language: z.enum(['en', 'es']),
  /** The lines of the version sent that the customer may approve. */
  lineCount: z.number().int(),
  /** The price total of the version sent (taxes included). */
  total: z.number(),
  /** Once the customer decided. */
  decision: z
    .object({
      decidedAt: isoInstant,
      /** The name the customer typed. */
      name: z.string(),
      approvedCount: z.number().int(),
      /** The total of the approved lines (taxes included). */
      approvedTotal: z.number(),
      lines: z.array(ApprovalLineDecisionSchema),
    })
    .nullable(),
});
export type ApprovalLink = z.infer<typeof ApprovalLinkSchema>;

/** The answer of a new link: the link and its address, to copy, text, print or show as a QR code. */
export const ApprovalLinkCreatedSchema = z.object({
  link: ApprovalLinkSchema,
  /** The absolute address of the public page, with the token: shown once. */
  url: z.string(),
  /**
   * Whether the link went out by e-mail (to the customer record's address, through the mail
   * outbox, in the link's language); false for a typed name or a record without an address: the
   * shop copies or texts the link.
   */
  emailed: z.boolean(),
});
export type ApprovalLinkCreated = z.infer<typeof ApprovalLinkCreatedSchema>;

/**
 * GET /api/worksheet/rest/{worksheetId}/approval: the quote's links, newest first, with their
 * states (the quote page polls it while a link is open, so the state changes without a reload);
 * `latest` is the newest link's, or null when none was sent.
 */
export const QuoteApprovalStatusSchema = z.object({
  worksheetId: z.number().int(),
  latest: ApprovalLinkSchema.nullable(),
  links: z.array(ApprovalLinkSchema),
});
export type QuoteApprovalStatus = z.infer<typeof QuoteApprovalStatusSchema>;

/**
 * DELETE /api/worksheet/rest/{worksheetId}/approval/links/{linkId}: revokes a link (its page
 * answers 404 from now on). Answers the quote's QuoteApprovalStatus.
 */

/**
 * POST /api/worksheet/rest/{worksheetId}/approval/links/{linkId}/apply: makes the quote what the
 * customer approved: the declined lines (and the kit parts of a declined kit) are removed, the quote
 * becomes the user's current quote, ready to order (the quote page's submit). Only for an APPROVED
 * link whose version is the quote's current one (else 409 APPROVAL_NOT_CURRENT); applying a link
 * already applied (appliedAt set) changes nothing and answers the same. Answers the quote's
 * QuoteApprovalStatus.
 */

// --- the public page's calls (no login; rate limited per token and per address) ---------------

export const PublicApprovalParamsSchema = z.strictObject({
  token: z.string().regex(APPROVAL_TOKEN_PATTERN),
});

export const PUBLIC_LINE_KINDS = ['PART', 'KIT', 'LABOR', 'OTHER'] as const;

/** A line as the customer sees it: customer prices only. */
export const PublicQuoteLineSchema = z.object({
  lineId: z.number().int(),
  kind: z.enum(PUBLIC_LINE_KINDS),
  description: z.string(),
  /** A part's brand and part number (not its line code); null for labor and other lines. */
  brandName: z.string().nullable(),
  partNumber: z.string().nullable(),
  /** A kit's parts, named (no prices of their own: the kit line carries them). */
  kitParts: z.array(z.string()),
  /** Units, or hours for labor. */
  quantity: z.number(),
  /** Price per unit (rate per hour for labor); null: the shop prices it on the phone. */
  unitPrice: z.number().nullable(),
  /** quantity x unitPrice, rounded to the cent; 0 without a price. */
  total: z.number(),
});
export type PublicQuoteLine = z.infer<typeof PublicQuoteLineSchema>;

/**
 * A tax the shop sets (its rate and what it adds); parts and labor apart. The rates are those of
 * the shop's company's newest APPROVED pricing request (shop_requests taxRateParts, taxRateLabor);
 * none, or 0: no tax. Computed by domain/customer-totals.ts.
 */
export const PublicTaxSchema = z.object({
  /** Percent, e.g. 8.25. */
  rate: z.number(),
  amount: z.number(),
});

/** Totals of a set of lines: parts (and kits and other lines), labor, taxes, total. */
export const PublicTotalsSchema = z.object({
  parts: z.number(),
  labor: z.number(),
  partsTax: PublicTaxSchema.nullable(),
  laborTax: PublicTaxSchema.nullable(),
  total: z.number(),
});
export type PublicTotals = z.infer<typeof PublicTotalsSchema>;

/**
 * GET /api/public/approval/{token}: the quote as sent (the version of the link), for the public
 * page. An unknown, malformed or revoked token answers 404 NOT_FOUND, in the same time as a known
 * one. The first read marks the link viewed. An EXPIRED or CHANGED link still shows its quote (and
 * the shop's phone), without the approve form; a decided one shows the decision.
 */
export const PublicQuoteSchema = z.object({
  state: z.enum(APPROVAL_STATES),
  language: z.enum(['en', 'es']),
  expiresAt: isoInstant,
  shop: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    /** The shop's address, one line ('1200 Main St, Austin, TX 78701'); null when unknown. */
    address: z.string().nullable(),
  }),
  /** The customer's first name, for the greeting; nothing else of the customer. */
  customerFirstName: z.string().nullable(),
  /** The quote's number and name as the shop shows them. */
  quoteNumber: z.number().int(),
  quoteName: z.string().nullable(),
  /** '2013 Ford F-150 3.5L V6 Gas XLT'; null when the quote has no vehicle. */
  vehicle: z.string().nullable(),
  /** The version sent; the decision names it back. */
  version: z.string(),
  lines: z.array(PublicQuoteLineSchema),
  totals: PublicTotalsSchema,
  decision: z
    .object({
      decidedAt: isoInstant,
      name: z.string(),
      lines: z.array(ApprovalLineDecisionSchema),
      /** The totals of the approved lines. */
      approvedTotals: PublicTotalsSchema,
    })
    .nullable(),
});
export type PublicQuote = z.infer<typeof PublicQuoteSchema>;

/**
 * POST /api/public/approval/{token}/decision: the customer's decision on the version they saw:
 * every line of it exactly once (else 400), their name (rule personName). A link that is not SENT
 * or VIEWED answers 409 with its state (APPROVAL_CLOSED: decided, expired or changed: the page
 * shows why); a version that is not the link's answers 409 APPROVAL_CLOSED too. Records the time,
 * the caller's address and the version. Answers the PublicQuote after it.
 */
export const PublicDecisionBodySchema = z.strictObject({
  version: singleLineText().min(1).max(100),
  name: requiredString()
    .max(CUSTOMER_LIMITS.firstName + CUSTOMER_LIMITS.lastName + 1)
    .check(ruleCheck(personName)),
  lines: z
    .array(z.strictObject({ lineId: dbId, approved: z.boolean() }))
    .min(1)
    .max(500),
});
export type PublicDecisionBody = z.input<typeof PublicDecisionBodySchema>;

/** Requests per minute the public calls take, per token and per address. */
export const PUBLIC_APPROVAL_RATE_LIMIT = { perToken: 30, perAddress: 60 } as const;
