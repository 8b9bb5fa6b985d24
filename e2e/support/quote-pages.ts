import { expect, type Page } from '@playwright/test';
import { accessToken, addLaborLine, callApi, selectDemoF150 } from './vehicle';

/**
 * Puts a part on the current quote without going through the catalog pages (parts-story.spec does
 * that): POST /worksheet/rest/addproduct?quantity=N with the first catalog product id that exists
 * (the demo catalog numbers its products from 1, or from `firstProductId`); addproduct does not
 * check fitment. Answers the product id. Orders take the home store's stock: a spec that orders
 * starts from ids of its own, so it does not use up the stock another spec's quote counted on
 * (a line whose availability changed asks "Submit anyway?").
 */
export async function addSomePart(page: Page, quantity = 2, firstProductId = 1): Promise<number> {
  const token = await accessToken(page);
  for (let productId = firstProductId; productId < firstProductId + 20; productId += 1) {
    const response = await page.request.post(
      `/api/worksheet/rest/addproduct?quantity=${quantity}`,
      {
        headers: { Authorization: `Bearer ${token}` },
        data: { productId },
      },
    );
    if (response.ok()) return productId;
    expect(response.status(), await response.text()).toBe(404);
  }
  throw new Error(`no catalog product among ids ${firstProductId}-${firstProductId + 19}`);
}

/** The current quote's id (the mini quote's worksheetHeaderId). */
export async function currentQuoteId(page: Page): Promise<number> {
  const response = await page.request.get('/api/worksheet/rest/miniquote.json', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { quoteDetails: { worksheetHeaderId: number } }).quoteDetails
    .worksheetHeaderId;
}

/**
 * The demo F-150 made current with the customer record on its quote, and three lines the customer
 * decides on: a part, a labor line (`labor`, $95) and another line (`other`, $12.50). Answers the
 * quote's id.
 */
export async function quoteThreeLinesFor(
  page: Page,
  customerId: number,
  { labor = 'Brake inspection', other = 'Shop supplies' } = {},
): Promise<number> {
  await selectDemoF150(page);
  await callApi(page, 'POST', '/current/vehicle/customer', {
    shopCustomerId: customerId,
    shopCustomerFirst: '',
    shopCustomerLast: '',
  });
  await addSomePart(page, 1);
  await addLaborLine(page, labor);
  await callApi(page, 'POST', '/worksheet/rest/nonProductItem', {
    type: 'OTHER',
    description: other,
    customerPrice: 12.5,
    quantity: 1,
  });
  return currentQuoteId(page);
}

/**
 * Sends the quote to its customer from its page (Send to customer, Create link: a link shown once,
 * with its QR code), and answers the link and the page's Customer approval region, which says Sent.
 */
export async function sendQuoteToCustomer(page: Page, quoteId: number) {
  await page.goto(`/quote/details/${quoteId}`);
  await page.getByRole('button', { name: 'Send to customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to customer' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const linkBox = dialog.getByRole('textbox', { name: 'Link for the customer' });
  await expect(linkBox).toHaveValue(/\/approve\/[A-Za-z0-9_-]{43}$/);
  const url = new URL(await linkBox.inputValue());
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const approvalRegion = page.getByRole('region', { name: 'Customer approval' });
  await expect(approvalRegion.getByText(/Customer approval: Sent/).first()).toBeVisible();
  return { url, approvalRegion };
}
