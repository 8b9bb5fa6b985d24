import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import {
  expectNoVehicle,
  openSelector,
  searchPlate,
  selectorPanel,
  vehicleToggle,
} from '../support/vehicle';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const describeViolations = (results: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

// Each test is a new shop user's (support/fixtures.ts): no vehicle, an empty quote.
test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
});

test('in Spanish: a plate search and the current vehicle', async ({ page }) => {
  await page.goto('/home?language=es');
  await expect(vehicleToggle(page)).toHaveText('Agregar vehículo');
  await vehicleToggle(page).click();
  const panel = selectorPanel(page, 'Selector de vehículos');
  await expect(panel.getByRole('tab', { name: 'Placa' })).toBeVisible();
  await panel.getByLabel('Estado', { exact: true }).selectOption('TX');
  await panel.getByRole('textbox', { name: 'Núm. de placa' }).fill('SHOP123');
  await panel.getByRole('button', { name: 'Buscar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Placa SHOP123 (TX)' });
  await expect(dialog.getByText('¿Es este el vehículo correcto?')).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: 'Ninguno de estos es mi vehículo' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: /2013 Ford F-150/ }).click();
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
  await vehicleToggle(page).click();
  await expect(panel.getByRole('button', { name: 'Cambiar' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Quitar vehículo' })).toBeVisible();
  await expect(panel.getByLabel('Motor', { exact: true })).toBeVisible();
});

test('the open selector has no WCAG A/AA violations, Escape closes it', async ({ page }) => {
  const panel = await openSelector(page, 'Plate');
  await expect(panel.getByRole('textbox', { name: 'License Plate #' })).toBeVisible();
  const plate = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(describeViolations(plate)).toEqual([]);

  await panel.getByRole('tab', { name: 'Year/Make/Model' }).click();
  await panel.getByRole('textbox', { name: 'Year', exact: true }).click();
  await expect(page.getByRole('option', { name: '2013', exact: true })).toBeVisible();
  const ymm = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(describeViolations(ymm)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(vehicleToggle(page)).toBeFocused();

  const dialog = await searchPlate(page, 'TX', 'SHOP123');
  await dialog.getByRole('button', { name: /2013 Ford F-150/ }).click();
  await openSelector(page);
  await expect(selectorPanel(page).getByRole('button', { name: 'Update' })).toBeVisible();
  const current = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(describeViolations(current)).toEqual([]);
});
