import type { Page } from '@playwright/test';
import { routeUrl } from '../../apps/web/src/lib/route-paths';
import { infoBar } from '../support/quote';
import { expect, test } from '../support/test';
import {
  addLaborLine,
  callApi,
  expectNoVehicle,
  selectDemoF150,
  vehicleToggle,
} from '../support/vehicle';

// Issue 21, the start page (R-HOME-1..4). Each test is a new user of shop 1001, whose demo quotes,
// orders and stock orders (seedDemoCounterWork) the page lists.

function searchBox(page: Page) {
  return infoBar(page).getByRole('combobox', { name: /Search products|Buscar productos/ });
}

test.describe('a shop user', () => {
  test.beforeEach(async ({ page, shopUser: _newUser }) => {
    await expect(page).toHaveURL(routeUrl('home'));
    await expectNoVehicle(page);
  });

  test('types a plate at once; the vehicle brings its popular part types and the search box', async ({
    page,
  }) => {
    // The desktop of the brief (1366x900): the floating chat button covers less of the page.
    await page.setViewportSize({ width: 1366, height: 900 });
    const entry = page.getByRole('region', { name: 'Choose a vehicle' });
    const plate = entry.getByRole('textbox', { name: 'License Plate #' });
    await expect(plate).toBeFocused();
    await expect(page.getByRole('region', { name: 'Current vehicle' })).toContainText(
      'No vehicle chosen yet',
    );

    await page.keyboard.type('SHOP123');
    await entry.getByLabel('State', { exact: true }).selectOption('TX');
    await entry.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plate SHOP123 (TX)' });
    await dialog.getByRole('button', { name: /2013 Ford F-150/ }).click();
    await expect(dialog).toBeHidden();

    const current = page.getByRole('region', { name: 'Current vehicle' });
    await expect(current.getByText('2013 Ford F-150', { exact: true })).toBeVisible();
    await expect(current.getByText(/^Engine: /)).toBeVisible();
    const popular = current.getByRole('group', { name: 'Popular part types for 2013 Ford F-150' });
    await expect(popular.getByRole('button').first()).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
    // The entry stays, to change the vehicle.
    await expect(page.getByRole('region', { name: 'Change vehicle' })).toBeVisible();

    // A popular part type opens its parts for the vehicle.
    const first = popular.getByRole('button').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    // The pointer leaves the page: the new page's rows are not under it (a hovered row is shaded).
    await page.mouse.move(0, 0);
    await expect(page).toHaveURL(routeUrl('catalogProducts', { end: false }));
    await expect(page.getByRole('heading', { name: /Parts for 2013 Ford F-150/ })).toBeVisible({
      timeout: 30_000,
    });
    expect(name).not.toBe('');
  });

  test('opens an open quote, a recent order and a stock order in one click', async ({ page }) => {
    // The list holds the shop's 5 newest quotes, and other specs' users quote in shop 1001 too: the
    // test's own quote, for its own customer, is the one it looks for.
    const last = `Home${Date.now().toString(36).slice(-4).replace(/\d/g, 'x')}`;
    const created = await callApi(page, 'POST', '/customers', {
      firstName: 'Rita',
      lastName: last,
    });
    const customer = (await created.json()) as { id: number };
    await selectDemoF150(page);
    await callApi(page, 'POST', '/current/vehicle/customer', {
      shopCustomerId: customer.id,
      shopCustomerFirst: '',
      shopCustomerLast: '',
    });
    await addLaborLine(page);
    await page.reload();
    const quotes = page.getByRole('region', { name: 'Open quotes' });
    const quote = quotes.getByRole('listitem').filter({ hasText: `Rita ${last}` });
    await expect(quote).toContainText('2013 Ford F-150');
    await expect(quote).toContainText('1 item · $95.00');
    await quote.getByRole('link', { name: /^Quote #\d+$/ }).click();
    await expect(page).toHaveURL(routeUrl('quoteDetails'));
    await expect(page.getByText(`Rita ${last}`).first()).toBeVisible();

    await page.goBack();
    const orders = page.getByRole('region', { name: 'Recent orders' });
    const order = orders.getByRole('listitem').first();
    await expect(order).toContainText('Ordered');
    const orderLink = order.getByRole('link', { name: /^Order PC\d{8}$/ });
    const number = ((await orderLink.textContent()) ?? '').replace('Order ', '');
    await orderLink.click();
    await expect(page).toHaveURL(routeUrl('quoteDetails'));
    await expect(page.getByText(number).first()).toBeVisible();

    await page.goBack();
    const stock = page.getByRole('region', { name: 'Stock orders' });
    const weekly = stock.getByRole('listitem').filter({ hasText: 'Weekly brakes' }).first();
    await expect(weekly).toContainText('PO PO-2211 · 2 lines');
    // Its link opens it on the Stock Order page (followed in home-lists.test.tsx).
    await expect(weekly.getByRole('link', { name: 'Weekly brakes' })).toHaveAttribute(
      'href',
      /^\/stockorder\?id=\d+$/,
    );
  });

  test('on a phone, in Spanish: the vehicle entry first, focused', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home?language=es');
    const entry = page.getByRole('region', { name: 'Elija un vehículo' });
    await expect(entry.getByRole('textbox', { name: 'Núm. de placa' })).toBeFocused();
    const quotes = page.getByRole('region', { name: 'Cotizaciones abiertas' });
    await expect(quotes.getByRole('link', { name: /^Cotización n\.º \d+$/ }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pedidos recientes' })).toContainText(
      'Pedido PC',
    );
    const entryBox = await entry.boundingBox();
    const quotesBox = await quotes.boundingBox();
    expect(entryBox!.y).toBeLessThan(quotesBox!.y);
    // One column: nothing wider than the phone.
    expect(entryBox!.width).toBeLessThanOrEqual(390);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});

test.describe('an SMS user', () => {
  test.use({
    shopUserBody: { role: 'SMS', customerType: 'SMS' },
    shopUserLanding: '/catalog/browse',
  });

  test('keeps landing on Catalog Lookup (R-HOME-4)', async ({ page, shopUser: _newUser }) => {
    await expect(page).toHaveURL(routeUrl('catalogBrowse'));
    await expect(page.getByRole('region', { name: 'Choose a vehicle' })).toHaveCount(0);
  });
});
