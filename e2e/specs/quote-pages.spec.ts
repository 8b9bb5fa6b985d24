import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../apps/web/src/lib/route-paths';
import { miniQuoteButton } from '../support/quote';
import { addSomePart, currentQuoteId } from '../support/quote-pages';
import { expect, test } from '../support/test';
import { callApi, expectNoVehicle, searchPlate, vehicleToggle } from '../support/vehicle';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Violations as readable lines: rule, then the elements that break it. */
const describeViolations = (results: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

// Each test is a new shop user's (support/fixtures.ts): no vehicle, an empty quote.
test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
});

test('a quote is built, ordered, found among the orders and printed', async ({ page }) => {
  test.setTimeout(60_000);
  const dialog = await searchPlate(page, 'TX', 'SHOP123');
  await dialog.getByRole('button', { name: /2013 Ford F-150/ }).click();
  await expect(vehicleToggle(page)).toHaveText('2013 Ford F-150');
  await addSomePart(page, 2);
  const quoteId = await currentQuoteId(page);

  await page.goto(`/quote/details/${quoteId}`);
  await expect(page.getByRole('heading', { name: `Quote ${quoteId}` })).toBeVisible();
  await expect(page.getByText('2013 Ford F-150').last()).toBeVisible();
  const lines = page.getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('row')).toHaveCount(2);

  // Labor from the page: checked first, then added. The rate starts at the shop's labor rate in
  // force (the demo sets $125.00 for shop 1001); the user may type another.
  const labor = page.getByRole('form', { name: 'Add labor' });
  await expect(labor.getByRole('textbox', { name: 'Rate per hour' })).toHaveValue('125.00');
  await labor.getByRole('button', { name: 'Add labor' }).click();
  await expect(labor.getByText('This field is required.')).toHaveCount(2);
  await labor.getByRole('textbox', { name: 'Labor description' }).fill('Front brake job');
  await labor.getByRole('textbox', { name: 'Rate per hour' }).fill('120');
  await labor.getByRole('textbox', { name: 'Hours' }).fill('1.5');
  await labor.getByRole('button', { name: 'Add labor' }).click();
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines).toContainText('Labor: Front brake job');
  await expect(lines).toContainText('$180.00');
  const totals = page.getByRole('group', { name: 'Totals' });
  await expect(totals).toContainText(/Total price: \$/);
  // Shop 1001 shows costs: the parts' cost subtotal, labor left out of it, as the mini quote says.
  await expect(totals).toContainText(/Cost subtotal: \$/);
  const costSubtotal = /Cost subtotal: \$[\d,]+\.\d{2}/.exec(
    (await totals.textContent()) ?? '',
  )![0];
  await expect(miniQuoteButton(page)).toContainText(costSubtotal);

  // Lone Star shows the PO field.
  const submit = page.getByRole('form', { name: 'Submit order' });
  await submit.getByRole('textbox', { name: 'PO number' }).fill('PO-E2E-1');
  await submit.getByRole('button', { name: 'Submit order' }).click();
  const anyway = submit.getByRole('button', { name: 'Submit anyway' });
  const notice = page.getByRole('status').filter({ hasText: 'Order submitted' });
  await expect(notice.or(anyway)).toBeVisible({ timeout: 15_000 });
  // The demo store may not stock the part: then the page lists it and we order anyway.
  if (await anyway.isVisible()) await anyway.click();
  await expect(notice).toBeVisible();
  const order = (await (await callApi(page, 'GET', `/worksheet/rest/${quoteId}`)).json()) as {
    orderConfirmationNumber: string | null;
    poNumber: string | null;
  };
  const confirmation = order.orderConfirmationNumber ?? '';
  expect(confirmation).not.toBe('');
  expect(order.poNumber).toBe('PO-E2E-1');
  await expect(notice).toContainText(`Confirmation number: ${confirmation}`);
  await expect(
    page.getByText('This order was submitted and can no longer be changed.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  // The current quote is a fresh, empty one.
  expect(await currentQuoteId(page)).not.toBe(quoteId);
  await expect(page.getByRole('link', { name: 'Go To Quote' })).toBeVisible();

  // Found by its confirmation number among the orders.
  await page.goto('/quote/search');
  await expect(page.getByRole('heading', { name: 'Quotes and Orders' })).toBeVisible();
  await page.getByRole('textbox', { name: /Keywords/ }).fill(confirmation);
  // The segmented control's radios are visually hidden behind their labels.
  await page.getByText('Orders', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Orders' })).toBeChecked();
  await page.locator('#main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/searchType=ORDER/);
  const results = page.getByRole('region', { name: 'Quotes and orders found' });
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results.getByRole('row').nth(1)).toContainText('PO-E2E-1');
  const axe = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(describeViolations(axe)).toEqual([]);
  await results.getByRole('link', { name: confirmation }).click();

  await expect(page).toHaveURL(routeUrl('quoteDetails', { params: { quoteId } }));
  await expect(
    page.getByRole('heading', { name: `Confirmation number: ${confirmation}` }),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Submit order' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Add labor' })).toHaveCount(0);
  const details = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(describeViolations(details)).toEqual([]);

  // Print: the shell goes, the quote stays.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await expect(page.getByRole('table', { name: 'Lines' })).toBeVisible();
  await expect(page.getByText(/Total price: \$/)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the results are cards', async ({ page }) => {
    await callApi(page, 'POST', '/worksheet/rest/nonProductItem', {
      type: 'LABOR',
      description: 'Tire rotation',
      customerPrice: 40,
      quantity: 1,
    });
    await page.goto('/quote/search');
    const results = page.getByRole('region', { name: 'Quotes and orders found' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(results.getByRole('table')).toBeHidden();
  });
});
