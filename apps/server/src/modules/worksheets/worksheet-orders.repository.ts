import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  baseVehicles,
  vehicleMakes,
  vehicleModels,
  worksheetItems,
  worksheetOrders,
  worksheets,
  worksheetVehicles,
} from '../../db/schema/index';

export type WorksheetOrderRow = typeof worksheetOrders.$inferSelect;

/**
 * Claims an idempotency key, and the worksheet, for one order: answers the new row's id, or
 * undefined when the key (of the shop) or the worksheet is taken already. A claim by a
 * transaction still running makes this wait for it to end (the unique keys do that).
 */
export async function claimOrder(
  db: Database,
  values: {
    shopId: number;
    idempotencyKey: string;
    worksheetId: number;
    userId: number;
    requestHash: string;
  },
): Promise<number | undefined> {
  const [row] = await db
    .insert(worksheetOrders)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: worksheetOrders.id });
  return row?.id;
}

export async function findOrderByKey(db: Database, shopId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(worksheetOrders)
    .where(
      and(eq(worksheetOrders.shopId, shopId), eq(worksheetOrders.idempotencyKey, idempotencyKey)),
    )
    .limit(1);
  return row;
}

export async function setOrderResult(db: Database, orderId: number, result: unknown) {
  await db.update(worksheetOrders).set({ result }).where(eq(worksheetOrders.id, orderId));
}

/** 'PC' and the next number of worksheet_confirmation_seq, zero-padded to 8 digits. */
export async function nextConfirmationNumber(db: Database): Promise<string> {
  const [row] = await db
    .select({
      number: sql<string>`'PC' || lpad(nextval('worksheet_confirmation_seq')::text, 8, '0')`,
    })
    .from(sql`(select 1) as one`);
  return row!.number;
}

export async function markWorksheetSubmitted(
  db: Database,
  worksheetId: number,
  values: {
    confirmationNumber: string;
    submittedAt: Date;
    submittedBy: number;
    storeId: number;
    poNumber: string | null;
    garageBayId: string | null;
    fleetId: string | null;
  },
) {
  await db
    .update(worksheets)
    .set({ status: 'SUBMITTED', ...values })
    .where(eq(worksheets.id, worksheetId));
}

/** PART lines with a product: what an order takes from a store. */
export function findOrderLines(db: Database, worksheetId: number) {
  return db
    .select({
      id: worksheetItems.id,
      productId: sql<number>`${worksheetItems.productId}`,
      lineCode: worksheetItems.lineCode,
      partNumber: worksheetItems.partNumber,
      description: worksheetItems.description,
      quantity: worksheetItems.quantity,
    })
    .from(worksheetItems)
    .where(
      and(
        eq(worksheetItems.worksheetId, worksheetId),
        eq(worksheetItems.itemType, 'PART'),
        sql`${worksheetItems.productId} is not null`,
      ),
    )
    .orderBy(worksheetItems.id);
}

export async function findWorksheetByConfirmation(
  db: Database,
  shopId: number,
  confirmationNumber: string,
) {
  const [row] = await db
    .select()
    .from(worksheets)
    .where(
      and(eq(worksheets.shopId, shopId), eq(worksheets.confirmationNumber, confirmationNumber)),
    )
    .limit(1);
  return row;
}

// Search --------------------------------------------------------------------------------------------

export interface WorksheetSearchFilter {
  shopId: number;
  /** Words that must each match somewhere (already trimmed, non-empty). */
  words: string[];
  kind: 'QUOTE' | 'ORDER' | 'ALL';
  /** Only the worksheets one of whose vehicles names this customer record (issue 22). */
  customerId: number | null;
  /** Inclusive bounds on the worksheet's date, as instants. */
  from: Date | null;
  until: Date | null;
  limit: number;
  offset: number;
}

/** A worksheet's date in lists: when it was ordered, else when it last changed. */
const worksheetDate = sql`coalesce(${worksheets.submittedAt}, ${worksheets.updatedAt})`;

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function wordMatches(word: string): SQL {
  const p = likePattern(word);
  return sql`(${worksheets.confirmationNumber} ilike ${p}
    or ${worksheets.name} ilike ${p}
    or ${worksheets.poNumber} ilike ${p}
    or exists (select 1 from ${worksheetItems}
                where ${worksheetItems.worksheetId} = ${worksheets.id}
                  and (${worksheetItems.partNumber} ilike ${p} or ${worksheetItems.lineCode} ilike ${p}))
    or exists (select 1 from ${worksheetVehicles}
                 join ${baseVehicles} on ${baseVehicles.id} = ${worksheetVehicles.baseVehicleId}
                 join ${vehicleMakes} on ${vehicleMakes.id} = ${baseVehicles.makeId}
                 join ${vehicleModels} on ${vehicleModels.id} = ${baseVehicles.modelId}
                where ${worksheetVehicles.worksheetId} = ${worksheets.id}
                  and (concat_ws(' ', ${worksheetVehicles.shopCustomerFirst}, ${worksheetVehicles.shopCustomerLast}) ilike ${p}
                       or ${worksheetVehicles.vin} ilike ${p}
                       or ${worksheetVehicles.plate} ilike ${p}
                       or concat_ws(' ', ${baseVehicles.year}, ${vehicleMakes.name}, ${vehicleModels.name}) ilike ${p})))`;
}

function searchConditions(filter: WorksheetSearchFilter) {
  return and(
    eq(worksheets.shopId, filter.shopId),
    // Empty quotes (every user has one) are not worth listing.
    sql`exists (select 1 from ${worksheetItems} where ${worksheetItems.worksheetId} = ${worksheets.id})`,
    filter.kind === 'ORDER' ? eq(worksheets.status, 'SUBMITTED') : undefined,
    filter.kind === 'QUOTE' ? ne(worksheets.status, 'SUBMITTED') : undefined,
    filter.customerId !== null
      ? sql`exists (select 1 from ${worksheetVehicles}
                     where ${worksheetVehicles.worksheetId} = ${worksheets.id}
                       and ${worksheetVehicles.shopCustomerId} = ${filter.customerId})`
      : undefined,
    filter.from ? sql`${worksheetDate} >= ${filter.from.toISOString()}::timestamptz` : undefined,
    filter.until ? sql`${worksheetDate} <= ${filter.until.toISOString()}::timestamptz` : undefined,
    ...filter.words.map(wordMatches),
  );
}

/** One page of the shop's worksheets matching the filter, newest first, and how many match. */
export async function searchWorksheets(db: Database, filter: WorksheetSearchFilter) {
  const where = searchConditions(filter);
  const rows = await db
    .select({
      worksheet: worksheets,
      vehicleYear: baseVehicles.year,
      vehicleMake: vehicleMakes.name,
      vehicleModel: vehicleModels.name,
      customerFirst: worksheetVehicles.shopCustomerFirst,
      customerLast: worksheetVehicles.shopCustomerLast,
      customerId: worksheetVehicles.shopCustomerId,
    })
    .from(worksheets)
    .leftJoin(worksheetVehicles, eq(worksheetVehicles.id, worksheets.currentVehicleId))
    .leftJoin(baseVehicles, eq(baseVehicles.id, worksheetVehicles.baseVehicleId))
    .leftJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
    .where(where)
    .orderBy(desc(worksheetDate), desc(worksheets.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(worksheets).where(where);
  return { rows, total: total?.n ?? 0 };
}
