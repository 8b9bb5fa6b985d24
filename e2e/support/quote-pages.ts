import { expect, type Page } from '@playwright/test';
import { accessToken } from './vehicle';

/**
 * Puts a part on the current quote without going through the catalog pages (parts-story.spec does
 * that): POST /worksheet/rest/addproduct?quantity=N with the first catalog product id that exists
 * (the demo catalog numbers its products from 1); addproduct does not check fitment. Answers the
 * product id.
 */
export async function addSomePart(page: Page, quantity = 2): Promise<number> {
  const token = await accessToken(page);
  for (let productId = 1; productId <= 20; productId += 1) {
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
  throw new Error('no catalog product among ids 1-20');
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
