import { aliasedTable, and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, shopNotes, shopRequests, shops, users } from '../../db/schema/index';

// The Account Dashboard's rows (issue 23 part 3): a company's preferences, its shops' pricing
// requests and the shops' notes. Tenancy is the service's: every function here takes ids it checked.

export type ShopRequestRow = typeof shopRequests.$inferSelect;

export interface CompanyPreferencesValues {
  garageBayIdVisible: boolean;
  garageBayIdRequired: boolean;
  vehicleFleetIdVisible: boolean;
  vehicleFleetIdRequired: boolean;
  poVisible: boolean;
  poRequired: boolean;
  poValidationMask: string | null;
}

export async function updateCompanyPreferences(
  db: Database,
  companyId: number,
  values: CompanyPreferencesValues,
) {
  const [row] = await db
    .update(companies)
    .set(values)
    .where(eq(companies.id, companyId))
    .returning();
  return row;
}

/** The company whose id is given, if one of `shopIds` belongs to it. */
export async function findCompanyOfShops(
  db: Database,
  companyId: number,
  shopIds: number[] | null,
) {
  const [row] = await db
    .select({ company: companies })
    .from(companies)
    .where(
      and(
        eq(companies.id, companyId),
        shopIds === null
          ? undefined
          : sql`exists (select 1 from ${shops} where ${shops.companyId} = ${companies.id} and ${inArray(shops.id, shopIds)})`,
      ),
    )
    .limit(1);
  return row?.company;
}

const requester = aliasedTable(users, 'requester');
const reviewer = aliasedTable(users, 'reviewer');

/** Requests with the names of who asked and who decided. */
function selectRequests(db: Database) {
  return db
    .select({
      request: shopRequests,
      requesterFirst: requester.firstName,
      requesterLast: requester.lastName,
      reviewerFirst: reviewer.firstName,
      reviewerLast: reviewer.lastName,
    })
    .from(shopRequests)
    .leftJoin(requester, eq(requester.id, shopRequests.requestedBy))
    .leftJoin(reviewer, eq(reviewer.id, shopRequests.reviewedBy));
}
export type ShopRequestWithPeople = Awaited<
  ReturnType<ReturnType<typeof selectRequests>['execute']>
>[number];

/**
 * The requests that concern the shops: each one's own and its company's company-wide ones
 * (shop_id null), newest first.
 */
export function findRequestsOfShops(db: Database, companyId: number, shopIds: number[]) {
  return selectRequests(db)
    .where(
      and(
        eq(shopRequests.companyId, companyId),
        or(inArray(shopRequests.shopId, shopIds), isNull(shopRequests.shopId)),
      ),
    )
    .orderBy(desc(shopRequests.createdAt), desc(shopRequests.id));
}

/** A request of the shop (its own; company-wide ones are support's records, not the shop's). */
export async function findRequestOfShop(db: Database, shopId: number, requestId: number) {
  const [row] = await selectRequests(db)
    .where(and(eq(shopRequests.id, requestId), eq(shopRequests.shopId, shopId)))
    .limit(1);
  return row;
}

export async function findRequestWithPeople(db: Database, requestId: number) {
  const [row] = await selectRequests(db).where(eq(shopRequests.id, requestId)).limit(1);
  return row;
}

export function findRequestsWithPeople(db: Database, requestIds: number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return selectRequests(db).where(inArray(shopRequests.id, requestIds));
}

/** Locks the shop row: one writer of its requests at a time (one PENDING request per shop). */
export async function lockShop(db: Database, shopId: number) {
  await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
}

export async function findPendingRequestOfShop(db: Database, shopId: number) {
  const [row] = await db
    .select({ id: shopRequests.id })
    .from(shopRequests)
    .where(and(eq(shopRequests.shopId, shopId), eq(shopRequests.requestStatus, 'PENDING')))
    .limit(1);
  return row;
}

export interface RequestValues {
  pricingMethod: string;
  pricingType: string;
  pricingPercent: number | null;
  laborRate: number | null;
  taxRateLabor: number | null;
  taxRateParts: number | null;
  notes: string | null;
}

export async function insertRequest(
  db: Database,
  values: RequestValues & { companyId: number; shopId: number; requestedBy: number },
) {
  const [row] = await db
    .insert(shopRequests)
    .values({ ...values, requestStatus: 'PENDING' })
    .returning({ id: shopRequests.id });
  return row!.id;
}

/** Locks a request for a change of its own (update or review). */
export async function lockRequest(db: Database, requestId: number) {
  const [row] = await db
    .select()
    .from(shopRequests)
    .where(eq(shopRequests.id, requestId))
    .for('update');
  return row;
}

export async function updateRequest(
  db: Database,
  requestId: number,
  values: Partial<RequestValues> & {
    requestStatus?: string;
    requestedBy?: number;
    reviewedBy?: number;
    reviewedAt?: Date;
    reviewNote?: string | null;
  },
) {
  await db
    .update(shopRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(shopRequests.id, requestId));
}

/** Support's queue: every company's requests of a status, oldest first, with shop and company. */
export function findQueue(db: Database, status: string, limit: number) {
  return db
    .select({
      id: shopRequests.id,
      companyName: companies.accountName,
      shopName: shops.shopName,
      accountNumber: shops.accountNumber,
    })
    .from(shopRequests)
    .innerJoin(companies, eq(companies.id, shopRequests.companyId))
    .leftJoin(shops, eq(shops.id, shopRequests.shopId))
    .where(eq(shopRequests.requestStatus, status))
    .orderBy(asc(shopRequests.createdAt), asc(shopRequests.id))
    .limit(limit);
}

export function findNotesOfShop(db: Database, shopId: number, limit: number) {
  return db
    .select({
      id: shopNotes.id,
      body: shopNotes.body,
      createdAt: shopNotes.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(shopNotes)
    .leftJoin(users, eq(users.id, shopNotes.createdBy))
    .where(eq(shopNotes.shopId, shopId))
    .orderBy(desc(shopNotes.createdAt), desc(shopNotes.id))
    .limit(limit);
}

export async function insertNote(
  db: Database,
  values: { shopId: number; body: string; createdBy: number },
) {
  const [row] = await db.insert(shopNotes).values(values).returning({ id: shopNotes.id });
  return row!.id;
}
