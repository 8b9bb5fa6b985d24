import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in page's access token, as the web app keeps it (storage key `auth`). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('auth');
    return raw
      ? (JSON.parse(raw) as { value?: { access_token?: string } }).value?.access_token
      : null;
  });
  if (!token) throw new Error('not signed in');
  return token;
}

/** Calls the API as the page's user; fails the test on an answer other than 2xx. */
export async function callApi(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return response;
}

/** A new user's start: no vehicle (the toggle offers to add one). */
export async function expectNoVehicle(page: Page) {
  await expect(vehicleToggle(page)).toHaveText(/Add Vehicle|Agregar vehículo/);
}

/** Starts from no vehicle and an empty quote (POST /worksheet/rest/clear), then reloads the page. */
export async function startWithoutVehicle(page: Page) {
  await callApi(page, 'POST', '/worksheet/rest/clear');
  await page.reload();
  await expect(vehicleToggle(page)).toHaveText(/Add Vehicle|Agregar vehículo/);
}

/** Puts a labor line on the current quote (POST /worksheet/rest/nonProductItem). */
export async function addLaborLine(page: Page, description = 'Brake inspection') {
  await callApi(page, 'POST', '/worksheet/rest/nonProductItem', {
    type: 'LABOR',
    description,
    customerPrice: 95,
    quantity: 1,
  });
}

export function vehicleToggle(page: Page): Locator {
  return page.locator('#vehicle-selector-toggle');
}

export function selectorPanel(page: Page, name = 'Vehicle selector'): Locator {
  return page.getByRole('region', { name });
}

/**
 * Opens the selector panel and, when asked, one of its input modes (through Change when a vehicle
 * is current).
 */
export async function openSelector(page: Page, mode?: 'Plate' | 'VIN' | 'Year/Make/Model') {
  // A selection just made closes the panel; clicking before it has would close it instead.
  await expect(vehicleToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await vehicleToggle(page).click();
  const panel = selectorPanel(page);
  await expect(panel).toBeVisible();
  if (!mode) return panel;
  const tab = panel.getByRole('tab', { name: mode });
  const change = panel.getByRole('button', { name: 'Change' });
  await expect(tab.or(change)).toBeVisible();
  if (await change.isVisible()) await change.click();
  await tab.click();
  return panel;
}

/** Plate mode: state, plate, Search; answers the results dialog. */
export async function searchPlate(page: Page, state: string, plate: string) {
  const panel = await openSelector(page, 'Plate');
  await panel.getByLabel('State', { exact: true }).selectOption(state);
  await panel.getByRole('textbox', { name: 'License Plate #' }).fill(plate);
  await panel.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: `Plate ${plate} (${state})` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A year/make/model picker: type, then take the best match with Enter. */
export async function typeInPicker(panel: Locator, label: string, text: string, option = text) {
  const input = panel.getByRole('textbox', { name: label, exact: true });
  await input.click();
  await input.fill(text);
  await expect(panel.page().getByRole('option', { name: option, exact: true })).toBeVisible();
  await input.press('Enter');
  await expect(input).toHaveValue(option);
}

/**
 * Makes the demo plate's vehicle current (TX SHOP123: 2013 Ford F-150, VIN 1FTFW1ET9DFC10312)
 * through POST /vehicle/select/selectFromPTV, its base vehicle found as the pickers find it.
 */
export async function selectDemoF150(page: Page) {
  const makes = (await (
    await callApi(page, 'GET', '/vehicle/select/v2/makes?year=2013')
  ).json()) as { id: number; value: string }[];
  const ford = makes.find((m) => m.value === 'Ford')!.id;
  const models = (await (
    await callApi(page, 'GET', `/vehicle/select/v2/models?year=2013&makeId=${ford}`)
  ).json()) as { baseVehicleId: number; model: { value: string } }[];
  await callApi(page, 'POST', '/vehicle/select/selectFromPTV', {
    vehicleId: models.find((m) => m.model.value === 'F-150')!.baseVehicleId,
    plate: 'SHOP123',
    state: 'TX',
    vin: '1FTFW1ET9DFC10312',
  });
}

/** The id of the leaf part type with that exact name (searchPartType.json). */
export async function partTypeId(page: Page, name: string): Promise<string> {
  const response = await callApi(
    page,
    'GET',
    `/parttypes/searchPartType.json?query=${encodeURIComponent(name)}&max=60&sort=RANK`,
  );
  const nodes = (await response.json()) as { partTypeId: string; partTypeName: string }[];
  const node = nodes.find((n) => n.partTypeName === name);
  if (!node) throw new Error(`no part type ${name}`);
  return node.partTypeId;
}
