import { goToQuote, miniQuoteButton } from '../support/quote';
import { expect, test } from '../support/test';
import {
  addLaborLine,
  expectNoVehicle,
  openSelector,
  searchPlate,
  vehicleToggle,
} from '../support/vehicle';

// Each test is a new shop user's (support/fixtures.ts): no vehicle, an empty quote.
test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
});

test('choosing a vehicle while the quote holds items asks which quote', async ({ page }) => {
  await addLaborLine(page);
  await page.reload();
  await expect(miniQuoteButton(page)).toHaveAccessibleName(/Items in the quote: 1/);

  const dialog = await searchPlate(page, 'TX', 'SHOP123');
  await dialog.getByRole('button', { name: /2013 Ford F-150/ }).click();
  const choice = page.getByRole('dialog', { name: 'The quote has items' });
  await expect(choice).toBeVisible();
  await choice.getByRole('button', { name: 'Add To Existing Quote' }).click();
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
  // The line stayed on the quote.
  await expect(miniQuoteButton(page)).toHaveAccessibleName(/Items in the quote: 1/);

  const panel = await openSelector(page, 'VIN');
  await panel.getByLabel('Enter Vin Number').fill('1HGCM82633A004352');
  await panel.getByRole('button', { name: 'Go' }).click();
  await expect(choice).toBeVisible();
  await choice.getByRole('button', { name: 'Start New Quote' }).click();
  await expect(vehicleToggle(page)).toHaveText('2003 Honda Accord');
  // A new, empty quote is current: the mini quote shows no count.
  await expect(goToQuote(page)).toBeVisible();
});

test('with an empty quote the vehicle is chosen without asking', async ({ page }) => {
  const dialog = await searchPlate(page, 'TX', 'SHOP123');
  await dialog.getByRole('button', { name: /2013 Ford F-150/ }).click();
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
