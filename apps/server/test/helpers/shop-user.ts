import { API_PREFIX } from '@procounter/shared/contracts/api-paths';
import { eq } from 'drizzle-orm';
import { customerTypes } from '../../src/db/schema/index';
import {
  createCompany,
  createShop,
  createUser,
  type UserFactoryValues,
} from '../../src/db/seed/factories';
import { bearer, type TestApp } from './build-test-app';

/**
 * A new user of the given shops (1001 unless told), logged in: its own current quote, so a test
 * does not see another test's vehicle or lines.
 */
export async function createShopUser(t: TestApp, values: UserFactoryValues = {}) {
  const user = await createUser(t.db, { shopIds: [1001], ...values });
  const { access_token: token } = await t.login(user.loginName);
  return { user, token, call: apiCaller(t, token) };
}

/** A new shop of a new company, with a logged-in user of it: recent vehicles of its own. */
export async function createShopWithUser(t: TestApp) {
  const company = await createCompany(t.db);
  const shop = await createShop(t.db, { companyId: company.id });
  return { shop, ...(await createShopUser(t, { shopIds: [shop.id] })) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls /api<path> as the token's user; a payload is sent as JSON. */
export function apiCaller(t: TestApp, token: string) {
  return (method: Method, path: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `${API_PREFIX}${path}`,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
}

export type ApiCaller = ReturnType<typeof apiCaller>;

/** The id of a customer type (WEB, RO_WRITER, MITCHELL, ...), for createShopUser's customerTypeId. */
export async function customerTypeIdOf(t: TestApp, name: string): Promise<number> {
  const [row] = await t.db
    .select({ id: customerTypes.id })
    .from(customerTypes)
    .where(eq(customerTypes.name, name));
  if (!row) throw new Error(`no customer type ${name}`);
  return row.id;
}
