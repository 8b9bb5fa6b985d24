import type { KitType } from '@procounter/shared/domain/constants';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { defineNamedStatement } from '../../db/named-statement';
import {
  brands,
  fitment,
  kitComponents,
  kits,
  partInterchange,
  products,
  storeStock,
} from '../../db/schema/index';

/** What a quote line copies from a product. */
export interface QuotableProduct {
  id: number;
  brandId: number;
  lineCode: string;
  brandName: string;
  partNumber: string;
  description: string;
  partTypeId: string;
  cost: number | null;
  /** The list price (issue 23: a LIST_MINUS agreement prices from it). */
  listPrice: number | null;
  customerPrice: number | null;
  /** A kit product (kits table). */
  isKit: boolean;
}

const quotableColumns = {
  id: products.id,
  brandId: products.brandId,
  lineCode: brands.lineCode,
  brandName: brands.name,
  partNumber: products.partNumber,
  description: products.description,
  partTypeId: products.partTypeId,
  cost: products.cost,
  listPrice: products.listPrice,
  customerPrice: products.customerPrice,
  isKit: sql<boolean>`${kits.productId} is not null`,
};

function selectQuotableProducts(db: Database) {
  return db
    .select(quotableColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(kits, eq(kits.productId, products.id));
}

/** Products by id, in one query. */
export async function findQuotableProductsByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return (await selectQuotableProducts(db).where(
    inArray(products.id, [...ids]),
  )) as QuotableProduct[];
}

/**
 * The products of many line code + part number keys in one query (an index lookup per key on
 * products_part_number_key_idx), lowest id first: of two products of a brand whose numbers
 * normalise alike, a caller taking the first gets the one findQuotableProductByNumber gets.
 */
export async function findQuotableProductsByKeys(
  db: Database,
  keys: readonly { lineCode: string; partNumberKey: string }[],
) {
  if (keys.length === 0) return [];
  const wanted = JSON.stringify(keys.map((k) => ({ l: k.lineCode, k: k.partNumberKey })));
  return (await selectQuotableProducts(db)
    .where(
      sql`(${brands.lineCode}, ${products.partNumberKey}) in (select w.l, w.k from jsonb_to_recordset(${wanted}::jsonb) as w(l text, k text))`,
    )
    .orderBy(asc(products.id))) as QuotableProduct[];
}

/**
 * The products that replaced former numbers of ours, by the line code + key asked (the former
 * number's brand is the product's), in one query: what a stock order line or upload asked by a
 * number we no longer use gets, with that number as printed.
 */
export async function findSupersedingProductsByKeys(
  db: Database,
  keys: readonly { lineCode: string; partNumberKey: string }[],
): Promise<(QuotableProduct & { formerKey: string; formerNumber: string })[]> {
  if (keys.length === 0) return [];
  const wanted = JSON.stringify(keys.map((k) => ({ l: k.lineCode, k: k.partNumberKey })));
  return (await db
    .select({
      ...quotableColumns,
      formerKey: partInterchange.numberKey,
      formerNumber: partInterchange.number,
    })
    .from(partInterchange)
    .innerJoin(products, eq(products.id, partInterchange.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(kits, eq(kits.productId, products.id))
    .where(
      and(
        eq(partInterchange.kind, 'SUPERSEDED'),
        sql`(${brands.lineCode}, ${partInterchange.numberKey}) in (select w.l, w.k from jsonb_to_recordset(${wanted}::jsonb) as w(l text, k text))`,
      ),
    )
    .orderBy(asc(products.id))) as (QuotableProduct & {
    formerKey: string;
    formerNumber: string;
  })[];
}

export async function findQuotableProductById(db: Database, productId: number) {
  const [row] = await selectQuotableProducts(db).where(eq(products.id, productId)).limit(1);
  return row as QuotableProduct | undefined;
}

/** By line code and part number as typed: the part number compared by its normalised key. */
export async function findQuotableProductByNumber(
  db: Database,
  lineCode: string,
  partNumberKey: string,
) {
  const [row] = await selectQuotableProducts(db)
    .where(and(eq(brands.lineCode, lineCode), eq(products.partNumberKey, partNumberKey)))
    .limit(1);
  return row as QuotableProduct | undefined;
}

/** A kit's components with the quantity one kit holds, in product order. */
export async function findKitComponentProducts(db: Database, kitProductId: number) {
  const rows = await selectQuotableProducts(db)
    .innerJoin(kitComponents, eq(kitComponents.componentProductId, products.id))
    .where(eq(kitComponents.kitProductId, kitProductId))
    .orderBy(asc(products.id));
  return rows as QuotableProduct[];
}

export async function findKitComponentQuantities(db: Database, kitProductId: number) {
  return db
    .select({ productId: kitComponents.componentProductId, quantity: kitComponents.quantity })
    .from(kitComponents)
    .where(eq(kitComponents.kitProductId, kitProductId))
    .orderBy(asc(kitComponents.componentProductId));
}

/** The cost, price and quantity of every component of the kits, in one query. */
export async function findKitComponentPrices(db: Database, kitProductIds: readonly number[]) {
  if (kitProductIds.length === 0) return [];
  return db
    .select({
      kitProductId: kitComponents.kitProductId,
      quantity: kitComponents.quantity,
      cost: products.cost,
      listPrice: products.listPrice,
      customerPrice: products.customerPrice,
    })
    .from(kitComponents)
    .innerJoin(products, eq(products.id, kitComponents.componentProductId))
    .where(inArray(kitComponents.kitProductId, [...kitProductIds]))
    .orderBy(asc(kitComponents.kitProductId), asc(kitComponents.componentProductId));
}

/** The first kit (lowest product id) of a kit part type that fits a base vehicle. */
export async function findFirstFittingKitId(
  db: Database,
  partTypeId: string,
  baseVehicleId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: fitment.productId })
    .from(fitment)
    .innerJoin(kits, eq(kits.productId, fitment.productId))
    .where(and(eq(fitment.baseVehicleId, baseVehicleId), eq(fitment.partTypeId, partTypeId)))
    .orderBy(asc(fitment.productId))
    .limit(1);
  return row?.id;
}

const storeStockStatement = defineNamedStatement<{ storeId: number; ids: number[] }>(
  'store_stock_of_products',
  () => sql`
    select product_id, quantity_on_hand from store_stock
    where store_id = ${sql.placeholder('storeId')}
      and product_id = any(${sql.placeholder('ids')}::int[])`,
);

/**
 * On hand at a store per product; products it does not carry are missing from the map. A read
 * (no lock) is one named statement whatever the count.
 */
export async function findStoreStock(
  db: Database,
  storeId: number,
  productIds: readonly number[],
  { lock }: { lock: boolean },
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  if (!lock) {
    const { rows } = await storeStockStatement(db, { storeId, ids: [...productIds] });
    return new Map(rows.map((r) => [Number(r.product_id), Number(r.quantity_on_hand)]));
  }
  const rows = await db
    .select({ productId: storeStock.productId, quantityOnHand: storeStock.quantityOnHand })
    .from(storeStock)
    .where(and(eq(storeStock.storeId, storeId), inArray(storeStock.productId, [...productIds])))
    // One order for every locker, so two orders of the same products cannot deadlock.
    .orderBy(asc(storeStock.productId))
    .for('update');
  return new Map(rows.map((r) => [r.productId, r.quantityOnHand]));
}

/** Takes quantities out of a store's stock, never below 0 (what is short is backordered). */
export async function takeStoreStock(
  db: Database,
  storeId: number,
  productId: number,
  quantity: number,
) {
  await db
    .update(storeStock)
    .set({ quantityOnHand: sql`greatest(${storeStock.quantityOnHand} - ${quantity}, 0)` })
    .where(and(eq(storeStock.storeId, storeId), eq(storeStock.productId, productId)));
}

/** The fitment rows of a product for one base vehicle (fitment_product_vehicle_key). */
/** The fitment rows of several products for one base vehicle, in one query. */
const productsFitmentStatement = defineNamedStatement<{ ids: number[]; baseVehicleId: number }>(
  'products_fitment_rows',
  () => sql`
    select product_id, engine_id, submodel_id from fitment
    where product_id = any(${sql.placeholder('ids')}::int[])
      and base_vehicle_id = ${sql.placeholder('baseVehicleId')}`,
);

/**
 * The fitment rows of the products for one base vehicle (fitment_product_vehicle_key), one named
 * statement whatever the count of products.
 */
export async function findProductsFitmentRows(
  db: Database,
  productIds: readonly number[],
  baseVehicleId: number,
): Promise<{ productId: number; engineId: number | null; submodelId: number | null }[]> {
  const { rows } = await productsFitmentStatement(db, { ids: [...productIds], baseVehicleId });
  return rows.map((r) => ({
    productId: Number(r.product_id),
    engineId: r.engine_id === null ? null : Number(r.engine_id),
    submodelId: r.submodel_id === null ? null : Number(r.submodel_id),
  }));
}

/** The product a part number names (findProductByNumberKey), with the former number it replaces. */
export interface NumberedProductRow {
  productId: number;
  lineCode: string;
  partNumber: string;
  brandName: string;
  description: string;
  partTypeId: string;
  kitType: KitType | null;
  cost: number | null;
  listPrice: number | null;
  customerPrice: number | null;
  /** The former number of ours as printed, when the key is one (the product replaced it). */
  formerNumber: string | null;
}

const productByNumberKeyStatement = defineNamedStatement<{ key: string }>(
  'product_by_number_key',
  () => sql`
    select m.former_number, p.id as product_id, b.line_code, p.part_number, b.name as brand_name,
      p.description, p.part_type_id, k.kit_type, p.cost, p.list_price, p.customer_price
    from (
      select 0 as rank, null::text as former_number, id from products
      where part_number_key = ${sql.placeholder('key')}
      union all
      select 1, number, product_id from part_interchange
      where number_key = ${sql.placeholder('key')} and kind = 'SUPERSEDED'
    ) m
    join products p on p.id = m.id
    join brands b on b.id = p.brand_id
    left join kits k on k.product_id = p.id
    order by m.rank, b.line_code, p.id
    limit 1`,
);

/**
 * The product whose normalised part number is the key (the first by line code when brands share
 * it); else the product that replaced a former number of ours with that key, saying which.
 */
export async function findProductByNumberKey(
  db: Database,
  key: string,
): Promise<NumberedProductRow | undefined> {
  const [r] = (await productByNumberKeyStatement(db, { key })).rows;
  if (!r) return undefined;
  return {
    productId: Number(r.product_id),
    lineCode: String(r.line_code),
    partNumber: String(r.part_number),
    brandName: String(r.brand_name),
    description: String(r.description),
    partTypeId: String(r.part_type_id),
    kitType: (r.kit_type ?? null) as KitType | null,
    cost: num(r.cost),
    listPrice: num(r.list_price),
    customerPrice: num(r.customer_price),
    formerNumber: r.former_number === null ? null : String(r.former_number),
  };
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
