import { quoteThreeLinesFor, sendQuoteToCustomer } from '../support/quote-pages';
import { expect, test } from '../support/test';
import { callApi, expectNoVehicle } from '../support/vehicle';

// Issue 22, part 2: the shop sends a quote to its customer, who approves it from a phone with no
// login, in Spanish; the shop's quote page shows it without a reload, and the approved lines become
// the order. The test's own shop user (shop 1001) and customer.

test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
});

test('a quote sent to the customer is approved 2 of 3 on their phone, the shop sees it live and orders those lines', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const last = `Salinas${Date.now().toString(36).slice(-4).replace(/\d/g, 'x')}`;
  const created = await callApi(page, 'POST', '/customers', {
    firstName: 'Lucía',
    lastName: last,
    language: 'es',
  });
  const customer = (await created.json()) as { id: number };
  // Three lines: a part, a labor line and another line.
  const quoteId = await quoteThreeLinesFor(page, customer.id);
  // The shop sends it: a link shown once, with its QR code.
  const { url, approvalRegion } = await sendQuoteToCustomer(page, quoteId);

  // The customer, on a phone, with no session: Spanish (their language), two of three approved.
  const customerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'es-MX',
  });
  try {
    const phone = await customerContext.newPage();
    await phone.goto(url.pathname);
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(phone.locator('html')).toHaveAttribute('lang', 'es');
    const body = await phone.locator('body').innerText();
    expect(body).not.toMatch(/costo|cost/i);
    await phone
      .getByRole('group', { name: /Brake inspection/ })
      .getByText('Aprobar')
      .click();
    await phone
      .getByRole('group', { name: /Shop supplies/ })
      .getByText('Rechazar')
      .click();
    const partGroup = phone
      .getByRole('group', { name: /Su decisión sobre/ })
      .filter({ hasNotText: /Brake inspection|Shop supplies/ })
      .first();
    await partGroup.getByText('Aprobar').click();
    await expect(phone.getByText('2 de 3 artículos aprobados')).toBeVisible();
    await phone.getByRole('textbox', { name: 'Su nombre completo' }).fill(`Lucía ${last}`);
    await phone.getByRole('button', { name: 'Confirmar mi decisión' }).click();
    await expect(phone.getByRole('heading', { name: 'Cotización aprobada' })).toBeVisible();
    const noScroll = await phone.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(noScroll).toBe(true);
  } finally {
    await customerContext.close();
  }

  // The shop's page, never reloaded, shows the decision and orders the approved lines.
  await expect(approvalRegion.getByText(/Customer approval: Approved 2 of 3/).first()).toBeVisible({
    timeout: 15_000,
  });
  await approvalRegion.getByRole('button', { name: 'Order approved lines' }).click();
  await expect(
    page.getByText('The declined lines were removed. Check the quote and submit the order.'),
  ).toBeVisible();
  await expect(page.getByText('Shop supplies')).toHaveCount(0);
  await page
    .getByRole('form', { name: 'Submit order' })
    .getByRole('button', { name: /Submit/ })
    .click();
  await expect(page.getByRole('heading', { name: /^Confirmation number: PC\d+/ })).toBeVisible({
    timeout: 15_000,
  });
});
