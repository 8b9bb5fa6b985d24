import { randomUUID } from 'node:crypto';
import { API } from '@procounter/shared/contracts/api-paths';
import {
  EarnbackBlockStatusSchema,
  EarnbackSchema,
  InvoiceDetailSchema,
  InvoiceSearchResultSchema,
  StatementDetailSchema,
  StatementListSchema,
} from '@procounter/shared/contracts/statement';
import { SubmitWorksheetResultSchema } from '@procounter/shared/contracts/worksheet';
import {
  accountDay,
  addDays,
  addMonths,
  computeEarnback,
  monthOf,
  previousQuarter,
  quarterOf,
  quarterRange,
} from '@procounter/shared/domain/account-money';
import { toCents } from '@procounter/shared/domain/quote-totals';
import { and, asc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { pdfText } from '../../../test/helpers/pdf-text';
import { type ApiCaller, apiCaller, createShopUser } from '../../../test/helpers/shop-user';
import {
  accountMonthSums,
  accountPayments,
  earnbackBlocks,
  groups,
  invoiceLines,
  invoices,
  kits,
  products,
  storeStock,
} from '../../db/schema/index';
import { createCompany, createShop, createShopRequest } from '../../db/seed/factories';
import { createCreditMemo } from './credit-memos';
import { issueEarnbackCredits } from './statements.service';

// /admin/statements through HTTP (issue 23, part 1): a shop of its own (home store 512, parts tax
// 8.25%) whose earn-back-eligible user orders a part; earlier months written directly (invoices,
// a payment, a return); another shop's user for the 404s; a shop that hides costs for the 403s.

let t: TestApp;
let call: ApiCaller;
let other: ApiCaller;
let hiding: ApiCaller;
let notEligible: ApiCaller;
let shopId: number;
let accountNumber: string;
let otherAccountNumber: string;
let ordered: { invoiceId: number; partNumber: string; confirmationNumber: string };
const today = accountDay(new Date());
const thisMonth = monthOf(today);
const lastMonth = addMonths(thisMonth, -1);

async function ok<T>(
  response: { statusCode: number; body: string; json(): unknown },
  schema: { parse(v: unknown): T },
) {
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

async function groupIdOf(name: string) {
  const [row] = await t.db.select({ id: groups.id }).from(groups).where(eq(groups.name, name));
  return row!.id;
}

async function insertInvoice(date: string, subtotal: number, lines = 1) {
  const [row] = await t.db
    .insert(invoices)
    .values({
      shopId,
      kind: 'INVOICE',
      invoiceNumber: `IT${randomUUID().slice(0, 8)}`,
      invoiceDate: date,
      storeId: 512,
      subtotal,
      tax: 0,
      total: subtotal,
    })
    .returning();
  for (let i = 0; i < lines; i++) {
    await t.db.insert(invoiceLines).values({
      invoiceId: row!.id,
      lineNumber: i + 1,
      description: 'Filter',
      partNumber: `PF-${i}`,
      quantity: 1,
      unitPrice: subtotal / lines,
      extended: subtotal / lines,
    });
  }
  return row!;
}

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db, { paymentMethod: 'ON_ACCOUNT', paymentTermsDays: 30 });
  const shop = await createShop(t.db, { companyId: company.id, homeStoreId: 512 });
  shopId = shop.id;
  accountNumber = shop.accountNumber;
  await createShopRequest(t.db, {
    companyId: company.id,
    shopId,
    requestStatus: 'APPROVED',
    taxRateParts: 8.25,
  });
  const groupId = await groupIdOf('SHOP_EMPLOYEE');
  ({ call } = await createShopUser(t, { shopIds: [shopId], groupId, earnbackEligible: true }));
  ({ call: notEligible } = await createShopUser(t, { shopIds: [shopId], groupId }));
  const otherShop = await createShop(t.db, { companyId: (await createCompany(t.db)).id });
  otherAccountNumber = otherShop.accountNumber;
  ({ call: other } = await createShopUser(t, {
    shopIds: [otherShop.id],
    groupId,
    earnbackEligible: true,
  }));
  ({ call: hiding } = await createShopUser(t, { shopIds: [1002], groupId }));

  // Two months ago and last month: invoices, a payment.
  await insertInvoice(`${addMonths(thisMonth, -2)}-10`, 100);
  await insertInvoice(`${lastMonth}-05`, 250.5, 2);
  await t.db.insert(accountPayments).values({
    shopId,
    paidOn: `${lastMonth}-20`,
    paymentType: 'credit_card',
    amount: 100,
    reference: 'AUTH-1',
  });

  // The user orders a part this month: the submit bills it.
  const [part] = await t.db
    .select({ id: products.id, partNumber: products.partNumber, cost: products.cost })
    .from(products)
    .innerJoin(storeStock, and(eq(storeStock.productId, products.id), eq(storeStock.storeId, 512)))
    .leftJoin(kits, eq(kits.productId, products.id))
    .where(and(isNull(kits.productId), isNotNull(products.cost), gte(storeStock.quantityOnHand, 4)))
    .orderBy(asc(products.id))
    .limit(1);
  const added = await call('POST', `${API.addProduct}?quantity=2`, { productId: part!.id });
  expect(added.statusCode, added.body).toBe(200);
  const worksheetId = added.json().quoteDetails.worksheetHeaderId;
  const submitted = await call('POST', API.worksheetSubmit, {
    idempotencyKey: randomUUID(),
    worksheetId,
  });
  const result = await ok(submitted, SubmitWorksheetResultSchema);
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.worksheetId, worksheetId));
  ordered = {
    invoiceId: invoice!.id,
    partNumber: part!.partNumber,
    confirmationNumber: result.orderConfirmationNumber,
  };
});

afterAll(async () => {
  await t?.close();
});

describe('GET /admin/statements', () => {
  it('lists 24 months newest first whose balances follow from their lines', async () => {
    const list = await ok(await call('GET', API.statements), StatementListSchema);
    expect(list.statements).toHaveLength(24);
    expect(list.statements[0]!.month).toBe(thisMonth);
    expect(list.account).toMatchObject({
      shopId,
      accountNumber,
      paymentMethod: 'ON_ACCOUNT',
      paymentTermsDays: 30,
      earnbackEligible: true,
    });
    const oldest = [...list.statements].reverse();
    let opening = 0;
    for (const s of oldest) {
      expect(s.opening).toBe(opening);
      expect(toCents(s.closing)).toBe(
        toCents(s.opening) + toCents(s.invoices) - toCents(s.credits) - toCents(s.payments),
      );
      opening = s.closing;
    }
    expect(list.account.currentBalance).toBe(list.statements[0]!.closing);
    const last = list.statements[1]!;
    expect(last).toMatchObject({
      month: lastMonth,
      opening: 100,
      invoices: 250.5,
      payments: 100,
      closing: 250.5,
    });
    expect(list.statements[23]!.status).toBe('NO_ACTIVITY');
    // Two months ago: 100 due, the 100 paid last month covers it.
    expect(list.statements[2]!.status).toBe('PAID');
  });

  // The list reads closed months from account_month_sums, which triggers keep (migration 0020).
  it('keeps the month sums it reads true as documents and payments are added, changed and removed', async () => {
    const company = await createCompany(t.db, { paymentMethod: 'ON_ACCOUNT' });
    const { id: shop } = await createShop(t.db, { companyId: company.id });
    const day = (months: number, d: string) => `${addMonths(thisMonth, months)}-${d}`;
    const document = (kind: 'INVOICE' | 'CREDIT_MEMO', invoiceDate: string, total: number) => ({
      shopId: shop,
      kind,
      invoiceNumber: `IT${randomUUID().slice(0, 8)}`,
      invoiceDate,
      subtotal: total,
      tax: 0,
      total,
    });
    // Several rows in one statement, of two months and both kinds.
    const written = await t.db
      .insert(invoices)
      .values([
        document('INVOICE', day(-3, '02'), 120.25),
        document('INVOICE', day(-3, '28'), 80),
        document('CREDIT_MEMO', day(-3, '15'), 20.1),
        document('INVOICE', day(-2, '01'), 300),
      ])
      .returning({ id: invoices.id });
    const [paid] = await t.db
      .insert(accountPayments)
      .values([
        { shopId: shop, paidOn: day(-2, '10'), paymentType: 'cash', amount: 150 },
        { shopId: shop, paidOn: day(-2, '11'), paymentType: 'cash', amount: 45.5 },
      ])
      .returning({ id: accountPayments.id });
    // A total changed, a document moved to another month, one removed; a payment removed.
    await t.db.update(invoices).set({ total: 99.99 }).where(eq(invoices.id, written[0]!.id));
    await t.db
      .update(invoices)
      .set({ invoiceDate: day(-4, '09') })
      .where(eq(invoices.id, written[1]!.id));
    await t.db.delete(invoices).where(eq(invoices.id, written[3]!.id));
    await t.db.delete(accountPayments).where(eq(accountPayments.id, paid!.id));

    const m = accountMonthSums;
    const kept = await t.db
      .select({
        month: sql<string>`to_char(${m.month}, 'YYYY-MM')`,
        invoices: sql<string>`${m.invoices}::text`,
        credits: sql<string>`${m.credits}::text`,
        payments: sql<string>`${m.payments}::text`,
      })
      .from(m)
      .where(
        and(
          eq(m.shopId, shop),
          sql`(${m.invoices} <> 0 or ${m.credits} <> 0 or ${m.payments} <> 0)`,
        ),
      )
      .orderBy(asc(m.month));
    expect(kept).toEqual([
      { month: addMonths(thisMonth, -4), invoices: '80.00', credits: '0.00', payments: '0.00' },
      { month: addMonths(thisMonth, -3), invoices: '99.99', credits: '20.10', payments: '0.00' },
      { month: addMonths(thisMonth, -2), invoices: '0.00', credits: '0.00', payments: '45.50' },
    ]);
  });

  it('answers 401 without a token and 403 COSTS_HIDDEN to a shop that hides costs', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api${API.statements}` });
    expect(anonymous.statusCode).toBe(401);
    const refused = await hiding('GET', API.statements);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('COSTS_HIDDEN');
  });
});

describe('GET /admin/statements/{month}', () => {
  it("lists this month's invoice from the order with the running balance", async () => {
    const detail = await ok(await call('GET', API.statement(thisMonth)), StatementDetailSchema);
    const entry = detail.entries.find((e) => e.id === ordered.invoiceId);
    expect(entry).toMatchObject({
      kind: 'INVOICE',
      confirmationNumber: ordered.confirmationNumber,
    });
    const last = detail.entries.at(-1)!;
    expect(last.balance).toBe(detail.statement.closing);
  });

  it("sums last month's entries to its statement", async () => {
    const detail = await ok(await call('GET', API.statement(lastMonth)), StatementDetailSchema);
    expect(detail.entries.map((e) => e.kind)).toEqual(['INVOICE', 'PAYMENT']);
    expect(detail.entries.map((e) => e.balance)).toEqual([350.5, 250.5]);
    expect(detail.statement.closing).toBe(250.5);
    expect(detail.entries[1]).toMatchObject({ paymentType: 'credit_card', number: 'AUTH-1' });
  });

  it('answers 400 for a bad month and 404 for a month to come', async () => {
    expect((await call('GET', API.statement('2026-13'))).statusCode).toBe(400);
    expect((await call('GET', API.statement('latest'))).statusCode).toBe(400);
    expect((await call('GET', API.statement(addMonths(thisMonth, 1)))).statusCode).toBe(404);
  });

  it('shows another shop only its own (empty) month', async () => {
    const detail = await ok(await other('GET', API.statement(lastMonth)), StatementDetailSchema);
    expect(detail.entries).toEqual([]);
  });
});

describe('GET /admin/invoices/{id}', () => {
  it('answers the invoice at cost with the order, store and tax', async () => {
    const invoice = await ok(
      await call('GET', API.invoice(ordered.invoiceId)),
      InvoiceDetailSchema,
    );
    expect(invoice.kind).toBe('INVOICE');
    expect(invoice.order?.confirmationNumber).toBe(ordered.confirmationNumber);
    expect(invoice.store?.id).toBe(512);
    expect(invoice.taxRate).toBe(8.25);
    expect(invoice.lines[0]).toMatchObject({ partNumber: ordered.partNumber, quantity: 2 });
    const sum = invoice.lines.reduce((s, l) => s + toCents(l.extended), 0);
    expect(toCents(invoice.subtotal)).toBe(sum);
    expect(toCents(invoice.total)).toBe(toCents(invoice.subtotal) + toCents(invoice.tax));
  });

  it('answers 404 to another shop and 400 for a bad id', async () => {
    expect((await other('GET', API.invoice(ordered.invoiceId))).statusCode).toBe(404);
    expect((await other('GET', API.invoicePdf(ordered.invoiceId))).statusCode).toBe(404);
    expect((await call('GET', API.invoice('abc'))).statusCode).toBe(400);
    expect((await call('GET', API.invoice(2_147_483_647))).statusCode).toBe(404);
  });

  it('links a return credit memo both ways', async () => {
    const [line] = await t.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, ordered.invoiceId));
    const memo = await createCreditMemo(t.db, {
      shopId,
      reason: 'RETURN',
      creditedInvoiceId: ordered.invoiceId,
      memo: null,
      createdBy: null,
      taxRate: 8.25,
      lines: [
        {
          description: line!.description,
          quantity: 1,
          unitPrice: line!.unitPrice,
          creditedLineId: line!.id,
        },
      ],
    });
    const invoice = await ok(
      await call('GET', API.invoice(ordered.invoiceId)),
      InvoiceDetailSchema,
    );
    expect(invoice.credits.map((c) => c.invoiceNumber)).toEqual([memo.invoiceNumber]);
    const credit = await ok(await call('GET', API.invoice(memo.id)), InvoiceDetailSchema);
    expect(credit).toMatchObject({ kind: 'CREDIT_MEMO', creditReason: 'RETURN' });
    expect(credit.creditedInvoice?.id).toBe(ordered.invoiceId);
  });
});

describe('GET /admin/invoices', () => {
  it('finds invoices by part number and by number, only of the shop', async () => {
    const byPart = await ok(
      await call('GET', `${API.invoices}?query=${encodeURIComponent(ordered.partNumber)}`),
      InvoiceSearchResultSchema,
    );
    expect(byPart.items.map((i) => i.id)).toContain(ordered.invoiceId);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, ordered.invoiceId));
    const byNumber = await ok(
      await call('GET', `${API.invoices}?query=${row!.invoiceNumber.toLowerCase()}`),
      InvoiceSearchResultSchema,
    );
    expect(byNumber.items.map((i) => i.id)).toEqual([ordered.invoiceId]);
    const otherShop = await ok(
      await other('GET', `${API.invoices}?query=${row!.invoiceNumber}`),
      InvoiceSearchResultSchema,
    );
    expect(otherShop.total).toBe(0);
    const byDate = await ok(
      await call('GET', `${API.invoices}?from=${lastMonth}-01&to=${lastMonth}-28`),
      InvoiceSearchResultSchema,
    );
    expect(byDate.items).toHaveLength(1);
  });

  it('answers 400 for a bad date, a range backwards or a page 0', async () => {
    expect((await call('GET', `${API.invoices}?from=yesterday`)).statusCode).toBe(400);
    expect((await call('GET', `${API.invoices}?from=2026-05-02&to=2026-05-01`)).statusCode).toBe(
      400,
    );
    expect((await call('GET', `${API.invoices}?page=0`)).statusCode).toBe(400);
  });
});

describe('PDFs', () => {
  it("downloads the invoice's PDF with its number, part and total", async () => {
    const response = await call('GET', API.invoicePdf(ordered.invoiceId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const invoice = InvoiceDetailSchema.parse(
      (await call('GET', API.invoice(ordered.invoiceId))).json(),
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.invoiceNumber}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Invoice ${invoice.invoiceNumber}`);
    expect(text).toContain(ordered.partNumber);
    expect(text).toContain(`$${invoice.total.toFixed(2)}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    expect(text).toContain('Store 512');
  });

  it('writes the statement PDF in Spanish when asked', async () => {
    const response = await call('GET', `${API.statementPdf(lastMonth)}?language=es`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${lastMonth}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Estado de cuenta');
    expect(text).toContain('Saldo final');
    expect(text).toContain('Tarjeta de crédito');
    expect(text).toContain(accountNumber);
  });

  it('answers 403 COSTS_HIDDEN and 400 as the JSON calls do', async () => {
    expect((await hiding('GET', API.statementPdf(thisMonth))).statusCode).toBe(403);
    expect((await call('GET', API.statementPdf('2026-1'))).statusCode).toBe(400);
  });
});

describe('earn-backs', () => {
  it("shows an eligible user this quarter's progress; not to others", async () => {
    const earnback = await ok(await call('GET', API.earnback), EarnbackSchema);
    expect(earnback).toMatchObject({ eligible: true, blocked: false, quarter: quarterOf(today) });
    expect(earnback.tiers.map((tier) => tier.percent)).toEqual([1, 2, 3]);
    expect(earnback.qualifying).toBeGreaterThan(0);
    expect(earnback.nextTier?.remaining).toBe(
      (toCents(earnback.nextTier!.from) - toCents(earnback.qualifying)) / 100,
    );
    const plain = await ok(await notEligible('GET', API.earnback), EarnbackSchema);
    expect(plain).toMatchObject({ eligible: false, qualifying: 0, credits: [] });
    expect((await hiding('GET', API.earnback)).statusCode).toBe(403);
  });

  it('issues a closed quarter its credit once, and none to a blocked account', async () => {
    const quarter = previousQuarter(quarterOf(today));
    const { from, to } = quarterRange(quarter);
    await insertInvoice(addDays(from, 14), 6000);
    const [sums] = await t.db
      .select({ subtotal: sql<string>`sum(${invoices.subtotal})` })
      .from(invoices)
      .where(
        and(
          eq(invoices.shopId, shopId),
          eq(invoices.kind, 'INVOICE'),
          gte(invoices.invoiceDate, from),
          lte(invoices.invoiceDate, to),
        ),
      );
    const expected = computeEarnback(Number(sums!.subtotal));
    expect(expected.percent).toBe(2);
    expect((await issueEarnbackCredits(t.db, quarter, today)).length).toBeGreaterThan(0);
    expect(await issueEarnbackCredits(t.db, quarter, today)).toEqual([]);
    await expect(issueEarnbackCredits(t.db, quarterOf(today), today)).rejects.toThrow(/not closed/);
    const earnback = await ok(await call('GET', API.earnback), EarnbackSchema);
    const credits = earnback.credits.filter((c) => c.quarter === quarter);
    expect(credits.map((c) => [c.total, c.invoiceDate])).toEqual([
      [expected.earned, addDays(to, 1)],
    ]);
    expect(earnback.totalCredited).toBe(expected.earned);

    await t.db.insert(earnbackBlocks).values({ accountNumber, reason: 'Test' });
    const blocked = await ok(await call('GET', API.earnback), EarnbackSchema);
    expect(blocked).toMatchObject({ blocked: true, earned: 0 });
    const status = await ok(
      await call('GET', API.earnbackBlockStatus(accountNumber)),
      EarnbackBlockStatusSchema,
    );
    expect(status).toMatchObject({ accountNumber, blocked: true, reason: 'Test' });
  });

  it("answers the blocklist status of the shop's own account only; 404 for another's", async () => {
    expect((await call('GET', API.earnbackBlockStatus(otherAccountNumber))).statusCode).toBe(404);
    const own = await ok(
      await other('GET', API.earnbackBlockStatus(otherAccountNumber)),
      EarnbackBlockStatusSchema,
    );
    expect(own.blocked).toBe(false);
    expect((await call('GET', API.earnbackBlockStatus('bad account!'))).statusCode).toBe(400);
    const { access_token: token } = await t.login('support');
    const support = await apiCaller(t, token)('GET', API.earnbackBlockStatus(otherAccountNumber));
    expect(support.statusCode, support.body).toBe(200);
    expect(
      (await apiCaller(t, token)('GET', API.earnbackBlockStatus('999999999'))).statusCode,
    ).toBe(404);
  });
});
