import { z } from 'zod';
import { CUSTOMER_TYPES, ROLES } from '../domain/roles';
import { TEST_FACTORY_MAX_SHOPS } from '../validation/limits';

/**
 * Calls that only a server started with TEST_FACTORIES=true answers (the end-to-end suite's): the
 * seed factories over HTTP, so a spec makes its own users in the server's embedded database, which
 * no other process can open.
 */
export const TEST_FACTORY_PATHS = {
  shopUsers: '/test/shop-users',
} as const;

/**
 * POST /api/test/shop-users: a new active user of the given shops, a shop employee (WEB) unless
 * told: a spec that needs a company manager of two shops, or an RO Writer user, makes one too.
 */
export const CreateTestShopUserBodySchema = z.strictObject({
  shopIds: z.array(z.number().int().positive()).min(1).max(TEST_FACTORY_MAX_SHOPS).default([1001]),
  role: z.enum(ROLES).default('SHOP_EMPLOYEE'),
  customerType: z.enum(CUSTOMER_TYPES).default('WEB'),
  /**
   * A new company with one new shop (home store 512, as shop 1001's) for the user instead of
   * shopIds: a spec that changes company preferences changes no other spec's (issue 23).
   */
  newCompany: z.boolean().default(false),
  /** Eligible for earn-backs (the demo's manager is): the statements page shows them. */
  earnbackEligible: z.boolean().default(false),
  /** Asked to check the e-mail address after login (issue 24). */
  emailUpdateRequired: z.boolean().default(false),
});
export type CreateTestShopUserBody = z.input<typeof CreateTestShopUserBodySchema>;

export const TestShopUserSchema = z.object({
  userId: z.number().int(),
  loginName: z.string(),
  password: z.string(),
  /** The shops the user acts for (the new shop, with newCompany). */
  shopIds: z.array(z.number().int()),
});
export type TestShopUser = z.infer<typeof TestShopUserSchema>;
