import { routeUrl } from '../../apps/web/src/lib/route-paths';
import { expect, test } from '../support/test';
import {
  addLaborLine,
  callApi,
  expectNoVehicle,
  selectDemoF150,
  vehicleToggle,
} from '../support/vehicle';

// Issue 22, part 1: a shop's customers and their vehicles. Each test is a new shop user's of shop
// 1001 (support/fixtures.ts), a web user who manages customers; the customers it makes carry a name
// of the test's own, so tests running beside it in the same shop never find them.

const unique = () => `${Date.now().toString(36).slice(-5)}`;
const letters = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(97 + Number(d))).replace(/[^a-z]/g, '');

test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
});

test('a new customer gets a vehicle, and Find parts makes it the current vehicle with them on the quote', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const last = `Quintero${letters(unique())}`;
  await page.goto('/customers');
  const search = page.getByRole('searchbox', { name: 'Find a customer' });
  await expect(search).toBeFocused();

  // New customer: a bad phone is refused with the usPhone message, then saved.
  await page.getByRole('button', { name: 'New customer' }).first().click();
  const form = page.getByRole('dialog', { name: 'New customer' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Marisol');
  await form.getByRole('textbox', { name: 'Last name' }).fill(last);
  await form.getByRole('textbox', { name: 'Phone 1' }).fill('12');
  await form.getByRole('button', { name: 'Create customer' }).click();
  await expect(form.getByText('Please specify a valid phone number.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Phone 1' }).fill('(512) 555-0199');
  await form
    .getByRole('textbox', { name: 'E-mail' })
    .fill(`marisol.${last.toLowerCase()}@example.com`);
  await form.getByRole('button', { name: 'Create customer' }).click();
  await expect(page).toHaveURL(routeUrl('customerDetails'));
  await expect(page.getByRole('heading', { level: 1, name: `Marisol ${last}` })).toBeVisible();

  // A vehicle by year, make and model, with its plate.
  const vehicles = page.getByRole('region', { name: 'Vehicles' });
  await vehicles.getByRole('button', { name: 'Add vehicle', exact: true }).click();
  const vehicleForm = page.getByRole('dialog', { name: 'Add vehicle' });
  await vehicleForm.getByRole('combobox', { name: 'Year', exact: true }).selectOption('2013');
  await vehicleForm
    .getByRole('combobox', { name: 'Make', exact: true })
    .selectOption({ label: 'Ford' });
  await vehicleForm
    .getByRole('combobox', { name: 'Model', exact: true })
    .selectOption({ label: 'F-150' });
  await vehicleForm.getByRole('textbox', { name: 'License plate' }).fill('QTR 2201');
  await vehicleForm.getByRole('combobox', { name: 'Plate state' }).selectOption('TX');
  await vehicleForm.getByRole('button', { name: 'Add vehicle', exact: true }).click();
  await expect(vehicleForm).toBeHidden();
  await expect(vehicles.getByText('2013 Ford F-150')).toBeVisible();

  // The search finds them by the end of their phone and by their plate.
  await page.goto('/customers');
  await page.getByRole('searchbox', { name: 'Find a customer' }).fill(`${last.slice(0, 6)} mari`);
  await expect(page.getByRole('link', { name: `Marisol ${last}` }).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a customer' }).fill('qtr2201');
  await expect(page.getByRole('link', { name: `Marisol ${last}` }).first()).toBeVisible();
  await page
    .getByRole('link', { name: `Marisol ${last}` })
    .first()
    .click();

  // Find parts: the vehicle is current and the quote names the customer.
  await page.getByRole('button', { name: /^Find parts for 2013 Ford F-150/ }).click();
  await expect(page).toHaveURL(routeUrl('home'));
  await expect(vehicleToggle(page)).toContainText('2013 Ford F-150');
  await vehicleToggle(page).click();
  await expect(page.getByText(`Customer: Marisol ${last}`)).toBeVisible();
});

test('on a phone, in Spanish: the customer-info modal picks a customer, saves the vehicle to them, and their quotes are one tap away', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const last = `Ibarra${letters(unique())}`;
  const created = await callApi(page, 'POST', '/customers', {
    firstName: 'Tomás',
    lastName: last,
    language: 'es',
    phones: [{ kind: 'MOBILE', number: '(512) 555-0142' }],
  });
  const customer = (await created.json()) as { id: number };
  // The vehicle of the demo plate SHOP123 (TX) is current.
  await selectDemoF150(page);

  await page.goto('/home?language=es');
  await expect(vehicleToggle(page)).toContainText('2013 Ford F-150');
  await vehicleToggle(page).click();
  await page.getByRole('button', { name: 'Datos del cliente' }).click();
  const modal = page.getByRole('dialog', { name: 'Datos del cliente' });
  const picker = modal.getByRole('combobox', { name: 'Buscar un cliente' });
  // Accents and case do not matter: 'tomas ibar' finds Tomás Ibarra….
  await picker.fill(`tomas ${last.slice(0, 6).toLowerCase()}`);
  await modal
    .page()
    .getByRole('option', { name: new RegExp(`Tomás ${last}`) })
    .click();
  await modal.getByRole('button', { name: 'Guardar el vehículo en el cliente' }).click();
  await expect(page.getByText(/^Se guardó .* en los vehículos de/)).toBeVisible();
  await modal.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(`Cliente: Tomás ${last}`)).toBeVisible();

  // A line on the quote; the customer's page lists the vehicle and the quote, and opens their
  // Quotes and Orders.
  await addLaborLine(page, 'Inspección de frenos');
  await page.goto(`/customers/details/${customer.id}?language=es`);
  await expect(page.getByRole('heading', { level: 1, name: `Tomás ${last}` })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Vehículos' }).getByText('2013 Ford F-150'),
  ).toBeVisible();
  await page
    .getByRole('link', { name: /en Cotizaciones y pedidos/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/quote/search\\?customerId=${customer.id}`));
  await expect(page.getByText(`Cotizaciones y pedidos de Tomás ${last}`)).toBeVisible();
  const noScroll = await page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
  expect(noScroll).toBe(true);
});
