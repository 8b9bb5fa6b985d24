import type { Page } from '@playwright/test';
import { describeViolation, scanPage } from '../support/axe';
import { infoBar } from '../support/quote';
import { loginThroughForm } from '../support/session';
import { expect, test } from '../support/test';
import { expectNoVehicle, searchPlate, vehicleToggle } from '../support/vehicle';

// The part lookup pages (catalog browse, products, search results, the open typeahead): WCAG 2.2
// AA in English and Spanish, and the phone layout. The part type and KIT labels are read in every
// view by badges-a11y.spec.ts.

const DISC_BRAKE_PAD = '01101';

const violations = async (page: Page) => (await scanPage(page)).map(describeViolation);

// Each test is a new shop user's (support/fixtures.ts), with the F-150 as the current vehicle.
test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
  const dialog = await searchPlate(page, 'TX', 'SHOP123');
  await dialog.getByRole('button', { name: /2013 Ford F-150/ }).click();
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
});

test('catalog browse, products, search results and the typeahead pass axe, in Spanish too', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/catalog/browse');
  await expect(page.getByRole('tab', { name: 'Most Popular' })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto(`/catalog/products?partTypeId=${DISC_BRAKE_PAD}`);
  await expect(page.getByRole('button', { name: /^Add to quote: / }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto('/search-keyword?query=brake');
  await expect(page.getByRole('heading', { name: 'Results for "brake"' })).toBeVisible();
  const box = infoBar(page).getByRole('combobox', { name: 'Search products' });
  await box.fill('brake pa');
  await expect(page.getByRole('option', { name: 'Disc Brake Pad', exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto(`/catalog/products?partTypeId=${DISC_BRAKE_PAD}&language=es`);
  await expect(page.getByRole('heading', { name: /Piezas para 2013 Ford F-150/ })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Agregar a la cotización: / }).first(),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/search-keyword?query=freno');
  await expect(page.getByRole('combobox', { name: /Buscar/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/home?language=en');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('on a phone the parts are cards with the same actions', async ({ browser, shopUser }) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  // The same user, whose current vehicle is the F-150, on a phone of their own.
  await loginThroughForm(phone, shopUser.loginName, shopUser.password);
  await expect(phone).toHaveURL(/\/home$/);
  await phone.goto(`/catalog/products?partTypeId=${DISC_BRAKE_PAD}`);
  const add = phone.getByRole('button', { name: /^Add to quote: / }).first();
  await expect(add).toBeVisible();
  await expect(phone.getByRole('table')).toHaveCount(0);
  await expect(phone.getByRole('button', { name: /^Other stores: / }).first()).toBeVisible();
  await context.close();
});
