import type { Page } from '@playwright/test';
import { routeUrl } from '../../apps/web/src/lib/route-paths';
import { infoBar } from '../support/quote';
import { expect, test } from '../support/test';
import { expectNoVehicle, selectorPanel, vehicleToggle } from '../support/vehicle';

// Issue 21, keyboard first: a counter person goes from the landing page to a part on the quote
// through a plate with the keyboard alone, in at most 20 key presses (52 before: 12 of them Tabs
// to reach the vehicle button). Every key press counts, each typed character too.

// Each test is a new shop user's (support/fixtures.ts): no vehicle, an empty quote.
test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
});

/** page.keyboard, counting every key press (a typed word is one per character). */
function countingKeyboard(page: Page) {
  let count = 0;
  return {
    press: async (key: string) => {
      count += 1;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      count += text.length;
      await page.keyboard.type(text);
    },
    get count() {
      return count;
    },
  };
}

test('landing page to a part on the quote through a plate: at most 20 key presses', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const keys = countingKeyboard(page);

  // The landing page (/home) has the vehicle entry with the focus in its plate box (the shop's
  // state is chosen): the plate is typed at once.
  await expect(page).toHaveURL(routeUrl('home'));
  const entry = page.getByRole('region', { name: 'Choose a vehicle' });
  const plate = entry.getByRole('textbox', { name: 'License Plate #' });
  await expect(plate).toBeFocused();
  await expect(entry.getByLabel('State', { exact: true })).toHaveValue('TX');
  await keys.type('SHOP123');
  await keys.press('Enter');

  // The results dialog focuses its main action: the one vehicle.
  const dialog = page.getByRole('dialog', { name: 'Plate SHOP123 (TX)' });
  const vehicle = dialog.getByRole('button', { name: /2013 Ford F-150/ });
  await expect(vehicle).toBeFocused();
  await keys.press('Enter');
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');

  // The start page moves the focus to the part search once a vehicle is chosen ('/' does it from
  // any other page, below); a short word and the part type among the suggestions.
  const search = infoBar(page).getByRole('combobox', { name: 'Search products' });
  await expect(search).toBeFocused();
  await keys.type('pad');
  const option = page.getByRole('option', { name: 'Disc Brake Pad', exact: true });
  await expect(option).toBeVisible();
  for (let i = 0; i < 6 && (await option.getAttribute('data-combobox-selected')) !== 'true'; i++) {
    await keys.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('data-combobox-selected', 'true');
  await keys.press('Enter');
  await expect(page).toHaveURL(routeUrl('catalogProducts', { end: false }));
  await expect(page.getByRole('heading', { name: /Parts for 2013 Ford F-150/ })).toBeVisible();

  // Escape leaves the search; 'r' goes to the first result's quantity; Enter adds it.
  await keys.press('Escape');
  await expect(search).not.toBeFocused();
  await keys.press('r');
  const quantity = page.getByRole('textbox', { name: /^Quantity of / }).first();
  await expect(quantity).toBeFocused();
  await keys.press('Enter');
  await expect(page.getByText(/Added to the quote: 1 x /)).toBeVisible();

  console.log(
    `keyboard-flow: ${keys.count} key presses from the landing page to a part on the quote`,
  );
  expect(keys.count).toBeLessThanOrEqual(20);
});

test('in Spanish: "?" lists the shortcuts, "v" opens the selector in the plate box, Escape closes both', async ({
  page,
}) => {
  await page.goto('/home?language=es');
  await expect(vehicleToggle(page)).toHaveText('Agregar vehículo');
  // The start page puts the focus in its own plate box, where keys are letters; the shortcuts are
  // for a user who is not typing in a field.
  await expect(page.getByRole('textbox', { name: 'Núm. de placa' })).toBeFocused();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(vehicleToggle(page)).toHaveAttribute('aria-keyshortcuts', 'v');

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Atajos de teclado' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('cell', { name: 'Buscar piezas' })).toBeVisible();
  // A shortcut waits while a dialog is open.
  await page.keyboard.press('v');
  await expect(selectorPanel(page, 'Selector de vehículos')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.keyboard.press('v');
  const panel = selectorPanel(page, 'Selector de vehículos');
  await expect(panel.getByRole('textbox', { name: 'Núm. de placa' })).toBeFocused();
  // Typed in a field, a shortcut key is a letter.
  await page.keyboard.type('v/');
  await expect(panel.getByRole('textbox', { name: 'Núm. de placa' })).toHaveValue(/^v\/$/i);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(vehicleToggle(page)).toBeFocused();

  await page.keyboard.press('/');
  await expect(infoBar(page).getByRole('combobox', { name: /Buscar/ })).toBeFocused();
});
