import {
  accountDay,
  addDays,
  addMonths,
  monthEnd,
  monthOf,
  previousQuarter,
  quarterOf,
  quarterRange,
} from '@procounter/shared/domain/account-money';
import { and, asc, count, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import {
  createCreditMemo,
  createInvoice,
  invoiceSubmittedOrder,
  issueEarnbackCredits,
} from '../../modules/statements/statements.service';
import type { Database } from '../client';
import { accountPayments, invoiceLines, invoices, shops, users, worksheets } from '../schema/index';
import { withTransaction } from '../transaction';
import { demoPartLine, findDemoStockedParts } from './demo';

// The demo shops' accounts (issue 23): six months of invoices from the demo catalog's parts,
// payments (cash and credit card), a RETURN credit memo and the closed quarters' earn-back
// credits, for shops 1001 (Lone Star Main St, ON_ACCOUNT) and 2001 (Bay Area Brakes, COD), so
// /admin/statements shows real statements on a fresh start. 1002 hides costs: no statements.
// Deterministic (a fixed pseudo-random sequence); dates relative to the current month. The
// demo's orders are invoiced as the submit would have (on their day); the other invoices are
// counter sales without an order on the portal.

const DEMO_ACCOUNTS = [
  { shopId: 1001, seed: 1001, perMonth: 6, unpaidMonthsBack: 1 },
  { shopId: 2001, seed: 2001, perMonth: 4, unpaidMonthsBack: 2 },
] as const;

/** mulberry32: a small, fixed pseudo-random sequence. */
function sequence(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Writes the demo accounts' invoices, payments, return and earn-back credits; nothing when shop
 * 1001 already has an invoice not made by an order, or the shops or the catalog are missing.
 * Answers how many invoices it wrote.
 */
export async function seedDemoStatements(db: Database, clock: Clock): Promise<number> {
  const [already] = await db
    .select({ n: count() })
    .from(invoices)
    .where(and(eq(invoices.shopId, 1001), eq(invoices.kind, 'INVOICE')));
  const parts = await findDemoStockedParts(db, { limit: 40, withCost: true });
  if (parts.length < 10 || (already?.n ?? 0) > 0) return 0;
  const present = await db
    .select({ id: shops.id })
    .from(shops)
    .where(
      inArray(
        shops.id,
        DEMO_ACCOUNTS.map((a) => a.shopId),
      ),
    );
  const today = accountDay(clock.now());
  const thisMonth = monthOf(today);
  let written = 0;

  return withTransaction(db, async (tx) => {
    // The demo's orders, billed on the day they were submitted.
    const orders = await tx
      .select({ id: worksheets.id, submittedBy: worksheets.submittedBy })
      .from(worksheets)
      .where(
        and(
          isNotNull(worksheets.confirmationNumber),
          inArray(
            worksheets.shopId,
            DEMO_ACCOUNTS.map((a) => a.shopId),
          ),
        ),
      )
      .orderBy(asc(worksheets.id));
    for (const order of orders) {
      await invoiceSubmittedOrder(tx, order.id, order.submittedBy);
      written++;
    }
    const [tech] = await tx.select({ id: users.id }).from(users).where(eq(users.loginName, 'tech'));

    for (const account of DEMO_ACCOUNTS) {
      if (!present.some((s) => s.id === account.shopId)) continue;
      const random = sequence(account.seed);
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
      for (let back = 5; back >= 0; back--) {
        const month = addMonths(thisMonth, -back);
        const lastDay = back === 0 ? Number(today.slice(8, 10)) : Number(monthEnd(month).slice(8));
        const invoiceCount =
          back === 0 ? Math.min(account.perMonth, Math.max(1, lastDay - 1)) : account.perMonth;
        for (let i = 0; i < invoiceCount; i++) {
          const day = Math.min(lastDay, 1 + Math.floor(((i + random()) * lastDay) / invoiceCount));
          const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
            demoPartLine(pick(parts), 1 + Math.floor(random() * 4)),
          );
          await insertCounterInvoice(tx, account.shopId, `${month}-${pad(day)}`, lines, tech?.id);
          written++;
        }
      }
      await payStatements(tx, account, thisMonth, today, random);
      await returnOneLine(tx, account.shopId, addMonths(thisMonth, -3), tech?.id ?? null);
    }
    // The closed quarters of the six months: their earn-back credits.
    let quarter = previousQuarter(quarterOf(today));
    while (quarterRange(quarter).to >= `${addMonths(thisMonth, -5)}-01`) {
      await issueEarnbackCredits(tx, quarter, today);
      quarter = previousQuarter(quarter);
    }
    return written;
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An invoice of parts sold at the counter (no portal order), at cost, with the parts tax. */
function insertCounterInvoice(
  db: Database,
  shopId: number,
  date: string,
  lines: ReturnType<typeof demoPartLine>[],
  createdBy: number | undefined,
) {
  return createInvoice(db, {
    shopId,
    invoiceDate: date,
    storeId: shopId === 1001 ? 512 : 730,
    taxRate: shopId === 1001 ? 8.25 : null,
    createdBy: createdBy ?? null,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.itemCost ?? 0,
      lineCode: line.lineCode,
      partNumber: line.partNumber,
      productId: line.productId,
    })),
  });
}

/**
 * Payments: each month's closing paid in full around the 12th of the next month, by cash or
 * credit card, but for the last `unpaidMonthsBack` months (1: last month is due; 2: the month
 * before is past due too).
 */
async function payStatements(
  db: Database,
  account: (typeof DEMO_ACCOUNTS)[number],
  thisMonth: string,
  today: string,
  random: () => number,
) {
  for (let back = 5; back > account.unpaidMonthsBack; back--) {
    const month = addMonths(thisMonth, -back);
    const rows = await db
      .select({ total: invoices.total, kind: invoices.kind, date: invoices.invoiceDate })
      .from(invoices)
      .where(eq(invoices.shopId, account.shopId));
    let cents = 0;
    for (const row of rows) {
      if (monthOf(row.date) !== month) continue;
      cents += Math.round(row.total * 100) * (row.kind === 'INVOICE' ? 1 : -1);
    }
    const paidOn = addDays(monthEnd(month), 10 + Math.floor(random() * 5));
    if (cents <= 0 || paidOn > today) continue;
    await db.insert(accountPayments).values({
      shopId: account.shopId,
      paidOn,
      paymentType: random() < 0.5 ? 'cash' : 'credit_card',
      amount: cents / 100,
      reference: `R${account.shopId}-${month.replace('-', '')}`,
    });
  }
}

/** A RETURN credit memo for one unit of the first line of the shop's first invoice of a month. */
async function returnOneLine(
  db: Database,
  shopId: number,
  month: string,
  createdBy: number | null,
) {
  const [line] = await db
    .select({
      id: invoiceLines.id,
      invoiceId: invoices.id,
      description: invoiceLines.description,
      unitPrice: invoiceLines.unitPrice,
      lineCode: invoiceLines.lineCode,
      partNumber: invoiceLines.partNumber,
      productId: invoiceLines.productId,
      taxRate: invoices.taxRate,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoices.shopId, shopId),
        eq(invoices.kind, 'INVOICE'),
        gte(invoices.invoiceDate, `${month}-01`),
        lte(invoices.invoiceDate, monthEnd(month)),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoiceLines.id))
    .limit(1);
  if (!line) return;
  await createCreditMemo(db, {
    shopId,
    reason: 'RETURN',
    creditedInvoiceId: line.invoiceId,
    memo: 'Wrong part: returned unused in its box',
    createdBy,
    invoiceDate: addDays(`${month}-01`, 20),
    taxRate: line.taxRate,
    lines: [
      {
        description: line.description,
        quantity: 1,
        unitPrice: line.unitPrice,
        creditedLineId: line.id,
        lineCode: line.lineCode,
        partNumber: line.partNumber,
        productId: line.productId,
      },
    ],
  });
}
