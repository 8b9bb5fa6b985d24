import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addSomePart, currentQuoteId } from '../support/quote-pages';
import { createShopUser, loginAs, loginThroughFormInSpanish } from '../support/session';
import { expect, test } from '../support/test';
import { callApi } from '../support/vehicle';

// Issue 23, part 2: a part we sold failed under warranty. The shop (a new user of shop 1001, whose
// labor rate is $125) orders it (the submit makes the invoice), files a labor claim with a photo on
// that invoice's line; support, in a second browser, starts the review, approves and credits it;
// the shop then sees the claim CREDITED with its credit memo, and the credit memo on this month's
// statement. Then a Spanish pass on a phone. The suite's automatic axe scan checks every page and
// dialog state reached (the list, the form, the claim, support's queue and review dialog).

/** A 1 x 1 PNG: the failed part's photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Today in the stores' time zone, as the server dates invoices and checks failure dates. */
const accountDay = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());

/** Orders one part on the user's current quote; answers the ordered line's part number. */
async function orderAPart(page: Page): Promise<string> {
  await addSomePart(page, 1, 201);
  const orderId = await currentQuoteId(page);
  const quote = (await (await callApi(page, 'GET', `/worksheet/rest/${orderId}`)).json()) as {
    items?: { partNumber: string | null }[];
    quoteProducts?: { partNumber: string | null }[];
  };
  const partNumber = (quote.items ?? quote.quoteProducts ?? []).find(
    (i) => i.partNumber,
  )?.partNumber;
  await callApi(page, 'POST', '/worksheet/rest/submit', {
    worksheetId: orderId,
    idempotencyKey: randomUUID(),
    acknowledgeAvailability: true,
  });
  if (!partNumber) throw new Error('the order has no part number');
  return partNumber;
}

test('a shop files a labor claim with a photo, support approves and credits it, the credit is on the statement', async ({
  page,
  browser,
  shopUser: _user,
}) => {
  test.setTimeout(180_000);
  const partNumber = await orderAPart(page);

  await page.goto('/admin/labor-claims');
  await expect(page.getByRole('heading', { name: 'Labor Claims' })).toBeVisible();
  await page.getByRole('button', { name: 'New claim' }).click();
  const form = page.getByRole('dialog', { name: 'New labor claim' });
  await form.getByLabel('Find the invoice').fill(partNumber);
  // The newest line of that part: the order just placed.
  await form
    .getByRole('radio', { name: new RegExp(partNumber) })
    .first()
    .click();
  await expect(form.getByText('Part claimed')).toBeVisible();
  await expect(form.getByLabel(/Labor rate per hour/)).toHaveValue('$125');
  await form.getByLabel(/Failure date/).fill(accountDay());
  await form.getByLabel(/Mileage at failure/).fill('48210');
  await form.getByLabel(/Labor hours/).fill('1.5');
  await expect(form.getByText('Amount claimed: $187.50')).toBeVisible();
  await form.getByLabel(/What failed/).fill('Water pump seal leaking at the weep hole.');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pump.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(form.getByText('pump.png')).toBeVisible();
  await form.getByRole('button', { name: 'File the claim' }).click();

  const filed = page.getByRole('dialog', { name: /^Labor claim LC\d+$/ });
  await expect(filed).toBeVisible();
  const title = (await filed.getByRole('heading').first().textContent()) ?? '';
  const claimNumber = /LC\d+/.exec(title)?.[0] ?? '';
  expect(claimNumber).not.toBe('');
  await expect(filed.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(filed.getByRole('img', { name: 'pump.png' })).toBeVisible();
  await page.keyboard.press('Escape');
  const claims = (await (await callApi(page, 'GET', '/admin/labor-claims')).json()) as {
    claims: { id: number; claimNumber: string }[];
  };
  const claimId = claims.claims.find((c) => c.claimNumber === claimNumber)!.id;

  // Support reviews it from /support, in a browser of its own.
  const supportContext = await browser.newContext();
  try {
    const desk = await supportContext.newPage();
    await loginAs(desk, 'support', '/support');
    await desk
      .getByRole('navigation', { name: 'Support tools' })
      .getByRole('link', { name: 'Labor claims' })
      .click();
    await expect(desk).toHaveURL(/\/support\/labor-claims$/);
    await expect(desk.getByRole('heading', { name: 'Labor claims review' })).toBeVisible();
    await desk.goto(`/support/labor-claims?status=SUBMITTED&claim=${claimId}`);
    const review = desk.getByRole('dialog', { name: `Labor claim ${claimNumber}` });
    await expect(review.getByText('Water pump seal leaking at the weep hole.')).toBeVisible();
    await review.getByRole('button', { name: 'Start review' }).click();
    await expect(review.getByText(/^Under review by /)).toBeVisible();
    await expect(review.getByLabel('Amount to credit')).toHaveValue('$187.50');
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review.getByText(/^Approved by /)).toBeVisible();
    await review.getByRole('button', { name: 'Credit the shop' }).click();
    await expect(review.getByText(/^Credited by /)).toBeVisible();
    await expect(review.getByText(/CM\d+ of .*: \$187\.50/)).toBeVisible();
  } finally {
    await supportContext.close();
  }

  // The shop sees it credited, with its credit memo.
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(claimNumber) });
  await expect(row.getByText('Credited')).toBeVisible();
  await row.getByRole('button', { name: `Open claim ${claimNumber}` }).click();
  const credited = page.getByRole('dialog', { name: `Labor claim ${claimNumber}` });
  const memoText = await credited.getByText(/^CM\d+ of /).textContent();
  const memoNumber = /CM\d+/.exec(memoText ?? '')?.[0] ?? '';
  expect(memoNumber).not.toBe('');
  await page.keyboard.press('Escape');

  // ...and on this month's statement.
  await page.goto(`/admin/statements?month=${accountDay().slice(0, 7)}`);
  await expect(page.getByText(new RegExp(`${memoNumber}.*Labor claim`))).toBeVisible();
});

test('the claims and the new claim form read in Spanish on a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const phone = await phoneContext.newPage();
    const user = await createShopUser(phone);
    await loginThroughFormInSpanish(phone, user.loginName, user.password);
    await expect(phone).toHaveURL(/\/home$/);
    await phone.goto('/admin/labor-claims');
    await expect(phone.getByRole('heading', { name: 'Reclamos de mano de obra' })).toBeVisible();
    // Shop 1001's claims (the demo's, in every state) as cards.
    const cards = phone.getByRole('list', { name: 'Reclamos de mano de obra' });
    await expect(cards.getByText('Acreditado').first()).toBeVisible();
    await expect(cards.getByText('Rechazado').first()).toBeVisible();
    const noScroll = () =>
      phone.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
    expect(await noScroll()).toBe(true);

    await phone.getByRole('button', { name: 'Nuevo reclamo' }).click();
    const form = phone.getByRole('dialog', { name: 'Nuevo reclamo de mano de obra' });
    await expect(form.getByLabel('Buscar la factura')).toBeVisible();
    await form.getByRole('button', { name: 'Enviar el reclamo' }).click();
    await expect(form.getByText('Elija la línea de factura de la pieza que falló.')).toBeVisible();
    expect(await noScroll()).toBe(true);
    await form.getByRole('button', { name: 'Cancelar' }).click();

    // A claim's details, full-screen.
    await cards
      .getByRole('button', { name: /^Abrir el reclamo LC\d+$/ })
      .first()
      .click();
    await expect(
      phone.getByRole('dialog', { name: /^Reclamo de mano de obra LC\d+$/ }),
    ).toBeVisible();
    await expect(phone.getByRole('heading', { name: 'Historial' })).toBeVisible();
  } finally {
    await phoneContext.close();
  }
});
