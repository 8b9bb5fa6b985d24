import {
  accountDay,
  computeDocumentTotals,
  creditableQuantity,
} from '@procounter/shared/domain/account-money';
import { toCents } from '@procounter/shared/domain/quote-totals';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceLines, invoices, worksheets } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

// Credit memos (issue 23): a document that takes an amount off the shop's account, for returned
// lines of an invoice (RETURN), an approved labor claim (LABOR_CLAIM), a quarter's earn-back
// (EARNBACK) or an adjustment. Callers pass a transaction: the memo is written with what caused it.

export type CreditReason = 'RETURN' | 'LABOR_CLAIM' | 'EARNBACK' | 'ADJUSTMENT';

export interface CreditMemoLineInput {
  description: string;
  quantity: number;
  unitPrice: number;
  /** The invoice line it reverses (a RETURN names one on every line). */
  creditedLineId?: number | null;
  lineCode?: string | null;
  partNumber?: string | null;
  productId?: number | null;
  worksheetItemId?: number | null;
}

export interface CreditMemoInput {
  shopId: number;
  reason: CreditReason;
  creditedInvoiceId: number | null;
  memo: string | null;
  createdBy: number | null;
  /** 'YYYY-MM-DD'; default today in the account's time zone (America/Chicago). */
  invoiceDate?: string;
  /** '2026-Q3' for an EARNBACK credit: one per shop and quarter. */
  earnbackQuarter?: string;
  /** Percent on the subtotal (the rate the credited invoice was taxed at); null: no tax. */
  taxRate: number | null;
  lines: CreditMemoLineInput[];
}

export interface CreatedDocument {
  id: number;
  invoiceNumber: string;
  total: number;
}

/** 422 CREDIT_EXCEEDS_INVOICED: a RETURN for more of a line than is left to credit. */
const creditExceedsInvoiced = (lineId: number, left: number) =>
  new AppError(
    422,
    'CREDIT_EXCEEDS_INVOICED',
    `Invoice line ${lineId} has ${left} left to credit`,
    { details: [{ path: `lines.creditedLineId.${lineId}`, message: `At most ${left}` }] },
  );

/** The next document number: 'IN500001' or 'CM500002' (one sequence for both kinds). */
export async function nextDocumentNumber(db: Database, prefix: 'IN' | 'CM'): Promise<string> {
  const [row] = await db
    .select({ number: sql<string>`${prefix} || nextval('invoice_number_seq')::text` })
    .from(sql`(select 1) as one`);
  return row!.number;
}

/**
 * Writes a credit memo with its lines and answers its id, number and total. A line that names an
 * invoice line must name one of the shop's invoices (of creditedInvoiceId when given): 404
 * otherwise. A RETURN may not credit more of a line than was invoiced minus already credited
 * (422 CREDIT_EXCEEDS_INVOICED); the credited lines are locked while this is checked, so two
 * returns at once cannot together exceed it.
 */
export async function createCreditMemo(
  db: Database,
  input: CreditMemoInput,
): Promise<CreatedDocument> {
  if (input.lines.length === 0) {
    throw new AppError(422, 'VALIDATION_FAILED', 'A credit memo needs a line', {
      details: [{ path: 'lines', message: 'At least one line' }],
    });
  }
  const creditedIds = [
    ...new Set(input.lines.flatMap((l) => (l.creditedLineId ? [l.creditedLineId] : []))),
  ];
  if (input.reason === 'RETURN') {
    if (creditedIds.length !== input.lines.length) {
      throw new AppError(422, 'VALIDATION_FAILED', 'A return credits invoice lines', {
        details: [{ path: 'lines.creditedLineId', message: 'Each line of a return names one' }],
      });
    }
    await checkReturnable(db, input, creditedIds);
  } else if (creditedIds.length > 0) {
    await lockCreditedLines(db, input, creditedIds);
  }

  return insertDocument(
    db,
    {
      shopId: input.shopId,
      kind: 'CREDIT_MEMO',
      invoiceDate: input.invoiceDate ?? accountDay(new Date()),
      creditedInvoiceId: input.creditedInvoiceId,
      creditReason: input.reason,
      earnbackQuarter: input.earnbackQuarter ?? null,
      memo: input.memo,
      createdBy: input.createdBy,
    },
    input.taxRate,
    input.lines,
  );
}

/**
 * Writes a document, an invoice ('IN') or a credit memo ('CM'), numbered from the one document
 * sequence, its totals from its lines (domain/account-money.ts), and its lines numbered from 1,
 * each with its extended amount.
 */
export async function insertDocument(
  db: Database,
  header: Omit<
    typeof invoices.$inferInsert,
    'invoiceNumber' | 'subtotal' | 'taxRate' | 'tax' | 'total'
  >,
  taxRate: number | null,
  lines: readonly CreditMemoLineInput[],
): Promise<CreatedDocument> {
  const totals = computeDocumentTotals(lines, taxRate);
  const invoiceNumber = await nextDocumentNumber(db, header.kind === 'INVOICE' ? 'IN' : 'CM');
  const [row] = await db
    .insert(invoices)
    .values({
      ...header,
      invoiceNumber,
      subtotal: totals.subtotal,
      taxRate,
      tax: totals.tax,
      total: totals.total,
    })
    .returning({ id: invoices.id });
  const id = row!.id;
  if (lines.length > 0) {
    await db.insert(invoiceLines).values(
      lines.map((line, i) => ({
        invoiceId: id,
        lineNumber: i + 1,
        worksheetItemId: line.worksheetItemId ?? null,
        productId: line.productId ?? null,
        creditedLineId: line.creditedLineId ?? null,
        lineCode: line.lineCode ?? null,
        partNumber: line.partNumber ?? null,
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        extended: computeDocumentTotals([line], null).subtotal,
      })),
    );
  }
  return { id, invoiceNumber, total: totals.total };
}

/** The credited lines, locked, of the shop's invoices (of creditedInvoiceId when given); 404 else. */
async function lockCreditedLines(db: Database, input: CreditMemoInput, ids: number[]) {
  const rows = await db
    .select({ id: invoiceLines.id, quantity: invoiceLines.quantity, invoiceId: invoices.id })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        inArray(invoiceLines.id, ids),
        eq(invoices.shopId, input.shopId),
        eq(invoices.kind, 'INVOICE'),
        input.creditedInvoiceId === null ? undefined : eq(invoices.id, input.creditedInvoiceId),
      ),
    )
    .for('update', { of: invoiceLines });
  if (rows.length !== ids.length) {
    throw new AppError(404, 'NOT_FOUND', 'No such invoice line');
  }
  return rows;
}

/** A RETURN's quantities against what is left of each line (invoiced minus credited). */
async function checkReturnable(db: Database, input: CreditMemoInput, ids: number[]) {
  const rows = await lockCreditedLines(db, input, ids);
  const credited = await db
    .select({
      lineId: invoiceLines.creditedLineId,
      quantity: sql<string>`sum(${invoiceLines.quantity})`,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        inArray(invoiceLines.creditedLineId, ids),
        eq(invoices.kind, 'CREDIT_MEMO'),
        eq(invoices.creditReason, 'RETURN'),
      ),
    )
    .groupBy(invoiceLines.creditedLineId);
  const creditedOf = new Map(credited.map((c) => [c.lineId!, Number(c.quantity)]));
  const asked = new Map<number, number>();
  for (const line of input.lines) {
    const id = line.creditedLineId!;
    asked.set(id, (asked.get(id) ?? 0) + toCents(line.quantity));
  }
  for (const row of rows) {
    const left = creditableQuantity(row.quantity, creditedOf.get(row.id) ?? 0);
    if ((asked.get(row.id) ?? 0) > toCents(left)) throw creditExceedsInvoiced(row.id, left);
  }
}

export interface InvoiceLineOfShop {
  id: number;
  invoiceId: number;
  invoiceNumber: string;
  invoiceDate: string;
  worksheetId: number | null;
  confirmationNumber: string | null;
  lineNumber: number;
  worksheetItemId: number | null;
  productId: number | null;
  lineCode: string | null;
  partNumber: string | null;
  description: string;
  quantity: number;
  unitPrice: number;
  extended: number;
  taxRate: number | null;
}

/**
 * A line of one of the shop's invoices (kind INVOICE) with its invoice's number, date and order;
 * null when there is none of that shop (a labor claim names the part it claims for by this).
 */
export async function findInvoiceLineForShop(
  db: Database,
  shopId: number,
  invoiceLineId: number,
): Promise<InvoiceLineOfShop | null> {
  const [row] = await db
    .select({
      id: invoiceLines.id,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      invoiceDate: invoices.invoiceDate,
      worksheetId: invoices.worksheetId,
      confirmationNumber: worksheets.confirmationNumber,
      lineNumber: invoiceLines.lineNumber,
      worksheetItemId: invoiceLines.worksheetItemId,
      productId: invoiceLines.productId,
      lineCode: invoiceLines.lineCode,
      partNumber: invoiceLines.partNumber,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unitPrice: invoiceLines.unitPrice,
      extended: invoiceLines.extended,
      taxRate: invoices.taxRate,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .leftJoin(worksheets, eq(worksheets.id, invoices.worksheetId))
    .where(
      and(
        eq(invoiceLines.id, invoiceLineId),
        eq(invoices.shopId, shopId),
        eq(invoices.kind, 'INVOICE'),
      ),
    );
  return row ?? null;
}
