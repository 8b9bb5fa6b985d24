import { readFile } from 'node:fs/promises';
import { pdfText } from '../../apps/server/test/helpers/pdf-text';
import { expectNoAxeViolations } from '../support/axe';
import { addSomePart, currentQuoteId } from '../support/quote-pages';
import { createShopUser, loginAs, loginThroughFormInSpanish } from '../support/session';
import { expect, test } from '../support/test';
import { accessToken, callApi } from '../support/vehicle';

// Issue 23, part 3: the Account Dashboard, /admin/company. A company manager of a company of the
// test's own (so no other spec's orders are held by its preferences) makes the garage bay ID
// required and asks support for a pricing change; a tech of the same shop cannot submit an order
// without the garage bay ID (neither in the form nor through the API), submits with it, and the
// order, its invoice on this month's statement and the invoice's PDF show it. Then the dashboard on a phone, in Spanish. axe runs on the page and the dialog
// (and, through support/test.ts, after every action).

test.use({ shopUserBody: { role: 'COMPANY_MANAGER', newCompany: true } });

test('a manager requires the garage bay ID; a tech cannot order without it, then orders with it', async ({
  page,
  browser,
  shopUser,
}) => {
  test.setTimeout(150_000);
  await page.goto('/admin/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Company' })).toContainText('E2E Company');
  await expectNoAxeViolations(page, 'the Account Dashboard');

  // The garage bay ID, required: Require it also asks for it.
  const form = page.getByRole('form', { name: 'Order preferences' });
  const bay = form.getByRole('group', { name: 'Garage bay ID' });
  await bay.getByRole('checkbox', { name: 'Require it' }).check();
  await expect(bay.getByRole('checkbox', { name: 'Ask for it' })).toBeChecked();
  await form.getByRole('textbox', { name: /PO mask/ }).fill('PO~1');
  await form.getByRole('button', { name: 'Save preferences' }).click();
  await expect(form.getByText('Please enter a valid PO mask.')).toBeVisible();
  await form.getByRole('textbox', { name: /PO mask/ }).fill('');
  await form.getByRole('button', { name: 'Save preferences' }).click();
  await expect(form.getByText('Preferences saved.')).toBeVisible();

  // A pricing change for support to review, from its dialog.
  const shop = page.getByRole('region', { name: /^E2E Shop / });
  await expect(shop.getByText('No approved pricing agreement yet.')).toBeVisible();
  await shop.getByRole('button', { name: 'Request a change' }).click();
  const dialog = page.getByRole('dialog', { name: /^Request a pricing change for E2E Shop/ });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the Request a change dialog');
  await dialog.getByRole('textbox', { name: 'Labor rate (dollars per hour)' }).fill('118.50');
  await dialog.getByRole('textbox', { name: 'Parts tax rate (%)' }).fill('8.25');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(shop.getByText('Request sent to support.')).toBeVisible();
  await expect(shop.getByText(/^Change requested on .* waiting for review$/)).toBeVisible();

  // A dated note on the shop.
  await shop.getByRole('textbox', { name: 'New note' }).fill('Bays 1 to 4 take fleet work.');
  await shop.getByRole('button', { name: 'Add note' }).click();
  await expect(shop.getByText('Bays 1 to 4 take fleet work.')).toBeVisible();
  await expectNoAxeViolations(page, 'the Account Dashboard after the changes');

  // The tech of the same shop.
  const techContext = await browser.newContext();
  try {
    const techPage = await techContext.newPage();
    await techPage.goto('/login');
    const tech = await createShopUser(techPage, { shopIds: shopUser.shopIds });
    await loginAs(techPage, tech.loginName, '/home', tech.password);
    await addSomePart(techPage, 1, 101);
    const quoteId = await currentQuoteId(techPage);

    // The API refuses an order without it, naming the field.
    const refused = await techPage.request.post('/api/worksheet/rest/submit', {
      headers: { Authorization: `Bearer ${await accessToken(techPage)}` },
      data: { idempotencyKey: crypto.randomUUID(), worksheetId: quoteId },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).details).toEqual([
      { path: 'garageBayId', message: 'validation:required' },
    ]);

    await techPage.goto(`/quote/details/${quoteId}`);
    const submit = techPage.getByRole('form', { name: 'Submit order' });
    const bayId = submit.getByRole('textbox', { name: /Garage bay ID/ });
    await expect(bayId).toBeVisible();
    await submit.getByRole('button', { name: 'Submit order' }).click();
    await expect(submit.getByText('This field is required.')).toBeVisible();
    await bayId.fill('Bay 3');
    await submit.getByRole('button', { name: 'Submit order' }).click();
    const anyway = submit.getByRole('button', { name: 'Submit anyway' });
    const notice = techPage.getByRole('status').filter({ hasText: 'Order submitted' });
    await expect(notice.or(anyway)).toBeVisible({ timeout: 15_000 });
    if (await anyway.isVisible()) await anyway.click();
    await expect(notice).toBeVisible();
    await techPage.goto(`/quote/details/${quoteId}`);
    await expect(
      techPage.getByText('This order was submitted and can no longer be changed.'),
    ).toBeVisible();
    await expect(techPage.getByText('Garage bay ID')).toBeVisible();
    await expect(techPage.getByText('Bay 3', { exact: true })).toBeVisible();

    // The order's invoice is on this month's statement at once, with the garage bay ID, and its
    // PDF says so too.
    const order = (await (await callApi(techPage, 'GET', `/worksheet/rest/${quoteId}`)).json()) as {
      orderConfirmationNumber: string;
    };
    await techPage.goto('/admin/statements');
    await techPage
      .getByRole('table', { name: /Your last 24 monthly statements/ })
      .getByRole('link', { name: /^Open the statement of / })
      .first()
      .click();
    const row = techPage
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `Order ${order.orderConfirmationNumber} · Garage bay Bay 3` });
    await expect(row).toHaveCount(1);
    const invoiceLink = row.getByRole('link', { name: /^Invoice IN\d+$/ });
    const invoiceNumber = ((await invoiceLink.textContent()) ?? '').replace('Invoice ', '');
    await invoiceLink.click();
    await expect(techPage.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
    await expect(techPage.getByText('Bay 3', { exact: true })).toBeVisible();
    await expectNoAxeViolations(techPage, 'the invoice with its garage bay ID');
    const download = techPage.waitForEvent('download');
    await techPage.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    const text = await pdfText(await readFile((await pdf.path())!));
    expect(text).toContain(invoiceNumber);
    expect(text).toContain('Bay 3');
  } finally {
    await techContext.close();
  }

  // The manager's dashboard on a phone, in Spanish: nothing wider than the screen.
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const phone = await phoneContext.newPage();
    await loginThroughFormInSpanish(phone, shopUser.loginName, shopUser.password);
    await expect(phone).toHaveURL(/\/home$/);
    await phone.goto('/admin/company');
    await expect(
      phone.getByRole('heading', { level: 1, name: 'Panel de la cuenta' }),
    ).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Empresa' })).toBeVisible();
    await expect(phone.getByText('Bays 1 to 4 take fleet work.')).toBeVisible();
    const noScroll = () =>
      phone.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
    expect(await noScroll()).toBe(true);
    await expectNoAxeViolations(phone, 'the Account Dashboard on a phone, in Spanish');
    await phone.getByRole('button', { name: 'Cambiar la solicitud' }).click();
    const phoneDialog = phone.getByRole('dialog', { name: /^Solicitar un cambio de precios/ });
    await expect(phoneDialog).toBeVisible();
    await expectNoAxeViolations(phone, 'the request dialog on a phone, in Spanish');
  } finally {
    await phoneContext.close();
  }
});
