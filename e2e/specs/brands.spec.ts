import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { callApi, expectNoVehicle, selectDemoF150, vehicleToggle } from '../support/vehicle';

// Issue 25 part 4, brands: the Brands tab of Catalog Lookup lists our brands with their line codes;
// a brand shows the part types it makes, and one of them leads to its parts for the 2013 F-150,
// narrowed to that brand by the results' brand filter. Each test is a new shop user's
// (support/fixtures.ts).

/** A brand that makes pads for the F-150: the first of the truck's pads. */
async function padsBrand(page: Page) {
  const search = await callApi(
    page,
    'GET',
    '/parttypes/searchPartType.json?query=Disc%20Brake%20Pad&max=60&sort=RANK',
  );
  const nodes = (await search.json()) as { partTypeId: string; partTypeName: string }[];
  const pads = nodes.find((n) => n.partTypeName === 'Disc Brake Pad');
  if (!pads) throw new Error('no Disc Brake Pad part type');
  const lookup = await callApi(page, 'GET', `/catalog/products?partTypeId=${pads.partTypeId}`);
  const { products } = (await lookup.json()) as {
    products: { lineCode: string; brandName: string }[];
  };
  const lineCodes = new Set(products.map((p) => p.lineCode));
  if (lineCodes.size < 2) throw new Error('the F-150 has pads of one brand only');
  const first = products[0]!;
  return { lineCode: first.lineCode, name: first.brandName, partTypeId: pads.partTypeId };
}

test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
  await selectDemoF150(page);
  await page.goto('/home');
  await expect(vehicleToggle(page)).toContainText('2013 Ford F-150');
});

test('desktop: a brand found by its line code, its pads for the F-150, narrowed to that brand', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const brand = await padsBrand(page);
  await page.goto('/catalog/browse');
  await page.getByRole('tab', { name: 'Brands' }).click();
  await expect(page).toHaveURL(/[?&]tab=brands/);
  await page.getByRole('searchbox', { name: 'Filter brands' }).fill(brand.lineCode.toLowerCase());
  const card = page
    .getByRole('list', { name: 'Brands' })
    .getByRole('button', { name: new RegExp(`\\(${brand.lineCode}\\)`) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(/\d+ part types? · [\d,]+ parts?/);
  await card.click();

  const made = page.getByRole('region', { name: `${brand.name} (${brand.lineCode})` });
  await expect(made).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand.lineCode}`));
  await made.getByRole('searchbox', { name: 'Filter part types' }).fill('brake pad');
  await made.getByRole('link', { name: 'Disc Brake Pad', exact: true }).click();

  await expect(page).toHaveURL(
    new RegExp(`/catalog/products\\?partTypeId=${brand.partTypeId}&brand=${brand.lineCode}$`),
  );
  await expect(page.getByRole('heading', { name: 'Parts for 2013 Ford F-150' })).toBeVisible();
  const filters = page.getByRole('region', { name: 'Narrow the results' });
  const chosen = filters.getByRole('checkbox', {
    name: new RegExp(`^${brand.name} · ${brand.lineCode} \\(\\d+\\)$`),
  });
  await expect(chosen).toBeChecked();
  const showing = page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ parts?$/ });
  await expect(showing).toBeVisible();
  const [, count, of] = /^Showing (\d+) of (\d+)/.exec((await showing.textContent()) ?? '') ?? [];
  expect(Number(count)).toBeGreaterThan(0);
  expect(Number(of)).toBeGreaterThan(Number(count));
  // Every part shown is the brand's: a row's brand reads 'Name (LINE)'.
  const rows = page.getByRole('main').getByText(/^\S.* \((?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,5}\)$/);
  await expect(rows.first()).toBeVisible();
  const brands = new Set(await rows.allTextContents());
  expect([...brands]).toEqual([`${brand.name} (${brand.lineCode})`]);

  // Unchecking the brand shows every brand's pads again.
  await chosen.click();
  await expect(page).not.toHaveURL(/[?&]brand=/);
  await expect(page.getByText(/^Parts found: \d+$/)).toBeVisible();
});

test('on a phone, in Spanish: the brands and what one makes, with no axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const brand = await padsBrand(page);
  await page.goto('/catalog/browse?tab=brands&language=es');
  const list = page.getByRole('list', { name: 'Marcas' });
  await expect(list.getByRole('button').first()).toBeVisible();
  await expect(list.getByRole('button').first()).toContainText(/tipos? de pieza/);
  await expectNoAxeViolations(page, 'the brands on a phone, in Spanish');
  await list.getByRole('button', { name: new RegExp(`\\(${brand.lineCode}\\)`) }).click();
  const made = page.getByRole('region', { name: `${brand.name} (${brand.lineCode})` });
  await expect(made.getByRole('heading', { name: 'Frenos' })).toBeVisible();
  await expect(made.getByRole('button', { name: 'Todas las marcas' })).toBeVisible();
  await expectNoAxeViolations(page, "a brand's part types on a phone, in Spanish");
});
