import { and, asc, desc, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  baseVehicles,
  customers,
  customerVehicles,
  quoteApprovalDecisions,
  quoteApprovalLinks,
  shops,
  vehicleEngines,
  vehicleMakes,
  vehicleModels,
  vehicleSubmodels,
  worksheets,
  worksheetVehicles,
} from '../../db/schema/index';
import { engineOf, submodelOf } from '../../db/vehicle-names';

// The SQL of /car-admin (issue 22, part 3). A car-customer account reaches what the repair shops
// keep of it through their customer records linked to it (customers.car_account_shop_id, a
// partial index): the records' vehicles, and the quotes whose current vehicle names one of them
// (worksheet_vehicles.shop_customer_id, indexed) with their approval links and orders. Every list
// is one query, newest first (the waiting approvals: soonest expiry first), with a LIMIT.

/** The account's customer records, in the shop that keeps each one (not archived: see README). */
const ofAccount = (accountShopId: number) => eq(customers.carAccountShopId, accountShopId);

/** A worksheet vehicle that names one of the customer records. */
const namesCustomer = eq(worksheetVehicles.shopCustomerId, customers.id);
/**
 * Its worksheet, when that vehicle is the worksheet's current one (the quote's customer, as the
 * approval reads it) and the record is of the worksheet's shop.
 */
const quoteOfVehicle = and(
  eq(worksheets.id, worksheetVehicles.worksheetId),
  eq(worksheets.currentVehicleId, worksheetVehicles.id),
  eq(worksheets.shopId, customers.shopId),
);

/** Whether the link is of a quote of the account (its quote's customer is linked to it). */
export async function isLinkOfAccount(
  db: Database,
  accountShopId: number,
  linkId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: quoteApprovalLinks.id })
    .from(quoteApprovalLinks)
    .innerJoin(worksheets, eq(worksheets.id, quoteApprovalLinks.worksheetId))
    .innerJoin(worksheetVehicles, eq(worksheetVehicles.id, worksheets.currentVehicleId))
    .innerJoin(
      customers,
      and(
        eq(customers.id, worksheetVehicles.shopCustomerId),
        eq(customers.shopId, worksheets.shopId),
      ),
    )
    .where(and(eq(quoteApprovalLinks.id, linkId), ofAccount(accountShopId)))
    .limit(1);
  return row !== undefined;
}

/** The shops that keep the account as a (listed) customer, by name. */
export function findAccountShops(db: Database, accountShopId: number, limit: number) {
  return db
    .selectDistinct({ id: shops.id, name: shops.shopName, phone: shops.shopPhone })
    .from(customers)
    .innerJoin(shops, eq(shops.id, customers.shopId))
    .where(and(ofAccount(accountShopId), isNull(customers.archivedAt)))
    .orderBy(asc(shops.shopName), asc(shops.id))
    .limit(limit);
}

/**
 * The newest order of the customer's shop for a vehicle of theirs: a SUBMITTED quote with a
 * vehicle naming the customer, of the same base vehicle, and of the same VIN when both have one
 * (worksheet_vehicles_shop_customer_id_idx).
 */
const lastServiceAt: SQL<Date | null> = sql`(
  select max(w.submitted_at) from worksheet_vehicles wv
  join worksheets w on w.id = wv.worksheet_id
  where wv.shop_customer_id = ${customers.id}
    and w.shop_id = ${customers.shopId}
    and w.status = 'SUBMITTED'
    and wv.base_vehicle_id = ${customerVehicles.baseVehicleId}
    and (wv.vin is null or ${customerVehicles.vin} is null or wv.vin = ${customerVehicles.vin})
)`;

/** The vehicles of the account's (listed) customer records, newest first, with catalog names. */
export async function findAccountVehicles(db: Database, accountShopId: number, limit: number) {
  const rows = await db
    .select({
      id: customerVehicles.id,
      shopName: shops.shopName,
      year: baseVehicles.year,
      make: vehicleMakes.name,
      model: vehicleModels.name,
      engine: vehicleEngines.description,
      submodel: vehicleSubmodels.name,
      vin: customerVehicles.vin,
      plate: customerVehicles.plate,
      plateState: customerVehicles.state,
      mileage: customerVehicles.mileage,
      mileageDate: customerVehicles.mileageDate,
      lastServiceAt: sql<string | null>`${lastServiceAt}`,
    })
    .from(customers)
    .innerJoin(customerVehicles, eq(customerVehicles.customerId, customers.id))
    .innerJoin(shops, eq(shops.id, customers.shopId))
    .innerJoin(baseVehicles, eq(baseVehicles.id, customerVehicles.baseVehicleId))
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
    .leftJoin(vehicleEngines, engineOf(customerVehicles))
    .leftJoin(vehicleSubmodels, submodelOf(customerVehicles))
    .where(and(ofAccount(accountShopId), isNull(customers.archivedAt)))
    .orderBy(desc(customerVehicles.createdAt), desc(customerVehicles.id))
    .limit(limit);
  // A raw subquery's timestamp comes back as the driver gives it (a string or a Date).
  return rows.map((row) => ({
    ...row,
    lastServiceAt: row.lastServiceAt === null ? null : new Date(row.lastServiceAt),
  }));
}

const snapshotText = (path: string) =>
  sql<string | null>`${quoteApprovalLinks.snapshot} #>> ${`{${path}}`}`;

/** What the lists show of a link: from its snapshot, the quote as sent. */
const linkSummary = {
  linkId: quoteApprovalLinks.id,
  worksheetId: quoteApprovalLinks.worksheetId,
  shopId: quoteApprovalLinks.shopId,
  version: quoteApprovalLinks.version,
  viewedAt: quoteApprovalLinks.viewedAt,
  revokedAt: quoteApprovalLinks.revokedAt,
  createdAt: quoteApprovalLinks.createdAt,
  expiresAt: quoteApprovalLinks.expiresAt,
  shopName: snapshotText('shop,name'),
  quoteName: snapshotText('quoteName'),
  vehicle: snapshotText('vehicle'),
  total: snapshotText('totals,total'),
  lineCount: sql<number>`jsonb_array_length(${quoteApprovalLinks.snapshot} -> 'lines')`.mapWith(
    Number,
  ),
};

/**
 * The links of the account's open quotes that may still take a decision: not revoked, not
 * decided, not expired, soonest expiry first. (Whether the quote changed since is its state's
 * business: the service computes it.)
 */
export function findUndecidedLinks(db: Database, accountShopId: number, now: Date, limit: number) {
  return db
    .select({ ...linkSummary, worksheetStatus: worksheets.status })
    .from(customers)
    .innerJoin(worksheetVehicles, namesCustomer)
    .innerJoin(worksheets, quoteOfVehicle)
    .innerJoin(quoteApprovalLinks, eq(quoteApprovalLinks.worksheetId, worksheets.id))
    .leftJoin(quoteApprovalDecisions, eq(quoteApprovalDecisions.linkId, quoteApprovalLinks.id))
    .where(
      and(
        ofAccount(accountShopId),
        eq(worksheets.status, 'OPEN'),
        isNull(quoteApprovalLinks.revokedAt),
        isNull(quoteApprovalDecisions.id),
        gt(quoteApprovalLinks.expiresAt, now),
      ),
    )
    .orderBy(asc(quoteApprovalLinks.expiresAt), asc(quoteApprovalLinks.id))
    .limit(limit);
}

/** The account's decided links (its documents), newest decision first; revoked ones left out. */
export function findDecidedLinks(db: Database, accountShopId: number, limit: number) {
  return db
    .select({
      ...linkSummary,
      decidedAt: quoteApprovalDecisions.decidedAt,
      decidedByName: quoteApprovalDecisions.name,
      decisionLines: quoteApprovalDecisions.lines,
      approvedTotals: quoteApprovalDecisions.approvedTotals,
    })
    .from(customers)
    .innerJoin(worksheetVehicles, namesCustomer)
    .innerJoin(worksheets, quoteOfVehicle)
    .innerJoin(quoteApprovalLinks, eq(quoteApprovalLinks.worksheetId, worksheets.id))
    .innerJoin(quoteApprovalDecisions, eq(quoteApprovalDecisions.linkId, quoteApprovalLinks.id))
    .where(and(ofAccount(accountShopId), isNull(quoteApprovalLinks.revokedAt)))
    .orderBy(desc(quoteApprovalDecisions.decidedAt), desc(quoteApprovalLinks.id))
    .limit(limit);
}

/** The account's orders (submitted quotes), newest first, with their shop and vehicle names. */
export function findAccountOrders(db: Database, accountShopId: number, limit: number) {
  return db
    .select({
      worksheetId: worksheets.id,
      shopId: worksheets.shopId,
      shopName: shops.shopName,
      confirmationNumber: worksheets.confirmationNumber,
      submittedAt: worksheets.submittedAt,
      year: baseVehicles.year,
      make: vehicleMakes.name,
      model: vehicleModels.name,
      engine: vehicleEngines.description,
      submodel: vehicleSubmodels.name,
    })
    .from(customers)
    .innerJoin(worksheetVehicles, namesCustomer)
    .innerJoin(worksheets, quoteOfVehicle)
    .innerJoin(shops, eq(shops.id, worksheets.shopId))
    .innerJoin(baseVehicles, eq(baseVehicles.id, worksheetVehicles.baseVehicleId))
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
    .leftJoin(vehicleEngines, engineOf(worksheetVehicles))
    .leftJoin(vehicleSubmodels, submodelOf(worksheetVehicles))
    .where(
      and(
        ofAccount(accountShopId),
        eq(worksheets.status, 'SUBMITTED'),
        isNotNull(worksheets.submittedAt),
        isNotNull(worksheets.confirmationNumber),
      ),
    )
    .orderBy(desc(worksheets.submittedAt), desc(worksheets.id))
    .limit(limit);
}
