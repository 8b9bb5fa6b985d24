import type { Fixtures, PlaywrightTestArgs } from '@playwright/test';
import type {
  CreateTestShopUserBody,
  TestShopUser,
} from '@procounter/shared/contracts/test-factories';
import { loginAsNewShopUser } from './session';

// A spec's own user, so that no spec sees another's quote, vehicle, part type selection, stock
// orders or questions, and none has to clean up after itself (docs/decisions/027).

export interface ShopUserFixtures {
  /**
   * What the test's user is made as (shops, role, customer type): a shop employee (WEB) of shop
   * 1001, as the demo's `tech`, unless a spec says otherwise with `test.use({ shopUserBody })`.
   */
  shopUserBody: CreateTestShopUserBody;
  /** Where that user lands after logging in: /home unless `test.use({ shopUserLanding })`. */
  shopUserLanding: string;
  /**
   * A new user made for this test with the seed factories, logged in through the form on the
   * test's page, which is on the user's landing page when the test starts.
   */
  shopUser: TestShopUser;
}

export const shopUserFixtures: Fixtures<ShopUserFixtures, object, PlaywrightTestArgs> = {
  shopUserBody: [{}, { option: true }],
  shopUserLanding: ['/home', { option: true }],
  shopUser: async ({ page, shopUserBody, shopUserLanding }, use) => {
    await use(await loginAsNewShopUser(page, shopUserBody, shopUserLanding));
  },
};
