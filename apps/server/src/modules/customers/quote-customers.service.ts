import type { ServiceDeps } from '../../lib/deps';
import { findCustomerVehicleViews, findShopCustomer } from './customers.repository';

// What a quote needs of the shop's customers (issue 22): the record it comes to name. Kept apart
// from customers.service.ts, which selects vehicles through the worksheets, so the worksheets can
// read a customer without an import cycle.

type Deps = Pick<ServiceDeps, 'db'>;

/** The customer a quote names: the record's id and its names as they are now. */
export interface QuoteCustomer {
  id: number;
  firstName: string;
  lastName: string;
}

/**
 * A customer of the shop (archived ones too: a quote may still name them) for a quote to name,
 * or undefined (none, or another shop's). Call it in the transaction that names them: the row is
 * held (FOR KEY SHARE) until it commits, so a delete of the customer waits, then sees the quote
 * and archives the customer instead.
 */
export async function findCustomerForQuote(
  deps: Deps,
  shopId: number,
  customerId: number,
): Promise<QuoteCustomer | undefined> {
  const row = await findShopCustomer(deps.db, shopId, customerId, 'key share');
  return row && { id: row.id, firstName: row.firstName, lastName: row.lastName };
}

/**
 * How a customer of the shop is reached with a quote: the language they read quotes in (en | es)
 * and their mail address (the approval link), or null without one; undefined for no such customer.
 */
export async function findCustomerContact(
  deps: Deps,
  shopId: number,
  customerId: number,
): Promise<{ language: 'en' | 'es'; email: string | null } | undefined> {
  const row = await findShopCustomer(deps.db, shopId, customerId);
  if (!row) return undefined;
  const email = row.email.trim();
  return { language: row.language === 'es' ? 'es' : 'en', email: email === '' ? null : email };
}

/** A customer's vehicles as a quote's vehicle is matched to one: id, base vehicle, VIN, plate. */
export async function findCustomerCars(
  deps: Deps,
  customerId: number,
): Promise<{ id: number; baseVehicleId: number; vin: string | null; plate: string | null }[]> {
  const views = await findCustomerVehicleViews(deps.db, [customerId]);
  return views.map((v) => ({
    id: v.id,
    baseVehicleId: v.baseVehicleId,
    vin: v.vin,
    plate: v.plate,
  }));
}
