import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import { invoiceLines, invoices } from '../../db/schema/index';
import {
  createCompany,
  createQuote,
  createShop,
  createShopRequest,
  createUser,
} from '../../db/seed/factories';
import { createCreditMemo, findInvoiceLineForShop } from './credit-memos';
import { createOrderInvoice } from './order-invoices';

// The invoice of an order and the credit memos against it, on a shop of its own (tax on parts
// 8.25% from its approved pricing request).

let t: TestApp;
let shopId: number;
let otherShopId: number;
let worksheetId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  shopId = (await createShop(t.db, { companyId: company.id, homeStoreId: 512 })).id;
  otherShopId = (await createShop(t.db, { companyId: (await createCompany(t.db)).id })).id;
  await createShopRequest(t.db, {
    companyId: company.id,
    shopId,
    requestStatus: 'APPROVED',
    taxRateParts: 8.25,
  });
  const user = await createUser(t.db, { shopIds: [shopId] });
  const worksheet = await createQuote(t.db, {
    shopId,
    userId: user.id,
    vehicle: { baseVehicleId: (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))! },
    updatedAt: new Date('2026-11-02T05:30:00Z'),
    submitted: { confirmationNumber: 'PCT0000001', storeId: 512, poNumber: 'PO-77' },
    lines: [
      {
        itemType: 'PART',
        description: 'Brake pad set',
        quantity: 2,
        itemCost: 24.99,
        customerPrice: 49.99,
        lineCode: 'BRK',
        partNumber: 'BP-100',
      },
      {
        itemType: 'LABOR',
        description: 'Replace pads',
        quantity: 1.5,
        itemCost: null,
        customerPrice: 120,
      },
      {
        itemType: 'PART',
        description: 'Call for pricing part',
        quantity: 1,
        itemCost: null,
        customerPrice: null,
        lineCode: 'CFP',
        partNumber: 'X-1',
      },
    ],
  });
  worksheetId = worksheet.id;
});

afterAll(async () => {
  await t?.close();
});

describe('createOrderInvoice', () => {
  it('bills the parts at cost with the parts tax, once per order, dated in Chicago', async () => {
    const first = await createOrderInvoice(t.db, { worksheetId, createdBy: null });
    const again = await createOrderInvoice(t.db, { worksheetId, createdBy: null });
    expect(again).toEqual(first);
    expect(first.invoiceNumber).toMatch(/^IN\d+$/);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, first.id));
    // 2 x 24.99 = 49.98; tax 8.25% = 4.12335 -> 4.12; the call-for-pricing line at 0.00.
    expect(invoice).toMatchObject({
      shopId,
      kind: 'INVOICE',
      invoiceDate: '2026-11-01',
      poNumber: 'PO-77',
      storeId: 512,
      subtotal: 49.98,
      taxRate: 8.25,
      tax: 4.12,
      total: 54.1,
    });
    const lines = await t.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, first.id))
      .orderBy(invoiceLines.lineNumber);
    expect(lines.map((l) => [l.partNumber, l.quantity, l.unitPrice, l.extended])).toEqual([
      ['BP-100', 2, 24.99, 49.98],
      ['X-1', 1, 0, 0],
    ]);
  });
});

describe('createCreditMemo', () => {
  it('credits returned lines up to what was invoiced, never more', async () => {
    const invoice = await createOrderInvoice(t.db, { worksheetId, createdBy: null });
    const [line] = await t.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(invoiceLines.lineNumber);
    const found = await findInvoiceLineForShop(t.db, shopId, line!.id);
    expect(found).toMatchObject({
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: '2026-11-01',
      worksheetId,
      confirmationNumber: 'PCT0000001',
      partNumber: 'BP-100',
    });
    expect(await findInvoiceLineForShop(t.db, otherShopId, line!.id)).toBeNull();

    const returnOne = {
      shopId,
      reason: 'RETURN' as const,
      creditedInvoiceId: invoice.id,
      memo: 'Wrong pads',
      createdBy: null,
      invoiceDate: '2026-11-10',
      taxRate: 8.25,
      lines: [
        { description: 'Brake pad set', quantity: 1, unitPrice: 24.99, creditedLineId: line!.id },
      ],
    };
    const memo = await createCreditMemo(t.db, returnOne);
    // 24.99 + 8.25% (2.061675 -> 2.06)
    expect(memo.total).toBe(27.05);
    expect(memo.invoiceNumber).toMatch(/^CM\d+$/);
    await createCreditMemo(t.db, returnOne);
    await expect(createCreditMemo(t.db, returnOne)).rejects.toMatchObject({
      statusCode: 422,
      code: 'CREDIT_EXCEEDS_INVOICED',
    });
    // Another shop cannot credit this shop's line.
    await expect(
      createCreditMemo(t.db, { ...returnOne, shopId: otherShopId, creditedInvoiceId: null }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('writes a labor claim credit without an invoice line, untaxed', async () => {
    const memo = await createCreditMemo(t.db, {
      shopId,
      reason: 'LABOR_CLAIM',
      creditedInvoiceId: null,
      memo: 'Claim LC300001',
      createdBy: null,
      taxRate: null,
      lines: [{ description: 'Labor 1.5 h at 100.00', quantity: 1.5, unitPrice: 100 }],
    });
    expect(memo.total).toBe(150);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, memo.id));
    expect(row).toMatchObject({ kind: 'CREDIT_MEMO', creditReason: 'LABOR_CLAIM', tax: 0 });
  });
});
