import { eq } from 'drizzle-orm';
import { groups, users } from '../../src/db/schema/index';
import type { TestApp } from './build-test-app';
import { type ApiCaller, apiCaller } from './shop-user';

/** The id of a role's group (SHOP_EMPLOYEE, SHOP_MANAGER, ...). */
export async function groupIdOf(t: TestApp, role: string) {
  const [row] = await t.db.select({ id: groups.id }).from(groups).where(eq(groups.name, role));
  return row!.id;
}

/** A caller logged in as one of the demo's users (shopmgr, support, ...). */
export async function demoCaller(t: TestApp, loginName: string): Promise<ApiCaller> {
  return apiCaller(t, (await t.login(loginName)).access_token);
}

/** The id of the user with this login name. */
export async function userIdOf(t: TestApp, loginName: string) {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.loginName, loginName));
  return row!.id;
}

/** The user's status as stored (ACTIVE, INACTIVE, DISABLED, DELETED). */
export async function userStatusOf(t: TestApp, userId: number) {
  const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return row!.status;
}

/** A login through the API, its answer whatever it is. */
export function loginRequest(t: TestApp, loginName: string, password = 'procounter-demo') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/rest/login',
    payload: { loginName, password },
  });
}
