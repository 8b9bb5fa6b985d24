import type { Locator, Page } from '@playwright/test';
import { routeUrl } from '../../apps/web/src/lib/route-paths';
import { infoBar } from '../support/quote';
import { expect, test } from '../support/test';
import { expectNoVehicle, searchPlate, vehicleToggle } from '../support/vehicle';

// Issue 21, phone first: at the counter on a 390 x 844 phone, once the page is scrolled the sticky
// header (the info bar) takes at most 120 px, and at least 4 parts show on a screen.

test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoVehicle(page);
});

/** The results' rows (a card each on a phone): each has its quantity box. */
function resultRows(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('textbox', { name: /^(Quantity of|Cantidad de) / }) });
}

/** How many rows show at least half of themselves between the bar's bottom and the window's. */
async function rowsOnScreen(rows: Locator, top: number, bottom: number): Promise<number> {
  const boxes = await rows.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom };
    }),
  );
  return boxes.filter((box) => {
    const shown = Math.min(box.bottom, bottom) - Math.max(box.top, top);
    return shown > 0 && shown >= (box.bottom - box.top) / 2;
  }).length;
}

for (const language of ['en', 'es'] as const) {
  test(`phone (${language}): scrolled, the sticky bar is at most 120 px and 4 parts fit a screen`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const dialog = await searchPlate(page, 'TX', 'SHOP123');
    await dialog.getByRole('button', { name: /2013 Ford F-150/ }).click();
    await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
    if (language === 'es') await page.goto('/home?language=es');

    const search = infoBar(page).getByRole('combobox', {
      name: /Search products|Buscar productos/,
    });
    await search.fill('pad');
    await page
      .getByRole('option', { name: /Disc Brake Pad|Pastilla de freno de disco/ })
      .first()
      .click();
    await expect(page).toHaveURL(routeUrl('catalogProducts', { end: false }));
    const rows = resultRows(page);
    await expect(rows.nth(4)).toBeVisible();

    const bar = page.locator('[data-info-bar]');
    const before = (await bar.boundingBox())?.height ?? 0;
    // Scrolled to the results: the first row right under the stuck bar.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(bar).toHaveAttribute('data-stuck', '');
    const stuck = await bar.boundingBox();
    const firstTop = await rows
      .first()
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), firstTop - (stuck?.height ?? 0));
    const box = await bar.boundingBox();
    expect(box?.y).toBe(0);
    const height = box?.height ?? Number.POSITIVE_INFINITY;
    const shown = await rowsOnScreen(rows, height, 844);
    console.log(
      `phone-header (${language}): info bar ${before.toFixed(0)} px at the top, ${height.toFixed(0)} px stuck; ${shown} parts on a 390x844 screen`,
    );
    expect(height).toBeLessThanOrEqual(120);
    expect(shown).toBeGreaterThanOrEqual(4);
  });
}
