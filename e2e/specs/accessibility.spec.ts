import type { CreateTestShopUserBody } from '@procounter/shared/contracts/test-factories';
import { expectNoAxeViolations } from '../support/axe';
import { loginAsNewShopUser } from '../support/session';
import { expect, test } from '../support/test';

// WCAG 2.2 AA on the pages every user sees, in both languages (support/axe.ts: text axe leaves
// "incomplete" as 1:1 with its background counts as a violation). The coloured labels of the parts
// and quote pages are read in every view by badges-a11y.spec.ts.

test('the login page has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page, 'login page');
});

// A demo user of the Demo Garage (3001), as the demo account `demo`, made for each test.
const DEMO_USER: CreateTestShopUserBody = { role: 'DEMO_USER', shopIds: [3001] };

test.describe('a demo user', () => {
  test.use({ shopUserBody: DEMO_USER });

  test('the authenticated shell has no WCAG 2.2 AA violations, in Spanish too', async ({
    page,
    shopUser: _newUser,
  }) => {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoAxeViolations(page, 'home, English');
    await page.goto('/home?language=es');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await expectNoAxeViolations(page, 'home, Spanish');
  });
});

test('on a phone the main navigation and the admin bar are behind the menu button', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await loginAsNewShopUser(page, DEMO_USER);
  const menu = page.getByRole('button', { name: /menu/i });
  await expect(menu).toBeVisible();
  // The admin bar and the navigation's links are not rendered on a phone: they are in the menu.
  await expect(page.getByText('Signed in as')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Catalog Lookup' })).toHaveCount(0);
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Catalog Lookup' })).toBeVisible();
  await expect(drawer.getByText('Signed in as')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
  // Turned into a desktop-wide window, the menu closes and the bar and the links take its place.
  await page.setViewportSize({ width: 1280, height: 740 });
  await expect(drawer).toHaveCount(0);
  await expect(menu).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Catalog Lookup' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Signed in as')).toBeVisible();
  await context.close();
});
