import type { CustomerTotals } from '@procounter/shared/domain/customer-totals';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { shops } from './shops';
import { users } from './users';
import { worksheets } from './worksheets';

// The customer approves the quote from a link (issue 22, part 2; modules/quote-approvals). A link
// freezes the quote as the customer sees it (the snapshot) and its version; the token in the link
// is stored only as its SHA-256. A decision is the customer's answer to one link, once.

/**
 * What the public page shows of a link, frozen when it was sent, so an approved version stays
 * readable after the quote changes: the PublicQuote's quote fields (modules/quote-approvals
 * `ApprovalSnapshot`). Never a cost, a line code or anything of the customer but their first name.
 */
export interface ApprovalSnapshotColumn {
  shop: { name: string; phone: string | null; address: string | null };
  customerFirstName: string | null;
  quoteNumber: number;
  quoteName: string | null;
  vehicle: string | null;
  lines: {
    lineId: number;
    kind: 'PART' | 'KIT' | 'LABOR' | 'OTHER';
    description: string;
    brandName: string | null;
    partNumber: string | null;
    kitParts: string[];
    quantity: number;
    unitPrice: number | null;
    total: number;
  }[];
  /** The shop's tax rates when it was sent (percent; null: none). */
  taxRates: { parts: number | null; labor: number | null };
  totals: CustomerTotals;
}

export const quoteApprovalLinks = pgTable(
  'quote_approval_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** The first read of the public page. */
    viewedAt: instant('viewed_at'),
    /** When the shop made the quote what the customer approved. */
    appliedAt: instant('applied_at'),
    language: text('language', { enum: ['en', 'es'] }).notNull(),
    /** The quote's version when sent (quote-version.ts): a change of the quote changes it. */
    version: text('version').notNull(),
    snapshot: jsonb('snapshot').$type<ApprovalSnapshotColumn>().notNull(),
  },
  (t) => [index('quote_approval_links_worksheet_idx').on(t.worksheetId, t.id.desc())],
);

export const quoteApprovalDecisions = pgTable('quote_approval_decisions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** One decision per link: a second one conflicts on this key. */
  linkId: integer('link_id')
    .notNull()
    .unique()
    .references(() => quoteApprovalLinks.id, { onDelete: 'cascade' }),
  decidedAt: instant('decided_at').notNull(),
  /** The name the customer typed. */
  name: text('name').notNull(),
  /** The client address the decision came from. */
  address: text('address'),
  userAgent: text('user_agent'),
  /**
   * The car-customer account's user who decided, logged in on /car-admin (issue 22, part 3); null
   * for a decision from the public page, where the link's token was the only key.
   */
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  lines: jsonb('lines').$type<{ lineId: number; approved: boolean }[]>().notNull(),
  approvedTotals: jsonb('approved_totals').$type<CustomerTotals>().notNull(),
});
