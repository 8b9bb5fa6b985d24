import { monthOf, monthStart } from '@procounter/shared/domain/account-money';
import { and, asc, count, desc, eq, exists, gte, ilike, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountMonthSums,
  accountPayments,
  earnbackBlocks,
  invoiceLines,
  invoices,
  shops,
  stores,
  worksheets,
} from '../../db/schema/index';

// The SQL of /admin/statements (issue 23). Statements are not stored: a month's figures are the
// shop's sums of that month (account_month_sums, kept by triggers on invoices and account_payments
// in the writers' own transactions) and, for the month in progress, one aggregate per kind over the
// shop's index (invoices_shop_date_idx, account_payments_shop_paid_on_idx) up to today; what came
// before the first month is one sum of the months before it. Amounts come back as numeric text and
// are read in cents by the domain code.

export interface MonthSums {
  month: string;
  invoices: number;
  credits: number;
  payments: number;
}

const money = (value: string | number | null) => (value === null ? 0 : Number(value));

/**
 * The shop's sums per month from `from` (a month's first day) to `to` (a day, inclusive), and the
 * balance of everything dated before `from`. The months before `to`'s are read from their sums;
 * `to`'s own month is added up from its documents up to `to` (a day later in the month, as a test
 * clock may leave, does not count yet).
 */
export async function findMonthSums(
  db: Database,
  shopId: number,
  from: string,
  to: string,
): Promise<{ documentsBefore: number; paymentsBefore: number; months: MonthSums[] }> {
  const current = monthStart(monthOf(to));
  const since = from > current ? from : current;
  // Grouped by the month's first instant (date_trunc is about 1.5 times faster than grouping by
  // to_char's text), formatted once per group.
  const docMonth = sql`date_trunc('month', ${invoices.invoiceDate}::timestamp)`;
  const payMonth = sql`date_trunc('month', ${accountPayments.paidOn}::timestamp)`;
  const ofShop = eq(accountMonthSums.shopId, shopId);
  const [closed, [before], documents, payments] = await Promise.all([
    db
      .select({
        month: sql<string>`to_char(${accountMonthSums.month}, 'YYYY-MM')`,
        invoices: accountMonthSums.invoices,
        credits: accountMonthSums.credits,
        payments: accountMonthSums.payments,
      })
      .from(accountMonthSums)
      .where(and(ofShop, gte(accountMonthSums.month, from), lt(accountMonthSums.month, current))),
    db
      .select({
        documents: sql<
          string | null
        >`sum(${accountMonthSums.invoices} - ${accountMonthSums.credits})`,
        payments: sql<string | null>`sum(${accountMonthSums.payments})`,
      })
      .from(accountMonthSums)
      .where(and(ofShop, lt(accountMonthSums.month, from))),
    db
      .select({
        month: sql<string>`to_char(${docMonth}, 'YYYY-MM')`,
        invoices: sql<string>`sum(${invoices.total}) filter (where ${invoices.kind} = 'INVOICE')`,
        credits: sql<string>`sum(${invoices.total}) filter (where ${invoices.kind} = 'CREDIT_MEMO')`,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.shopId, shopId),
          gte(invoices.invoiceDate, since),
          lte(invoices.invoiceDate, to),
        ),
      )
      .groupBy(docMonth),
    db
      .select({
        month: sql<string>`to_char(${payMonth}, 'YYYY-MM')`,
        payments: sql<string>`sum(${accountPayments.amount})`,
      })
      .from(accountPayments)
      .where(
        and(
          eq(accountPayments.shopId, shopId),
          gte(accountPayments.paidOn, since),
          lte(accountPayments.paidOn, to),
        ),
      )
      .groupBy(payMonth),
  ]);
  const byMonth = new Map<string, MonthSums>();
  const of = (m: string) => {
    let sums = byMonth.get(m);
    if (!sums) {
      sums = { month: m, invoices: 0, credits: 0, payments: 0 };
      byMonth.set(m, sums);
    }
    return sums;
  };
  for (const row of closed) {
    byMonth.set(row.month, {
      month: row.month,
      invoices: money(row.invoices),
      credits: money(row.credits),
      payments: money(row.payments),
    });
  }
  for (const row of documents) {
    const sums = of(row.month);
    sums.invoices = money(row.invoices);
    sums.credits = money(row.credits);
  }
  for (const row of payments) of(row.month).payments = money(row.payments);
  return {
    documentsBefore: money(before?.documents ?? null),
    paymentsBefore: money(before?.payments ?? null),
    months: [...byMonth.values()],
  };
}

/** A document as the statement and the invoice search list it, with its order's number. */
const DOCUMENT_ROW = {
  id: invoices.id,
  kind: invoices.kind,
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  creditReason: invoices.creditReason,
  poNumber: invoices.poNumber,
  garageBayId: invoices.garageBayId,
  fleetId: invoices.fleetId,
  confirmationNumber: worksheets.confirmationNumber,
  total: invoices.total,
};

/** The shop's invoices and credit memos dated from `from` to `to`, in date order. */
export async function findDocumentsBetween(db: Database, shopId: number, from: string, to: string) {
  return db
    .select(DOCUMENT_ROW)
    .from(invoices)
    .leftJoin(worksheets, eq(worksheets.id, invoices.worksheetId))
    .where(
      and(
        eq(invoices.shopId, shopId),
        gte(invoices.invoiceDate, from),
        lte(invoices.invoiceDate, to),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.id));
}

/** The shop's payments dated from `from` to `to`, in date order. */
export async function findPaymentsBetween(db: Database, shopId: number, from: string, to: string) {
  return db
    .select({
      id: accountPayments.id,
      paidOn: accountPayments.paidOn,
      paymentType: accountPayments.paymentType,
      reference: accountPayments.reference,
      amount: accountPayments.amount,
    })
    .from(accountPayments)
    .where(
      and(
        eq(accountPayments.shopId, shopId),
        gte(accountPayments.paidOn, from),
        lte(accountPayments.paidOn, to),
      ),
    )
    .orderBy(asc(accountPayments.paidOn), asc(accountPayments.id));
}

/** An invoice or credit memo of the shop with its store and order; undefined when not the shop's. */
export async function findInvoiceOfShop(db: Database, shopId: number, id: number) {
  const [row] = await db
    .select({
      invoice: invoices,
      confirmationNumber: worksheets.confirmationNumber,
      store: {
        id: stores.id,
        name: stores.name,
        address: stores.address,
        city: stores.city,
        state: stores.state,
        zipCode: stores.zipCode,
        phone: stores.phone,
      },
    })
    .from(invoices)
    .leftJoin(worksheets, eq(worksheets.id, invoices.worksheetId))
    .leftJoin(stores, eq(stores.id, invoices.storeId))
    .where(and(eq(invoices.id, id), eq(invoices.shopId, shopId)));
  return row;
}

export async function findLinesOf(db: Database, invoiceId: number) {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.lineNumber));
}

const documentRef = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  total: invoices.total,
};

export async function findDocumentRef(db: Database, id: number) {
  const [row] = await db.select(documentRef).from(invoices).where(eq(invoices.id, id));
  return row;
}

/** The credit memos against an invoice, in date order. */
export async function findCreditsOf(db: Database, invoiceId: number) {
  return db
    .select(documentRef)
    .from(invoices)
    .where(eq(invoices.creditedInvoiceId, invoiceId))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.id));
}

/**
 * A page of the shop's invoices and credit memos, newest first: the text a prefix of the invoice
 * number or of a line's part number; from/to bound the date.
 */
export async function searchInvoices(
  db: Database,
  shopId: number,
  filter: { query?: string; from?: string; to?: string },
  page: { limit: number; offset: number },
) {
  const text = filter.query?.trim();
  const pattern = text ? `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(invoices.shopId, shopId),
    filter.from ? gte(invoices.invoiceDate, filter.from) : undefined,
    filter.to ? lte(invoices.invoiceDate, filter.to) : undefined,
    pattern
      ? or(
          ilike(invoices.invoiceNumber, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(invoiceLines)
              .where(
                and(
                  eq(invoiceLines.invoiceId, invoices.id),
                  ilike(invoiceLines.partNumber, pattern),
                ),
              ),
          ),
        )
      : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(DOCUMENT_ROW)
      .from(invoices)
      .leftJoin(worksheets, eq(worksheets.id, invoices.worksheetId))
      .where(where)
      .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Invoice subtotals and RETURN credit subtotals of the shop between two days (a quarter). */
export async function findQualifyingSums(db: Database, shopId: number, from: string, to: string) {
  const [row] = await db
    .select({
      invoiced: sql<
        string | null
      >`sum(${invoices.subtotal}) filter (where ${invoices.kind} = 'INVOICE')`,
      returned: sql<
        string | null
      >`sum(${invoices.subtotal}) filter (where ${invoices.creditReason} = 'RETURN')`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.shopId, shopId),
        gte(invoices.invoiceDate, from),
        lte(invoices.invoiceDate, to),
      ),
    );
  return { invoiced: money(row?.invoiced ?? null), returned: money(row?.returned ?? null) };
}

/** The shop's EARNBACK credit memos, newest first. */
export async function findEarnbackCredits(db: Database, shopId: number) {
  return db
    .select({ ...documentRef, quarter: invoices.earnbackQuarter })
    .from(invoices)
    .where(and(eq(invoices.shopId, shopId), eq(invoices.creditReason, 'EARNBACK')))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id));
}

export async function findEarnbackBlock(db: Database, accountNumber: string) {
  const [row] = await db
    .select()
    .from(earnbackBlocks)
    .where(eq(earnbackBlocks.accountNumber, accountNumber));
  return row;
}

/** The shops with invoices in a quarter, with their invoice and RETURN credit subtotals. */
export async function findQuarterAccounts(db: Database, from: string, to: string) {
  const rows = await db
    .select({
      shopId: invoices.shopId,
      accountNumber: shops.accountNumber,
      invoiced: sql<
        string | null
      >`sum(${invoices.subtotal}) filter (where ${invoices.kind} = 'INVOICE')`,
      returned: sql<
        string | null
      >`sum(${invoices.subtotal}) filter (where ${invoices.creditReason} = 'RETURN')`,
    })
    .from(invoices)
    .innerJoin(shops, eq(shops.id, invoices.shopId))
    .where(and(gte(invoices.invoiceDate, from), lte(invoices.invoiceDate, to)))
    .groupBy(invoices.shopId, shops.accountNumber)
    .orderBy(asc(invoices.shopId));
  return rows.map((r) => ({
    shopId: r.shopId,
    accountNumber: r.accountNumber,
    invoiced: money(r.invoiced),
    returned: money(r.returned),
  }));
}

/** Whether the shop has the EARNBACK credit of a quarter. */
export async function hasEarnbackCredit(db: Database, shopId: number, quarter: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.shopId, shopId), eq(invoices.earnbackQuarter, quarter)));
  return row !== undefined;
}
