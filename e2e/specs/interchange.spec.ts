import { expectNoAxeViolations } from '../support/axe';
import { infoBar } from '../support/quote';
import { expect, test } from '../support/test';
import { expectNoVehicle, selectDemoF150, vehicleToggle } from '../support/vehicle';

// Issue 25 part 1, Part Interchange: another brand's number, an OE number or a former number of
// ours to our equivalents, with fit, price and stock, and Add to quote. The numbers are the demo
// catalog's (seed 1, parts generator 1): the 2013 F-150's front pads of four of our brands cross to
// Northline NL-10013493 and Ford's OE KD5Z-1001-GE; BS569W is a former number of BS-9048, found
// by the search box too.

// Each test is a new shop user's (support/fixtures.ts): no vehicle, an empty quote.
test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
});

test("another brand's number, typed loosely, finds our four equivalents that fit the F-150; one goes on the quote", async ({
  page,
}) => {
  await selectDemoF150(page);
  await page.goto('/home');
  await expect(vehicleToggle(page)).toContainText('2013 Ford F-150');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Part Interchange' })
    .click();
  await expect(page).toHaveURL(/\/interchange$/);

  const box = page.getByRole('textbox', { name: 'Part number' });
  await box.fill('nl 1001 3493');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/interchange\?number=nl\+1001\+3493$/);
  const results = page.getByRole('region', { name: '4 parts for nl 1001 3493' });
  const cards = results.getByRole('article');
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) {
    await expect(card.getByText('Northline number NL-10013493')).toBeVisible();
    await expect(card.getByText('Fits 2013 Ford F-150')).toBeVisible();
    await expect(card.getByText('Disc Brake Pad', { exact: true })).toBeVisible();
    await expect(card.getByText(/\d+ in stock|Out of stock|Not carried/)).toBeVisible();
  }
  const first = cards.first();
  const partNumber = (await first.getByRole('heading').textContent())?.split(' ').pop() ?? '';
  await first.getByRole('button', { name: `Add ${partNumber} to quote` }).click();
  await expect(page.getByText(new RegExp(`Added to the quote: 1 x .*${partNumber}`))).toBeVisible();

  // A number nothing has, and one too short to look up.
  await box.fill('ZZQ-000-000');
  await box.press('Enter');
  await expect(
    page.getByRole('status').getByText('No part of ours matches ZZQ-000-000.'),
  ).toBeVisible();
  await box.fill('a-1');
  await box.press('Enter');
  await expect(
    page.getByText('Type at least 3 letters or digits of the part number.'),
  ).toBeVisible();
});

test('on a phone, in Spanish: an OE number and a former number of ours, without a vehicle, with no axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/interchange?language=es');
  const box = page.getByRole('textbox', { name: 'Número de pieza' });
  await box.fill('kd5z1001ge');
  await page.getByRole('button', { name: 'Buscar equivalentes' }).click();
  const cards = page.getByRole('region', { name: '4 piezas para kd5z1001ge' }).getByRole('article');
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByText('Número OE de Ford KD5Z-1001-GE')).toBeVisible();
  await expect(
    cards.first().getByText('Compatibilidad desconocida: no hay un vehículo seleccionado'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'interchange results on a phone, in Spanish');

  await box.fill('BS569W');
  await box.press('Enter');
  const replaced = page.getByRole('region', { name: '1 pieza para BS569W' }).getByRole('article');
  await expect(replaced).toHaveCount(1);
  await expect(replaced.getByText('BS569W se reemplaza por BS-9048.')).toBeVisible();
  await expect(replaced.getByRole('heading')).toContainText('BS-9048');
});

test('a former number of ours typed in the search box finds the part that replaced it, and says so', async ({
  page,
}) => {
  const box = infoBar(page).getByRole('combobox', { name: 'Search products' });
  await box.click();
  await box.pressSequentially('bs569w');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search-keyword\?query=bs569w&itemNumber=/);
  const card = page.getByRole('region', { name: 'Part number BS-9048' });
  await expect(card.getByText('BS569W is replaced by BS-9048.')).toBeVisible();
  await card.getByRole('button', { name: 'Add to quote' }).click();
  await expect(page.getByText(/Added to the quote/)).toBeVisible();
});

test('a stock order line typed by a former number of ours orders the part that replaced it, and says so', async ({
  page,
}) => {
  await page.goto('/stockorder');
  const create = page.getByRole('region', { name: 'New stock order' });
  await create.getByRole('textbox', { name: 'Name' }).fill('Old numbers');
  await create.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByRole('heading', { name: 'Old numbers' })).toBeVisible();
  const addLine = page.getByRole('region', { name: 'Add a line' });
  await addLine.getByRole('textbox', { name: 'Line code' }).fill('oed');
  await addLine.getByRole('textbox', { name: 'Part number' }).fill('bs569w');
  await addLine.getByRole('textbox', { name: /Quantity/ }).fill('2');
  await addLine.getByRole('button', { name: 'Add line' }).click();
  const line = page
    .getByRole('table', { name: 'Lines' })
    .getByRole('row')
    .filter({ hasText: 'BS-9048' });
  await expect(line).toContainText('OED BS-9048');
  await expect(line).toContainText('Replaces BS569W');
});
