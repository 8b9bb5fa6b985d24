import type { KitType } from '@procounter/shared/domain/constants';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { defineNamedStatement } from '../../db/named-statement';
import {
  brands,
  currentWorksheets,
  fitment,
  kits,
  partsCatalogInfo,
  products,
  shops,
  storeStock,
  stores,
  worksheets,
  worksheetVehicles,
} from '../../db/schema/index';

/** A fitting product as the fitment index answers it: one row per fitment row. */
export interface FitCandidate {
  productId: number;
  partTypeId: string;
  engineId: number | null;
  submodelId: number | null;
}

export interface FitFilter {
  baseVehicleId: number;
  /** The vehicle's engine; null: unknown, so rows of every engine fit. */
  engineId: number | null;
  /** The vehicle's submodel; null: unknown (or -99), so rows of every submodel fit. */
  submodelId: number | null;
}

/**
 * The fitting products of application part types for a vehicle (fitment_vehicle_part_type_idx,
 * index only) and, in the same statement, the first `universalLimit` products of each universal
 * part type (products_part_type_idx). Rows past `fitmentLimit` are left off.
 */
export async function findFitCandidates(
  db: Database,
  options: {
    vehicle: FitFilter | null;
    applicationPartTypeIds: readonly string[];
    universalPartTypeIds: readonly string[];
    fitmentLimit: number;
    universalLimit: number;
  },
): Promise<FitCandidate[]> {
  const parts: SQL[] = [];
  const { vehicle } = options;
  if (vehicle && options.applicationPartTypeIds.length > 0) {
    const engine =
      vehicle.engineId === null
        ? sql``
        : sql` and (f.engine_id is null or f.engine_id = ${vehicle.engineId})`;
    const submodel =
      vehicle.submodelId === null
        ? sql``
        : sql` and (f.submodel_id is null or f.submodel_id = ${vehicle.submodelId})`;
    const ids = sql.join(
      options.applicationPartTypeIds.map((id) => sql`${id}`),
      sql`, `,
    );
    parts.push(sql`(select f.product_id, f.part_type_id, f.engine_id, f.submodel_id
        from ${fitment} f
       where f.base_vehicle_id = ${vehicle.baseVehicleId} and f.part_type_id in (${ids})${engine}${submodel}
       limit ${options.fitmentLimit})`);
  }
  if (options.universalPartTypeIds.length > 0) {
    const values = sql.join(
      options.universalPartTypeIds.map((id) => sql`(${id})`),
      sql`, `,
    );
    parts.push(sql`(select p.id as product_id, p.part_type_id, null::integer as engine_id, null::integer as submodel_id
        from (values ${values}) as u(part_type_id)
        cross join lateral (
          select id, part_type_id from ${products}
           where ${products}.part_type_id = u.part_type_id
           limit ${options.universalLimit}
        ) p)`);
  }
  if (parts.length === 0) return [];
  type Row = {
    product_id: number;
    part_type_id: string;
    engine_id: number | null;
    submodel_id: number | null;
  };
  // Both drivers (PGlite, node-postgres) answer execute() with { rows }.
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: Row[];
  };
  return result.rows.map((r) => ({
    productId: Number(r.product_id),
    partTypeId: r.part_type_id,
    engineId: r.engine_id === null ? null : Number(r.engine_id),
    submodelId: r.submodel_id === null ? null : Number(r.submodel_id),
  }));
}

/** The current vehicle of a user's current worksheet in a shop, as a worksheet stores it. */
export interface CurrentVehicleRow {
  baseVehicleId: number;
  engineId: number | null;
  submodelId: number | null;
  /** The retained answers of fitment questions kept with it. */
  qualifierAnswers: { attributeId: number; valueId: number }[];
}

/** The caller's current shop as the lookup needs it. */
export interface LookupShopRow {
  id: number;
  homeStoreId: number | null;
  hideCosts: boolean;
}

/** A fitting product as the lookup's statement answers it: a fitment row with the stock. */
export interface StockedFitCandidate extends FitCandidate {
  /** On hand at the shop's home store; null: not carried. */
  quantityOnHand: number | null;
}

/** What a parts lookup reads in its one statement (findLookupFit). */
export interface LookupFit<Rates> {
  /** null: the user may act for no shop. */
  shop: LookupShopRow | null;
  /** The shop's rates in force as the rates' SQL answered them (null: none). */
  rates: Rates | null;
  /** null: no current vehicle in the shop. */
  vehicle: CurrentVehicleRow | null;
  /** When the parts catalog was loaded: what the products it names are, for a cache of them. */
  catalogLoadedAt: string | null;
  candidates: StockedFitCandidate[];
}

/** Each lookup's values of the lookup's statement (defineLookupFit). */
export type LookupFitValues = {
  userId: number;
  allShops: boolean;
  selectedShopId: number | null;
  applicationPartTypeIds: string[];
  universalPartTypeIds: string[];
  fitmentLimit: number;
  universalLimit: number;
  showAllId: number;
};

/**
 * What a parts lookup reads that changes, in one named statement built once
 * (db/named-statement.ts defineNamedStatement), the lookup's one round trip: the user's current
 * shop (`shopId`, shops' currentShopIdSql of the placeholders userId, allShops and
 * selectedShopId), its rates in force (`ratesOf`, shops' shopRatesJsonSql), the current vehicle
 * of the user's current worksheet there (returned even when nothing fits it; null without one),
 * the fitting products of the application part types (fitment_vehicle_part_type_idx, index only;
 * rows past `fitmentLimit` left off) and the first `universalLimit` products of each universal
 * part type (products_part_type_idx), each with its stock at the shop's home store (null: not
 * carried), and when the catalog was loaded. The products themselves change only with the catalog
 * (findLookupProductDetails). An engine or submodel the worksheet does not know (null or
 * `showAllId`, -99) leaves rows of every one.
 */
export function defineLookupFit<Rates>(fragments: {
  shopId: SQL;
  ratesOf: (shopId: SQL) => SQL;
}): (db: Database, values: LookupFitValues) => Promise<LookupFit<Rates>> {
  const value = (name: keyof LookupFitValues) => sql.placeholder(name);
  const unknown = (column: SQL) =>
    sql`(${column} is null or ${column} = ${value('showAllId')}::int)`;
  const statement = defineNamedStatement<LookupFitValues>(
    'parts_lookup',
    () => sql`with shop as (
        select s.id, s.home_store_id as "homeStoreId", s.hide_costs as "hideCosts"
          from ${shops} s where s.id = ${fragments.shopId}
      ), v as (
        select wv.base_vehicle_id as "baseVehicleId", wv.engine_id as "engineId",
               wv.submodel_id as "submodelId", wv.qualifier_answers as "qualifierAnswers"
          from ${currentWorksheets} cw
          join ${worksheets} w on w.id = cw.worksheet_id
          join ${worksheetVehicles} wv on wv.id = w.current_vehicle_id
         where cw.user_id = ${value('userId')}::int and cw.shop_id = (select id from shop)
         limit 1
      ), fit as (
        (select f.product_id, f.part_type_id, f.engine_id, f.submodel_id
           from v cross join lateral (
             select f.product_id, f.part_type_id, f.engine_id, f.submodel_id
               from ${fitment} f
              where f.base_vehicle_id = v."baseVehicleId"
                and f.part_type_id = any(${value('applicationPartTypeIds')}::text[])
                and (${unknown(sql`v."engineId"`)} or f.engine_id is null or f.engine_id = v."engineId")
                and (${unknown(sql`v."submodelId"`)} or f.submodel_id is null or f.submodel_id = v."submodelId")
              limit ${value('fitmentLimit')}::int) f)
        union all
        (select p.id, p.part_type_id, null::integer, null::integer
           from unnest(${value('universalPartTypeIds')}::text[]) as u(part_type_id)
           cross join lateral (
             select id, part_type_id from ${products}
              where ${products}.part_type_id = u.part_type_id
              limit ${value('universalLimit')}::int) p)
      )
      select (select row_to_json(shop) from shop) as shop,
             ${fragments.ratesOf(sql`(select id from shop)`)} as rates,
             (select row_to_json(v) from v) as vehicle,
             (select loaded_at from ${partsCatalogInfo} where id = 1)::text as catalog_loaded_at,
             (select coalesce(json_agg(json_build_array(fit.product_id, fit.part_type_id,
                 fit.engine_id, fit.submodel_id,
                 (select st.quantity_on_hand from ${storeStock} st
                   where st.product_id = fit.product_id
                     and st.store_id = coalesce((select "homeStoreId" from shop), -1)))), '[]')
                from fit) as candidates`,
  );
  return async (db, values) => {
    const row = (await statement(db, values)).rows[0] ?? {};
    // node-postgres parses json columns; a driver that answers them as text is read the same way.
    const json = <T>(column: unknown): T =>
      (typeof column === 'string' ? JSON.parse(column) : (column ?? null)) as T;
    type Candidate = [number, string, number | null, number | null, number | null];
    return {
      shop: json<LookupShopRow | null>(row.shop),
      rates: json<Rates | null>(row.rates),
      vehicle: json<CurrentVehicleRow | null>(row.vehicle),
      catalogLoadedAt: row.catalog_loaded_at == null ? null : String(row.catalog_loaded_at),
      candidates: (json<Candidate[] | null>(row.candidates) ?? []).map(
        ([productId, partTypeId, engineId, submodelId, quantityOnHand]) => ({
          productId,
          partTypeId,
          engineId,
          submodelId,
          quantityOnHand,
        }),
      ),
    };
  };
}

/** Some fitment row's vehicle and part type (the first the table gives): a sample lookup's. */
export async function findSampleFitment(db: Database) {
  const [row] = await db
    .select({ baseVehicleId: fitment.baseVehicleId, partTypeId: fitment.partTypeId })
    .from(fitment)
    .limit(1);
  return row;
}

/** A product as the lookup lists it: what changes only with the catalog. */
export interface LookupProductDetails {
  productId: number;
  lineCode: string;
  brandName: string;
  partNumber: string;
  description: string;
  partTypeId: string;
  cost: number | null;
  listPrice: number | null;
  customerPrice: number | null;
  kitType: KitType | null;
}

/** A product as the lookup lists it, with its stock at one store (null: not carried). */
export interface LookupProductRow extends LookupProductDetails {
  quantityOnHand: number | null;
}

/**
 * Products by id with brand and kit: one query (kit as a scalar subquery, one primary key probe
 * per product whatever the table's size: a join let the planner merge-scan all of kits).
 */
export async function findLookupProductDetails(
  db: Database,
  productIds: readonly number[],
): Promise<LookupProductDetails[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: products.id,
      lineCode: brands.lineCode,
      brandName: brands.name,
      partNumber: products.partNumber,
      description: products.description,
      partTypeId: products.partTypeId,
      cost: products.cost,
      listPrice: products.listPrice,
      customerPrice: products.customerPrice,
      kitType: sql<KitType | null>`(select ${kits.kitType} from ${kits} where ${kits.productId} = ${products.id})`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, [...productIds]));
}

/** The ids among `productIds` that are products. */
export async function findExistingProductIds(db: Database, productIds: readonly number[]) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Set(rows.map((r) => r.id));
}

/** Stores with a location, for the nearby-store search (a few rows: every store). */
export function findStoresWithLocation(db: Database) {
  return db
    .select()
    .from(stores)
    .where(and(isNotNull(stores.latitude), isNotNull(stores.longitude)))
    .orderBy(asc(stores.id));
}

/** Stock rows of some products at some stores; a missing pair is not carried. */
export function findStockAt(
  db: Database,
  productIds: readonly number[],
  storeIds: readonly number[],
) {
  if (productIds.length === 0 || storeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      productId: storeStock.productId,
      storeId: storeStock.storeId,
      quantityOnHand: storeStock.quantityOnHand,
    })
    .from(storeStock)
    .where(
      and(
        inArray(storeStock.productId, [...productIds]),
        inArray(storeStock.storeId, [...storeIds]),
      ),
    );
}

/** A product with its brand, or undefined. */
export async function findProductWithBrand(db: Database, productId: number) {
  const [row] = await db
    .select({
      productId: products.id,
      lineCode: brands.lineCode,
      brandName: brands.name,
      partNumber: products.partNumber,
      description: products.description,
      partTypeId: products.partTypeId,
      brandId: products.brandId,
      listPrice: products.listPrice,
      kitType: kits.kitType,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(kits, eq(kits.productId, products.id))
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

/** One fitted base vehicle with the engines and submodels its fitment rows name. */
export interface FittedVehicleRow {
  baseVehicleId: number;
  year: number;
  make: string;
  model: string;
  /** Some row fits any engine (engine_id null). */
  anyEngine: boolean;
  engines: string[];
  anySubmodel: boolean;
  submodels: string[];
}

/**
 * The first `limit` base vehicles a product fits, newest year first, then make, model and id, each
 * with the engine and submodel names of its rows, and how many it fits in all (a window count over
 * the groups, so no second query): one query (fitment_product_vehicle_key leads by product id;
 * vehicle names by primary key).
 */
export async function findFittedVehicles(
  db: Database,
  productId: number,
  limit: number,
): Promise<{ total: number; vehicles: FittedVehicleRow[] }> {
  type Row = {
    total: number;
    base_vehicle_id: number;
    year: number;
    make: string;
    model: string;
    any_engine: boolean;
    engines: string[] | null;
    any_submodel: boolean;
    submodels: string[] | null;
  };
  const result = (await db.execute(sql`
    select count(*) over () as total, bv.id as base_vehicle_id, bv.year, mk.name as make, md.name as model,
           bool_or(f.engine_id is null) as any_engine,
           array_agg(distinct e.description) filter (where e.description is not null) as engines,
           bool_or(f.submodel_id is null) as any_submodel,
           array_agg(distinct s.name) filter (where s.name is not null) as submodels
      from fitment f
      join base_vehicles bv on bv.id = f.base_vehicle_id
      join vehicle_makes mk on mk.id = bv.make_id
      join vehicle_models md on md.id = bv.model_id
      left join vehicle_engines e on e.base_vehicle_id = f.base_vehicle_id and e.engine_id = f.engine_id
      left join vehicle_submodels s on s.base_vehicle_id = f.base_vehicle_id and s.submodel_id = f.submodel_id
     where f.product_id = ${productId}
     group by bv.id, bv.year, mk.name, md.name
     order by bv.year desc, mk.name, md.name, bv.id
     limit ${limit}`)) as unknown as { rows: Row[] };
  const total = Number(result.rows[0]?.total ?? 0);
  const vehicles = result.rows.map((r) => ({
    baseVehicleId: Number(r.base_vehicle_id),
    year: Number(r.year),
    make: r.make,
    model: r.model,
    anyEngine: Boolean(r.any_engine),
    engines: r.engines ?? [],
    anySubmodel: Boolean(r.any_submodel),
    submodels: r.submodels ?? [],
  }));
  return { total, vehicles };
}
