import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, stockOrderDetails, stockOrders, storeStock } from '../../db/schema/index';

export type StockOrderRow = typeof stockOrders.$inferSelect;

/** An order of the shop, or undefined (also when it is another shop's). */
export async function findShopStockOrder(db: Database, shopId: number, id: number) {
  const [row] = await db
    .select()
    .from(stockOrders)
    .where(and(eq(stockOrders.id, id), eq(stockOrders.shopId, shopId)))
    .limit(1);
  return row;
}

/** The same, locked until the transaction ends: changes of one order's lines go one at a time. */
export async function lockShopStockOrder(db: Database, shopId: number, id: number) {
  const [row] = await db
    .select()
    .from(stockOrders)
    .where(and(eq(stockOrders.id, id), eq(stockOrders.shopId, shopId)))
    .limit(1)
    .for('update');
  return row;
}

/** Orders of the shop among ids, in the order of ids given. */
export async function findShopStockOrders(db: Database, shopId: number, ids: readonly number[]) {
  const rows = await db
    .select()
    .from(stockOrders)
    .where(and(eq(stockOrders.shopId, shopId), inArray(stockOrders.id, [...ids])));
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

/** A page of the shop's orders with their line count and total quantity, newest change first. */
export async function findStockOrderPage(
  db: Database,
  shopId: number,
  { size, page }: { size: number; page: number },
) {
  const totals = db
    .select({
      stockOrderId: stockOrderDetails.stockOrderId,
      lineCount: sql<number>`count(*)::int`.as('line_count'),
      totalQuantity: sql<number>`sum(${stockOrderDetails.quantity})::int`.as('total_quantity'),
    })
    .from(stockOrderDetails)
    .groupBy(stockOrderDetails.stockOrderId)
    .as('totals');
  const rows = await db
    .select({
      order: stockOrders,
      lineCount: sql<number>`coalesce(${totals.lineCount}, 0)`,
      totalQuantity: sql<number>`coalesce(${totals.totalQuantity}, 0)`,
    })
    .from(stockOrders)
    .leftJoin(totals, eq(totals.stockOrderId, stockOrders.id))
    .where(eq(stockOrders.shopId, shopId))
    .orderBy(desc(stockOrders.updatedAt), desc(stockOrders.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db
    .select({ n: count() })
    .from(stockOrders)
    .where(eq(stockOrders.shopId, shopId));
  return { rows, totalElements: total?.n ?? 0 };
}

export interface StockOrderLineRow {
  id: number;
  stockOrderId: number;
  productId: number;
  lineCode: string;
  partNumber: string;
  partDescription: string;
  quantity: number;
  note: string;
  /** The former number of ours the line was asked by (its product replaced it); else null. */
  replacedNumber: string | null;
}

/** The lines of the orders, in the order they were added, with the catalog's description. */
export async function findStockOrderLines(
  db: Database,
  stockOrderIds: readonly number[],
): Promise<StockOrderLineRow[]> {
  if (stockOrderIds.length === 0) return [];
  return db
    .select({
      id: stockOrderDetails.id,
      stockOrderId: stockOrderDetails.stockOrderId,
      productId: stockOrderDetails.productId,
      lineCode: stockOrderDetails.lineCode,
      partNumber: stockOrderDetails.partNumber,
      partDescription: products.description,
      quantity: stockOrderDetails.quantity,
      note: stockOrderDetails.note,
      replacedNumber: stockOrderDetails.replacedNumber,
    })
    .from(stockOrderDetails)
    .innerJoin(products, eq(products.id, stockOrderDetails.productId))
    .where(inArray(stockOrderDetails.stockOrderId, [...stockOrderIds]))
    .orderBy(asc(stockOrderDetails.id));
}

export interface StockOrderLineView extends StockOrderLineRow {
  cost: number | null;
  customerPrice: number | null;
  /** At the home store; null: not carried (or no home store). */
  quantityOnHand: number | null;
}

/**
 * The lines as a page shows them: with the catalog's cost and customer price and what the shop's
 * home store has on hand (store_stock by primary key).
 */
export async function findStockOrderLineViews(
  db: Database,
  stockOrderIds: readonly number[],
  homeStoreId: number | null,
): Promise<StockOrderLineView[]> {
  if (stockOrderIds.length === 0) return [];
  return db
    .select({
      id: stockOrderDetails.id,
      stockOrderId: stockOrderDetails.stockOrderId,
      productId: stockOrderDetails.productId,
      lineCode: stockOrderDetails.lineCode,
      partNumber: stockOrderDetails.partNumber,
      partDescription: products.description,
      quantity: stockOrderDetails.quantity,
      note: stockOrderDetails.note,
      replacedNumber: stockOrderDetails.replacedNumber,
      cost: products.cost,
      customerPrice: products.customerPrice,
      quantityOnHand: storeStock.quantityOnHand,
    })
    .from(stockOrderDetails)
    .innerJoin(products, eq(products.id, stockOrderDetails.productId))
    .leftJoin(
      storeStock,
      and(
        eq(storeStock.productId, stockOrderDetails.productId),
        eq(storeStock.storeId, homeStoreId ?? -1),
      ),
    )
    .where(inArray(stockOrderDetails.stockOrderId, [...stockOrderIds]))
    .orderBy(asc(stockOrderDetails.id));
}

export async function insertStockOrder(
  db: Database,
  values: { shopId: number; name: string; po: string; createdBy: number },
) {
  const [row] = await db.insert(stockOrders).values(values).returning();
  return row!;
}

export async function updateStockOrderHeader(
  db: Database,
  id: number,
  values: { name?: string; po?: string } = {},
) {
  await db
    .update(stockOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(stockOrders.id, id));
}

export async function deleteStockOrder(db: Database, id: number) {
  await db.delete(stockOrders).where(eq(stockOrders.id, id));
}

/** Deletes lines of one order; answers how many went. */
export async function deleteStockOrderLines(
  db: Database,
  stockOrderId: number,
  detailIds: readonly number[],
) {
  if (detailIds.length === 0) return 0;
  const rows = await db
    .delete(stockOrderDetails)
    .where(
      and(
        eq(stockOrderDetails.stockOrderId, stockOrderId),
        inArray(stockOrderDetails.id, [...detailIds]),
      ),
    )
    .returning({ id: stockOrderDetails.id });
  return rows.length;
}

export interface LineToSave {
  productId: number;
  lineCode: string;
  partNumber: string;
  /** The line's quantity after the change (not an increment). */
  quantity: number;
  note: string;
  replacedNumber: string | null;
}

/**
 * Writes lines of an order as they should be: a product not on the order gets a new line, one
 * already there gets the quantity and note given. The caller holds the order's lock and computed
 * the quantities from the lines it read under it. One statement whatever the count: the lines go
 * as one jsonb parameter (5,000 lines of an upload are 30,000 values otherwise).
 */
export async function saveStockOrderLines(
  db: Database,
  stockOrderId: number,
  lines: readonly LineToSave[],
) {
  if (lines.length === 0) return;
  const rows = JSON.stringify(
    lines.map((l) => ({
      p: l.productId,
      l: l.lineCode,
      n: l.partNumber,
      q: l.quantity,
      t: l.note,
      r: l.replacedNumber,
    })),
  );
  await db.execute(sql`insert into ${stockOrderDetails}
      (stock_order_id, product_id, line_code, part_number, quantity, note, replaced_number)
    select ${stockOrderId}, r.p, r.l, r.n, r.q, r.t, r.r
      from jsonb_to_recordset(${rows}::jsonb)
        as r(p integer, l text, n text, q integer, t text, r text)
    on conflict (stock_order_id, product_id)
      do update set quantity = excluded.quantity, note = excluded.note,
        replaced_number = excluded.replaced_number`);
}
