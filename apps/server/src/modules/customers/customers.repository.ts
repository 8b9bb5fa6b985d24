import { and, asc, count, desc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { defineNamedStatement, executeNamed } from '../../db/named-statement';
import {
  baseVehicles,
  customerSearchChanges,
  customerSearchTerms,
  customerSearchVersions,
  customers,
  customerVehicles,
  vehicleEngines,
  vehicleMakes,
  vehicleModels,
  vehicleSubmodels,
  worksheetItems,
  worksheets,
  worksheetVehicles,
} from '../../db/schema/index';
import { engineOf, submodelOf } from '../../db/vehicle-names';
import { currentShopIdSql } from '../shops/shops.service';
import type { IndexedCustomer } from './customer-search-index';
import { type CustomerSearchTermRow, prefixPattern } from './search-terms';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = Omit<typeof customers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/**
 * A customer's own columns, every one given (create, update, import). The car-account link
 * (car_account_shop_id) is not one of them: create and update resolve it from the account number
 * apart, the import leaves it unset.
 */
export type CustomerFields = Required<
  Omit<NewCustomer, 'shopId' | 'createdBy' | 'archivedAt' | 'carAccountShopId'>
>;
export type CustomerVehicleRow = typeof customerVehicles.$inferSelect;
export type NewCustomerVehicle = Omit<
  typeof customerVehicles.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'lastSelectedAt'
>;
/** A vehicle's own columns, every one given. */
export type CustomerVehicleFields = Required<Omit<NewCustomerVehicle, 'customerId'>>;

/**
 * How a read holds the customer's row until the transaction ends: 'update' for a change of the
 * customer (or its removal), 'key share' for a quote that comes to name them, so a delete that
 * runs meanwhile waits and then sees the quote (and archives instead).
 */
export type CustomerLock = 'update' | 'key share';

/** A customer of the shop, or undefined (also when it is another shop's). */
export async function findShopCustomer(
  db: Database,
  shopId: number,
  id: number,
  lock?: CustomerLock,
): Promise<CustomerRow | undefined> {
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.shopId, shopId)))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** Customers of the shop among ids, locked for a change, in id order (two merges never deadlock). */
export function lockShopCustomers(db: Database, shopId: number, ids: readonly number[]) {
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.shopId, shopId), inArray(customers.id, [...ids])))
    .orderBy(asc(customers.id))
    .for('update');
}

export async function insertCustomer(db: Database, values: NewCustomer): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

/** Many customers at once (the import); answers their ids in the order given. */
export async function insertCustomers(db: Database, values: readonly NewCustomer[]) {
  if (values.length === 0) return [];
  const rows = await db
    .insert(customers)
    .values([...values])
    .returning({ id: customers.id });
  return rows.map((r) => r.id);
}

export async function updateCustomer(
  db: Database,
  id: number,
  values: Partial<CustomerFields> & { archivedAt?: Date | null; carAccountShopId?: number | null },
): Promise<void> {
  await db
    .update(customers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customers.id, id));
}

/** Deletes the customer; their vehicles and search terms go with them (ON DELETE CASCADE). */
export async function deleteCustomer(db: Database, id: number) {
  await db.delete(customers).where(eq(customers.id, id));
}

/**
 * Whether a quote that counts names the customer: an order, or a quote with a line. An empty quote
 * (a vehicle chosen through Find parts, nothing added yet) does not keep a customer from being
 * deleted: its vehicle loses the record (ON DELETE SET NULL) and keeps the names.
 */
export async function isCustomerOnAnyQuote(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: worksheetVehicles.id })
    .from(worksheetVehicles)
    .innerJoin(worksheets, eq(worksheets.id, worksheetVehicles.worksheetId))
    .where(
      and(
        eq(worksheetVehicles.shopCustomerId, id),
        sql`(${worksheets.confirmationNumber} is not null or exists (select 1 from ${worksheetItems} where ${worksheetItems.worksheetId} = ${worksheets.id}))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The quotes naming one customer name another (a merge). */
export async function repointQuoteCustomer(db: Database, fromId: number, toId: number) {
  await db
    .update(worksheetVehicles)
    .set({ shopCustomerId: toId })
    .where(eq(worksheetVehicles.shopCustomerId, fromId));
}

// Vehicles ----------------------------------------------------------------------------------------

/** A customer's vehicle with the catalog's names of its vehicle, engine and submodel. */
export interface CustomerVehicleView extends CustomerVehicleRow {
  year: number;
  make: string;
  model: string;
  engine: string | null;
  submodel: string | null;
}

const vehicleView = {
  id: customerVehicles.id,
  customerId: customerVehicles.customerId,
  baseVehicleId: customerVehicles.baseVehicleId,
  engineId: customerVehicles.engineId,
  submodelId: customerVehicles.submodelId,
  vin: customerVehicles.vin,
  plate: customerVehicles.plate,
  state: customerVehicles.state,
  mileage: customerVehicles.mileage,
  mileageDate: customerVehicles.mileageDate,
  notes: customerVehicles.notes,
  lastSelectedAt: customerVehicles.lastSelectedAt,
  createdAt: customerVehicles.createdAt,
  updatedAt: customerVehicles.updatedAt,
  year: baseVehicles.year,
  make: vehicleMakes.name,
  model: vehicleModels.name,
  engine: vehicleEngines.description,
  submodel: vehicleSubmodels.name,
};

/** The catalog's engine and submodel rows of a customer vehicle (left joins: none chosen). */
const engineOfVehicle = engineOf(customerVehicles);
const submodelOfVehicle = submodelOf(customerVehicles);

const newestFirst = [desc(customerVehicles.createdAt), desc(customerVehicles.id)];

/** The vehicles of the customers, each customer's newest first, with the catalog's names. */
export async function findCustomerVehicleViews(
  db: Database,
  customerIds: readonly number[],
): Promise<CustomerVehicleView[]> {
  if (customerIds.length === 0) return [];
  return db
    .select(vehicleView)
    .from(customerVehicles)
    .innerJoin(baseVehicles, eq(baseVehicles.id, customerVehicles.baseVehicleId))
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
    .leftJoin(vehicleEngines, engineOfVehicle)
    .leftJoin(vehicleSubmodels, submodelOfVehicle)
    .where(inArray(customerVehicles.customerId, [...customerIds]))
    .orderBy(...newestFirst);
}

/**
 * The newest `perCustomer` vehicles of each customer with the catalog's names, and how many
 * vehicles each has (the search list), in one query over customer_vehicles_customer_idx.
 */
export async function findNewestCustomerVehicles(
  db: Database,
  customerIds: readonly number[],
  perCustomer: number,
) {
  if (customerIds.length === 0) return [];
  const ranked = db
    .select({
      id: customerVehicles.id,
      rank: sql<number>`row_number() over (partition by ${customerVehicles.customerId} order by ${customerVehicles.createdAt} desc, ${customerVehicles.id} desc)`.as(
        'rank',
      ),
      vehicleCount: sql<number>`count(*) over (partition by ${customerVehicles.customerId})`.as(
        'vehicle_count',
      ),
    })
    .from(customerVehicles)
    .where(inArray(customerVehicles.customerId, [...customerIds]))
    .as('ranked');
  const rows = await db
    .select({ ...vehicleView, rank: ranked.rank, vehicleCount: ranked.vehicleCount })
    .from(customerVehicles)
    .innerJoin(ranked, eq(ranked.id, customerVehicles.id))
    .innerJoin(baseVehicles, eq(baseVehicles.id, customerVehicles.baseVehicleId))
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
    .leftJoin(vehicleEngines, engineOfVehicle)
    .leftJoin(vehicleSubmodels, submodelOfVehicle)
    .where(lte(ranked.rank, perCustomer))
    .orderBy(asc(customerVehicles.customerId), asc(ranked.rank));
  return rows.map((r) => ({ ...r, vehicleCount: Number(r.vehicleCount) }));
}

/** A customer vehicle of the shop by its id alone, with its customer's names; undefined otherwise. */
export async function findShopVehicleOwner(db: Database, shopId: number, vehicleId: number) {
  const [row] = await db
    .select({
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(customerVehicles)
    .innerJoin(customers, eq(customers.id, customerVehicles.customerId))
    .where(and(eq(customerVehicles.id, vehicleId), eq(customers.shopId, shopId)))
    .limit(1);
  return row;
}

/** A vehicle of the customer, or undefined. */
export async function findCustomerVehicle(
  db: Database,
  customerId: number,
  vehicleId: number,
): Promise<CustomerVehicleRow | undefined> {
  const [row] = await db
    .select()
    .from(customerVehicles)
    .where(and(eq(customerVehicles.id, vehicleId), eq(customerVehicles.customerId, customerId)))
    .limit(1);
  return row;
}

/** Every vehicle of the customer (without names), newest first. */
export function findCustomerVehicleRows(db: Database, customerId: number) {
  return db
    .select()
    .from(customerVehicles)
    .where(eq(customerVehicles.customerId, customerId))
    .orderBy(...newestFirst);
}

export async function insertCustomerVehicle(db: Database, values: NewCustomerVehicle) {
  const [row] = await db.insert(customerVehicles).values(values).returning();
  return row!;
}

/** Many vehicles at once (the import), in statements of at most 1,000 rows. */
export async function insertCustomerVehicles(db: Database, values: readonly NewCustomerVehicle[]) {
  for (let start = 0; start < values.length; start += 1000) {
    await db.insert(customerVehicles).values(values.slice(start, start + 1000));
  }
}

export async function updateCustomerVehicle(
  db: Database,
  vehicleId: number,
  values: Partial<CustomerVehicleFields>,
) {
  await db
    .update(customerVehicles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customerVehicles.id, vehicleId));
}

export async function deleteCustomerVehicles(db: Database, vehicleIds: readonly number[]) {
  if (vehicleIds.length === 0) return;
  await db.delete(customerVehicles).where(inArray(customerVehicles.id, [...vehicleIds]));
}

/** Gives vehicles to another customer (a merge); they keep their dates. */
export async function moveCustomerVehicles(
  db: Database,
  vehicleIds: readonly number[],
  toCustomerId: number,
) {
  if (vehicleIds.length === 0) return;
  await db
    .update(customerVehicles)
    .set({ customerId: toCustomerId })
    .where(inArray(customerVehicles.id, [...vehicleIds]));
}

/** The vehicle was chosen for a quote now ("Find parts"). */
export async function markCustomerVehicleSelected(db: Database, vehicleId: number, at: Date) {
  await db
    .update(customerVehicles)
    .set({ lastSelectedAt: at })
    .where(eq(customerVehicles.id, vehicleId));
}

// Search terms ------------------------------------------------------------------------------------

/** The customer's search terms become exactly `rows`. Call it in the transaction of the write. */
export async function replaceCustomerSearchTerms(
  db: Database,
  customerId: number,
  rows: readonly CustomerSearchTermRow[],
) {
  await db.delete(customerSearchTerms).where(eq(customerSearchTerms.customerId, customerId));
  await insertCustomerSearchTerms(db, rows);
}

/** Search term rows, in statements of at most 5,000 rows (the import writes many). */
export async function insertCustomerSearchTerms(
  db: Database,
  rows: readonly CustomerSearchTermRow[],
) {
  for (let start = 0; start < rows.length; start += 5000) {
    await db.insert(customerSearchTerms).values(rows.slice(start, start + 5000));
  }
}

/** Archives (a date) or restores (null) a customer, and says so on their search terms. */
export async function setCustomerArchivedAt(db: Database, id: number, archivedAt: Date | null) {
  await db.update(customers).set({ archivedAt, updatedAt: sql`now()` }).where(eq(customers.id, id));
  await db
    .update(customerSearchTerms)
    .set({ archived: archivedAt !== null })
    .where(eq(customerSearchTerms.customerId, id));
}

// Search ------------------------------------------------------------------------------------------

const termStarts = (shopId: number, word: string) =>
  and(
    eq(customerSearchTerms.shopId, shopId),
    sql`${customerSearchTerms.term} like ${prefixPattern(word)}`,
  );

/**
 * How many terms of the shop each word starts, counting at most `cap`: what tells a rare word
 * from a common one (an index-only range of customer_search_terms_shop_term_idx each).
 */
export async function countTermMatches(
  db: Database,
  shopId: number,
  words: readonly string[],
  cap: number,
): Promise<number[]> {
  if (words.length === 0) return [];
  // One statement, one bounded count per word.
  const counts = Object.fromEntries(
    words.map((word, index) => [
      `w${index}`,
      sql<number>`(select count(*)::int from (select 1 from ${customerSearchTerms}
        where ${termStarts(shopId, word)} limit ${cap}) matches)`,
    ]),
  );
  const [row] = await db.select(counts).from(sql`(select 1) one`);
  return words.map((_, index) => Number(row?.[`w${index}`] ?? 0));
}

/** The customers of a shop some query words find (search-terms.ts searchQueryWords). */
export interface CustomerSearchFilter {
  shopId: number;
  /** Each must start a term of the customer; none: every customer. */
  words: readonly string[];
  includeArchived: boolean;
}

/**
 * A search from its rarest word. `words`: the other words that are rare too; `commonWords`: the
 * others, always probed per candidate (hashing a 'j' would read 80,000 terms).
 */
export type RareWordFilter = CustomerSearchFilter & {
  rareWord: string;
  commonWords: readonly string[];
};

/**
 * The list walk: each word a semi-join probing the customer's terms by primary key, the page read
 * in list order from customers_shop_sort_idx. Quick when the words are common (a page fills after
 * a few probes) or absent.
 */
function walkConditions(filter: CustomerSearchFilter): SQL | undefined {
  return and(
    eq(customers.shopId, filter.shopId),
    filter.includeArchived ? undefined : isNull(customers.archivedAt),
    ...filter.words.map(
      (word) =>
        sql`${customers.id} in (select ${customerSearchTerms.customerId} from ${customerSearchTerms}
          where ${termStarts(filter.shopId, word)})`,
    ),
  );
}

/** One page of the list walk: customers in list order (sort name, id). */
export function findCustomerPage(
  db: Database,
  filter: CustomerSearchFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select()
    .from(customers)
    .where(walkConditions(filter))
    .orderBy(asc(customers.sortName), asc(customers.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many customers the list walk finds, counting at most `cap`. */
export async function countCustomers(db: Database, filter: CustomerSearchFilter, cap: number) {
  const found = db
    .select({ one: sql`1`.as('one') })
    .from(customers)
    .where(walkConditions(filter))
    .limit(cap)
    .as('found');
  const [row] = await db.select({ n: count() }).from(found);
  return row?.n ?? 0;
}

/**
 * From a rare word: its terms (an index-only range carrying sort name, archived flag and customer
 * id), a customer kept when the other words start terms of theirs. It never reads customers, so
 * it never walks a shop's whole list to find a few names. For a page the other words are
 * correlated semi-joins: the planner sorts the candidates and probes each one's own terms
 * (primary key) until the page is full. A count sees every candidate: another rare word is a
 * semi-join it may hash from that word's index range; a common word stays a probe (a scalar
 * subquery, never a hash of the 80,000 terms of a 'j').
 */
function rareWordConditions(filter: RareWordFilter, purpose: 'page' | 'count') {
  const other = sql.identifier('other');
  const probe = (word: string) =>
    sql`exists (select 1 from ${customerSearchTerms} as ${other}
      where ${other}.customer_id = ${customerSearchTerms.customerId}
        and ${other}.term like ${prefixPattern(word)})`;
  const scalarProbe = (word: string) =>
    sql`(select true from ${customerSearchTerms} as ${other}
      where ${other}.customer_id = ${customerSearchTerms.customerId}
        and ${other}.term like ${prefixPattern(word)} limit 1)`;
  const semiJoin = (word: string) =>
    sql`${customerSearchTerms.customerId} in (select ${other}.customer_id
      from ${customerSearchTerms} as ${other}
      where ${other}.shop_id = ${filter.shopId} and ${other}.term like ${prefixPattern(word)})`;
  const others =
    purpose === 'page'
      ? [...filter.words, ...filter.commonWords].map(probe)
      : [...filter.words.map(semiJoin), ...filter.commonWords.map(scalarProbe)];
  return and(
    termStarts(filter.shopId, filter.rareWord),
    filter.includeArchived ? undefined : eq(customerSearchTerms.archived, false),
    ...others,
  );
}

/** One page of the customers a rare word finds, in list order (sort name, id). */
export async function findRareWordPage(
  db: Database,
  filter: RareWordFilter,
  page: { limit: number; offset: number },
): Promise<CustomerRow[]> {
  const found = db
    .selectDistinct({ id: customerSearchTerms.customerId, sortName: customerSearchTerms.sortName })
    .from(customerSearchTerms)
    .where(rareWordConditions(filter, 'page'))
    .orderBy(asc(customerSearchTerms.sortName), asc(customerSearchTerms.customerId))
    .limit(page.limit)
    .offset(page.offset)
    .as('found');
  const rows = await db
    .select({ customer: customers })
    .from(found)
    .innerJoin(customers, eq(customers.id, found.id))
    .orderBy(asc(found.sortName), asc(found.id));
  return rows.map((r) => r.customer);
}

/** How many customers a rare word finds, counting at most `cap`. */
export async function countRareWordCustomers(db: Database, filter: RareWordFilter, cap: number) {
  const found = db
    .selectDistinct({ id: customerSearchTerms.customerId })
    .from(customerSearchTerms)
    .where(rareWordConditions(filter, 'count'))
    .limit(cap)
    .as('found');
  const [row] = await db.select({ n: count() }).from(found);
  return row?.n ?? 0;
}

// The in-memory search index (customer-search.ts) -------------------------------------------------

/** The shop's customer_search_versions.version (0 before any write). */
export async function findSearchVersion(db: Database, shopId: number): Promise<number> {
  const [row] = await db
    .select({ version: customerSearchVersions.version })
    .from(customerSearchVersions)
    .where(eq(customerSearchVersions.shopId, shopId));
  return Number(row?.version ?? 0);
}

/** The customers changed past a version of the shop (deleted ones too), with their versions. */
export async function findChangedCustomerIds(db: Database, shopId: number, version: number) {
  const rows = await db
    .select({
      customerId: customerSearchChanges.customerId,
      version: customerSearchChanges.version,
    })
    .from(customerSearchChanges)
    .where(
      and(eq(customerSearchChanges.shopId, shopId), gt(customerSearchChanges.version, version)),
    );
  return rows.map((r) => ({ customerId: r.customerId, version: Number(r.version) }));
}

/** Separates a customer's terms in one string (terms are folded words: never a control character). */
const TERM_SEPARATOR = '\u001f';

/**
 * The shop's customers (or those of `ids` still there) as the search index holds them: sort name,
 * archived or not, search terms. One row per customer, the terms joined.
 */
export async function findIndexedCustomers(
  db: Database,
  shopId: number,
  ids?: readonly number[],
): Promise<IndexedCustomer[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({
      id: customers.id,
      sortName: customers.sortName,
      archived: sql<boolean>`${customers.archivedAt} is not null`,
      terms: sql<string | null>`string_agg(${customerSearchTerms.term}, ${TERM_SEPARATOR})`,
    })
    .from(customers)
    .leftJoin(customerSearchTerms, eq(customerSearchTerms.customerId, customers.id))
    .where(and(eq(customers.shopId, shopId), ids ? inArray(customers.id, [...ids]) : undefined))
    .groupBy(customers.id);
  return rows.map((r) => ({
    id: r.id,
    sortName: r.sortName,
    archived: r.archived === true || (r.archived as unknown) === 't',
    terms: r.terms ? r.terms.split(TERM_SEPARATOR) : [],
  }));
}

/** A row of the search list as read: the customer, their newest vehicles and how many. */
export interface SearchPageRow {
  id: number;
  firstName: string;
  lastName: string;
  company: string;
  phones: CustomerRow['phones'];
  email: string;
  language: string;
  archivedAt: Date | null;
  updatedAt: Date;
  vehicleCount: number;
  vehicles: {
    id: number;
    year: number;
    make: string;
    model: string;
    engine: string | null;
    submodel: string | null;
    plate: string | null;
    vin: string | null;
  }[];
}

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * One statement: the page's customers of the shop (by id) with their newest `perCustomer`
 * vehicles (catalog names) and vehicle count, and whether anything of the shop changed past
 * `version` (then the index reads the changes and the search runs again). Both in one snapshot:
 * when nothing changed, the index and these rows agree. It also answers the caller's current shop
 * (`currentShopId`, shops.repository currentShopIdSql), so that the search need not ask it first:
 * rows read for any other shop than that one are not to be used.
 */
export async function findSearchPageRows(
  db: Database,
  shopId: number,
  ids: readonly number[],
  version: number,
  perCustomer: number,
  currentShopId: SQL,
): Promise<{ currentShopId: number | null; stale: boolean; rows: SearchPageRow[] }> {
  const result = await executeNamed(
    db,
    'customer_search_page',
    sql`
    select s.current_shop, s.stale, c.id, c.first_name, c.last_name, c.company, c.phones, c.email, c.language,
      c.archived_at, c.updated_at, vc.n as vehicle_count, vl.list as vehicles
    from (select ${currentShopId} as current_shop, exists (select 1 from customer_search_changes
        where shop_id = ${shopId} and version > ${version}) as stale) s
    left join customers c on c.shop_id = ${shopId} and c.id = any(${sql.param([...ids])}::int[])
    left join lateral (select count(*)::int as n from customer_vehicles
        where customer_id = c.id) vc on c.id is not null
    left join lateral (
      select json_agg(json_build_object('id', cv.id, 'year', bv.year, 'make', mk.name,
          'model', md.name, 'engine', ve.description, 'submodel', vs.name, 'plate', cv.plate,
          'vin', cv.vin) order by cv.created_at desc, cv.id desc) as list
      from (select * from customer_vehicles where customer_id = c.id
          order by created_at desc, id desc limit ${perCustomer}) cv
      join base_vehicles bv on bv.id = cv.base_vehicle_id
      join vehicle_makes mk on mk.id = bv.make_id
      join vehicle_models md on md.id = bv.model_id
      left join vehicle_engines ve
        on ve.base_vehicle_id = cv.base_vehicle_id and ve.engine_id = cv.engine_id
      left join vehicle_submodels vs
        on vs.base_vehicle_id = cv.base_vehicle_id and vs.submodel_id = cv.submodel_id
    ) vl on c.id is not null
  `,
  );
  const rows = result.rows;
  return {
    ...searchFreshnessOf(rows[0]),
    rows: rows
      .filter((r) => r.id !== null && r.id !== undefined)
      .map((r) => ({
        id: Number(r.id),
        firstName: String(r.first_name),
        lastName: String(r.last_name),
        company: String(r.company),
        phones: (typeof r.phones === 'string'
          ? JSON.parse(r.phones)
          : r.phones) as SearchPageRow['phones'],
        email: String(r.email),
        language: String(r.language),
        archivedAt: r.archived_at === null ? null : toDate(r.archived_at),
        updatedAt: toDate(r.updated_at),
        vehicleCount: Number(r.vehicle_count ?? 0),
        vehicles: ((typeof r.vehicles === 'string' ? JSON.parse(r.vehicles) : r.vehicles) ??
          []) as SearchPageRow['vehicles'],
      })),
  };
}

/** A search whose page rows are all kept: what it must still ask (findSearchPageRows' check). */
export interface SearchFreshnessCheck {
  userId: number;
  allShops: boolean;
  selectedShopId: number | null;
  shopId: number;
  version: number;
}

const searchFreshnessStatement = defineNamedStatement<{
  userIds: number[];
  allShops: boolean[];
  selected: (number | null)[];
  shopIds: number[];
  versions: number[];
}>(
  'customer_search_fresh',
  () => sql`
    select u.n, ${currentShopIdSql({
      id: sql.raw('u.user_id'),
      allShops: sql.raw('u.all_shops'),
      selectedShopId: sql.raw('u.selected'),
    })} as current_shop,
      exists (select 1 from customer_search_changes c
        where c.shop_id = u.shop_id and c.version > u.version) as stale
    from unnest(${sql.placeholder('userIds')}::int[], ${sql.placeholder('allShops')}::boolean[],
        ${sql.placeholder('selected')}::int[], ${sql.placeholder('shopIds')}::int[],
        ${sql.placeholder('versions')}::bigint[])
      with ordinality as u(user_id, all_shops, selected, shop_id, version, n)
    order by u.n`,
);

/**
 * findSearchPageRows' check for many searches at once, one statement: each one's current shop
 * and whether its shop changed past its index's version, in their order.
 */
export async function checkSearchFreshness(
  db: Database,
  checks: readonly SearchFreshnessCheck[],
): Promise<{ currentShopId: number | null; stale: boolean }[]> {
  const { rows } = await searchFreshnessStatement(db, {
    userIds: checks.map((c) => c.userId),
    allShops: checks.map((c) => c.allShops),
    selected: checks.map((c) => c.selectedShopId),
    shopIds: checks.map((c) => c.shopId),
    versions: checks.map((c) => c.version),
  });
  return rows.map(searchFreshnessOf);
}

/** A row's current_shop and stale columns (findSearchPageRows, checkSearchFreshness). */
function searchFreshnessOf(row: Record<string, unknown> | undefined): {
  currentShopId: number | null;
  stale: boolean;
} {
  const current = row?.current_shop;
  return {
    currentShopId: current === null || current === undefined ? null : Number(current),
    stale: row?.stale === true || row?.stale === 't',
  };
}
