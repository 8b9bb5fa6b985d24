import type { KitType } from '@procounter/shared/domain/constants';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  brands,
  currentWorksheets,
  fitment,
  kits,
  products,
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
}

/**
 * The current vehicle of the user's current worksheet in a shop and findFitCandidates for it, in one statement: the lookup's
 * hottest path pays one round trip for both. The vehicle comes back even when nothing fits it;
 * null when the user has no current vehicle in the shop (then no application part type's rows).
 * An engine or submodel the worksheet does not know (null or -99, "Don't know or show all")
 * leaves rows of every one, as findFitCandidates does for a null.
 */
export async function findCurrentVehicleAndFitCandidates(
  db: Database,
  options: {
    userId: number;
    shopId: number;
    applicationPartTypeIds: readonly string[];
    universalPartTypeIds: readonly string[];
    fitmentLimit: number;
    universalLimit: number;
    /** The engine and submodel id that mean "unknown" besides null (-99). */
    showAllId: number;
  },
): Promise<{ vehicle: CurrentVehicleRow | null; candidates: FitCandidate[] }> {
  const ids = sql.join(
    options.applicationPartTypeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const unknown = (column: SQL) => sql`(${column} is null or ${column} = ${options.showAllId})`;
  const parts: SQL[] = [
    sql`(select v.base_vehicle_id as vehicle_id, v.engine_id as vehicle_engine_id,
          v.submodel_id as vehicle_submodel_id, f.product_id, f.part_type_id, f.engine_id, f.submodel_id
        from (select ${worksheetVehicles.baseVehicleId} as base_vehicle_id,
                     ${worksheetVehicles.engineId} as engine_id,
                     ${worksheetVehicles.submodelId} as submodel_id
                from ${currentWorksheets}
                join ${worksheets} on ${worksheets.id} = ${currentWorksheets.worksheetId}
                join ${worksheetVehicles} on ${worksheetVehicles.id} = ${worksheets.currentVehicleId}
               where ${currentWorksheets.userId} = ${options.userId}
                 and ${currentWorksheets.shopId} = ${options.shopId}
               limit 1) v
        left join lateral (select f.product_id, f.part_type_id, f.engine_id, f.submodel_id
            from ${fitment} f
           where f.base_vehicle_id = v.base_vehicle_id and f.part_type_id in (${ids})
             and (${unknown(sql`v.engine_id`)} or f.engine_id is null or f.engine_id = v.engine_id)
             and (${unknown(sql`v.submodel_id`)} or f.submodel_id is null or f.submodel_id = v.submodel_id)
           limit ${options.fitmentLimit}) f on true)`,
  ];
  if (options.universalPartTypeIds.length > 0) {
    const values = sql.join(
      options.universalPartTypeIds.map((id) => sql`(${id})`),
      sql`, `,
    );
    parts.push(sql`(select null::integer, null::integer, null::integer, p.id, p.part_type_id, null::integer, null::integer
        from (values ${values}) as u(part_type_id)
        cross join lateral (
          select id, part_type_id from ${products}
           where ${products}.part_type_id = u.part_type_id
           limit ${options.universalLimit}
        ) p)`);
  }
  type Row = {
    vehicle_id: number | null;
    vehicle_engine_id: number | null;
    vehicle_submodel_id: number | null;
    product_id: number | null;
    part_type_id: string | null;
    engine_id: number | null;
    submodel_id: number | null;
  };
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: Row[];
  };
  const nullable = (value: number | null) => (value === null ? null : Number(value));
  const withVehicle = result.rows.find((r) => r.vehicle_id !== null);
  const vehicle = withVehicle
    ? {
        baseVehicleId: Number(withVehicle.vehicle_id),
        engineId: nullable(withVehicle.vehicle_engine_id),
        submodelId: nullable(withVehicle.vehicle_submodel_id),
      }
    : null;
  const candidates = result.rows
    .filter((r) => r.product_id !== null)
    .map((r) => ({
      productId: Number(r.product_id),
      partTypeId: r.part_type_id!,
      engineId: nullable(r.engine_id),
      submodelId: nullable(r.submodel_id),
    }));
  return { vehicle, candidates };
}

/** Some fitment row's vehicle and part type (the first the table gives): a sample lookup's. */
export async function findSampleFitment(db: Database) {
  const [row] = await db
    .select({ baseVehicleId: fitment.baseVehicleId, partTypeId: fitment.partTypeId })
    .from(fitment)
    .limit(1);
  return row;
}

/** A product as the lookup lists it, with its stock at one store (null: not carried). */
export interface LookupProductRow {
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
  quantityOnHand: number | null;
}

/**
 * Products by id with brand, kit and the stock at one store: one query. Kit and stock are scalar
 * subqueries so that each is one primary key probe per product whatever the tables' sizes (a join
 * let the planner merge-scan all of kits).
 */
export async function findLookupProducts(
  db: Database,
  productIds: readonly number[],
  storeId: number | null,
): Promise<LookupProductRow[]> {
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
      quantityOnHand: sql<
        number | null
      >`(select ${storeStock.quantityOnHand} from ${storeStock} where ${storeStock.productId} = ${products.id} and ${storeStock.storeId} = ${storeId ?? -1})`,
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
