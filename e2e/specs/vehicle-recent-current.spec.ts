import { expect, test } from '../support/test';
import { expectNoVehicle, openSelector, searchPlate, vehicleToggle } from '../support/vehicle';

// Each test is a new shop user's (support/fixtures.ts): no vehicle, an empty quote.
test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
});

test('recent vehicles: select one, delete one', async ({ page }) => {
  // Two vehicles make two recent vehicles.
  let dialog = await searchPlate(page, 'MD', 'MDX2024');
  await dialog.getByRole('button', { name: /2006 Chevrolet Malibu/ }).click();
  await expect(vehicleToggle(page)).toHaveText('2006 Chevrolet Malibu');
  dialog = await searchPlate(page, 'TX', 'SHOP123');
  await dialog.getByRole('button', { name: /2013 Ford F-150/ }).click();
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');

  let panel = await openSelector(page, 'Plate');
  await panel.getByRole('button', { name: 'Recent Vehicles' }).click();
  const recent = page.getByRole('dialog', { name: 'Recent Vehicles' });
  await expect(recent.getByRole('columnheader', { name: 'License Plate #' })).toBeVisible();
  const malibu = recent.getByRole('row', { name: /2006 Chevrolet Malibu/ }).first();
  await expect(malibu).toContainText('MDX2024');
  await malibu.click();
  await expect(vehicleToggle(page)).toHaveText('2006 Chevrolet Malibu');
  await expect(recent).toHaveCount(0);

  panel = await openSelector(page, 'Plate');
  await panel.getByRole('button', { name: 'Recent Vehicles' }).click();
  const rows = recent.getByRole('row', { name: /2013 Ford F-150/ });
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  await rows
    .first()
    .getByRole('button', { name: 'Remove 2013 Ford F-150 from the recent vehicles' })
    .click();
  await expect(rows).toHaveCount(before - 1);
  // Deleting a recent vehicle selects nothing.
  await expect(vehicleToggle(page)).toHaveText('2006 Chevrolet Malibu');
});

test('the current-vehicle panel edits the engine', async ({ page }) => {
  const dialog = await searchPlate(page, 'TX', 'SHOP123');
  await dialog.getByRole('button', { name: /2013 Ford F-150/ }).click();
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
  const panel = await openSelector(page);
  const engine = panel.getByLabel('Engine', { exact: true });
  await expect(engine.locator('option', { hasText: '5.0L V8 Gas' })).toHaveCount(1);
  await engine.selectOption({ label: '5.0L V8 Gas' });
  await panel.getByRole('button', { name: 'Update' }).click();
  // The plate's VIN determined the 3.5L V6: the panel asks before changing it (issue 19).
  await page
    .getByRole('dialog', { name: 'Change the engine?' })
    .getByRole('button', { name: 'Change engine' })
    .click();
  await expect(panel.getByText('Engine: 5.0L V8 Gas')).toBeVisible();
  await expect(engine).toHaveValue(/\d+/);

  await engine.selectOption({ label: 'No Engine Selected' });
  await panel.getByRole('button', { name: 'Update' }).click();
  await expect(panel.getByText('Engine: 5.0L V8 Gas')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Update' })).toBeDisabled();
});
