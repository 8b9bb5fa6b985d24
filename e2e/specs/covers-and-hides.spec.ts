import type { Locator, Page } from '@playwright/test';
import { routeUrl } from '../../apps/web/src/lib/route-paths';
import { infoBar } from '../support/quote';
import { addSomePart, currentQuoteId } from '../support/quote-pages';
import { expect, test } from '../support/test';
import { callApi, searchPlate, vehicleToggle } from '../support/vehicle';

// Issue 21, section 6: what covers or hides things. Toasts, the chat button, the stock order list,
// quick add's question, Help, the login header and an unknown plate; English and Spanish, desktop
// and phone. Each test is a new shop user's (support/fixtures.ts).

/** 2013 Ford F-150 (DESIGN.md section 4) and the Disc Brake Pad part type. */
const F150_VIN = '1FTFW1ET9DFC10312';
const DISC_BRAKE_PAD = '01101';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the visible elements of `locator`, in page coordinates (scrolling counts). */
async function pageBoxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({
        x: r.x + window.scrollX,
        y: r.y + window.scrollY,
        width: r.width,
        height: r.height,
      })),
  );
}

/**
 * The chat button covers none of `targets`, wherever the page is scrolled: it is part of the page
 * (not fixed over it), so its page box is compared at the top and at the bottom.
 */
async function expectChatCoversNothing(page: Page, targets: Locator, what: string) {
  const chat = page.getByRole('button', { name: /^(Chat for help|Ayuda por chat)$/ });
  await expect(chat).toBeVisible();
  for (const scroll of ['top', 'bottom'] as const) {
    await page.evaluate(
      (to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight),
      scroll,
    );
    const [chatBox] = await pageBoxes(chat);
    const boxes = await pageBoxes(targets);
    expect(boxes.length, `${what}: something to compare with`).toBeGreaterThan(0);
    const covered = boxes.filter((box) => intersects(chatBox!, box));
    expect(covered, `${what} (scrolled to the ${scroll})`).toEqual([]);
  }
  // Back to the top for the next audit: scrolled to the bottom, the sticky bar cuts through a row
  // of buttons, which axe then counts as too small a target.
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function openPadResults(page: Page) {
  await callApi(page, 'POST', '/vehicle/select/defaultByVin', { vin: F150_VIN });
  await callApi(page, 'POST', '/parttypes/node/selected', { partTypeId: DISC_BRAKE_PAD });
  await page.goto('/catalog/products');
  await expect(page).toHaveURL(routeUrl('catalogProducts', { end: false }));
  const add = page.getByRole('button', { name: /^Add to quote: / }).filter({ visible: true });
  await expect(add.first()).toBeVisible();
  return add;
}

// Each test below loads its page at two sizes (axe audits every state): three times the time.
test('the chat button covers no Add to quote on the results list, at desktop and phone sizes', async ({
  page,
  shopUser: _user,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  const add = await openPadResults(page);
  await expectChatCoversNothing(page, add, 'results at 1366');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(add.first()).toBeVisible();
  await expectChatCoversNothing(page, add, 'results at 390');
});

test("the chat button covers none of the quote's totals, at desktop and phone sizes", async ({
  page,
  shopUser: _user,
}) => {
  test.slow();
  await addSomePart(page, 1);
  const quoteId = await currentQuoteId(page);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(`/quote/details/${quoteId}`);
    const totals = page.getByRole('group', { name: 'Totals' });
    await expect(totals).toBeVisible();
    await expectChatCoversNothing(page, totals, `quote totals at ${size.width}`);
  }
});

test('Add to stock order asks which order; its toast covers no header control and stays on its page', async ({
  page,
  shopUser: _user,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await openPadResults(page);
  await page
    .getByRole('button', { name: / to stock order$/ })
    .filter({ visible: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add to which stock order?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('1 item to add.')).toBeVisible();
  // This tab used no order yet: a new one, with its default name.
  await expect(dialog.getByRole('radio', { name: 'A new stock order' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Name of the new order' })).toHaveValue(
    /^Quick add /,
  );
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  const toast = page.getByText(/^Added 1 item to stock order Quick add /);
  await expect(toast).toBeVisible();

  // The toast is away from the mini quote, the shop switcher and Log out.
  const [toastBox] = await pageBoxes(toast);
  const controls = [
    infoBar(page).getByRole('link', { name: 'Go To Quote', exact: true }),
    page.getByRole('button', { name: /^Shop/ }).first(),
    page.getByRole('button', { name: 'Log out' }),
  ];
  for (const control of controls) {
    const [box] = await pageBoxes(control);
    expect(intersects(toastBox!, box!), String(control)).toBe(false);
  }

  // Next time the order just made is preselected.
  await page
    .getByRole('button', { name: / to stock order$/ })
    .filter({ visible: true })
    .nth(1)
    .click();
  await expect(dialog.getByRole('radio', { checked: true })).toHaveAccessibleName(/^Quick add /);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // Another page: the toast stays behind.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Stock Order' })
    .click();
  await expect(page).toHaveURL(routeUrl('stockOrder'));
  await expect(page.getByRole('table', { name: 'Stock orders' })).toBeVisible();
  await expect(toast).toHaveCount(0);
});

test('the stock order list shows Lines, Total quantity and Updated without sideways scrolling; phone cards fit', async ({
  page,
  shopUser: _user,
}) => {
  test.slow();
  await callApi(page, 'POST', '/vehicle/select/defaultByVin', { vin: F150_VIN });
  await callApi(page, 'POST', '/parttypes/node/selected', { partTypeId: DISC_BRAKE_PAD });
  const lookup = await (await callApi(page, 'GET', '/catalog/products')).json();
  const product = lookup.products[0] as { lineCode: string; partNumber: string };
  const created = await (
    await callApi(page, 'POST', '/stockorders/create', {
      name: 'Front brakes for the whole north bay fleet, weekly',
      po: 'PO-2611',
      lines: [{ lineCode: product.lineCode, partNumber: product.partNumber, quantity: 3 }],
    })
  ).json();

  await page.setViewportSize(DESKTOP);
  await page.goto(`/stockorder?id=${created.id}`);
  const list = page.getByRole('table', { name: 'Stock orders' });
  for (const column of ['Lines', 'Total quantity', 'Updated']) {
    const header = list.getByRole('columnheader', { name: column });
    await expect(header).toBeInViewport({ ratio: 1 });
  }
  // The table is as wide as its column, no wider (nothing to scroll sideways to).
  const overflow = await list.evaluate((table) => {
    const column = table.closest('section')!.getBoundingClientRect();
    const box = table.getBoundingClientRect();
    return Math.max(table.scrollWidth - table.clientWidth, box.right - column.right);
  });
  expect(overflow, 'no sideways scrolling in the list').toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    DESKTOP.width,
  );
  // The line shows its price and the home store's stock.
  const lines = page.getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('columnheader', { name: 'Price' })).toBeVisible();
  await expect(lines.getByRole('columnheader', { name: 'Home store' })).toBeVisible();
  await expect(lines.getByRole('row').nth(1)).toContainText(/Price \$|Call for Pricing/);
  await expect(lines.getByRole('row').nth(1)).toContainText(/in stock|Out of stock|Not carried/);

  await page.setViewportSize(PHONE);
  await page.goto('/stockorder?language=es');
  const cards = page
    .getByRole('region', { name: 'Pedidos de inventario' })
    .getByRole('listitem')
    .filter({ visible: true });
  await expect(cards.first()).toBeVisible();
  const widest = await cards.evaluateAll((items) =>
    Math.max(...items.map((item) => item.getBoundingClientRect().right)),
  );
  expect(widest, 'every card within the phone screen').toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expect(cards.first()).toContainText(/\d+ (línea|líneas) · \d+ (artículo|artículos)/);
});

test('Help is in the main navigation, and on the login page under ProCounter, Professional Services', async ({
  page,
  browser,
  shopUser: _user,
}) => {
  await page.setViewportSize(DESKTOP);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL(routeUrl('helpCenter', { end: false }));

  // A visitor, on a phone, in Spanish.
  const context = await browser.newContext({ viewport: PHONE });
  const visitor = await context.newPage();
  await visitor.goto('/login');
  const header = visitor.getByRole('banner');
  await expect(header.getByText('ProCounter', { exact: true })).toBeVisible();
  await expect(header.getByText('Professional Services')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
  await visitor.getByLabel('Language').selectOption('es');
  await expect(header.getByText('Servicios Profesionales')).toBeVisible();
  await header.getByRole('link', { name: 'Ayuda' }).click();
  await expect(visitor).toHaveURL(routeUrl('helpCenter', { end: false }));
  await context.close();
});

test('an unknown plate says what to try next, and its buttons switch the mode', async ({
  page,
  shopUser: _user,
}) => {
  await page.setViewportSize(PHONE);
  const dialog = await searchPlate(page, 'TX', 'NOPE999');
  await expect(dialog.getByText('No vehicle found.')).toBeVisible();
  await expect(dialog.getByText('Try the VIN or the Year, Make and Model instead.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enter the VIN' }).click();
  await expect(dialog).toHaveCount(0);
  // The info bar's selector (the start page has a vehicle entry of its own).
  await expect(
    page.getByRole('region', { name: 'Vehicle selector' }).getByRole('tab', { name: 'VIN' }),
  ).toHaveAttribute('aria-selected', 'true');

  // In Spanish, at desktop size.
  await page.setViewportSize(DESKTOP);
  await page.goto('/home?language=es');
  const panel = page.getByRole('region', { name: 'Selector de vehículos' });
  await vehicleToggle(page).click();
  await panel.getByLabel('Estado', { exact: true }).selectOption('TX');
  await panel.getByRole('textbox', { name: 'Núm. de placa' }).fill('NOPE999');
  await panel.getByRole('button', { name: 'Buscar' }).click();
  const spanish = page.getByRole('dialog', { name: 'Placa NOPE999 (TX)' });
  await expect(
    spanish.getByText('Pruebe con el VIN o con el año, la marca y el modelo.'),
  ).toBeVisible();
  await spanish.getByRole('button', { name: 'Elegir año, marca y modelo' }).click();
  await expect(panel.getByRole('tab', { name: 'Año/Marca/Modelo' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
