import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expectReadable } from '../support/contrast';
import { loginAsNewShopUser } from '../support/session';
import { expect, test } from '../support/test';
import { callApi } from '../support/vehicle';

// The small coloured labels of the parts and quote pages: the part types of a lookup and the
// selection's chips, the KIT flag, the quote status badges. Each is read in every view a shop
// uses: desktop and phone, on screen and printed, and with the system asking for dark colours
// (the app keeps its one light scheme). In each, axe passes and each label's text reaches 4.5:1
// with its background, computed here as well (axe leaves a 1:1 text "incomplete").

/** 2013 Ford F-150 (DESIGN.md section 4). */
const F150_VIN = '1FTFW1ET9DFC10312';
const DISC_BRAKE_PAD = '01101';
const DISC_BRAKE_ROTOR = '01102';
const BRAKE_KIT = 'C4577';

const VIEWS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, media: 'screen' },
  { name: 'desktop print', viewport: { width: 1366, height: 900 }, media: 'print' },
  { name: 'phone', viewport: { width: 390, height: 844 }, media: 'screen' },
  { name: 'phone print', viewport: { width: 390, height: 844 }, media: 'print' },
  {
    name: 'desktop, system in dark mode',
    viewport: { width: 1366, height: 900 },
    media: 'screen',
    colorScheme: 'dark',
  },
] as const;

/**
 * Opens `path` in each view (ready once `ready` shows) and checks the labels `labels` finds there;
 * `whole`, when given, must show in full (not cut off by the page's edge or a scroll area).
 */
async function checkInEveryView(
  page: Page,
  what: string,
  path: string,
  ready: (page: Page) => Locator,
  labels: (page: Page) => Locator,
  whole?: (page: Page) => Locator,
) {
  let lowest = Number.POSITIVE_INFINITY;
  for (const view of VIEWS) {
    await page.setViewportSize(view.viewport);
    await page.emulateMedia({
      media: view.media,
      colorScheme: 'colorScheme' in view ? view.colorScheme : 'light',
    });
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    // Phones and desktops get different markup for some lists; the other one is in the page, hidden.
    await expect(labels(page).filter({ visible: true }).first()).toBeVisible();
    const readings = await expectReadable(page, `${what} (${view.name})`, labels(page));
    lowest = Math.min(lowest, ...readings.map((reading) => reading.ratio));
    if (whole) expect(await widthCutOff(whole(page)), `${what} (${view.name})`).toBe(0);
  }
  await page.emulateMedia({ media: 'screen', colorScheme: 'light' });
  // `npm run audit` lists it among its figures.
  test.info().annotations.push({
    type: 'figure',
    description: `${what}: lowest label contrast ${lowest}:1 in ${VIEWS.length} views`,
  });
}

/**
 * How many pixels of the element's width are out of sight: past the window's sides, or outside an
 * ancestor that clips or scrolls (a table in a scroll area). 0 when it shows in full.
 */
async function widthCutOff(element: Locator): Promise<number> {
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    let [left, right] = [0, document.documentElement.clientWidth];
    for (let node = target.parentElement; node; node = node.parentElement) {
      if (getComputedStyle(node).overflowX === 'visible') continue;
      const clip = node.getBoundingClientRect();
      [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
    }
    return Math.round(Math.max(0, box.right - right) + Math.max(0, left - box.left));
  });
}

async function selectF150(page: Page) {
  await callApi(page, 'POST', '/vehicle/select/defaultByVin', { vin: F150_VIN });
}

async function currentQuoteId(page: Page): Promise<number> {
  const response = await callApi(page, 'GET', '/worksheet/rest/miniquote.json');
  return ((await response.json()) as { quoteDetails: { worksheetHeaderId: number } }).quoteDetails
    .worksheetHeaderId;
}

test.beforeEach(async ({ page }) => {
  await loginAsNewShopUser(page);
  await selectF150(page);
});

test('the part types of a lookup, the selected part types and the KIT flags are readable', async ({
  page,
}) => {
  test.setTimeout(180_000);
  for (const partTypeId of [DISC_BRAKE_PAD, DISC_BRAKE_ROTOR]) {
    await callApi(page, 'POST', '/parttypes/node/selected', { partTypeId });
  }
  const selection = (p: Page) => p.getByRole('region', { name: /^Selected part types/ });
  await checkInEveryView(
    page,
    'catalog browse, selected part types',
    '/catalog/browse',
    (p) => selection(p).getByRole('button', { name: 'Remove Disc Brake Rotor' }),
    (p) => selection(p).getByRole('listitem'),
  );

  await checkInEveryView(
    page,
    'products of three part types',
    `/catalog/products?partTypeId=${DISC_BRAKE_PAD}&partTypeId=${DISC_BRAKE_ROTOR}&partTypeId=${BRAKE_KIT}`,
    (p) => p.getByRole('button', { name: /^Add to quote: / }).first(),
    (p) =>
      p
        .getByText(/^(Disc Brake Pad|Disc Brake Rotor|Brake Kit) \(\d+\)$/)
        .or(p.getByText('Kit', { exact: true })),
  );
});

test('the status of a quote with a kit, of an order, and of the quotes list are readable', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // An order: a part, submitted (the store may not stock it: ordered anyway).
  await callApi(page, 'POST', '/worksheet/rest/addproduct?quantity=1', { productId: 1 });
  const orderId = await currentQuoteId(page);
  const submitted = await callApi(page, 'POST', '/worksheet/rest/submit', {
    worksheetId: orderId,
    idempotencyKey: randomUUID(),
    acknowledgeAvailability: true,
  });
  const { orderConfirmationNumber: confirmation } = (await submitted.json()) as {
    orderConfirmationNumber: string;
  };
  // Then the new current quote: a brake kit for the F-150.
  await selectF150(page);
  await callApi(page, 'POST', '/worksheet/rest/addkit', { partTypeId: BRAKE_KIT });
  const quoteId = await currentQuoteId(page);
  expect(quoteId).not.toBe(orderId);

  await checkInEveryView(
    page,
    'quote with a kit',
    `/quote/details/${quoteId}`,
    (p) => p.getByRole('table', { name: 'Lines' }).getByText(/^Brake Kit/),
    (p) => p.getByText('Open', { exact: true }),
    (p) => p.getByRole('columnheader', { name: 'Extended' }),
  );
  await checkInEveryView(
    page,
    'order',
    `/quote/details/${orderId}`,
    (p) => p.getByRole('heading', { name: /^Confirmation number: / }),
    (p) => p.getByText('Ordered', { exact: true }),
    (p) => p.getByRole('columnheader', { name: 'Extended' }),
  );
  const found = (p: Page) => p.getByRole('region', { name: 'Quotes and orders found' });
  await checkInEveryView(
    page,
    'quotes list, open and submitted',
    '/quote/search',
    (p) => found(p).getByRole('link', { name: confirmation }).filter({ visible: true }),
    (p) => found(p).getByText(/^(Open|Ordered|Current)$/),
  );
});
