import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { callApi, expectNoVehicle, selectDemoF150, vehicleToggle } from '../support/vehicle';

// Issue 25 part 2, jobs: a whole repair in one click. From the start page with the 2013 F-150
// chosen, the Jobs link (1), the front brake job (2) and Add job to quote (3) put its front pads,
// rotors, hardware, brake fluid and its labor on the quote. A manager saves a job of the shop's
// own. Each test is a new shop user's (support/fixtures.ts): no vehicle, an empty quote.

interface MiniQuote {
  quoteProducts: {
    itemType: string;
    itemDescription: string;
    itemQuantity: number;
    customerPrice: number | null;
  }[];
}

async function miniQuote(page: Page): Promise<MiniQuote> {
  return (await (await callApi(page, 'GET', '/worksheet/rest/miniquote.json')).json()) as MiniQuote;
}

/** Clicks, counted: the job must reach the quote in at most 3. */
function clickCounter() {
  let clicks = 0;
  return {
    click: async (target: Locator) => {
      clicks++;
      await target.click();
    },
    get count() {
      return clicks;
    },
  };
}

test.describe('a shop employee', () => {
  test.beforeEach(async ({ page, shopUser: _newUser }) => {
    await expectNoVehicle(page);
  });

  test('puts a front brake job on the 2013 F-150 on the quote in 3 clicks: the best parts and the labor', async ({
    page,
  }) => {
    await selectDemoF150(page);
    await page.goto('/home');
    await expect(vehicleToggle(page)).toContainText('2013 Ford F-150');
    const counter = clickCounter();

    await counter.click(page.getByRole('link', { name: /^Jobs: a whole repair in one click/ }));
    await expect(page).toHaveURL(/\/catalog\/browse\?tab=jobs$/);
    await expect(page.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
    await counter.click(page.getByRole('button', { name: /^Front brake job/ }));

    // The job's part types, each with its best match chosen, and the labor line.
    const groups = ['Disc Brake Pad', 'Disc Brake Rotor', 'Disc Brake Hardware Kit', 'Brake Fluid'];
    for (const name of groups) {
      const group = page.getByRole('radiogroup', { name: new RegExp(`^${name}`) });
      await expect(group).toBeVisible();
      await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
      await expect(group.getByRole('radio', { name: 'None' })).not.toBeChecked();
    }
    const labor = page.getByRole('checkbox', { name: /^Add labor/ });
    await expect(labor).toBeChecked();

    await counter.click(page.getByRole('button', { name: 'Add job to quote' }));
    await expect(
      page.getByText(/Front brake job.*added to the quote|added to the quote.*Front brake job/i),
    ).toBeVisible();
    expect(counter.count).toBeLessThanOrEqual(3);

    const quote = await miniQuote(page);
    const parts = quote.quoteProducts.filter((line) => line.itemType === 'PART');
    expect(parts).toHaveLength(4);
    expect(quote.quoteProducts.filter((line) => line.itemType === 'LABOR')).toEqual([
      expect.objectContaining({ itemDescription: 'Front brake job', itemQuantity: 1.5 }),
    ]);
  });

  test('leaves a part type out with None and the labor out with its box; in Spanish on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await selectDemoF150(page);
    await page.goto('/catalog/browse?language=es');
    await page.getByRole('tab', { name: 'Trabajos' }).click();
    await page.getByRole('button', { name: /^Cambio de aceite/ }).click();
    const groups = page.getByRole('radiogroup');
    await expect(groups).toHaveCount(3);
    await groups.last().getByRole('radio', { name: 'Ninguna' }).check();
    await page.getByRole('checkbox', { name: /^Agregar mano de obra/ }).uncheck();
    await page.getByRole('button', { name: 'Agregar trabajo a la cotización' }).click();
    await expect(page.getByText(/Cambio de aceite/).last()).toBeVisible();
    await expect
      .poll(async () => (await miniQuote(page)).quoteProducts.map((line) => line.itemType))
      .toEqual(['PART', 'PART']);
  });
});

test.describe('a shop manager', () => {
  // A company of its own, so the shop's jobs are this test's alone.
  test.use({ shopUserBody: { role: 'SHOP_MANAGER', newCompany: true } });

  test('saves a job of the shop with its labor hours, uses it, and deletes it', async ({
    page,
    shopUser: _newUser,
  }) => {
    await selectDemoF150(page);
    await page.goto('/catalog/browse?tab=jobs');
    await page.getByRole('button', { name: 'New shop job' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Fleet pads and fluid');
    const partTypes = dialog.getByRole('combobox', { name: 'Part types' });
    await partTypes.fill('Disc Brake Pad');
    await page.getByRole('option', { name: 'Disc Brake Pad', exact: true }).click();
    await partTypes.fill('Brake Fluid');
    await page.getByRole('option', { name: 'Brake Fluid', exact: true }).click();
    await dialog.getByRole('textbox', { name: /Labor hours/ }).fill('1.2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: /^Fleet pads and fluid/ }).click();
    await expect(page.getByRole('radiogroup')).toHaveCount(2);
    await page.getByRole('button', { name: 'Add job to quote' }).click();
    // The new company's shop has no labor rate yet: the job's parts go on, its hours cannot be priced.
    await expect
      .poll(async () => (await miniQuote(page)).quoteProducts.map((line) => line.itemType))
      .toEqual(['PART', 'PART']);

    // The same name again is refused under the name.
    await page.getByRole('button', { name: 'New shop job' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('FLEET PADS AND FLUID');
    await dialog.getByRole('combobox', { name: 'Part types' }).fill('Brake Fluid');
    await page.getByRole('option', { name: 'Brake Fluid', exact: true }).click();
    // Back to the name closes the part types' list, which covers Save.
    await dialog.getByRole('textbox', { name: 'Name' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('A shop job with this name already exists.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Delete Fleet pads and fluid' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: /^Fleet pads and fluid/ })).toHaveCount(0);
  });
});
