import { accountDay } from '@procounter/shared/domain/account-money';
import { isCostLine } from '@procounter/shared/domain/quote-totals';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoices, worksheetItems, worksheets } from '../../db/schema/index';
import { getShopTaxRates } from '../shops/shops.service';
import { type CreatedDocument, insertDocument } from './credit-memos';

// The invoice of an order (issue 23): until store fulfilment exists, an order is billed when it is
// submitted, in the submit's transaction. It bills what the store sells the shop: the PART and
// KIT_SUMMARY lines and the kit components (isCostLine) at the line's cost, as ordered; labor and
// OTHER lines are the shop's own. A line without a cost ('Call for Pricing') is listed at 0.00.

/** The shop's parts tax rate (percent) from the agreement in force (shops' rates); null: no tax. */
export async function findPartsTaxRate(db: Database, shopId: number): Promise<number | null> {
  return (await getShopTaxRates({ db }, shopId)).parts;
}

/**
 * Writes the invoice of a submitted order (worksheet) and answers it; an order already invoiced
 * answers its invoice (worksheet_id is unique, so a retried submit never bills twice). The date is
 * the submit's day in the account's time zone unless given.
 */
export async function createOrderInvoice(
  db: Database,
  input: { worksheetId: number; createdBy: number | null; invoiceDate?: string },
): Promise<CreatedDocument> {
  const [existing] = await db
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, total: invoices.total })
    .from(invoices)
    .where(eq(invoices.worksheetId, input.worksheetId));
  if (existing) return existing;
  const [worksheet] = await db
    .select()
    .from(worksheets)
    .where(eq(worksheets.id, input.worksheetId));
  if (!worksheet) throw new Error(`no worksheet ${input.worksheetId}`);
  const items = await db
    .select()
    .from(worksheetItems)
    .where(eq(worksheetItems.worksheetId, worksheet.id))
    .orderBy(asc(worksheetItems.id));
  // A kit's components follow their kit line, in the order they were added.
  const billed = orderKitsFirst(items.filter((item) => isCostLine(item)));
  return createInvoice(db, {
    shopId: worksheet.shopId,
    invoiceDate: input.invoiceDate ?? accountDay(worksheet.submittedAt ?? new Date()),
    worksheetId: worksheet.id,
    storeId: worksheet.storeId,
    poNumber: worksheet.poNumber,
    garageBayId: worksheet.garageBayId,
    fleetId: worksheet.fleetId,
    taxRate: await findPartsTaxRate(db, worksheet.shopId),
    createdBy: input.createdBy,
    lines: billed.map((item) => ({
      worksheetItemId: item.id,
      productId: item.productId,
      lineCode: item.lineCode,
      partNumber: item.partNumber,
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.itemCost ?? 0,
    })),
  });
}

export interface InvoiceInput {
  shopId: number;
  invoiceDate: string;
  worksheetId?: number | null;
  storeId: number | null;
  poNumber?: string | null;
  garageBayId?: string | null;
  fleetId?: string | null;
  /** Percent on the subtotal; null: no tax. */
  taxRate: number | null;
  createdBy: number | null;
  lines: {
    worksheetItemId?: number | null;
    productId?: number | null;
    lineCode?: string | null;
    partNumber?: string | null;
    description: string;
    quantity: number;
    unitPrice: number;
  }[];
}

/**
 * Writes an invoice with its lines (numbered 'IN' + the document sequence), its totals from the
 * lines (domain/account-money.ts). The order's invoice, and the demo's and the benchmark's
 * counter sales.
 */
export function createInvoice(db: Database, input: InvoiceInput): Promise<CreatedDocument> {
  return insertDocument(
    db,
    {
      shopId: input.shopId,
      kind: 'INVOICE',
      invoiceDate: input.invoiceDate,
      worksheetId: input.worksheetId ?? null,
      storeId: input.storeId,
      poNumber: input.poNumber ?? null,
      garageBayId: input.garageBayId ?? null,
      fleetId: input.fleetId ?? null,
      createdBy: input.createdBy,
    },
    input.taxRate,
    input.lines,
  );
}

/** Lines in order, each kit's components right after its KIT_SUMMARY line. */
function orderKitsFirst<T extends { id: number; parentItemId: number | null }>(items: T[]): T[] {
  const children = new Map<number, T[]>();
  for (const item of items) {
    if (item.parentItemId === null) continue;
    children.set(item.parentItemId, [...(children.get(item.parentItemId) ?? []), item]);
  }
  const ids = new Set(items.map((item) => item.id));
  const ordered: T[] = [];
  for (const item of items) {
    // A component whose kit line is not billed is listed where it stands.
    if (item.parentItemId !== null && ids.has(item.parentItemId)) continue;
    ordered.push(item, ...(children.get(item.id) ?? []));
  }
  return ordered;
}
