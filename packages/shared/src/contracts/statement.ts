import { z } from 'zod';
import { EARNBACK_TIERS, MONTH_PATTERN, STATEMENT_STATUSES } from '../domain/account-money';
import { LOCALES } from '../domain/locale';
import { isoDateSchema } from '../validation/dates';
import { singleLineText } from '../validation/free-text';
import { INT4_MAX } from '../validation/limits';

// The shop's account (issue 23, part 1): /admin/statements. Monthly statements computed from the
// invoices, credit memos and payments of the caller's current shop; its invoices with their lines
// and PDFs; the earn-back of earn-back-eligible users. Amounts are dollars with 2 decimals, every
// one computed in cents by domain/account-money.ts: pages only format them. Invoices are at cost,
// so every call answers 403 COSTS_HIDDEN to a shop that hides costs.

const dbId = z.coerce.number().int().positive().max(INT4_MAX);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const INVOICE_KINDS = ['INVOICE', 'CREDIT_MEMO'] as const;
export const CREDIT_REASONS = ['RETURN', 'LABOR_CLAIM', 'EARNBACK', 'ADJUSTMENT'] as const;
export const PAYMENT_TYPES = ['cash', 'credit_card'] as const;
export const STATEMENT_ENTRY_KINDS = ['INVOICE', 'CREDIT_MEMO', 'PAYMENT'] as const;

/** Rows of a page of the invoice search. */
export const INVOICE_SEARCH_PAGE_SIZE = 25;
/** Longest invoice search text (an invoice or part number). */
export const INVOICE_QUERY_MAX = 40;

export const StatementMonthParamsSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string().regex(MONTH_PATTERN, 'A month as YYYY-MM'),
});

export const InvoiceIdParamsSchema = z.object({ id: dbId });

export const AccountNumberParamsSchema = z.object({
  accountNumber: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[A-Za-z0-9-]+$/),
});

/** ?language=es: the PDF's language (else the user's, else the request's Accept-Language). */
export const PdfQuerySchema = z.object({ language: z.enum(LOCALES).optional() });

/** Who the account is: the header of the page and of every PDF. */
export const AccountHeaderSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  accountNumber: z.string(),
  /** ON_ACCOUNT (due after the payment terms) or COD (due on the statement date). */
  paymentMethod: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  /** Everything invoiced less credits and payments, to today. */
  currentBalance: z.number(),
  /** The user sees the earn-back panel (and the title Statements and Earn-backs). */
  earnbackEligible: z.boolean(),
});
export type AccountHeader = z.infer<typeof AccountHeaderSchema>;

export const StatementSummarySchema = z.object({
  month: z.string(),
  /** The month's last day. */
  statementDate: isoDay,
  dueDate: isoDay,
  opening: z.number(),
  invoices: z.number(),
  credits: z.number(),
  payments: z.number(),
  closing: z.number(),
  status: z.enum(STATEMENT_STATUSES),
});
export type StatementSummary = z.infer<typeof StatementSummarySchema>;

/** GET /admin/statements: the account and its last 24 months, newest first. */
export const StatementListSchema = z.object({
  account: AccountHeaderSchema,
  statements: z.array(StatementSummarySchema),
});
export type StatementList = z.infer<typeof StatementListSchema>;

export const StatementEntrySchema = z.object({
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  /** The invoice's (or credit memo's) id, or the payment's. */
  id: z.number().int(),
  date: isoDay,
  /** The invoice or credit memo number; a payment's reference. */
  number: z.string().nullable(),
  creditReason: z.enum(CREDIT_REASONS).nullable(),
  paymentType: z.enum(PAYMENT_TYPES).nullable(),
  poNumber: z.string().nullable(),
  /** The garage bay and fleet ids the order was placed with (the company's order preferences). */
  garageBayId: z.string().nullable(),
  fleetId: z.string().nullable(),
  /** The order an invoice bills. */
  confirmationNumber: z.string().nullable(),
  /** Positive on every kind; the kind says which way it counts. */
  amount: z.number(),
  /** The balance after this entry. */
  balance: z.number(),
});
export type StatementEntry = z.infer<typeof StatementEntrySchema>;

/** GET /admin/statements/{month}: the month with its entries in date order. */
export const StatementDetailSchema = z.object({
  account: AccountHeaderSchema,
  statement: StatementSummarySchema,
  entries: z.array(StatementEntrySchema),
});
export type StatementDetail = z.infer<typeof StatementDetailSchema>;

export const InvoiceLineSchema = z.object({
  id: z.number().int(),
  lineNumber: z.number().int(),
  lineCode: z.string().nullable(),
  partNumber: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  extended: z.number(),
  /** A credit memo's line: the invoice line it reverses. */
  creditedLineId: z.number().int().nullable(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const StoreDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string().nullable(),
});

export const DocumentRefSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  invoiceDate: isoDay,
  total: z.number(),
});
export type DocumentRef = z.infer<typeof DocumentRefSchema>;

/** GET /admin/invoices/{id}: an invoice or credit memo of the current shop. */
export const InvoiceDetailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  invoiceNumber: z.string(),
  invoiceDate: isoDay,
  creditReason: z.enum(CREDIT_REASONS).nullable(),
  earnbackQuarter: z.string().nullable(),
  memo: z.string().nullable(),
  poNumber: z.string().nullable(),
  garageBayId: z.string().nullable(),
  fleetId: z.string().nullable(),
  store: StoreDetailsSchema.nullable(),
  /** The order it bills: its quote id (the quote page /quote-details?id=) and confirmation. */
  order: z.object({ worksheetId: z.number().int(), confirmationNumber: z.string() }).nullable(),
  /** The invoice a credit memo reverses. */
  creditedInvoice: DocumentRefSchema.nullable(),
  /** Credit memos against this invoice. */
  credits: z.array(DocumentRefSchema),
  lines: z.array(InvoiceLineSchema),
  subtotal: z.number(),
  taxRate: z.number().nullable(),
  tax: z.number(),
  total: z.number(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

/** GET /admin/invoices: search by invoice number, part number or date range. */
export const InvoiceSearchQuerySchema = z
  .object({
    query: singleLineText().max(INVOICE_QUERY_MAX).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from is after to',
    path: ['from'],
  });
export type InvoiceSearchQuery = z.input<typeof InvoiceSearchQuerySchema>;

export const InvoiceSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  invoiceNumber: z.string(),
  invoiceDate: isoDay,
  creditReason: z.enum(CREDIT_REASONS).nullable(),
  poNumber: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  total: z.number(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const InvoiceSearchResultSchema = z.object({
  items: z.array(InvoiceSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type InvoiceSearchResult = z.infer<typeof InvoiceSearchResultSchema>;

export const EarnbackTierSchema = z.object({
  tier: z.number().int(),
  /** Quarterly qualifying purchases from which the tier's rate applies. */
  from: z.number(),
  percent: z.number(),
});

/** GET /admin/earnback: the earn-back panel. */
export const EarnbackSchema = z.object({
  /** The user is earn-back eligible; false: nothing else is filled in. */
  eligible: z.boolean(),
  /** The account is on the earn-back blocklist: it earns nothing. */
  blocked: z.boolean(),
  tiers: z.array(EarnbackTierSchema),
  /** This quarter ('2026-Q4') and its days. */
  quarter: z.string(),
  quarterStart: isoDay,
  quarterEnd: isoDay,
  /** Invoice subtotals less RETURN credits this quarter, so far. */
  qualifying: z.number(),
  tier: z.number().int(),
  percent: z.number(),
  /** What this quarter earns so far (0 when blocked). */
  earned: z.number(),
  nextTier: z
    .object({
      tier: z.number().int(),
      percent: z.number(),
      from: z.number(),
      remaining: z.number(),
    })
    .nullable(),
  /** EARNBACK credit memos already on the account, newest first. */
  credits: z.array(DocumentRefSchema.extend({ quarter: z.string() })),
  totalCredited: z.number(),
});
export type Earnback = z.infer<typeof EarnbackSchema>;

/** GET /admin/earnback/blocklist/status/{accountNumber}. */
export const EarnbackBlockStatusSchema = z.object({
  accountNumber: z.string(),
  blocked: z.boolean(),
  reason: z.string().nullable(),
  blockedAt: z.string().nullable(),
});
export type EarnbackBlockStatus = z.infer<typeof EarnbackBlockStatusSchema>;

/** The tiers as the answers give them (dollars), from the one definition in account-money.ts. */
export const EARNBACK_TIER_LIST = EARNBACK_TIERS.map((t) => ({
  tier: t.tier,
  from: t.fromCents / 100,
  percent: t.percent,
}));
