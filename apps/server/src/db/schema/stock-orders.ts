import { STOCK_ORDER_MAX_QUANTITY } from '@procounter/shared/contracts/stock-order';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { instant, updatedAt } from './columns';
import { products } from './parts';
import { shops } from './shops';
import { users } from './users';

// Stock orders (R-STOCK-1, R-STOCK-3): a shop's replenishment orders, each a name, a PO number and
// lines of catalog products with a quantity and a note.

/** A stock order of a shop; every user of the shop sees and changes it. */
export const stockOrders = pgTable(
  'stock_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    po: text('po').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stock_orders_shop_updated_idx').on(t.shopId, t.updatedAt.desc())],
);

/**
 * A line of a stock order: one product at most once per order (the unique key is what merges a
 * repeated line code + part number into one line, also under concurrent quick adds). Line code and
 * part number are kept as the catalog spells them. Like worksheet_items, the product key has no
 * ON DELETE: the parts catalog is not replaced while stock order lines point at its products.
 */
export const stockOrderDetails = pgTable(
  'stock_order_details',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    stockOrderId: integer('stock_order_id')
      .notNull()
      .references(() => stockOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    lineCode: text('line_code').notNull(),
    partNumber: text('part_number').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    /**
     * A former number of ours the line was asked by (issue 25): its product replaced that number,
     * and the order says so. Null for a line asked by the product's own number.
     */
    replacedNumber: text('replaced_number'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Its index leads with stock_order_id, so it also serves "the lines of an order".
    unique('stock_order_details_order_product_key').on(t.stockOrderId, t.productId),
    index('stock_order_details_product_id_idx').on(t.productId),
    check(
      'stock_order_details_quantity_check',
      sql`${t.quantity} between 1 and ${sql.raw(String(STOCK_ORDER_MAX_QUANTITY))}`,
    ),
  ],
);
