import type { ProductOrigin } from '@procounter/shared/contracts/worksheet';
import { MAX_ITEM_QUANTITY } from '@procounter/shared/contracts/worksheet';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { defineNamedStatement } from '../../db/named-statement';
import {
  brands,
  currentWorksheets,
  kits,
  products,
  shops,
  worksheetItems,
  worksheets,
  worksheetVehicles,
} from '../../db/schema/index';
import type { SummaryLineRow } from './quote-presenter';

// The mini quote's hot calls in as few round trips as their rules allow (issue 26): the mini
// quote in one statement; a product added, or a line removed, in a transaction of two (BEGIN, the
// caller's shop, the product and the current worksheet locked in one; the change, the worksheet
// touched and the lines after the change in the other; COMMIT) where they took eight to ten. Each
// is a named statement built once (db/named-statement.ts defineNamedStatement). The caller's
// current shop is an SQL expression of shops' service (currentShopIdSql), given by the service.

/** The caller's current shop as a quote change needs it. */
export interface QuoteShopRow {
  id: number;
  hideCosts: boolean;
  homeStoreId: number | null;
}

/** The current worksheet as a quote change needs it. */
export interface QuoteWorksheetRow {
  id: number;
  name: string | null;
  status: string;
  currentVehicleId: number | null;
}

/** Who asks: the placeholders of the current shop's expression (currentShopIdSql). */
export type CallerValues = {
  userId: number;
  allShops: boolean;
  selectedShopId: number | null;
};

/** The SQL fragments a service gives: the caller's current shop, and a shop's rates as JSON. */
export interface CallerFragments {
  shopId: SQL;
  ratesOf: (shopId: SQL) => SQL;
}

const value = (name: string) => sql.placeholder(name);

/** node-postgres parses json columns; a driver that answers them as text is read the same way. */
function json<T>(column: unknown): T {
  return (typeof column === 'string' ? JSON.parse(column) : (column ?? null)) as T;
}

/** A worksheet's lines as JSON arrays, in findWorksheetItems's order (kit components after their kit). */
export function linesJsonSql(worksheetId: SQL): SQL {
  // The vehicle and the brand as scalar subqueries: one key probe per line. As joins, a generic
  // plan on a quote table its statistics call tiny merge-joined the lines with the whole products
  // key (874,216 index rows a call at 1,000,000 products: the add + remove pair at 60 a second).
  return sql`(select coalesce(json_agg(json_build_array(i.id, i.item_type, i.description,
        i.quantity, i.item_cost, i.customer_price,
        (select wv.base_vehicle_id from ${worksheetVehicles} wv where wv.id = i.worksheet_vehicle_id),
        i.product_id,
        (select p.brand_id from ${products} p where p.id = i.product_id),
        i.parent_item_id) order by coalesce(i.parent_item_id, i.id), i.id), '[]')
      from ${worksheetItems} i
     where i.worksheet_id = ${worksheetId})`;
}

type LineArray = [
  number,
  SummaryLineRow['itemType'],
  string,
  number,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
];

function linesOf(column: unknown): SummaryLineRow[] {
  return (json<LineArray[] | null>(column) ?? []).map(
    ([
      id,
      itemType,
      description,
      quantity,
      itemCost,
      customerPrice,
      baseVehicleId,
      productId,
      brandId,
      parentItemId,
    ]) => ({
      id,
      itemType,
      description,
      quantity,
      itemCost,
      customerPrice,
      baseVehicleId,
      productId,
      brandId,
      parentItemId,
    }),
  );
}

/** What the mini quote reads: the caller's shop, their current worksheet there and its lines. */
export interface CurrentQuoteRead {
  shop: QuoteShopRow | null;
  worksheet: QuoteWorksheetRow | null;
  lines: SummaryLineRow[];
}

/** GET miniquote.json's one statement: the shop, the current worksheet (not made) and its lines. */
export function defineCurrentQuoteRead(
  fragments: Pick<CallerFragments, 'shopId'>,
): (db: Database, values: CallerValues) => Promise<CurrentQuoteRead> {
  const statement = defineNamedStatement<CallerValues>(
    'current_quote',
    () => sql`with shop as (
        select s.id, s.hide_costs as "hideCosts", s.home_store_id as "homeStoreId"
          from ${shops} s where s.id = ${fragments.shopId}
      ), ws as (
        select w.id, w.name, w.status, w.current_vehicle_id as "currentVehicleId"
          from ${currentWorksheets} cw join ${worksheets} w on w.id = cw.worksheet_id
         where cw.user_id = ${value('userId')}::int and cw.shop_id = (select id from shop)
         limit 1
      )
      select (select row_to_json(shop) from shop) as shop,
             (select row_to_json(ws) from ws) as worksheet,
             ${linesJsonSql(sql`(select id from ws)`)} as lines`,
  );
  return async (db, values) => {
    const row = (await statement(db, values)).rows[0] ?? {};
    return {
      shop: json<QuoteShopRow | null>(row.shop),
      worksheet: json<QuoteWorksheetRow | null>(row.worksheet),
      lines: linesOf(row.lines),
    };
  };
}

/** A product as a quote line copies it. */
export interface QuoteProductRow {
  id: number;
  brandId: number;
  lineCode: string;
  partNumber: string;
  description: string;
  cost: number | null;
  listPrice: number | null;
  customerPrice: number | null;
  isKit: boolean;
}

/** What addproduct reads and locks first (inside its transaction). */
export interface ProductAddRead<Rates> {
  shop: QuoteShopRow | null;
  rates: Rates | null;
  product: QuoteProductRow | null;
  /** The current worksheet, locked (FOR UPDATE) until the transaction ends; null: none yet. */
  worksheet: QuoteWorksheetRow | null;
  /** The worksheet of the vehicle the line is asked for (worksheetVehicleId), if it exists. */
  vehicleWorksheetId: number | null;
}

export type ProductAddValues = CallerValues & {
  productId: number;
  worksheetVehicleId: number | null;
};

/**
 * addproduct's first statement, in its transaction: the caller's shop, its rates in force, the
 * product, the vehicle asked for, and the current worksheet locked (FOR UPDATE OF worksheets).
 */
export function defineProductAddRead<Rates>(
  fragments: CallerFragments,
): (db: Database, values: ProductAddValues) => Promise<ProductAddRead<Rates>> {
  const statement = defineNamedStatement<ProductAddValues>(
    'quote_add_product_read',
    () => sql`with shop as (
        select s.id, s.hide_costs as "hideCosts", s.home_store_id as "homeStoreId"
          from ${shops} s where s.id = ${fragments.shopId}
      ), ws as (
        select w.id, w.name, w.status, w.current_vehicle_id as "currentVehicleId"
          from ${currentWorksheets} cw join ${worksheets} w on w.id = cw.worksheet_id
         where cw.user_id = ${value('userId')}::int and cw.shop_id = (select id from shop)
         limit 1
           for update of w
      )
      select (select row_to_json(shop) from shop) as shop,
             ${fragments.ratesOf(sql`(select id from shop)`)} as rates,
             (select json_build_object('id', p.id, 'brandId', p.brand_id, 'lineCode', b.line_code,
                 'partNumber', p.part_number, 'description', p.description, 'cost', p.cost,
                 'listPrice', p.list_price, 'customerPrice', p.customer_price,
                 'isKit', exists (select 1 from ${kits} k where k.product_id = p.id))
                from ${products} p join ${brands} b on b.id = p.brand_id
               where p.id = ${value('productId')}::int) as product,
             (select row_to_json(ws) from ws) as worksheet,
             (select worksheet_id from ${worksheetVehicles}
               where id = ${value('worksheetVehicleId')}::int) as vehicle_worksheet_id`,
  );
  return async (db, values) => {
    const row = (await statement(db, values)).rows[0] ?? {};
    return {
      shop: json<QuoteShopRow | null>(row.shop),
      rates: json<Rates | null>(row.rates),
      product: json<QuoteProductRow | null>(row.product),
      worksheet: json<QuoteWorksheetRow | null>(row.worksheet),
      vehicleWorksheetId:
        row.vehicle_worksheet_id == null ? null : Number(row.vehicle_worksheet_id),
    };
  };
}

export type ProductLineValues = {
  worksheetId: number;
  productId: number;
  quantity: number;
  lineCode: string;
  partNumber: string;
  description: string;
  itemCost: number | null;
  customerPrice: number | null;
  productOrigin: ProductOrigin;
  productOriginDetails: string | null;
  worksheetVehicleId: number | null;
  storeId: number | null;
};

const addProductLineStatement = defineNamedStatement<ProductLineValues>(
  'quote_add_product_line',
  () => sql`with existing as (
      select id, quantity from ${worksheetItems}
       where worksheet_id = ${value('worksheetId')}::int and product_id = ${value('productId')}::int
         and item_type = 'PART' and parent_item_id is null
       order by id limit 1
         for update
    ), updated as (
      update ${worksheetItems} i set quantity = e.quantity + ${value('quantity')}::numeric
        from existing e
       where i.id = e.id and e.quantity + ${value('quantity')}::numeric <= ${MAX_ITEM_QUANTITY}
      returning i.id, i.quantity
    ), inserted as (
      insert into ${worksheetItems} (worksheet_id, item_type, product_id, line_code, part_number,
          description, quantity, item_cost, customer_price, product_origin,
          product_origin_details, worksheet_vehicle_id, store_id)
      select ${value('worksheetId')}::int, 'PART', ${value('productId')}::int,
             ${value('lineCode')}::text, ${value('partNumber')}::text, ${value('description')}::text,
             ${value('quantity')}::numeric, ${value('itemCost')}::numeric,
             ${value('customerPrice')}::numeric, ${value('productOrigin')}::product_origin,
             ${value('productOriginDetails')}::text, ${value('worksheetVehicleId')}::int,
             ${value('storeId')}::int
       where not exists (select 1 from existing)
      returning id
    ), touched as (
      update ${worksheets} set updated_at = now()
       where id = ${value('worksheetId')}::int
         and (exists (select 1 from updated) or exists (select 1 from inserted))
      returning id
    )
    select (select id from existing) as existing_id,
           (select quantity from updated) as updated_quantity,
           (select id from inserted) as inserted_id,
           (select base_vehicle_id from ${worksheetVehicles}
             where id = ${value('worksheetVehicleId')}::int) as base_vehicle_id,
           (select count(*) from touched) as touched,
           ${linesJsonSql(sql`${value('worksheetId')}::int`)} as lines`,
);

/**
 * A product's PART line on a locked OPEN worksheet, and the worksheet touched, in one statement:
 * its own line (not a kit component) gains the quantity unless the total would pass
 * MAX_ITEM_QUANTITY (then nothing changes: `exceeded`), or a new line copies the product. Answers
 * the worksheet's lines after the change: those the statement read before it, with the change made
 * to them (the worksheet is locked, so nothing else changed them in between).
 */
export async function addProductLine(
  db: Database,
  values: ProductLineValues & { brandId: number },
): Promise<{ exceeded: boolean; lines: SummaryLineRow[] }> {
  const { brandId, ...line } = values;
  const row = (await addProductLineStatement(db, line)).rows[0] ?? {};
  const before = linesOf(row.lines);
  if (row.existing_id != null) {
    if (row.updated_quantity == null) return { exceeded: true, lines: before };
    const id = Number(row.existing_id);
    const quantity = Number(row.updated_quantity);
    return { exceeded: false, lines: before.map((l) => (l.id === id ? { ...l, quantity } : l)) };
  }
  const added: SummaryLineRow = {
    id: Number(row.inserted_id),
    itemType: 'PART',
    description: values.description,
    quantity: values.quantity,
    itemCost: values.itemCost,
    customerPrice: values.customerPrice,
    baseVehicleId: row.base_vehicle_id == null ? null : Number(row.base_vehicle_id),
    productId: values.productId,
    brandId,
    parentItemId: null,
  };
  return { exceeded: false, lines: [...before, added] };
}

/** What deleteitem reads and locks first (inside its transaction). */
export interface LineRemovalRead {
  shop: QuoteShopRow | null;
  /** The current worksheet, locked (FOR UPDATE) until the transaction ends; null: none. */
  worksheet: QuoteWorksheetRow | null;
  /** The line asked for, when it is one of that worksheet's. */
  line: { id: number; itemType: SummaryLineRow['itemType']; parentItemId: number | null } | null;
}

export type LineRemovalValues = CallerValues & { lineId: number };

/** deleteitem's first statement: the caller's shop, the current worksheet locked, and the line. */
export function defineLineRemovalRead(
  fragments: Pick<CallerFragments, 'shopId'>,
): (db: Database, values: LineRemovalValues) => Promise<LineRemovalRead> {
  const statement = defineNamedStatement<LineRemovalValues>(
    'quote_remove_line_read',
    () => sql`with shop as (
        select s.id, s.hide_costs as "hideCosts", s.home_store_id as "homeStoreId"
          from ${shops} s where s.id = ${fragments.shopId}
      ), ws as (
        select w.id, w.name, w.status, w.current_vehicle_id as "currentVehicleId"
          from ${currentWorksheets} cw join ${worksheets} w on w.id = cw.worksheet_id
         where cw.user_id = ${value('userId')}::int and cw.shop_id = (select id from shop)
         limit 1
           for update of w
      )
      select (select row_to_json(shop) from shop) as shop,
             (select row_to_json(ws) from ws) as worksheet,
             (select json_build_object('id', i.id, 'itemType', i.item_type,
                 'parentItemId', i.parent_item_id)
                from ${worksheetItems} i
               where i.id = ${value('lineId')}::int and i.worksheet_id = (select id from ws)) as line`,
  );
  return async (db, values) => {
    const row = (await statement(db, values)).rows[0] ?? {};
    return {
      shop: json<QuoteShopRow | null>(row.shop),
      worksheet: json<QuoteWorksheetRow | null>(row.worksheet),
      line: json<LineRemovalRead['line']>(row.line),
    };
  };
}

const removeLineStatement = defineNamedStatement<{ worksheetId: number; lineId: number }>(
  'quote_remove_line',
  () => sql`with removed as (
      delete from ${worksheetItems}
       where worksheet_id = ${value('worksheetId')}::int
         and (id = ${value('lineId')}::int or parent_item_id = ${value('lineId')}::int)
      returning id
    ), touched as (
      update ${worksheets} set updated_at = now()
       where id = ${value('worksheetId')}::int and exists (select 1 from removed)
      returning id
    )
    select (select coalesce(json_agg(id), '[]') from removed) as removed,
           (select count(*) from touched) as touched,
           ${linesJsonSql(sql`${value('worksheetId')}::int`)} as lines`,
);

/**
 * Removes a line of a locked worksheet with its kit components (parent_item_id), and touches the
 * worksheet, in one statement; answers whether the line was there and the lines after.
 */
export async function removeLine(
  db: Database,
  values: { worksheetId: number; lineId: number },
): Promise<{ removed: boolean; lines: SummaryLineRow[] }> {
  const row = (await removeLineStatement(db, values)).rows[0] ?? {};
  const removed = new Set((json<number[] | null>(row.removed) ?? []).map(Number));
  return {
    removed: removed.has(values.lineId),
    lines: linesOf(row.lines).filter((l) => !removed.has(l.id)),
  };
}
