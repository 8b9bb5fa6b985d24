import type { Locator, Page } from '@playwright/test';
import { ROUTE_PATHS, routeUrl } from '../../apps/web/src/lib/route-paths';
import { expect, test } from '../support/test';
import { expectNoVehicle, partTypeId, searchPlate, vehicleToggle } from '../support/vehicle';

// Issue 21 section 2: the results list of /catalog/products. Narrowing kept in the URL (position,
// brand, in stock, price) with counts and Clear all, part types grouped under headings, what the
// fit depends on in each row, the quote mark, and the details with the vehicles it fits.

test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
  // The plate search's 2013 Ford F-150: the demo catalog's featured vehicle.
  const dialog = await searchPlate(page, 'TX', 'SHOP123');
  await dialog.getByRole('button', { name: /2013 Ford F-150/ }).click();
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
});

/** Opens the list and waits for its first answer (a loaded machine can take a while). */
async function openList(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByText(/^(Parts found|Piezas encontradas): \d+$/)).toBeVisible({
    timeout: 30_000,
  });
}

async function productsUrl(page: Page, ...names: string[]) {
  const ids = await Promise.all(names.map((name) => partTypeId(page, name)));
  return `${ROUTE_PATHS.catalogProducts}?${ids.map((id) => `partTypeId=${id}`).join('&')}`;
}

/** A checkbox of the narrowing panel by its label without the count ('Front' of 'Front (3)'). */
function choice(page: Page, label: string) {
  return page
    .getByRole('region', { name: /Narrow the results|Acotar los resultados/ })
    .getByRole('checkbox', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
}

/** The text of a checkbox's label ('Front (3)'). */
const labelOf = (checkbox: Locator) =>
  checkbox.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');

const countOf = async (page: Page, label: string) =>
  Number(/\((\d+)\)$/.exec(await labelOf(choice(page, label)))?.[1]);

test('desktop: two part types grouped; narrowing by position, brand, stock and price in the URL; reload, back, clear all', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openList(page, await productsUrl(page, 'Disc Brake Pad', 'Disc Brake Rotor'));
  await expect(page).toHaveURL(routeUrl('catalogProducts', { end: false }));

  // A heading per part type, each over its own rows.
  const pads = page.getByRole('region', { name: /^Disc Brake Pad \(\d+\)$/ });
  const rotors = page.getByRole('region', { name: /^Disc Brake Rotor \(\d+\)$/ });
  await expect(pads.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(rotors.getByRole('heading', { level: 3 })).toBeVisible();
  // What the fit depends on, in the row: pads and rotors have positions.
  await expect(pads.getByText(/^Position: (Front|Rear)$/).first()).toBeVisible();

  // Position: the count beside it is what shows.
  const front = await countOf(page, 'Front');
  expect(front).toBeGreaterThan(0);
  await choice(page, 'Front').click();
  await expect(page).toHaveURL(/[?&]position=Front(&|$)/);
  await expect(page.getByText(/^Position: Rear$/)).toHaveCount(0);
  await expect(page.getByText(/^Position: Front$/)).toHaveCount(front);

  // Brand: the first brand that still has parts.
  const panel = page.getByRole('region', { name: 'Narrow the results' });
  const brand = panel.getByRole('checkbox', {
    name: /^(?!Front|Rear|In stock|Under|\$).+ \([1-9]\d*\)$/,
  });
  const brandLabel = await labelOf(brand.first());
  const brandCount = Number(/\((\d+)\)$/.exec(brandLabel)?.[1]);
  await brand.first().click();
  await expect(page).toHaveURL(/[?&]brand=[A-Z0-9]+/);
  await expect(page.getByText(`Showing ${brandCount} of`, { exact: false })).toBeVisible();

  // Back: the brand is off again; forward: on again.
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]brand=/);
  await expect(page.getByText(/^Position: Front$/)).toHaveCount(front);
  await page.goForward();
  await expect(page).toHaveURL(/[?&]brand=/);

  // In stock and a price band, then a reload keeps all four.
  await choice(page, 'In stock at the home store').click();
  await expect(page).toHaveURL(/[?&]inStock=1/);
  const bands = panel.getByRole('checkbox', { name: /^(Under )?\$.+\(\d+\)$/ });
  await bands.first().click();
  await expect(page).toHaveURL(/[?&]price=0-25/);
  const url = page.url();
  const showing = page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ parts?$/ });
  const before = await showing.textContent();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(choice(page, 'Front')).toBeChecked();
  await expect(choice(page, 'In stock at the home store')).toBeChecked();
  await expect(bands.first()).toBeChecked();
  await expect(
    panel.getByRole('checkbox', { name: brandLabel.replace(/\(\d+\)$/, '') }).first(),
  ).toBeChecked();
  await expect(showing).toHaveText(before ?? '');

  // Clear all: every part again, no narrowing in the URL.
  await panel.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/position=|brand=|inStock=|price=/);
  await expect(page.getByText(/^Parts found: \d+$/)).toBeVisible();
  await expect(page.getByText(/^Position: Rear$/).first()).toBeVisible();
});

test('the quote mark after an add, and the details: vehicles it fits, price, stock, Add to quote', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openList(page, await productsUrl(page, 'Disc Brake Pad'));
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Add to quote: / }) })
    .first();
  await expect(row).toBeVisible();
  await expect(row.getByText(/^On the quote/)).toHaveCount(0);
  const part = (
    (await row.getByRole('button', { name: /^Add to quote: / }).getAttribute('aria-label')) ?? ''
  ).replace('Add to quote: ', '');
  await row.getByRole('textbox', { name: new RegExp(`^Quantity of ${part}`) }).fill('2');
  await row.getByRole('button', { name: `Add to quote: ${part}` }).click();
  await expect(row.getByText('On the quote: 2')).toBeVisible();

  await row.getByRole('button', { name: `Details: ${part}` }).click();
  const details = page.getByRole('dialog', { name: new RegExp(`^${part}`) });
  const vehicles = details.getByRole('list', { name: 'Vehicles it fits' });
  await expect(vehicles.getByText(/^2013 Ford F-150/).first()).toBeVisible();
  await expect(details.getByText(/^Vehicles it fits: \d+$/)).toBeVisible();
  await expect(details.getByText(/^(Cost|Price) \$/).first()).toBeVisible();
  await expect(details.getByText(/in stock|Out of stock|Not carried/).first()).toBeVisible();
  await details.getByRole('button', { name: `Add to quote: ${part}` }).click();
  await expect(page.getByText(new RegExp(`Added to the quote: 1 x ${part}`))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(row.getByText('On the quote: 3')).toBeVisible();
});

test('phone, in Spanish: narrowing in a section that opens, the fit in each card, the details', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const url = await productsUrl(page, 'Disc Brake Pad');
  await page.goto('/home?language=es');
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
  await openList(page, url);
  const results = page.getByRole('list', { name: 'Piezas encontradas' });
  await expect(results.getByText(/^Posición: (Delantera|Trasera)$/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Acotar los resultados' }).click();
  const rear = await countOf(page, 'Trasera');
  await choice(page, 'Trasera').click();
  await expect(page).toHaveURL(/[?&]position=Rear(&|$)/);
  await expect(results.getByText(/^Posición: Delantera$/)).toHaveCount(0);
  await expect(results.getByText(/^Posición: Trasera$/)).toHaveCount(rear);

  await results
    .getByRole('button', { name: /^Detalles: / })
    .first()
    .click();
  const details = page.getByRole('dialog');
  await expect(
    details
      .getByRole('list', { name: 'Vehículos a los que le queda' })
      .getByText(/2013 Ford F-150/)
      .first(),
  ).toBeVisible();
  await expect(details.getByRole('button', { name: /^Agregar a la cotización: / })).toBeVisible();
});
