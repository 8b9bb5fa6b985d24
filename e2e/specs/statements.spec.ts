import { readFile } from 'node:fs/promises';
import { accountDay } from '@procounter/shared/domain/account-money';
import { expectNoAxeViolations } from '../support/axe';
import { addSomePart, currentQuoteId } from '../support/quote-pages';
import { loginThroughFormInSpanish } from '../support/session';
import { expect, test } from '../support/test';
import { callApi } from '../support/vehicle';

// Issue 23, part 1: /admin/statements. A new user of shop 1001 (Lone Star, on account, net 30)
// orders a part from its quote page; the order's invoice is on this month's statement at once, it
// opens with its lines and a link to the order, and its PDF downloads. Then the same user on a
// phone, in Spanish. axe runs on the list, a statement and an invoice (and, through support/test.ts,
// after every action).

const thisMonth = () => accountDay(new Date()).slice(0, 7);

test('a tech orders a part, finds its invoice on this month’s statement and downloads the PDFs', async ({
  page,
  browser,
  shopUser,
}) => {
  test.setTimeout(120_000);
  await addSomePart(page, 2, 301);
  const quoteId = await currentQuoteId(page);
  await page.goto(`/quote/details/${quoteId}`);
  const submit = page.getByRole('form', { name: 'Submit order' });
  await submit.getByRole('textbox', { name: 'PO number' }).fill('PO-STMT-1');
  await submit.getByRole('button', { name: 'Submit order' }).click();
  const anyway = submit.getByRole('button', { name: 'Submit anyway' });
  const notice = page.getByRole('status').filter({ hasText: 'Order submitted' });
  await expect(notice.or(anyway)).toBeVisible({ timeout: 15_000 });
  if (await anyway.isVisible()) await anyway.click();
  await expect(notice).toBeVisible();
  const order = (await (await callApi(page, 'GET', `/worksheet/rest/${quoteId}`)).json()) as {
    orderConfirmationNumber: string;
  };
  const confirmation = order.orderConfirmationNumber;

  // The list: the account, its balance and the 24 months, this one first.
  await page.goto('/admin/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  await expect(page.getByText(/Account 100001/)).toBeVisible();
  await expect(page.getByText('Current balance')).toBeVisible();
  const months = page.getByRole('table', { name: /Your last 24 monthly statements/ });
  await expect(months.getByRole('row')).toHaveCount(25);
  await expectNoAxeViolations(page, 'the statements list');

  // This month's statement lists the order's invoice.
  await months
    .getByRole('link', { name: /^Open the statement of / })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`month=${thisMonth()}$`));
  const entries = page.getByRole('table');
  const row = entries.getByRole('row').filter({ hasText: `Order ${confirmation} · PO PO-STMT-1` });
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page, "this month's statement");

  const statementDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const statementPdf = await statementDownload;
  expect(statementPdf.suggestedFilename()).toBe(`statement-${thisMonth()}.pdf`);

  // The invoice: its lines, totals and the link to its order; its PDF.
  const invoiceLink = row.getByRole('link', { name: /^Invoice IN\d+$/ });
  const invoiceNumber = ((await invoiceLink.textContent()) ?? '').replace('Invoice ', '');
  await invoiceLink.click();
  await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByText(/^Total: \$/)).toBeVisible();
  await expectNoAxeViolations(page, 'the invoice');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('link', { name: `Open order ${confirmation}` }).click();
  await expect(page).toHaveURL(new RegExp(`/quote/details/${quoteId}$`));
  await expect(
    page.getByRole('heading', { name: `Confirmation number: ${confirmation}` }),
  ).toBeVisible();

  // The same user on a phone, in Spanish: cards instead of tables, nothing wider than the screen.
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const phone = await phoneContext.newPage();
    await loginThroughFormInSpanish(phone, shopUser.loginName, shopUser.password);
    await expect(phone).toHaveURL(/\/home$/);
    await phone.goto('/admin/statements');
    await expect(phone.getByRole('heading', { level: 1, name: 'Estados de cuenta' })).toBeVisible();
    await expect(phone.getByRole('heading', { name: 'Estados de cuenta mensuales' })).toBeVisible();
    await expect(phone.getByRole('table')).toHaveCount(0);
    const noScroll = () =>
      phone.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
    expect(await noScroll()).toBe(true);
    await expectNoAxeViolations(phone, 'the statements list on a phone, in Spanish');
    await phone
      .getByRole('link', { name: /^Abrir el estado de cuenta de / })
      .first()
      .click();
    await expect(phone.getByRole('heading', { name: /^Estado de cuenta de / })).toBeVisible();
    await phone.getByRole('link', { name: `Factura ${invoiceNumber}` }).click();
    await expect(phone.getByRole('heading', { name: `Factura ${invoiceNumber}` })).toBeVisible();
    await expect(phone.getByText(/^Total: /)).toBeVisible();
    expect(await noScroll()).toBe(true);
    await expectNoAxeViolations(phone, 'an invoice on a phone, in Spanish');
    const spanish = phone.waitForEvent('download');
    await phone.getByRole('button', { name: 'Descargar PDF' }).click();
    expect((await spanish).suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  } finally {
    await phoneContext.close();
  }
});

// An earn-back-eligible user of the same shop (the demo's closed quarters carry credits): the page
// is "Statements and Earn-backs", with the tiers, this quarter's progress and the credits paid.
test.describe('an earn-back-eligible user', () => {
  test.use({ shopUserBody: { earnbackEligible: true } });

  test('sees the quarter’s progress and the credits paid, on a desktop and in Spanish', async ({
    page,
    shopUser: _eligible,
  }) => {
    await page.goto('/admin/statements');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Statements and Earn-backs' }),
    ).toBeVisible();
    const panel = page.getByRole('region', { name: 'Earn-backs' });
    await expect(panel.getByText(/^Qualifying purchases: \$[\d,]+\.\d{2}$/)).toBeVisible();
    await expect(
      panel.getByRole('progressbar', { name: 'Progress to the next tier' }),
    ).toBeVisible();
    await expect(panel.getByText(/^Total credited: \$[\d,]+\.\d{2}$/)).toBeVisible();
    await expect(panel.getByText('No earn-back credit yet.')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the earn-back panel');

    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Estados de cuenta y reembolsos' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reembolsos' })).toBeVisible();
  });
});
