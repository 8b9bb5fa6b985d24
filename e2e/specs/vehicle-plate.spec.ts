import { expect, test } from '../support/test';
import { expectNoVehicle, searchPlate, selectorPanel, vehicleToggle } from '../support/vehicle';

// Each test is a new shop user's (support/fixtures.ts): no vehicle, an empty quote.
test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
});

test('a plate with one vehicle: TX SHOP123 is a 2013 Ford F-150', async ({ page }) => {
  const dialog = await searchPlate(page, 'TX', 'SHOP123');
  await expect(dialog.getByText('Is this the correct vehicle?')).toBeVisible();
  await dialog.getByRole('button', { name: /2013 Ford F-150/ }).click();
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
  await expect(selectorPanel(page)).toHaveCount(0);
  await expect(vehicleToggle(page)).toBeFocused();
});

test('a plate with two vehicles: CA 2FAST4U, the second is a 2012 BMW 328i', async ({ page }) => {
  const dialog = await searchPlate(page, 'CA', '2FAST4U');
  await expect(dialog.getByText('Please select the correct vehicle')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /2003 Honda Accord/ })).toBeVisible();
  await dialog.getByRole('button', { name: /2012 BMW 328i/ }).click();
  await expect(vehicleToggle(page)).toHaveText('2012 BMW 328i');
  // The panel now shows the current vehicle.
  await vehicleToggle(page).click();
  await expect(
    selectorPanel(page)
      .getByText(/2012 BMW 328i/)
      .first(),
  ).toBeVisible();
});

test('a Maryland plate shows the caution: MD MDX2024', async ({ page }) => {
  const caution = /License plate information updates for Maryland are temporarily limited/;
  const dialog = await searchPlate(page, 'MD', 'MDX2024');
  await expect(dialog.getByText(caution)).toBeVisible();
  await expect(dialog.getByText('Is this the correct vehicle?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /2006 Chevrolet Malibu/ })).toBeVisible();
  // The header's × is named Close too; the footer's button shows the word.
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(selectorPanel(page).getByText(caution)).toBeVisible();
});

test('an unknown plate finds no vehicle', async ({ page }) => {
  const dialog = await searchPlate(page, 'TX', 'NOPE999');
  await expect(dialog.getByText('No vehicle found.')).toBeVisible();
});
