import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  brands,
  currentWorksheets,
  products,
  storeStock,
  worksheetItems,
  worksheets,
  worksheetVehicles,
} from '../../db/schema/index';

export type WorksheetRow = typeof worksheets.$inferSelect;
export type WorksheetVehicleRow = typeof worksheetVehicles.$inferSelect;
export type NewWorksheetVehicle = Omit<typeof worksheetVehicles.$inferInsert, 'id' | 'createdAt'>;
export type NewWorksheetItem = Omit<typeof worksheetItems.$inferInsert, 'id' | 'createdAt'>;
export type WorksheetItemRow = typeof worksheetItems.$inferSelect;

/** Whose current worksheet: a user in a shop. */
export interface QuoteScope {
  userId: number;
  shopId: number;
}

export async function findCurrentWorksheet(
  db: Database,
  { userId, shopId }: QuoteScope,
): Promise<WorksheetRow | undefined> {
  const [row] = await db
    .select({ worksheet: worksheets })
    .from(currentWorksheets)
    .innerJoin(worksheets, eq(worksheets.id, currentWorksheets.worksheetId))
    .where(and(eq(currentWorksheets.userId, userId), eq(currentWorksheets.shopId, shopId)))
    .limit(1);
  return row?.worksheet;
}

/**
 * The scope's current worksheet, locked (FOR UPDATE of the worksheet's row) in the same statement
 * that finds it: a change of the quote's lines costs one round trip where finding and then locking
 * cost two. Call it inside a transaction.
 */
export async function lockCurrentWorksheet(
  db: Database,
  { userId, shopId }: QuoteScope,
): Promise<WorksheetRow | undefined> {
  const [row] = await db
    .select({ worksheet: worksheets })
    .from(currentWorksheets)
    .innerJoin(worksheets, eq(worksheets.id, currentWorksheets.worksheetId))
    .where(and(eq(currentWorksheets.userId, userId), eq(currentWorksheets.shopId, shopId)))
    .limit(1)
    .for('update', { of: worksheets });
  return row?.worksheet;
}

export async function insertWorksheet(db: Database, { userId, shopId }: QuoteScope) {
  const [row] = await db.insert(worksheets).values({ userId, shopId }).returning();
  return row!;
}

export async function deleteWorksheet(db: Database, worksheetId: number) {
  await db.delete(worksheets).where(eq(worksheets.id, worksheetId));
}

/** Makes the worksheet current unless the scope has one already; answers whether it did. */
export async function linkCurrentWorksheetIfAbsent(
  db: Database,
  scope: QuoteScope,
  worksheetId: number,
): Promise<boolean> {
  const inserted = await db
    .insert(currentWorksheets)
    .values({ ...scope, worksheetId })
    .onConflictDoNothing()
    .returning({ worksheetId: currentWorksheets.worksheetId });
  return inserted.length > 0;
}

export async function setCurrentWorksheet(db: Database, scope: QuoteScope, worksheetId: number) {
  await db
    .insert(currentWorksheets)
    .values({ ...scope, worksheetId })
    .onConflictDoUpdate({
      target: [currentWorksheets.userId, currentWorksheets.shopId],
      set: { worksheetId },
    });
}

/** A worksheet of the shop, if it is one. */
export async function findWorksheetOfShop(db: Database, worksheetId: number, shopId: number) {
  const [row] = await db
    .select()
    .from(worksheets)
    .where(and(eq(worksheets.id, worksheetId), eq(worksheets.shopId, shopId)))
    .limit(1);
  return row;
}

export async function countWorksheetItems(db: Database, worksheetId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(worksheetItems)
    .where(eq(worksheetItems.worksheetId, worksheetId));
  return row?.n ?? 0;
}

export async function insertWorksheetVehicle(db: Database, values: NewWorksheetVehicle) {
  const [row] = await db.insert(worksheetVehicles).values(values).returning();
  return row!;
}

/** Points the worksheet at its current vehicle (or none); the change counts as an update. */
export async function setWorksheetCurrentVehicle(
  db: Database,
  worksheetId: number,
  worksheetVehicleId: number | null,
) {
  await db
    .update(worksheets)
    .set({ currentVehicleId: worksheetVehicleId })
    .where(eq(worksheets.id, worksheetId));
}

/** The worksheet's name (R-QUOTE-8), null to remove it; a change like any other. */
export async function setWorksheetName(db: Database, worksheetId: number, name: string | null) {
  await db
    .update(worksheets)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(worksheets.id, worksheetId));
}

/** The worksheet's name, if the worksheet exists. */
export async function findWorksheetName(db: Database, worksheetId: number) {
  const [row] = await db
    .select({ name: worksheets.name })
    .from(worksheets)
    .where(eq(worksheets.id, worksheetId))
    .limit(1);
  return row?.name ?? null;
}

/** Marks the worksheet changed (its lines changed). */
export async function touchWorksheet(db: Database, worksheetId: number) {
  await db.update(worksheets).set({ updatedAt: sql`now()` }).where(eq(worksheets.id, worksheetId));
}

export async function findWorksheetVehicle(
  db: Database,
  worksheetVehicleId: number,
): Promise<WorksheetVehicleRow | undefined> {
  const [row] = await db
    .select()
    .from(worksheetVehicles)
    .where(eq(worksheetVehicles.id, worksheetVehicleId))
    .limit(1);
  return row;
}

export async function updateWorksheetVehicle(
  db: Database,
  worksheetVehicleId: number,
  values: Partial<
    Pick<
      WorksheetVehicleRow,
      | 'engineId'
      | 'submodelId'
      | 'qualifierAnswers'
      | 'shopCustomerId'
      | 'shopCustomerFirst'
      | 'shopCustomerLast'
      | 'customerVehicleId'
    >
  >,
) {
  await db
    .update(worksheetVehicles)
    .set(values)
    .where(eq(worksheetVehicles.id, worksheetVehicleId));
}

/** Removes every line and every vehicle of a worksheet. */
export async function clearWorksheet(db: Database, worksheetId: number) {
  await db.delete(worksheetItems).where(eq(worksheetItems.worksheetId, worksheetId));
  await setWorksheetCurrentVehicle(db, worksheetId, null);
  await db.delete(worksheetVehicles).where(eq(worksheetVehicles.worksheetId, worksheetId));
}

/**
 * The worksheet row, locked (FOR UPDATE) until the transaction ends: every change of a worksheet's
 * lines and its submit take this lock first, so they happen one after the other and a submit sees
 * exactly the lines it orders. Call it inside a transaction.
 */
export async function lockWorksheet(
  db: Database,
  worksheetId: number,
): Promise<WorksheetRow | undefined> {
  const [row] = await db
    .select()
    .from(worksheets)
    .where(eq(worksheets.id, worksheetId))
    .limit(1)
    .for('update');
  return row;
}

/** Every vehicle of a worksheet, in the order they were chosen. */
export function findWorksheetVehicles(db: Database, worksheetId: number) {
  return db
    .select()
    .from(worksheetVehicles)
    .where(eq(worksheetVehicles.worksheetId, worksheetId))
    .orderBy(asc(worksheetVehicles.id));
}

/** The product's own PART line on the worksheet (not a kit component), if it has one. */
export async function findProductLine(db: Database, worksheetId: number, productId: number) {
  const [row] = await db
    .select({ id: worksheetItems.id, quantity: worksheetItems.quantity })
    .from(worksheetItems)
    .where(
      and(
        eq(worksheetItems.worksheetId, worksheetId),
        eq(worksheetItems.productId, productId),
        eq(worksheetItems.itemType, 'PART'),
        isNull(worksheetItems.parentItemId),
      ),
    )
    .orderBy(asc(worksheetItems.id))
    .limit(1);
  return row;
}

export async function setWorksheetItemQuantity(db: Database, itemId: number, quantity: number) {
  await db.update(worksheetItems).set({ quantity }).where(eq(worksheetItems.id, itemId));
}

export async function insertWorksheetItem(db: Database, values: NewWorksheetItem) {
  const [row] = await db.insert(worksheetItems).values(values).returning();
  return row!;
}

/** A line of the worksheet, if it is one of its lines. */
export async function findWorksheetItem(db: Database, worksheetId: number, itemId: number) {
  const [row] = await db
    .select({
      id: worksheetItems.id,
      itemType: worksheetItems.itemType,
      quantity: worksheetItems.quantity,
      parentItemId: worksheetItems.parentItemId,
    })
    .from(worksheetItems)
    .where(and(eq(worksheetItems.id, itemId), eq(worksheetItems.worksheetId, worksheetId)))
    .limit(1);
  return row;
}

/** The component lines of a KIT_SUMMARY line. */
export function findKitComponentLines(db: Database, worksheetId: number, summaryId: number) {
  return db
    .select({ id: worksheetItems.id, quantity: worksheetItems.quantity })
    .from(worksheetItems)
    .where(
      and(eq(worksheetItems.worksheetId, worksheetId), eq(worksheetItems.parentItemId, summaryId)),
    )
    .orderBy(asc(worksheetItems.id));
}

/** Deletes a line and, for a KIT_SUMMARY line, its component lines, in one statement. */
export async function deleteWorksheetItem(db: Database, worksheetId: number, itemId: number) {
  await db
    .delete(worksheetItems)
    .where(
      and(
        eq(worksheetItems.worksheetId, worksheetId),
        or(eq(worksheetItems.id, itemId), eq(worksheetItems.parentItemId, itemId)),
      ),
    );
}

/**
 * The lines of a worksheet in the order they were added (a kit's components right after their
 * summary line), with the base vehicle and the brand of each.
 */
export function findWorksheetItems(db: Database, worksheetId: number) {
  return db
    .select({
      id: worksheetItems.id,
      itemType: worksheetItems.itemType,
      description: worksheetItems.description,
      quantity: worksheetItems.quantity,
      itemCost: worksheetItems.itemCost,
      customerPrice: worksheetItems.customerPrice,
      baseVehicleId: worksheetVehicles.baseVehicleId,
      productId: worksheetItems.productId,
      brandId: products.brandId,
      parentItemId: worksheetItems.parentItemId,
    })
    .from(worksheetItems)
    .leftJoin(worksheetVehicles, eq(worksheetVehicles.id, worksheetItems.worksheetVehicleId))
    .leftJoin(products, eq(products.id, worksheetItems.productId))
    .where(eq(worksheetItems.worksheetId, worksheetId))
    .orderBy(
      sql`coalesce(${worksheetItems.parentItemId}, ${worksheetItems.id})`,
      asc(worksheetItems.id),
    );
}

/** What the totals read of the lines of several worksheets (quote-presenter), in one query. */
export function findMoneyLinesOf(db: Database, worksheetIds: readonly number[]) {
  if (worksheetIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      worksheetId: worksheetItems.worksheetId,
      itemType: worksheetItems.itemType,
      quantity: worksheetItems.quantity,
      itemCost: worksheetItems.itemCost,
      customerPrice: worksheetItems.customerPrice,
      parentItemId: worksheetItems.parentItemId,
    })
    .from(worksheetItems)
    .where(inArray(worksheetItems.worksheetId, [...worksheetIds]));
}

/**
 * The lines of a worksheet as the full quote shows them: every column, the brand, and what the
 * stock store (the shop's home store now, R-QUOTE-10; the line's own store when none is given)
 * has on hand now, with whether it has a stock row at all; kit components right after their
 * summary line.
 */
export function findWorksheetLines(db: Database, worksheetId: number, stockStoreId?: number) {
  return db
    .select({
      item: worksheetItems,
      brandId: products.brandId,
      brandName: brands.name,
      quantityOnHand: storeStock.quantityOnHand,
      carried: sql<boolean>`${storeStock.productId} is not null`,
    })
    .from(worksheetItems)
    .leftJoin(products, eq(products.id, worksheetItems.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(
      storeStock,
      and(
        eq(storeStock.productId, worksheetItems.productId),
        stockStoreId === undefined
          ? eq(storeStock.storeId, worksheetItems.storeId)
          : eq(storeStock.storeId, stockStoreId),
      ),
    )
    .where(eq(worksheetItems.worksheetId, worksheetId))
    .orderBy(
      sql`coalesce(${worksheetItems.parentItemId}, ${worksheetItems.id})`,
      asc(worksheetItems.id),
    );
}
export type WorksheetLineRow = Awaited<ReturnType<typeof findWorksheetLines>>[number];

/** Makes a worksheet nobody's current quote (it was ordered). */
export async function unlinkCurrentWorksheet(db: Database, worksheetId: number) {
  await db.delete(currentWorksheets).where(eq(currentWorksheets.worksheetId, worksheetId));
}

/**
 * What a customer may see of the lines of several worksheets (quote approval, issue 22): no cost,
 * no line code; kit components right after their summary line, in the order they were added.
 */
export function findCustomerLinesOf(db: Database, worksheetIds: readonly number[]) {
  if (worksheetIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: worksheetItems.id,
      worksheetId: worksheetItems.worksheetId,
      itemType: worksheetItems.itemType,
      description: worksheetItems.description,
      quantity: worksheetItems.quantity,
      customerPrice: worksheetItems.customerPrice,
      parentItemId: worksheetItems.parentItemId,
      partNumber: worksheetItems.partNumber,
      brandName: brands.name,
    })
    .from(worksheetItems)
    .leftJoin(products, eq(products.id, worksheetItems.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(worksheetItems.worksheetId, [...worksheetIds]))
    .orderBy(
      worksheetItems.worksheetId,
      sql`coalesce(${worksheetItems.parentItemId}, ${worksheetItems.id})`,
      asc(worksheetItems.id),
    );
}
export type CustomerLineRow = Awaited<ReturnType<typeof findCustomerLinesOf>>[number];
