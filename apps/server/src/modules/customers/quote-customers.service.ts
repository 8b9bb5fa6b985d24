import type { ServiceDeps } from '../../lib/deps';
import { findShopCustomer } from './customers.repository';

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

/** The language a customer of the shop reads quotes in (en | es); undefined for none. */
export async function findCustomerLanguage(
  deps: Deps,
  shopId: number,
  customerId: number,
): Promise<'en' | 'es' | undefined> {
  const row = await findShopCustomer(deps.db, shopId, customerId);
  if (!row) return undefined;
  return row.language === 'es' ? 'es' : 'en';
}

/** Where a customer of the shop gets mail (the approval link): their address, or null. */
export async function findCustomerEmail(
  deps: Deps,
  shopId: number,
  customerId: number,
): Promise<string | null> {
  const row = await findShopCustomer(deps.db, shopId, customerId);
  const email = row?.email.trim() ?? '';
  return email === '' ? null : email;
}
