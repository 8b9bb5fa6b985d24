import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { defineNamedStatement } from '../../db/named-statement';
import {
  currentWorksheets,
  fitment,
  partInterchange,
  partsCatalogInfo,
  products,
  shops,
  storeStock,
  worksheets,
  worksheetVehicles,
} from '../../db/schema/index';

/** How a number names a product (InterchangeReference's kinds). */
export type InterchangeMatchKind = 'OWN' | 'OE' | 'COMPETITOR' | 'SUPERSEDED' | 'EQUIVALENT';

/** A product a number names, as the lookup's statement answers it. */
export interface InterchangeMatchRow {
  kind: InterchangeMatchKind;
  /** Null for OWN (the product's own brand and number). */
  source: string | null;
  number: string | null;
  productId: number;
  /** On hand at the shop's home store; null: not carried (or no home store). */
  quantityOnHand: number | null;
  /** The product's fitment rows for the current vehicle's base vehicle (none without one). */
  fitment: { engineId: number | null; submodelId: number | null }[];
}

/** What an interchange lookup reads in its one statement (defineInterchangeLookup). */
export interface InterchangeLookup<Rates> {
  /** null: the user may act for no shop. */
  shop: { id: number; homeStoreId: number | null; hideCosts: boolean } | null;
  /** The shop's rates in force as the rates' SQL answered them (null: none). */
  rates: Rates | null;
  /** The current vehicle of the user's current worksheet in the shop; null without one. */
  vehicle: {
    baseVehicleId: number;
    engineId: number | null;
    submodelId: number | null;
    qualifierAnswers: { attributeId: number; valueId: number }[];
  } | null;
  /** When the parts catalog was loaded: what the products it names are, for a cache of them. */
  catalogLoadedAt: string | null;
  matches: InterchangeMatchRow[];
}

/** One lookup of a batch (defineInterchangeLookup): the caller and the number key. */
export interface InterchangeLookupItem {
  userId: number;
  allShops: boolean;
  selectedShopId: number | null;
  key: string;
}

type BatchValues = {
  userIds: number[];
  allShops: boolean[];
  selected: (number | null)[];
  keys: string[];
  limit: number;
};

/**
 * The part interchange in one named statement for a batch of lookups (the lookups of the moment,
 * lib/coalesce), each its own row: the user's current shop (`shopId`, shops' currentShopIdSql of
 * the batch's columns u.user_id, u.all_shops and u.selected), its rates in force (`ratesOf`,
 * shops' shopRatesJsonSql), the current vehicle of the user's current worksheet there, when the
 * catalog was loaded, and the products the number key names: ours by part number (OWN), those
 * the interchange names by it (OE, COMPETITOR, SUPERSEDED), and the OWN ones' equivalents (their
 * OE and competitor numbers' other products, EQUIVALENT, with the number they share); at most
 * `limit` of each way, by product id, a product maybe more than once. Each with its stock at the
 * home store and its fitment rows for the current vehicle. The products themselves change only
 * with the catalog (products' productDetailsOf).
 */
export function defineInterchangeLookup<Rates>(fragments: {
  shopId: SQL;
  ratesOf: (shopId: SQL) => SQL;
}): (
  db: Database,
  items: readonly InterchangeLookupItem[],
  limit: number,
) => Promise<InterchangeLookup<Rates>[]> {
  const value = (name: keyof BatchValues) => sql.placeholder(name);
  const statement = defineNamedStatement<BatchValues>(
    'interchange_lookup',
    () => sql`select u.n, (select loaded_at from ${partsCatalogInfo} where id = 1)::text
        as catalog_loaded_at, r.shop, r.rates, r.vehicle, r.matches
      from unnest(${value('userIds')}::int[], ${value('allShops')}::boolean[],
          ${value('selected')}::int[], ${value('keys')}::text[])
        with ordinality as u(user_id, all_shops, selected, key, n)
      cross join lateral (
        with shop as (
          select s.id, s.home_store_id as "homeStoreId", s.hide_costs as "hideCosts"
            from ${shops} s where s.id = ${fragments.shopId}
        ), v as (
          select wv.base_vehicle_id as "baseVehicleId", wv.engine_id as "engineId",
                 wv.submodel_id as "submodelId", wv.qualifier_answers as "qualifierAnswers"
            from ${currentWorksheets} cw
            join ${worksheets} w on w.id = cw.worksheet_id
            join ${worksheetVehicles} wv on wv.id = w.current_vehicle_id
           where cw.user_id = u.user_id and cw.shop_id = (select id from shop)
           limit 1
        ), own as (
          select id from ${products} where part_number_key = u.key
           order by id limit ${value('limit')}::int
        ), named as (
          select kind, source, number, product_id from ${partInterchange}
           where number_key = u.key
           order by product_id limit ${value('limit')}::int
        ), equivalents as (
          select e.kind, e.source, e.number, e.product_id
            from ${partInterchange} o
            join ${partInterchange} e on e.number_key = o.number_key and e.kind <> 'SUPERSEDED'
           where o.product_id in (select id from own) and o.kind <> 'SUPERSEDED'
             and e.product_id not in (select id from own)
           order by e.product_id limit ${value('limit')}::int
        ), matched as (
          select 'OWN' as kind, null::text as source, null::text as number, id as product_id
            from own
          union all select kind, source, number, product_id from named
          union all select 'EQUIVALENT', source, number, product_id from equivalents
        )
        select (select row_to_json(shop) from shop) as shop,
               ${fragments.ratesOf(sql`(select id from shop)`)} as rates,
               (select row_to_json(v) from v) as vehicle,
               (select coalesce(json_agg(json_build_array(m.kind, m.source, m.number,
                   m.product_id,
                   (select st.quantity_on_hand from ${storeStock} st
                     where st.product_id = m.product_id
                       and st.store_id = coalesce((select "homeStoreId" from shop), -1)),
                   (select coalesce(json_agg(json_build_array(f.engine_id, f.submodel_id)), '[]')
                      from v join ${fitment} f on f.base_vehicle_id = v."baseVehicleId"
                     where f.product_id = m.product_id))), '[]')
                  from matched m) as matches
      ) r
      order by u.n`,
  );
  return async (db, items, limit) => {
    const { rows } = await statement(db, {
      userIds: items.map((i) => i.userId),
      allShops: items.map((i) => i.allShops),
      selected: items.map((i) => i.selectedShopId),
      keys: items.map((i) => i.key),
      limit,
    });
    // node-postgres parses json columns; a driver that answers them as text is read the same way.
    const json = <T>(column: unknown): T =>
      (typeof column === 'string' ? JSON.parse(column) : (column ?? null)) as T;
    type Match = [
      InterchangeMatchKind,
      string | null,
      string | null,
      number,
      number | null,
      [number | null, number | null][],
    ];
    return rows.map((row) => ({
      shop: json<InterchangeLookup<Rates>['shop']>(row.shop),
      rates: json<Rates | null>(row.rates),
      vehicle: json<InterchangeLookup<Rates>['vehicle']>(row.vehicle),
      catalogLoadedAt: row.catalog_loaded_at == null ? null : String(row.catalog_loaded_at),
      matches: (json<Match[] | null>(row.matches) ?? []).map(
        ([kind, source, number, productId, quantityOnHand, fitmentRows]) => ({
          kind,
          source,
          number,
          productId,
          quantityOnHand,
          fitment: fitmentRows.map(([engineId, submodelId]) => ({ engineId, submodelId })),
        }),
      ),
    }));
  };
}
