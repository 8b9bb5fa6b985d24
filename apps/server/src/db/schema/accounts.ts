import { LABOR_CLAIM_STATUSES } from '@procounter/shared/domain/labor-claim-states';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { bytea, instant, updatedAt } from './columns';
import { products } from './parts';
import { companies, shops, stores } from './shops';
import { users } from './users';
import { baseVehicles } from './vehicles';
import { worksheetItems, worksheets } from './worksheets';

// The shop's account with us (issue 23): what the stores bill it (invoices and credit memos), what
// it paid, the earn-backs it earned and the labor it claims under warranty. Amounts are numeric
// with 2 decimals, read as numbers and summed as whole cents by the shared domain code
// (packages/shared/src/domain/account-money.ts): never a float sum.

/** Invoice and credit memo numbers: one sequence, so a number names one document. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 500_001 });

export const INVOICE_KINDS = ['INVOICE', 'CREDIT_MEMO'] as const;
/** Why a credit memo was made. */
export const CREDIT_REASONS = ['RETURN', 'LABOR_CLAIM', 'EARNBACK', 'ADJUSTMENT'] as const;

/**
 * A document the store gave the shop's account: an INVOICE for an order (made when the order is
 * submitted, until store fulfilment exists) or a CREDIT_MEMO that takes an amount off (lines of
 * an invoice returned, a labor claim, a quarter's earn-back). Amounts are positive on both kinds;
 * the kind says which way they count. Lines are at the shop's price (what it pays the store), so
 * a shop that hides costs never receives them.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    /** 'IN500001' or 'CM500002' (invoice_number_seq). */
    invoiceNumber: text('invoice_number').notNull().unique(),
    /** The account's day (America/Chicago for the demo stores; statements are calendar months). */
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    /** The order an invoice bills (one invoice per order). */
    worksheetId: integer('worksheet_id')
      .unique()
      .references(() => worksheets.id),
    /** A credit memo's invoice, when it reverses that invoice's lines. */
    creditedInvoiceId: integer('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    creditReason: text('credit_reason', { enum: CREDIT_REASONS }),
    /** A quarter's earn-back credit ('2026-Q3'): one per shop and quarter. */
    earnbackQuarter: text('earnback_quarter'),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** The order's attributes as submitted (spec order attribute ids 22, 4 and 10). */
    poNumber: text('po_number'),
    garageBayId: text('garage_bay_id'),
    fleetId: text('fleet_id'),
    /** Free text of a credit memo (why), or an invoice's note. */
    memo: text('memo'),
    /** Sum of the lines' extended amounts. */
    subtotal: numeric('subtotal', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Percent (up to 3 decimals) applied to the subtotal; null: no tax. */
    taxRate: numeric('tax_rate', { precision: 6, scale: 3, mode: 'number' }),
    tax: numeric('tax', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('invoices_shop_date_idx').on(t.shopId, t.invoiceDate, t.id),
    index('invoices_credited_invoice_id_idx').on(t.creditedInvoiceId),
    unique('invoices_shop_earnback_quarter').on(t.shopId, t.earnbackQuarter),
  ],
);

/** A line of an invoice or credit memo, as ordered (or as credited). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    /** The order's line it bills; null on credit lines that are not a part (a claim's labor). */
    worksheetItemId: integer('worksheet_item_id').references(() => worksheetItems.id, {
      onDelete: 'set null',
    }),
    productId: integer('product_id').references(() => products.id),
    /** A credit memo's line: the invoice line it reverses. */
    creditedLineId: integer('credited_line_id').references((): AnyPgColumn => invoiceLines.id),
    lineCode: text('line_code'),
    partNumber: text('part_number'),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    extended: numeric('extended', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    unique('invoice_lines_invoice_line').on(t.invoiceId, t.lineNumber),
    index('invoice_lines_part_number_idx').on(t.partNumber),
    index('invoice_lines_credited_line_id_idx').on(t.creditedLineId),
  ],
);

export const PAYMENT_TYPES = ['cash', 'credit_card'] as const;

/** A payment the account made (spec payment types cash and credit_card). */
export const accountPayments = pgTable(
  'account_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The check, card authorisation or receipt number. */
    reference: text('reference'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('account_payments_shop_paid_on_idx').on(t.shopId, t.paidOn, t.id)],
);

/**
 * A shop's account sums per month: invoices, credit memos and payments dated in that month. Kept
 * by triggers on invoices and account_payments (migration 0020), so every writer (the submit, a
 * credit memo, a seed, a test's own insert) keeps it true in its own transaction; the statements
 * read the closed months from here instead of adding up every document again (issue 23's goal of
 * under 100 ms for 24 months of a busy account).
 */
export const accountMonthSums = pgTable(
  'account_month_sums',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    invoices: numeric('invoices', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    credits: numeric('credits', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    payments: numeric('payments', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month] })],
);

/** Accounts that earn no earn-back (GET /api/admin/earnback/blocklist/status/{accountNumber}). */
export const earnbackBlocks = pgTable('earnback_blocks', {
  accountNumber: text('account_number').primaryKey(),
  reason: text('reason'),
  blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  blockedAt: instant('blocked_at').notNull().defaultNow(),
});

/** Labor claim numbers ('LC300001'). */
export const laborClaimNumberSeq = pgSequence('labor_claim_number_seq', { startWith: 300_001 });

/**
 * A warranty labor claim: a part we sold (an invoice line) failed, and the shop claims the labor
 * it spent replacing it. Approved with an amount, denied with a reason, credited by a credit memo
 * (LABOR_CLAIM) that then shows on the statement.
 */
export const laborClaims = pgTable(
  'labor_claims',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    claimNumber: text('claim_number').notNull().unique(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    invoiceLineId: integer('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id),
    status: text('status', { enum: LABOR_CLAIM_STATUSES }).notNull().default('SUBMITTED'),
    failureDate: date('failure_date', { mode: 'string' }).notNull(),
    mileage: integer('mileage'),
    /** The vehicle the part was on (prefilled from the order's vehicle). */
    baseVehicleId: integer('base_vehicle_id').references(() => baseVehicles.id),
    vehicleDescription: text('vehicle_description'),
    vin: text('vin'),
    laborHours: numeric('labor_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    /** Per hour; at most the shop's labor rate when filed. */
    laborRate: numeric('labor_rate', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** laborHours x laborRate (shared money code). */
    amountClaimed: numeric('amount_claimed', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    failureDescription: text('failure_description').notNull(),
    approvedAmount: numeric('approved_amount', { precision: 12, scale: 2, mode: 'number' }),
    denialReason: text('denial_reason'),
    creditMemoId: integer('credit_memo_id').references(() => invoices.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('labor_claims_shop_id_idx').on(t.shopId, t.createdAt),
    index('labor_claims_status_idx').on(t.status),
  ],
);

/** A photo or PDF of a claim (at most 5 per claim, 5 MB each), kept with it. */
export const laborClaimFiles = pgTable(
  'labor_claim_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => laborClaims.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** Decided from the file's bytes (image/jpeg, image/png, image/webp, application/pdf). */
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('labor_claim_files_claim_id_idx').on(t.claimId)],
);

/** Every change of a claim's state: who, when, and what (amount or reason). */
export const laborClaimEvents = pgTable(
  'labor_claim_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => laborClaims.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LABOR_CLAIM_STATUSES }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The user acting for this one (masquerade), when so. */
    actingUserId: integer('acting_user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    note: text('note'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('labor_claim_events_claim_id_idx').on(t.claimId, t.createdAt)],
);

/** Dated notes on a shop, for its managers and support. */
export const shopNotes = pgTable(
  'shop_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('shop_notes_shop_id_idx').on(t.shopId, t.createdAt)],
);

/** Pricing requests of a company's shops (R-SHOP-2: Company.shopRequests). */
export const shopRequests = pgTable(
  'shop_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    requestStatus: text('request_status').notNull(),
    pricingMethod: text('pricing_method'),
    pricingType: text('pricing_type'),
    laborRate: numeric('labor_rate', { precision: 10, scale: 2, mode: 'number' }),
    taxRateLabor: numeric('tax_rate_labor', { precision: 6, scale: 3, mode: 'number' }),
    taxRateParts: numeric('tax_rate_parts', { precision: 6, scale: 3, mode: 'number' }),
    /** COST_PLUS: cost + this percent; LIST_MINUS: list price - this percent (issue 23). */
    pricingPercent: numeric('pricing_percent', { precision: 6, scale: 2, mode: 'number' }),
    notes: text('notes'),
    /** Who asked for it (a manager of the shop), and who of support decided (issue 23). */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: instant('reviewed_at'),
    reviewNote: text('review_note'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shop_requests_company_id_idx').on(t.companyId),
    index('shop_requests_shop_id_idx').on(t.shopId, t.requestStatus),
  ],
);
