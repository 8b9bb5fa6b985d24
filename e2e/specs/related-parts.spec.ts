import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from '../../apps/web/src/lib/route-paths';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { callApi, expectNoVehicle, selectDemoF150, vehicleToggle } from '../support/vehicle';

// Issue 25 part 4, related parts: under the 2013 F-150's brake pads, "Bought with these" names the
// part types shops order with pads (the orders of the demo database, the catalog's related list as
// the prior), each with its best part for the truck, and adds it with product origin
// CROSS_SELL_PT_PRODUCT. Each test is a new shop user's (support/fixtures.ts).

interface QuoteLine {
  itemType: string;
  partNumber: string | null;
  productOrigin: string | null;
}

/** The current quote's lines, as GET /worksheet/rest/{id} has them. */
async function quoteLines(page: Page): Promise<QuoteLine[]> {
  const mini = (await (await callApi(page, 'GET', '/worksheet/rest/miniquote.json')).json()) as {
    quoteDetails: { worksheetHeaderId: number };
  };
  const quote = await callApi(
    page,
    'GET',
    `/worksheet/rest/${mini.quoteDetails.worksheetHeaderId}`,
  );
  return ((await quote.json()) as { items: QuoteLine[] }).items;
}

async function padsUrl(page: Page): Promise<string> {
  const response = await callApi(
    page,
    'GET',
    '/parttypes/searchPartType.json?query=Disc%20Brake%20Pad&max=60&sort=RANK',
  );
  const nodes = (await response.json()) as { partTypeId: string; partTypeName: string }[];
  const pads = nodes.find((n) => n.partTypeName === 'Disc Brake Pad');
  if (!pads) throw new Error('no Disc Brake Pad part type');
  return `${ROUTE_PATHS.catalogProducts}?partTypeId=${pads.partTypeId}`;
}

test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
  await selectDemoF150(page);
  await page.goto('/home');
  await expect(vehicleToggle(page)).toContainText('2013 Ford F-150');
});

test('desktop: rotors bought with the pads, the best rotor for the F-150 added to the quote as a related part', async ({
  page,
}) => {
  await page.goto(await padsUrl(page));
  const panel = page.getByRole('region', { name: 'Bought with these' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const rotors = panel.getByRole('listitem').filter({ hasText: 'Disc Brake Rotor' });
  await expect(rotors).toHaveCount(1);
  await expect(
    rotors.getByText(/^(Ordered with these \d+ times?|Often needed with these)$/),
  ).toBeVisible();
  const add = rotors.getByRole('button', { name: /^Add to quote: / });
  const part = ((await add.getAttribute('aria-label')) ?? '').replace('Add to quote: ', '');
  const partNumber = part.split(' ').slice(1).join(' ');
  await add.click();
  await expect(page.getByText(new RegExp(`^Added to the quote: 1 x ${part}`))).toBeVisible();
  const lines = (await quoteLines(page)).filter((line) => line.itemType === 'PART');
  expect(lines).toEqual([
    expect.objectContaining({ partNumber, productOrigin: 'CROSS_SELL_PT_PRODUCT' }),
  ]);

  // "See all" leads to every rotor for the truck.
  await rotors.getByRole('link', { name: 'See all: Disc Brake Rotor' }).click();
  await expect(page.getByRole('heading', { name: 'Parts for 2013 Ford F-150' })).toBeVisible();
  await expect(page.getByText(/^Disc Brake Rotor \(\d+\)$/)).toBeVisible();
});

test('on a phone, in Spanish: the panel under the results, with no axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${await padsUrl(page)}&language=es`);
  const panel = page.getByRole('region', { name: 'Comprados con estos' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(
    panel.getByText('Las piezas que los talleres piden con estas', { exact: false }),
  ).toBeVisible();
  await expect(
    panel.getByRole('button', { name: /^Agregar a la cotización: / }).first(),
  ).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, 'related parts on a phone, in Spanish');
});
