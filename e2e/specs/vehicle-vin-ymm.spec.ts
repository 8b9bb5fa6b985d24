import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import {
  expectNoVehicle,
  openSelector,
  searchPlate,
  selectorPanel,
  typeInPicker,
  vehicleToggle,
} from '../support/vehicle';

// Each test is a new shop user's (support/fixtures.ts): no vehicle, an empty quote.
test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
});

test('a VIN typed with dashes: 1HGCM82633A004352 is a 2003 Honda Accord', async ({ page }) => {
  const panel = await openSelector(page, 'VIN');
  const vin = panel.getByLabel('Enter Vin Number');
  await expect(vin).toHaveAttribute('placeholder', /1HGCM82633A004352/);
  await vin.pressSequentially('1hgcm-82633-a004352');
  await expect(vin).toHaveValue('1HGCM82633A004352');
  await panel.getByRole('button', { name: 'Go' }).click();
  await expect(vehicleToggle(page)).toHaveText('2003 Honda Accord');
});

test('a VIN that is not one is refused on the box', async ({ page }) => {
  const panel = await openSelector(page, 'VIN');
  await panel.getByLabel('Enter Vin Number').fill('1HGCM82633A004353');
  await panel.getByRole('button', { name: 'Go' }).click();
  await expect(panel.getByText('Please enter a valid VIN Number')).toBeVisible();
  await expect(vehicleToggle(page)).toHaveText('Add Vehicle');
});

// Issue 19: the demo plates' VINs failed the check digit, so the VIN a plate showed was refused.
test('the VIN plate TX SHOP123 shows, typed in the VIN box, is its 2013 Ford F-150', async ({
  page,
}) => {
  const dialog = await searchPlate(page, 'TX', 'SHOP123');
  const shown = await dialog.getByText(/^VIN [A-HJ-NPR-Z0-9]{17}$/).textContent();
  const vin = shown!.slice('VIN '.length);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The panel stays open under the closed plate results.
  const panel = selectorPanel(page);
  await panel.getByRole('tab', { name: 'VIN' }).click();
  await panel.getByLabel('Enter Vin Number').fill(vin);
  await panel.getByRole('button', { name: 'Go' }).click();
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
});

test('changing the engine the VIN determined asks first', async ({ page }) => {
  let panel = await openSelector(page, 'VIN');
  await panel.getByLabel('Enter Vin Number').fill('1FTFW1ET9DFC10312');
  await panel.getByRole('button', { name: 'Go' }).click();
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
  panel = await openSelector(page);
  await expect(panel.getByText('Engine: 3.5L V6 Gas')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Engine' }).selectOption({ label: '5.0L V8 Gas' });
  await panel.getByRole('button', { name: 'Update' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the engine?' });
  await expect(dialog.getByText('The VIN says 3.5L V6 Gas')).toBeVisible();
  await expect(dialog.getByText('Use 5.0L V8 Gas instead?')).toBeVisible();
  await expectNoAxeViolations(page, 'the VIN engine question');
  // Escape, like Cancel, keeps the VIN's engine.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText('Engine: 3.5L V6 Gas')).toBeVisible();
  await panel.getByRole('button', { name: 'Update' }).click();
  await dialog.getByRole('button', { name: 'Change engine' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Engine: 5.0L V8 Gas')).toBeVisible();
});

test('year/make/model: 2013 Ford F-150 with an engine', async ({ page }) => {
  const panel = await openSelector(page, 'Year/Make/Model');
  await typeInPicker(panel, 'Year', '2013');
  await typeInPicker(panel, 'Make', 'Ford');
  await typeInPicker(panel, 'Model', 'F-150');
  await expect(panel.getByRole('button', { name: 'Add Vehicle' })).toBeVisible();
  await typeInPicker(panel, 'Engine', '3.5L V6 Gas');
  await panel.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
  await vehicleToggle(page).click();
  await expect(selectorPanel(page).getByText('Engine: 3.5L V6 Gas')).toBeVisible();
});

test('year/make/model pickers show grids of 14 rows', async ({ page }) => {
  const panel = await openSelector(page, 'Year/Make/Model');
  await typeInPicker(panel, 'Year', '2013');
  // The make picker takes the focus and opens: 14 options per column.
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: 'Ford', exact: true })).toBeVisible();
  const rows = await listbox.evaluate((element) => getComputedStyle(element).gridTemplateRows);
  expect(rows.split(' ')).toHaveLength(14);
});
