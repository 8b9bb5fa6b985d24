import type {
  CreateTestShopUserBody,
  TestShopUser,
} from '@procounter/shared/contracts/test-factories';
import { eq, inArray } from 'drizzle-orm';
import { customerTypes, groups, shops } from '../../db/schema/index';
import { createCompany, createShop, createUser, DEMO_PASSWORD } from '../../db/seed/factories';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';

/**
 * A new user of the given shops, by default a shop employee of WEB type as the demo's `tech` is,
 * with the demo password: a spec's own user, whose current quote, vehicle and selections no other
 * spec sees.
 */
export async function createTestShopUser(
  { db }: Pick<ServiceDeps, 'db'>,
  {
    shopIds: askedShopIds = [1001],
    role = 'SHOP_EMPLOYEE',
    customerType = 'WEB',
    newCompany = false,
    earnbackEligible = false,
    emailUpdateRequired = false,
  }: CreateTestShopUserBody,
): Promise<TestShopUser> {
  let shopIds = askedShopIds;
  if (newCompany) {
    const company = await createCompany(db, {
      accountName: `E2E Company ${crypto.randomUUID().slice(0, 8)}`,
    });
    const shop = await createShop(db, {
      companyId: company.id,
      shopName: `E2E Shop ${company.id}`,
      homeStoreId: 512,
    });
    shopIds = [shop.id];
  }
  const found = await db.select({ id: shops.id }).from(shops).where(inArray(shops.id, shopIds));
  const missing = shopIds.filter((id) => !found.some((shop) => shop.id === id));
  if (missing.length > 0) {
    throw new AppError(404, 'NOT_FOUND', `No shop ${missing.join(', ')}`);
  }
  // Reference rows every database has (seed/reference.ts): a missing one is a broken database.
  const [group] = await db.select().from(groups).where(eq(groups.name, role));
  const [type] = await db.select().from(customerTypes).where(eq(customerTypes.name, customerType));
  const loginName = `e2e-${crypto.randomUUID().slice(0, 8)}`;
  const user = await createUser(db, {
    loginName,
    // As the demo accounts have: forms that prefill it (the Help Center's question) show one.
    email: `${loginName}@procounter.example`,
    firstName: 'Test',
    lastName: 'Shop User',
    groupId: requireReference(group, `group ${role}`).id,
    customerTypeId: requireReference(type, `customer type ${customerType}`).id,
    shopIds,
    earnbackEligible,
    emailUpdateRequired,
  });
  return { userId: user.id, loginName: user.loginName, password: DEMO_PASSWORD, shopIds };
}

function requireReference<T>(row: T | undefined, what: string): T {
  if (!row) throw new Error(`No ${what} in the database`);
  return row;
}
