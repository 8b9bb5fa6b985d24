import {
  and,
  asc,
  eq,
  exists,
  getTableColumns,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { defineNamedStatement } from '../../db/named-statement';
import {
  companies,
  shopRequests,
  shops,
  stores,
  territorySalesManagers,
  userShops,
} from '../../db/schema/index';

export type ShopRow = typeof shops.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** A shop with its home store and company: what the current-shop calls present. */
export interface ShopContext {
  shop: ShopRow;
  homeStore: StoreRow | null;
  company: CompanyRow;
}

/** Who asks, as far as shop access goes. */
export interface ShopAccessor {
  id: number;
  allShops: boolean;
}

/** All-shops users reach every shop; everyone else the shops of their user_shops rows. */
function accessibleTo(db: Database, user: ShopAccessor): SQL | undefined {
  if (user.allShops) return undefined;
  return exists(
    db
      .select({ one: userShops.shopId })
      .from(userShops)
      .where(and(eq(userShops.userId, user.id), eq(userShops.shopId, shops.id))),
  );
}

function selectShopContexts(db: Database) {
  return db
    .select({
      shop: getTableColumns(shops),
      homeStore: getTableColumns(stores),
      company: getTableColumns(companies),
    })
    .from(shops)
    .innerJoin(companies, eq(shops.companyId, companies.id))
    .leftJoin(stores, eq(shops.homeStoreId, stores.id));
}

export async function findAccessibleShops(
  db: Database,
  user: ShopAccessor,
): Promise<ShopContext[]> {
  return selectShopContexts(db).where(accessibleTo(db, user)).orderBy(asc(shops.id));
}

function prepareShopContextQueries(db: Database) {
  const shopId = sql.placeholder('shopId');
  const ofUser = exists(
    db
      .select({ one: userShops.shopId })
      .from(userShops)
      .where(and(eq(userShops.userId, sql.placeholder('userId')), eq(userShops.shopId, shops.id))),
  );
  return {
    any: selectShopContexts(db).where(eq(shops.id, shopId)).limit(1).prepare('shop_context'),
    ofUser: selectShopContexts(db)
      .where(and(eq(shops.id, shopId), ofUser))
      .limit(1)
      .prepare('shop_context_of_user'),
    first: selectShopContexts(db).orderBy(asc(shops.id)).limit(1).prepare('first_shop_context'),
    firstOfUser: selectShopContexts(db)
      .where(ofUser)
      .orderBy(asc(shops.id))
      .limit(1)
      .prepare('first_shop_context_of_user'),
  };
}

/**
 * The statements of findAccessibleShop and findFirstAccessibleShop, built once per database (or
 * transaction) handle: the check runs on nearly every call, and named it is parsed once per
 * connection (db/named-statement.ts says why).
 */
const shopContextQueries = new WeakMap<Database, ReturnType<typeof prepareShopContextQueries>>();

function shopContextQueriesOf(db: Database) {
  let queries = shopContextQueries.get(db);
  if (!queries) {
    queries = prepareShopContextQueries(db);
    shopContextQueries.set(db, queries);
  }
  return queries;
}

/** The shop if it exists and the user may act for it. */
export async function findAccessibleShop(
  db: Database,
  user: ShopAccessor,
  shopId: number,
): Promise<ShopContext | undefined> {
  const queries = shopContextQueriesOf(db);
  const [row] = user.allShops
    ? await queries.any.execute({ shopId })
    : await queries.ofUser.execute({ shopId, userId: user.id });
  return row;
}

export async function findFirstAccessibleShop(
  db: Database,
  user: ShopAccessor,
): Promise<ShopContext | undefined> {
  const [row] = user.allShops
    ? await shopContextQueriesOf(db).first.execute()
    : await shopContextQueriesOf(db).firstOfUser.execute({ userId: user.id });
  return row;
}

/**
 * The id of the user's current shop as one SQL expression, for a hot statement that checks it
 * in passing instead of asking first (the customer search): the selected shop while the user may
 * act for it, else their first shop by number (findCurrentShop's rule), null when they have none.
 * The text is the same for every user (all parameters), so it fits a named statement; given
 * placeholders (sql.placeholder), it fits one whose text is built once (defineNamedStatement);
 * given columns (sql.raw), it answers each row of a list of users (the customer search's batch).
 */
export function currentShopIdSql(user: {
  id: number | Placeholder | SQL;
  allShops: boolean | Placeholder | SQL;
  selectedShopId: number | null | Placeholder | SQL;
}): SQL {
  const all = sql`${user.allShops}::boolean`;
  const selected = sql`${user.selectedShopId}::int`;
  return sql`coalesce(
    case when ${all} then (select id from shops where id = ${selected})
      else (select shop_id from user_shops where user_id = ${user.id} and shop_id = ${selected}) end,
    case when ${all} then (select min(id) from shops)
      else (select min(shop_id) from user_shops where user_id = ${user.id}) end)`;
}

/**
 * Whether the user may act for the shop `shopId` as one SQL expression, for a hot statement that
 * checks it in passing (the chat's messages): findAccessibleShop's rule. A column of the outer
 * statement must come qualified with its table (drizzle leaves a lone table's columns bare in a
 * select list, and a bare shop_id would be user_shops' own here).
 */
export function actsForShopSql(user: ShopAccessor, shopId: SQL): SQL<boolean> {
  return sql<boolean>`(${user.allShops}::boolean or exists (select 1 from user_shops
    where user_shops.user_id = ${user.id} and user_shops.shop_id = ${shopId}))`;
}

export function findShopRequestsOfCompany(db: Database, companyId: number) {
  return db
    .select()
    .from(shopRequests)
    .where(eq(shopRequests.companyId, companyId))
    .orderBy(asc(shopRequests.id));
}

export async function findTsmOfStore(db: Database, storeId: number) {
  const [row] = await db
    .select(getTableColumns(territorySalesManagers))
    .from(stores)
    .innerJoin(territorySalesManagers, eq(stores.tsmId, territorySalesManagers.id))
    .where(eq(stores.id, storeId));
  return row;
}

export async function findStore(db: Database, storeId: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  return row;
}

/** A car-customer account (a shop flagged car_customer) by its account number (unique index). */
export async function findCarCustomerShopByAccountNumber(db: Database, accountNumber: string) {
  const [row] = await db
    .select({ id: shops.id, accountNumber: shops.accountNumber, name: shops.shopName })
    .from(shops)
    .where(and(eq(shops.accountNumber, accountNumber), eq(shops.carCustomer, true)))
    .limit(1);
  return row;
}

/** A shop's account number and name, or undefined. */
export async function findShopAccount(db: Database, shopId: number) {
  const [row] = await db
    .select({ id: shops.id, accountNumber: shops.accountNumber, name: shops.shopName })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1);
  return row;
}

/** What /current/user tells of the user's current shop (findCurrentShopFacts). */
export interface CurrentShopFacts {
  shopId: number;
  carCustomer: boolean;
  homeStoreId: number | null;
  partsPayoffVisible: boolean;
  shopReferralEligible: boolean;
}

const currentShopFacts = defineNamedStatement<{
  userId: number;
  allShops: boolean;
  selectedShopId: number | null;
}>(
  'current_shop_facts',
  () => sql`select s.id as shop_id, s.car_customer, s.home_store_id,
        c.parts_payoff_visible, c.shop_referral_eligible
      from ${shops} s join ${companies} c on c.id = s.company_id
     where s.id = ${currentShopIdSql({
       id: sql.placeholder('userId'),
       allShops: sql.placeholder('allShops'),
       selectedShopId: sql.placeholder('selectedShopId'),
     })}`,
);

/**
 * The few facts of the user's current shop (findCurrentShop's rule, currentShopIdSql) that the
 * answer of /current/user needs, in one named statement of a few columns where the shop context
 * reads three tables' rows whole; undefined when the user may act for no shop.
 */
export async function findCurrentShopFacts(
  db: Database,
  user: ShopAccessor & { selectedShopId: number | null },
): Promise<CurrentShopFacts | undefined> {
  const [row] = (
    await currentShopFacts(db, {
      userId: user.id,
      allShops: user.allShops,
      selectedShopId: user.selectedShopId,
    })
  ).rows;
  if (!row) return undefined;
  const flag = (value: unknown) => value === true || value === 't';
  return {
    shopId: Number(row.shop_id),
    carCustomer: flag(row.car_customer),
    homeStoreId: row.home_store_id == null ? null : Number(row.home_store_id),
    partsPayoffVisible: flag(row.parts_payoff_visible),
    shopReferralEligible: flag(row.shop_referral_eligible),
  };
}
