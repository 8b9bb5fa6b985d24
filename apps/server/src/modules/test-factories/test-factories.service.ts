import type {
  CreateTestShopUserBody,
  TestShopUser,
} from '@procounter/shared/contracts/test-factories';
import { eq, inArray } from 'drizzle-orm';
import { customerTypes, groups, shops } from '../../db/schema/index';
import { createUser, DEMO_PASSWORD } from '../../db/seed/factories';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';

/**
 * A new shop employee of WEB type, as the demo's `tech` is, with the demo password: a spec's own
 * user, whose current quote, vehicle and selections no other spec sees.
 */
export async function createTestShopUser(
  { db }: Pick<ServiceDeps, 'db'>,
  { shopIds = [1001] }: CreateTestShopUserBody,
): Promise<TestShopUser> {
  const found = await db.select({ id: shops.id }).from(shops).where(inArray(shops.id, shopIds));
  const missing = shopIds.filter((id) => !found.some((shop) => shop.id === id));
  if (missing.length > 0) {
    throw new AppError(404, 'NOT_FOUND', `No shop ${missing.join(', ')}`);
  }
  const [group] = await db.select().from(groups).where(eq(groups.name, 'SHOP_EMPLOYEE'));
  const [web] = await db.select().from(customerTypes).where(eq(customerTypes.name, 'WEB'));
  const user = await createUser(db, {
    loginName: `e2e-${crypto.randomUUID().slice(0, 8)}`,
    firstName: 'Test',
    lastName: 'Shop User',
    groupId: group?.id,
    customerTypeId: web?.id,
    shopIds,
  });
  return { userId: user.id, loginName: user.loginName, password: DEMO_PASSWORD };
}
