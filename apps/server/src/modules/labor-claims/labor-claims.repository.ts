import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  baseVehicles,
  invoiceLines,
  invoices,
  laborClaimEvents,
  laborClaimFiles,
  laborClaims,
  shops,
  users,
  vehicleEngines,
  vehicleMakes,
  vehicleModels,
  vehicleSubmodels,
  worksheets,
  worksheetVehicles,
} from '../../db/schema/index';
import { engineOf, submodelOf } from '../../db/vehicle-names';

// The SQL of warranty labor claims (issue 23, part 2). Invoices and their lines are read here, never
// written: the statements module owns them (its createCreditMemo makes a claim's credit memo). A
// claim's vehicle is the order's current vehicle (the invoice's worksheet), with catalog names.

type LaborClaimStatus = (typeof laborClaims.$inferSelect)['status'];

/** The order's current vehicle of an invoice, with its catalog names (left joins: may be none). */
const vehicleColumns = {
  baseVehicleId: worksheetVehicles.baseVehicleId,
  vin: worksheetVehicles.vin,
  year: baseVehicles.year,
  make: vehicleMakes.name,
  model: vehicleModels.name,
  engine: vehicleEngines.description,
  submodel: vehicleSubmodels.name,
};

const lineColumns = {
  invoiceLineId: invoiceLines.id,
  invoiceId: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  lineCode: invoiceLines.lineCode,
  partNumber: invoiceLines.partNumber,
  description: invoiceLines.description,
  quantity: invoiceLines.quantity,
  ...vehicleColumns,
};

/** Lines of the shop's invoices (not credit memos), with the order's vehicle. */
function invoiceLinesOfShop(db: Database, shopId: number, where: SQL | undefined) {
  return db
    .select(lineColumns)
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .leftJoin(worksheets, eq(worksheets.id, invoices.worksheetId))
    .leftJoin(worksheetVehicles, eq(worksheetVehicles.id, worksheets.currentVehicleId))
    .leftJoin(baseVehicles, eq(baseVehicles.id, worksheetVehicles.baseVehicleId))
    .leftJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
    .leftJoin(vehicleEngines, engineOf(worksheetVehicles))
    .leftJoin(vehicleSubmodels, submodelOf(worksheetVehicles))
    .where(and(eq(invoices.shopId, shopId), eq(invoices.kind, 'INVOICE'), where));
}

export type InvoiceLineRow = Awaited<ReturnType<typeof invoiceLinesOfShop>>[number];

/** What the line search matches: an invoice number, a part number, or an invoice date. */
export interface LineSearchTerms {
  invoiceNumber: string | null;
  partNumber: string | null;
  invoiceDate: string | null;
}

/**
 * The shop's invoice lines a claim may name, newest invoice first: those whose invoice number
 * starts with the digits typed, whose part number (without punctuation) contains what was typed,
 * or whose invoice is of the day typed; every line when nothing was typed.
 */
export function findClaimableLines(
  db: Database,
  shopId: number,
  terms: LineSearchTerms,
  limit: number,
) {
  const matches: SQL[] = [];
  if (terms.invoiceNumber) {
    matches.push(ilike(invoices.invoiceNumber, `IN${terms.invoiceNumber}%`));
  }
  if (terms.partNumber) {
    matches.push(
      sql`regexp_replace(upper(coalesce(${invoiceLines.partNumber}, '')), '[^A-Z0-9]', '', 'g') like ${`%${terms.partNumber}%`}`,
    );
  }
  if (terms.invoiceDate) matches.push(eq(invoices.invoiceDate, terms.invoiceDate));
  const anyTyped =
    terms.invoiceNumber !== null || terms.partNumber !== null || terms.invoiceDate !== null;
  return invoiceLinesOfShop(db, shopId, anyTyped ? (or(...matches) ?? sql`false`) : undefined)
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id), asc(invoiceLines.lineNumber))
    .limit(limit);
}

/** The order's current vehicle with its catalog names; undefined without an order or a vehicle. */
export async function findOrderVehicle(db: Database, worksheetId: number) {
  const [row] = await db
    .select(vehicleColumns)
    .from(worksheets)
    .innerJoin(worksheetVehicles, eq(worksheetVehicles.id, worksheets.currentVehicleId))
    .innerJoin(baseVehicles, eq(baseVehicles.id, worksheetVehicles.baseVehicleId))
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
    .leftJoin(vehicleEngines, engineOf(worksheetVehicles))
    .leftJoin(vehicleSubmodels, submodelOf(worksheetVehicles))
    .where(eq(worksheets.id, worksheetId))
    .limit(1);
  return row;
}

export type OrderVehicleRow = NonNullable<Awaited<ReturnType<typeof findOrderVehicle>>>;

export type NewClaim = Omit<
  typeof laborClaims.$inferInsert,
  'id' | 'claimNumber' | 'status' | 'updatedAt'
>;

/** Writes a SUBMITTED claim, numbered 'LC' + labor_claim_number_seq. */
export async function insertClaim(db: Database, values: NewClaim) {
  const [row] = await db
    .insert(laborClaims)
    .values({
      ...values,
      // The demo seed's claims were filed in the past; updated_at starts as created_at.
      ...(values.createdAt ? { updatedAt: values.createdAt } : {}),
      claimNumber: sql`'LC' || nextval('labor_claim_number_seq')`,
      status: 'SUBMITTED',
    })
    .returning({ id: laborClaims.id, claimNumber: laborClaims.claimNumber });
  return row!;
}

export async function insertClaimFiles(
  db: Database,
  files: Omit<typeof laborClaimFiles.$inferInsert, 'id' | 'createdAt'>[],
) {
  if (files.length > 0) await db.insert(laborClaimFiles).values(files);
}

export async function insertClaimEvent(
  db: Database,
  event: Omit<typeof laborClaimEvents.$inferInsert, 'id' | 'createdAt'> & { createdAt?: Date },
) {
  await db.insert(laborClaimEvents).values(event);
}

const creditMemos = alias(invoices, 'credit_memos');

/** A claim's row with its shop, invoice, line, credit memo and filer, as the pages show it. */
const claimColumns = {
  claim: laborClaims,
  shopName: shops.shopName,
  accountNumber: shops.accountNumber,
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  lineCode: invoiceLines.lineCode,
  partNumber: invoiceLines.partNumber,
  partDescription: invoiceLines.description,
  creditMemoNumber: creditMemos.invoiceNumber,
  creditMemoDate: creditMemos.invoiceDate,
  creditMemoTotal: creditMemos.total,
  createdByFirst: users.firstName,
  createdByLast: users.lastName,
};

function claimsQuery(db: Database) {
  return db
    .select(claimColumns)
    .from(laborClaims)
    .innerJoin(shops, eq(shops.id, laborClaims.shopId))
    .innerJoin(invoices, eq(invoices.id, laborClaims.invoiceId))
    .innerJoin(invoiceLines, eq(invoiceLines.id, laborClaims.invoiceLineId))
    .leftJoin(creditMemos, eq(creditMemos.id, laborClaims.creditMemoId))
    .leftJoin(users, eq(users.id, laborClaims.createdBy));
}

export type ClaimRow = Awaited<ReturnType<typeof claimsQuery>>[number];

/** Which claims a list shows: one shop's (the shop's page) or any shop's in a state (support). */
export interface ClaimFilter {
  shopId?: number;
  status?: LaborClaimStatus;
}

const filterOf = (filter: ClaimFilter) =>
  and(
    filter.shopId === undefined ? undefined : eq(laborClaims.shopId, filter.shopId),
    filter.status === undefined ? undefined : eq(laborClaims.status, filter.status),
  );

/**
 * A page of claims: the shop's newest first (labor_claims_shop_id_idx); support's queue oldest
 * first, so the longest waiting is reviewed first.
 */
export async function findClaimsPage(
  db: Database,
  filter: ClaimFilter,
  page: { offset: number; limit: number; oldestFirst: boolean },
) {
  const order = page.oldestFirst
    ? [asc(laborClaims.createdAt), asc(laborClaims.id)]
    : [desc(laborClaims.createdAt), desc(laborClaims.id)];
  const [rows, [total]] = await Promise.all([
    claimsQuery(db)
      .where(filterOf(filter))
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(laborClaims).where(filterOf(filter)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A claim (of the shop, when one is given); undefined when there is none such. */
export async function findClaim(db: Database, claimId: number, shopId?: number) {
  const [row] = await claimsQuery(db)
    .where(
      and(
        eq(laborClaims.id, claimId),
        shopId === undefined ? undefined : eq(laborClaims.shopId, shopId),
      ),
    )
    .limit(1);
  return row;
}

/** The claim's files, without their bytes, in the order they were attached. */
export function findClaimFiles(db: Database, claimId: number) {
  return db
    .select({
      id: laborClaimFiles.id,
      fileName: laborClaimFiles.fileName,
      mediaType: laborClaimFiles.mediaType,
      sizeBytes: laborClaimFiles.sizeBytes,
    })
    .from(laborClaimFiles)
    .where(eq(laborClaimFiles.claimId, claimId))
    .orderBy(asc(laborClaimFiles.id));
}

/** One file of the claim with its bytes; undefined when the claim has no such file. */
export async function findClaimFile(db: Database, claimId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(laborClaimFiles)
    .where(and(eq(laborClaimFiles.claimId, claimId), eq(laborClaimFiles.id, fileId)))
    .limit(1);
  return row;
}

const actingUsers = alias(users, 'acting_users');

/** The claim's changes, oldest first, with the names of who made them. */
export function findClaimEvents(db: Database, claimId: number) {
  return db
    .select({
      id: laborClaimEvents.id,
      status: laborClaimEvents.status,
      amount: laborClaimEvents.amount,
      note: laborClaimEvents.note,
      createdAt: laborClaimEvents.createdAt,
      userFirst: users.firstName,
      userLast: users.lastName,
      actingFirst: actingUsers.firstName,
      actingLast: actingUsers.lastName,
    })
    .from(laborClaimEvents)
    .leftJoin(users, eq(users.id, laborClaimEvents.userId))
    .leftJoin(actingUsers, eq(actingUsers.id, laborClaimEvents.actingUserId))
    .where(eq(laborClaimEvents.claimId, claimId))
    .orderBy(asc(laborClaimEvents.createdAt), asc(laborClaimEvents.id));
}

/** The claim's row, locked (FOR UPDATE) until the transaction ends: one reviewer at a time. */
export async function lockClaim(db: Database, claimId: number) {
  const [row] = await db
    .select()
    .from(laborClaims)
    .where(eq(laborClaims.id, claimId))
    .limit(1)
    .for('update');
  return row;
}

export async function updateClaim(
  db: Database,
  claimId: number,
  values: Partial<
    Pick<
      typeof laborClaims.$inferInsert,
      'status' | 'approvedAmount' | 'denialReason' | 'creditMemoId' | 'updatedAt'
    >
  >,
) {
  await db.update(laborClaims).set(values).where(eq(laborClaims.id, claimId));
}
