import {
  type AccountHeader,
  EARNBACK_TIER_LIST,
  type Earnback,
  type EarnbackBlockStatus,
  INVOICE_SEARCH_PAGE_SIZE,
  type InvoiceDetail,
  type InvoiceSearchResult,
  type StatementDetail,
  type StatementEntry,
  type StatementList,
} from '@procounter/shared/contracts/statement';
import {
  accountDay,
  addDays,
  computeEarnback,
  computeStatements,
  type MonthActivity,
  monthEnd,
  monthOf,
  monthStart,
  quarterOf,
  quarterRange,
  runningBalances,
  statementMonths,
} from '@procounter/shared/domain/account-money';
import type { Locale } from '@procounter/shared/domain/locale';
import { fromCents, toCents } from '@procounter/shared/domain/quote-totals';
import { userCanAccessSupport } from '@procounter/shared/domain/roles';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shops } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { requireCurrentShop, type ShopContext } from '../shops/shops.service';
import { type CreatedDocument, createCreditMemo } from './credit-memos';
import { createOrderInvoice } from './order-invoices';

export { createInvoice, type InvoiceInput } from './order-invoices';

import {
  findCreditsOf,
  findDocumentRef,
  findDocumentsBetween,
  findEarnbackBlock,
  findEarnbackCredits,
  findInvoiceOfShop,
  findLinesOf,
  findMonthSums,
  findPaymentsBetween,
  findQualifyingSums,
  findQuarterAccounts,
  hasEarnbackCredit,
  searchInvoices,
} from './statements.repository';
import { type PdfShop, renderInvoicePdf, renderStatementPdf } from './statements-pdf';

// /admin/statements (issue 23, part 1): the current shop's monthly statements, invoices, PDFs and
// earn-back. See README.md. Every call reads the caller's current shop; a shop that hides costs
// gets 403 COSTS_HIDDEN (invoices are at cost: docs/decisions, statements at cost).

// What other modules use of this one: the labor claims credit an invoice line, the submit bills
// its order. Re-exported here so they reach this module through its service.
export {
  type CreditMemoInput,
  createCreditMemo,
  findInvoiceLineForShop,
  type InvoiceLineOfShop,
} from './credit-memos';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

/** 403 COSTS_HIDDEN: statements are at cost, which a shop that hides costs never receives. */
export const costsHidden = () =>
  new AppError(403, 'COSTS_HIDDEN', 'This shop hides costs: its statements are not shown');

/** The caller's current shop, unless it hides costs (403 COSTS_HIDDEN). */
async function requireAccount(deps: Deps, user: AuthUser): Promise<ShopContext> {
  const current = await requireCurrentShop(deps, user);
  if (current.shop.hideCosts) throw costsHidden();
  return current;
}

const today = (deps: Deps) => accountDay(deps.clock.now());

function header(user: AuthUser, { shop, company }: ShopContext, balance: number): AccountHeader {
  return {
    shopId: shop.id,
    shopName: shop.shopName,
    accountNumber: shop.accountNumber,
    paymentMethod: company.paymentMethod,
    paymentTermsDays: company.paymentTermsDays,
    currentBalance: balance,
    earnbackEligible: user.earnbackEligible,
  };
}

/** The statements from `first` to the current month (oldest first) and the current balance. */
async function computeMonths(deps: Deps, context: ShopContext, first: string) {
  const day = today(deps);
  const months = statementMonths(monthOf(day), monthsBetween(first, monthOf(day)));
  const sums = await findMonthSums(deps.db, context.shop.id, monthStart(first), day);
  const activity = new Map<string, MonthActivity>(sums.months.map((m) => [m.month, m]));
  const statements = computeStatements({
    months,
    openingBefore: fromCents(toCents(sums.documentsBefore) - toCents(sums.paymentsBefore)),
    activity,
    paymentMethod: context.company.paymentMethod,
    paymentTermsDays: context.company.paymentTermsDays,
    today: day,
  });
  return { statements, balance: statements.at(-1)?.closing ?? 0, today: day };
}

function monthsBetween(first: string, last: string): number {
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  return index(last) - index(first) + 1;
}

/** GET /admin/statements: the account and its last 24 months, newest first. */
export async function listStatements(deps: Deps, user: AuthUser): Promise<StatementList> {
  const context = await requireAccount(deps, user);
  const months = statementMonths(monthOf(today(deps)));
  const { statements, balance } = await computeMonths(deps, context, months[0]!);
  return { account: header(user, context, balance), statements: statements.reverse() };
}

/** GET /admin/statements/{month}: the month's documents and payments with the running balance. */
export async function getStatement(
  deps: Deps,
  user: AuthUser,
  month: string,
): Promise<StatementDetail> {
  const context = await requireAccount(deps, user);
  if (month > monthOf(today(deps))) throw notFound('No statement for that month yet');
  const { statements, balance, today: day } = await computeMonths(deps, context, month);
  const statement = statements[0]!;
  const last = monthEnd(month) < day ? monthEnd(month) : day;
  const [documents, payments] = await Promise.all([
    findDocumentsBetween(deps.db, context.shop.id, monthStart(month), last),
    findPaymentsBetween(deps.db, context.shop.id, monthStart(month), last),
  ]);
  const entries: Omit<StatementEntry, 'balance'>[] = [
    ...documents.map((d) => ({
      kind: d.kind,
      id: d.id,
      date: d.invoiceDate,
      number: d.invoiceNumber,
      creditReason: d.creditReason,
      paymentType: null,
      poNumber: d.poNumber,
      garageBayId: d.garageBayId,
      fleetId: d.fleetId,
      confirmationNumber: d.confirmationNumber,
      amount: d.total,
    })),
    ...payments.map((p) => ({
      kind: 'PAYMENT' as const,
      id: p.id,
      date: p.paidOn,
      number: p.reference,
      creditReason: null,
      paymentType: p.paymentType,
      poNumber: null,
      garageBayId: null,
      fleetId: null,
      confirmationNumber: null,
      amount: p.amount,
    })),
  ].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? -1 : 1));
  const balances = runningBalances(statement.opening, entries);
  return {
    account: header(user, context, balance),
    statement,
    entries: entries.map((e, i) => ({ ...e, balance: balances[i]! })),
  };
}

/** GET /admin/invoices/{id}: an invoice or credit memo of the current shop; 404 otherwise. */
export async function getInvoice(deps: Deps, user: AuthUser, id: number): Promise<InvoiceDetail> {
  const context = await requireAccount(deps, user);
  return readInvoice(deps.db, context.shop.id, id);
}

async function readInvoice(db: Database, shopId: number, id: number): Promise<InvoiceDetail> {
  const row = await findInvoiceOfShop(db, shopId, id);
  if (!row) throw notFound('No such invoice');
  const { invoice } = row;
  const [lines, credits, credited] = await Promise.all([
    findLinesOf(db, invoice.id),
    findCreditsOf(db, invoice.id),
    invoice.creditedInvoiceId === null ? undefined : findDocumentRef(db, invoice.creditedInvoiceId),
  ]);
  return {
    id: invoice.id,
    kind: invoice.kind,
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    creditReason: invoice.creditReason,
    earnbackQuarter: invoice.earnbackQuarter,
    memo: invoice.memo,
    poNumber: invoice.poNumber,
    garageBayId: invoice.garageBayId,
    fleetId: invoice.fleetId,
    store: row.store?.id ? row.store : null,
    order:
      invoice.worksheetId !== null && row.confirmationNumber
        ? { worksheetId: invoice.worksheetId, confirmationNumber: row.confirmationNumber }
        : null,
    creditedInvoice: credited ?? null,
    credits,
    lines: lines.map((l) => ({
      id: l.id,
      lineNumber: l.lineNumber,
      lineCode: l.lineCode,
      partNumber: l.partNumber,
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      extended: l.extended,
      creditedLineId: l.creditedLineId,
    })),
    subtotal: invoice.subtotal,
    taxRate: invoice.taxRate,
    tax: invoice.tax,
    total: invoice.total,
  };
}

/** GET /admin/invoices: the current shop's invoices by number, part number or dates. */
export async function findShopInvoices(
  deps: Deps,
  user: AuthUser,
  query: { query?: string; from?: string; to?: string; page: number },
): Promise<InvoiceSearchResult> {
  const context = await requireAccount(deps, user);
  const pageSize = INVOICE_SEARCH_PAGE_SIZE;
  const { items, total } = await searchInvoices(deps.db, context.shop.id, query, {
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  return { items, page: query.page, pageSize, total };
}

function pdfShop({ shop }: ShopContext): PdfShop {
  return {
    name: shop.shopName,
    accountNumber: shop.accountNumber,
    phone: shop.shopPhone,
    state: shop.state,
    zip: shop.zip,
  };
}

/** GET /admin/statements/{month}/pdf */
export async function getStatementPdf(deps: Deps, user: AuthUser, month: string, locale: Locale) {
  const detail = await getStatement(deps, user, month);
  const context = await requireAccount(deps, user);
  return renderStatementPdf(detail, pdfShop(context), locale);
}

/** GET /admin/invoices/{id}/pdf: answers the PDF and the document's number (the file name). */
export async function getInvoicePdf(deps: Deps, user: AuthUser, id: number, locale: Locale) {
  const context = await requireAccount(deps, user);
  const invoice = await readInvoice(deps.db, context.shop.id, id);
  return {
    invoiceNumber: invoice.invoiceNumber,
    pdf: await renderInvoicePdf(invoice, pdfShop(context), locale),
  };
}

// Earn-backs -------------------------------------------------------------------------------------

/** GET /admin/earnback: the earn-back of the current shop this quarter, for eligible users. */
export async function getEarnback(deps: Deps, user: AuthUser): Promise<Earnback> {
  const context = await requireAccount(deps, user);
  const quarter = quarterOf(today(deps));
  const { from, to } = quarterRange(quarter);
  const base = {
    eligible: user.earnbackEligible,
    tiers: EARNBACK_TIER_LIST,
    quarter,
    quarterStart: from,
    quarterEnd: to,
  };
  if (!user.earnbackEligible) {
    return {
      ...base,
      blocked: false,
      ...computeEarnback(0),
      earned: 0,
      credits: [],
      totalCredited: 0,
    };
  }
  const [block, sums, credits] = await Promise.all([
    findEarnbackBlock(deps.db, context.shop.accountNumber),
    findQualifyingSums(deps.db, context.shop.id, from, to),
    findEarnbackCredits(deps.db, context.shop.id),
  ]);
  const progress = computeEarnback(fromCents(toCents(sums.invoiced) - toCents(sums.returned)));
  return {
    ...base,
    blocked: block !== undefined,
    ...progress,
    earned: block ? 0 : progress.earned,
    credits: credits.map((c) => ({ ...c, quarter: c.quarter ?? '' })),
    totalCredited: fromCents(credits.reduce((sum, c) => sum + toCents(c.total), 0)),
  };
}

/**
 * GET /admin/earnback/blocklist/status/{accountNumber}: the caller's current shop's account, or
 * any account for support-access users; another shop's account answers 404, as an unknown one.
 */
export async function getEarnbackBlockStatus(
  deps: Deps,
  user: AuthUser,
  accountNumber: string,
): Promise<EarnbackBlockStatus> {
  if (userCanAccessSupport(user)) {
    const [shop] = await deps.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.accountNumber, accountNumber));
    if (!shop) throw notFound('No such account');
  } else {
    const context = await requireAccount(deps, user);
    if (context.shop.accountNumber !== accountNumber) throw notFound('No such account');
  }
  const block = await findEarnbackBlock(deps.db, accountNumber);
  return {
    accountNumber,
    blocked: block !== undefined,
    reason: block?.reason ?? null,
    blockedAt: block?.blockedAt.toISOString() ?? null,
  };
}

/**
 * Credits each shop's earn-back for a closed quarter (EARNBACK credit memos dated the day after it
 * ends): the tier's rate on the quarter's qualifying purchases. Idempotent: a shop that has the
 * quarter's credit is skipped (and invoices_shop_earnback_quarter is unique). Blocked accounts and
 * quarters without qualifying purchases get none. Answers the credits made.
 */
export async function issueEarnbackCredits(
  db: Database,
  quarter: string,
  todayDay: string = accountDay(new Date()),
): Promise<CreatedDocument[]> {
  const { from, to } = quarterRange(quarter);
  if (to >= todayDay) throw new Error(`quarter ${quarter} is not closed yet`);
  const made: CreatedDocument[] = [];
  for (const account of await findQuarterAccounts(db, from, to)) {
    const progress = computeEarnback(
      fromCents(toCents(account.invoiced) - toCents(account.returned)),
    );
    if (progress.earned <= 0) continue;
    if (await findEarnbackBlock(db, account.accountNumber)) continue;
    if (await hasEarnbackCredit(db, account.shopId, quarter)) continue;
    made.push(
      await createCreditMemo(db, {
        shopId: account.shopId,
        reason: 'EARNBACK',
        creditedInvoiceId: null,
        memo: `${quarter}: ${progress.percent}%`,
        createdBy: null,
        invoiceDate: addDays(to, 1),
        earnbackQuarter: quarter,
        taxRate: null,
        lines: [
          {
            description: `Earn-back ${quarter}, tier ${progress.tier} (${progress.percent}%)`,
            quantity: 1,
            unitPrice: progress.earned,
          },
        ],
      }),
    );
  }
  return made;
}

/** The submit's invoice of its order, in the submit's transaction (once per order). */
export function invoiceSubmittedOrder(
  db: Database,
  worksheetId: number,
  userId: number | null,
): Promise<CreatedDocument> {
  return createOrderInvoice(db, { worksheetId, createdBy: userId });
}
