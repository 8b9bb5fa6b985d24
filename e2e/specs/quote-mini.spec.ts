import { goToQuote, infoBar, miniQuoteButton } from '../support/quote';
import { expect, test } from '../support/test';
import {
  addLaborLine,
  callApi,
  expectNoVehicle,
  openSelector,
  selectorPanel,
} from '../support/vehicle';

// Each test is a new shop user's (support/fixtures.ts): no vehicle, an empty quote.
test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
});

test('the mini quote shows its total and count, lists the lines and removes one', async ({
  page,
}) => {
  await expect(goToQuote(page)).toBeVisible();
  await addLaborLine(page, 'Brake inspection');
  await addLaborLine(page, 'Tire rotation');
  await page.reload();

  // Shop 1001 shows costs, but labor has none: the quote's total is its total price (2 x $95).
  const button = miniQuoteButton(page);
  await expect(button).toContainText('Total price: $190.00');
  await expect(button).toHaveAccessibleName(/Items in the quote: 2/);
  await expect(goToQuote(page)).toHaveCount(0);

  await button.click();
  const dropdown = page.getByRole('dialog', { name: 'Current quote' });
  await expect(dropdown).toBeVisible();
  const lines = dropdown.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Brake inspection');
  // The quantity is an input, as on the quote page (hours for labor).
  await expect(
    lines.nth(0).getByRole('textbox', { name: 'Hours of Brake inspection' }),
  ).toHaveValue('1');
  await expect(lines.nth(0)).toContainText('Price $95.00 each');
  await expect(lines.nth(0)).toContainText('Line total $95.00');
  await expect(lines.nth(1)).toContainText('Tire rotation');

  await dropdown.getByRole('button', { name: 'Remove Tire rotation' }).click();
  await expect(lines).toHaveCount(1);
  await expect(button).toHaveAccessibleName(/Items in the quote: 1/);
  await expect(button).toContainText('Total price: $95.00');
  // Focus stays in the list, on the line that is left.
  await expect(dropdown.getByRole('button', { name: 'Remove Brake inspection' })).toBeFocused();

  // The server agrees.
  const summary = await (await callApi(page, 'GET', '/worksheet/rest/miniquote.json')).json();
  expect(summary.quoteDetails.totalItems).toBe(1);

  // The last one from the keyboard: the quote is empty and Go To Quote takes its place.
  await page.keyboard.press('Enter');
  await expect(goToQuote(page)).toBeVisible();
  await expect(goToQuote(page)).toBeFocused();
  await expect(dropdown).toHaveCount(0);
});

test('the dropdown opens from the keyboard and Escape closes it', async ({ page }) => {
  await addLaborLine(page, 'Brake inspection');
  await page.reload();
  const button = miniQuoteButton(page);
  // The quote's line has arrived after the reload before the key is pressed (on a loaded machine
  // Enter could reach the button while it still showed no line).
  await expect(button).toHaveAccessibleName(/Items in the quote: 1/);
  await button.focus();
  await page.keyboard.press('Enter');
  const dropdown = page.getByRole('dialog', { name: 'Current quote' });
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByRole('button', { name: 'Remove Brake inspection' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dropdown).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('at desktop width the bar sticks on scroll and the open selector closes', async ({ page }) => {
  // The home page is short: a short window lets it scroll past the bar, selector closed too.
  await page.setViewportSize({ width: 1280, height: 300 });
  const bar = infoBar(page);
  await expect(bar).not.toHaveAttribute('data-stuck', '');
  const room = await page.evaluate(() => {
    const top = document.querySelector('[data-info-bar]')!.getBoundingClientRect().top;
    return document.documentElement.scrollHeight - window.innerHeight - top;
  });
  expect(room, 'the page scrolls past the bar with the selector closed').toBeGreaterThan(10);
  const panel = await openSelector(page);

  await page.mouse.move(640, 280);
  await page.mouse.wheel(0, 600);
  await expect(bar).toHaveAttribute('data-stuck', '');
  await expect(panel).toHaveCount(0);
  expect((await bar.boundingBox())?.y).toBe(0);

  // Opened again while stuck, it shows under the stuck bar and stays open.
  await openSelector(page);
  const box = await selectorPanel(page).boundingBox();
  const barBox = await bar.boundingBox();
  expect(box!.y).toBeGreaterThan(0);
  expect(box!.y).toBeLessThan(barBox!.y + barBox!.height);
  await page.waitForTimeout(300);
  await expect(selectorPanel(page)).toBeVisible();

  // Back at the top the bar is in its place again.
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).not.toHaveAttribute('data-stuck', '');
});
