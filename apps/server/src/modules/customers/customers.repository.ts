import { and, asc, count, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  baseVehicles,
  customerSearchTerms,
  customers,
  customerVehicles,
  vehicleEngines,
  vehicleMakes,
  vehicleModels,
  vehicleSubmodels,
  worksheetVehicles,
} from '../../db/schema/index';
import { prefixPattern } from './search-terms';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = Omit<typeof customers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** A customer's own columns, every one given (create, update, import). */
export type CustomerFields = Required<Omit<NewCustomer, 'shopId' | 'createdBy' | 'archivedAt'>>;
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
  values: Partial<CustomerFields> & { archivedAt?: Date | null },
): Promise<void> {
  await db
    .update(customers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customers.id, id));
}

export async function setCustomerArchivedAt(db: Database, id: number, archivedAt: Date | null) {
  await db.update(customers).set({ archivedAt, updatedAt: sql`now()` }).where(eq(customers.id, id));
}

/** Deletes the customer; their vehicles and search terms go with them (ON DELETE CASCADE). */
export async function deleteCustomer(db: Database, id: number) {
  await db.delete(customers).where(eq(customers.id, id));
}

/** Whether a quote (any vehicle of any worksheet) names the customer. */
export async function isCustomerOnAnyQuote(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: worksheetVehicles.id })
    .from(worksheetVehicles)
    .where(eq(worksheetVehicles.shopCustomerId, id))
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
const engineOfVehicle = and(
  eq(vehicleEngines.baseVehicleId, customerVehicles.baseVehicleId),
  eq(vehicleEngines.engineId, customerVehicles.engineId),
);
const submodelOfVehicle = and(
  eq(vehicleSubmodels.baseVehicleId, customerVehicles.baseVehicleId),
  eq(vehicleSubmodels.submodelId, customerVehicles.submodelId),
);

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

/** The customer's search terms become exactly `terms`. Call it in the transaction of the write. */
export async function replaceCustomerSearchTerms(
  db: Database,
  customer: { id: number; shopId: number },
  terms: readonly string[],
) {
  await db.delete(customerSearchTerms).where(eq(customerSearchTerms.customerId, customer.id));
  await insertCustomerSearchTerms(
    db,
    terms.map((term) => ({ customerId: customer.id, shopId: customer.shopId, term })),
  );
}

/** Search terms of new customers (the import), in statements of at most 5,000 rows. */
export async function insertCustomerSearchTerms(
  db: Database,
  rows: readonly { customerId: number; shopId: number; term: string }[],
) {
  for (let start = 0; start < rows.length; start += 5000) {
    await db.insert(customerSearchTerms).values(rows.slice(start, start + 5000));
  }
}

// Search ------------------------------------------------------------------------------------------

export interface CustomerSearchFilter {
  shopId: number;
  /** Query words (search-terms.ts searchQueryWords); each must start a term of the customer. */
  words: readonly string[];
  includeArchived: boolean;
}

/**
 * The customers the filter finds. Each word is a semi-join on the (shop_id, term
 * text_pattern_ops) index: the planner reads a rare word's few customers from the index, or
 * walks the shop's customers in list order (customers_shop_sort_idx) probing a common word's terms
 * by primary key until a page is full.
 */
function searchConditions(filter: CustomerSearchFilter): SQL | undefined {
  return and(
    eq(customers.shopId, filter.shopId),
    filter.includeArchived ? undefined : isNull(customers.archivedAt),
    ...filter.words.map(
      (word) =>
        sql`${customers.id} in (select ${customerSearchTerms.customerId} from ${customerSearchTerms}
          where ${customerSearchTerms.shopId} = ${filter.shopId}
            and ${customerSearchTerms.term} like ${prefixPattern(word)})`,
    ),
  );
}

/** One page of the customers the filter finds, in list order (sort name, id). */
export function findCustomerPage(
  db: Database,
  filter: CustomerSearchFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select()
    .from(customers)
    .where(searchConditions(filter))
    .orderBy(asc(customers.sortName), asc(customers.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many customers the filter finds, counting at most `cap` (then answering cap). */
export async function countCustomers(db: Database, filter: CustomerSearchFilter, cap: number) {
  const found = db
    .select({ one: sql`1`.as('one') })
    .from(customers)
    .where(searchConditions(filter))
    .limit(cap)
    .as('found');
  const [row] = await db.select({ n: count() }).from(found);
  return row?.n ?? 0;
}
