import { quoteThreeLinesFor, sendQuoteToCustomer } from '../support/quote-pages';
import { createShopUser, loginAs, loginThroughFormInSpanish } from '../support/session';
import { expect, test } from '../support/test';
import { callApi, expectNoVehicle } from '../support/vehicle';

// Issue 22, part 3: a car-customer account (a fleet, the demo's Fleet Car Care, shop 4001, account
// number 400001) lands on /car-admin. The repair shop links its customer record to the account by
// its number and sends a quote; the account's own user (a new one of shop 4001, on a phone, in
// Spanish) approves two of three lines from its start page, logged in, and the shop's quote page
// shows it without a reload. The demo data fills the other sections (vehicles, orders, documents,
// help) for a desktop user in English.

const CAR_ACCOUNT_SHOP = 4001;
const CAR_ACCOUNT_NUMBER = '400001';

test('a fleet approves a quote 2 of 3 from its start page on a phone, in Spanish; the shop sees it live', async ({
  page,
  browser,
  shopUser: _newUser,
}) => {
  test.setTimeout(120_000);
  await expectNoVehicle(page);
  const last = `Flota${Date.now().toString(36).slice(-4).replace(/\d/g, 'x')}`;
  const created = await callApi(page, 'POST', '/customers', {
    firstName: 'Carla',
    lastName: last,
    company: 'Fleet Car Care',
    carAccountNumber: CAR_ACCOUNT_NUMBER,
  });
  expect(created.status()).toBe(201);
  const customer = (await created.json()) as {
    id: number;
    carAccount: { accountNumber: string } | null;
  };
  expect(customer.carAccount?.accountNumber).toBe(CAR_ACCOUNT_NUMBER);
  const quoteId = await quoteThreeLinesFor(page, customer.id, {
    labor: 'Fleet brake inspection',
    other: 'Fleet shop supplies',
  });
  const { approvalRegion } = await sendQuoteToCustomer(page, quoteId);
  // A quote's number is its id (the quote page's "Quote N").
  const quoteNumber = quoteId;

  // The account's own user, on a phone, logs in in Spanish and lands on its start page.
  const fleet = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const phone = await fleet.newPage();
    const user = await createShopUser(phone, { shopIds: [CAR_ACCOUNT_SHOP] });
    await loginThroughFormInSpanish(phone, user.loginName, user.password);
    await expect(phone).toHaveURL(/\/car-admin$/);
    await expect(phone.locator('html')).toHaveAttribute('lang', 'es');
    const waiting = phone.getByRole('region', { name: 'Cotizaciones que esperan su aprobación' });
    const review = waiting.getByRole('button', {
      name: new RegExp(`Cotización ${quoteNumber}\\b`),
    });
    await expect(review).toBeVisible();
    const noScroll = () =>
      phone.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
    expect(await noScroll()).toBe(true);
    expect(await phone.locator('body').innerText()).not.toMatch(/costo|\bcost\b/i);

    await review.click();
    const reviewDialog = phone.getByRole('dialog');
    await expect(reviewDialog.getByText('Fleet brake inspection', { exact: true })).toBeVisible();
    await reviewDialog
      .getByRole('group', { name: /Fleet brake inspection/ })
      .getByText('Aprobar')
      .click();
    await reviewDialog
      .getByRole('group', { name: /Fleet shop supplies/ })
      .getByText('Rechazar')
      .click();
    await reviewDialog
      .getByRole('group', { name: /Su decisión sobre/ })
      .filter({ hasNotText: /Fleet brake inspection|Fleet shop supplies/ })
      .first()
      .getByText('Aprobar')
      .click();
    await expect(reviewDialog.getByText('2 de 3 artículos aprobados')).toBeVisible();
    await reviewDialog.getByRole('textbox', { name: 'Su nombre completo' }).fill(`Carla ${last}`);
    await reviewDialog.getByRole('button', { name: 'Confirmar mi decisión' }).click();
    await expect(reviewDialog.getByRole('heading', { name: 'Cotización aprobada' })).toBeVisible();
    await reviewDialog.getByRole('button', { name: 'Cerrar' }).first().click();

    // Decided: no longer waiting, kept among the documents.
    await expect(review).toHaveCount(0);
    const documents = phone.getByRole('region', { name: 'Sus documentos' });
    await expect(
      documents.getByRole('button', { name: new RegExp(`Cotización ${quoteNumber}\\b`) }),
    ).toBeVisible();
    expect(await noScroll()).toBe(true);
  } finally {
    await fleet.close();
  }

  // The shop's page, never reloaded, shows the decision.
  await expect(approvalRegion.getByText(/Customer approval: Approved 2 of 3/).first()).toBeVisible({
    timeout: 15_000,
  });
});

test('the demo fleet sees its vehicles, orders, documents and shops on a desktop', async ({
  page,
}) => {
  const user = await createShopUser(page, { shopIds: [CAR_ACCOUNT_SHOP] });
  await loginAs(page, user.loginName, '/car-admin', user.password);
  await expect(page.getByText(`Account number ${CAR_ACCOUNT_NUMBER}`)).toBeVisible();

  const vehicles = page.getByRole('region', { name: 'Your vehicles' });
  await expect(vehicles.getByRole('listitem')).toHaveCount(2);
  await expect(vehicles.getByText('Last service').first()).toBeVisible();

  const orders = page.getByRole('region', { name: 'Your orders' });
  await expect(orders.getByText(/^Order PC\d+/).first()).toBeVisible();
  await expect(orders.getByText('Ordered', { exact: false }).first()).toBeVisible();

  const documents = page.getByRole('region', { name: 'Your documents' });
  await documents
    .getByRole('button', { name: /^View / })
    .first()
    .click();
  const readOnly = page.getByRole('dialog');
  await expect(readOnly.getByRole('heading', { name: /Quote (approved|declined)/ })).toBeVisible();
  await expect(readOnly.getByRole('button', { name: /Confirm my decision/ })).toHaveCount(0);
  await readOnly.getByRole('button', { name: 'Close' }).first().click();

  const help = page.getByRole('region', { name: 'Help' });
  await expect(help.getByRole('link', { name: 'Visit the Help Center' })).toBeVisible();
  await expect(help.getByRole('link', { name: /^Call / }).first()).toHaveAttribute('href', /^tel:/);
});
