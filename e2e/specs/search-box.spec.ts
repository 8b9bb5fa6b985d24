import type { Page } from '@playwright/test';
import { routePath } from '../../apps/web/src/lib/route-paths';
import { infoBar } from '../support/quote';
import { expect, test } from '../support/test';
import { expectNoVehicle, searchPlate, vehicleToggle } from '../support/vehicle';

// Issue 21 section 4, one search box: "Search for ..." and Enter do the same thing; a part number
// shows price, stock and fit with Add to quote; several words in any order; Spanish part type
// names and synonyms (R-SEARCH-7 to R-SEARCH-10).

// Each test is a new shop user's (support/fixtures.ts): no vehicle, an empty quote.
test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
});

const PART_NUMBER = 'DBP-2914';

function searchBox(page: Page, name = 'Search products') {
  return infoBar(page).getByRole('combobox', { name });
}

function productCard(page: Page, name = `Part number ${PART_NUMBER}`) {
  return page.getByRole('region', { name });
}

test('"Search for" a part number and Enter reach the same product: price, stock, fit, Add to quote', async ({
  page,
}) => {
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially(PART_NUMBER);
  await page.getByRole('option', { name: `Search for "${PART_NUMBER}"` }).click();
  await expect(page).toHaveURL(/\/search-keyword\?query=DBP-2914&itemNumber=DBP-2914$/);
  const bySuggestion = page.url();

  const card = productCard(page);
  await expect(card.getByText('Fit not known: no vehicle selected')).toBeVisible();
  await expect(card.getByText('Cost', { exact: true })).toBeVisible();
  await expect(card.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();
  await expect(card.getByText(/\d+ in stock|Out of stock|Not carried/)).toBeVisible();
  await expect(card.getByText('Disc Brake Pad', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Add to quote' }).click();
  await expect(
    page.getByText(new RegExp(`Added to the quote: 1 x \\w+ ${PART_NUMBER}`)),
  ).toBeVisible();

  await page.goto(routePath('home'));
  await searchBox(page).fill(PART_NUMBER);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(bySuggestion);
});

test('a part number says in words whether it fits the current vehicle', async ({ page }) => {
  const dialog = await searchPlate(page, 'TX', 'SHOP123');
  await dialog.getByRole('button', { name: /2013 Ford F-150/ }).click();
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
  await searchBox(page).fill(PART_NUMBER);
  await searchBox(page).press('Enter');
  await expect(
    productCard(page).getByText(/^(Fits|Does not fit|Fit not known for) 2013 Ford F-150/),
  ).toBeVisible();
});

test('on a phone, "brake pads front" and "front brake pads" find Disc Brake Pad first, and Enter its front pads', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await searchPlate(page, 'TX', 'SHOP123');
  await dialog.getByRole('button', { name: /2013 Ford F-150/ }).click();
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
  const box = searchBox(page);
  for (const query of ['brake pads front', 'front brake pads']) {
    await box.fill(query);
    const partTypes = page
      .getByRole('listbox', { name: 'Search suggestions' })
      .getByRole('group', { name: 'Part Types' });
    await expect(partTypes.getByRole('option').first()).toHaveText('Disc Brake Pad');
  }
  // Enter: the part type named around a position opens its products narrowed to that position.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/catalog\/products\?position=Front$/);
  await expect(
    page
      .getByRole('button', { name: /^Add to quote: / })
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
});

for (const phone of [false, true]) {
  test(`in Spanish${phone ? ' on a phone' : ''}: "pastillas de freno", the part number and the part type tree`, async ({
    page,
  }) => {
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${routePath('home')}?language=es`);
    const box = searchBox(page, 'Buscar productos');
    await box.click();
    await box.pressSequentially('pastillas de freno');
    const partTypes = page
      .getByRole('listbox', { name: 'Sugerencias de búsqueda' })
      .getByRole('group', { name: 'Tipos de pieza' });
    await expect(partTypes.getByRole('option').first()).toHaveText('Pastilla de freno de disco');

    await box.fill(PART_NUMBER);
    await box.press('Enter');
    const card = productCard(page, `Número de pieza ${PART_NUMBER}`);
    await expect(card.getByText('Pastilla de freno de disco', { exact: true })).toBeVisible();
    await expect(
      card.getByText('Compatibilidad desconocida: no hay un vehículo seleccionado'),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Agregar a la cotización' })).toBeVisible();

    await page.goto(`${routePath('catalogBrowse')}?language=es`);
    await expect(page.getByRole('checkbox', { name: 'Pastilla de freno de disco' })).toBeVisible();
    await page.getByRole('tab', { name: 'Todos los tipos de pieza' }).click();
    await expect(page.getByRole('button', { name: 'Frenos', exact: true })).toBeVisible();
  });
}
