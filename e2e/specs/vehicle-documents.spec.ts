import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '../../apps/server/test/helpers/pdf-text';
import { INSPECTION_ITEMS } from '../../packages/shared/src/contracts/vehicle-documents';
import { loginThroughFormInSpanish } from '../support/session';
import { expect, test } from '../support/test';
import { callApi, selectDemoF150, selectorPanel, vehicleToggle } from '../support/vehicle';

// Issue 25 part 5: a customer vehicle's documents. A manager of a shop of their own (a new company)
// has a customer with the demo's F-150; Find parts on it makes it the current vehicle, whose panel
// links /vehicle-documents. There the manager uploads a photo and a PDF, downloads the photo (the
// same bytes), fills and saves the inspection form (its PDF names the inspector and the urgent
// item), and deletes a document after confirming. Then a Spanish pass on a phone. The suite's
// automatic axe scan checks every page and dialog state reached.

test.use({ shopUserBody: { role: 'SHOP_MANAGER', newCompany: true } });

/** A 1 x 1 PNG: the photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** A customer of the user's shop with the demo's F-150; answers the customer and vehicle ids. */
async function customerWithF150(page: Page, lastName: string) {
  await selectDemoF150(page);
  const current = (await (await callApi(page, 'GET', '/current/vehicle')).json()) as {
    vehicleId: number;
  };
  const customer = (await (
    await callApi(page, 'POST', '/customers', {
      firstName: 'Dana',
      lastName,
      phones: [{ kind: 'MOBILE', number: '(512) 555-0177' }],
    })
  ).json()) as { id: number };
  const vehicle = (await (
    await callApi(page, 'POST', `/customers/${customer.id}/vehicles`, {
      baseVehicleId: current.vehicleId,
      vin: '1FTFW1ET9DFC10312',
      plate: 'DOCS01',
      state: 'TX',
    })
  ).json()) as { id: number };
  return { customerId: customer.id, vehicleId: vehicle.id };
}

const noScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a manager uploads a photo and a PDF, downloads one, saves an inspection form and deletes a document', async ({
  page,
  shopUser: _user,
}) => {
  test.setTimeout(120_000);
  const { customerId, vehicleId } = await customerWithF150(page, 'Whitfield');
  // Find parts on the customer's vehicle: it becomes the current vehicle.
  await page.goto(`/customers/details/${customerId}`);
  await page.getByRole('button', { name: /^Find parts for 2013 Ford F-150/ }).click();
  await expect(page).toHaveURL(/\/home/);
  await vehicleToggle(page).click();
  await selectorPanel(page).getByRole('link', { name: 'Vehicle Documents' }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicle-documents\\?customerVehicleId=${vehicleId}$`));
  await expect(page.getByRole('heading', { name: /^2013 Ford F-150/ })).toBeVisible();
  await expect(page.getByText('No documents for this vehicle yet.')).toBeVisible();

  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({ name: 'front bumper.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByText('front bumper.png was added.')).toBeVisible();
  await picker.setInputFiles({ name: 'estimate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('estimate.pdf was added.')).toBeVisible();
  // A file that is neither, whatever its name says: named, and nothing added.
  await picker.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(
    page.getByText('notes.png is not a JPEG, PNG or WebP photo or a PDF.'),
  ).toBeVisible();

  const table = page.getByRole('table', { name: 'Documents of this vehicle, newest first' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const photoRow = table.getByRole('row', { name: /front bumper\.png/ });
  await expect(photoRow.getByText('Photo', { exact: true })).toBeVisible();
  await expect(
    table.getByRole('row', { name: /estimate\.pdf/ }).getByText('PDF', { exact: true }),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download front bumper.png' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('front bumper.png');
  expect(Buffer.compare(await readFile((await file.path())!), PHOTO)).toBe(0);

  // The inspection form, saved as a PDF.
  await page.getByRole('button', { name: 'Fill inspection form' }).click();
  const form = page.getByRole('dialog', { name: 'Vehicle inspection form' });
  await form.getByRole('textbox', { name: /Inspector/ }).fill('Sam Ortiz');
  await form.getByRole('textbox', { name: 'Mileage' }).fill('61240');
  await form.getByRole('group', { name: 'Brakes, front: Condition' }).getByText('Urgent').click();
  await form.getByRole('textbox', { name: 'Note on Brakes, front' }).fill('Pads at 2 mm');
  await form.getByRole('button', { name: 'Save as PDF' }).click();
  await expect(page.getByText('The inspection form was saved as a PDF.')).toBeVisible();
  const inspectionRow = table.getByRole('row', { name: /^.*Inspection .*\.pdf/ });
  await expect(inspectionRow.getByText('Inspection', { exact: true })).toBeVisible();
  const inspection = page.waitForEvent('download');
  await inspectionRow.getByRole('button', { name: /^Download Inspection/ }).click();
  const text = await pdfText(await readFile((await (await inspection).path())!));
  expect(text).toContain('Sam Ortiz');
  expect(text).toContain('Pads at 2 mm');
  expect(text).toContain('Dana Whitfield');

  // Delete, after confirming.
  await page.getByRole('button', { name: 'Delete estimate.pdf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this document?' });
  await confirm.getByRole('button', { name: 'Delete document' }).click();
  await expect(page.getByText('estimate.pdf was deleted.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('estimate.pdf')).toHaveCount(0);
});

test('on a phone, in Spanish: the documents as cards, the inspection form full screen', async ({
  page,
  browser,
  shopUser,
}) => {
  test.setTimeout(120_000);
  const { vehicleId } = await customerWithF150(page, 'Ibarra');
  await callApi(page, 'POST', '/vehicle-documents/inspections', {
    customerVehicleId: vehicleId,
    form: {
      inspector: 'Sam Ortiz',
      mileage: null,
      items: Object.fromEntries(INSPECTION_ITEMS.map((item) => [item, { status: 'OK', note: '' }])),
      notes: '',
    },
  });
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const phone = await phoneContext.newPage();
    await loginThroughFormInSpanish(phone, shopUser.loginName, shopUser.password);
    await expect(phone).toHaveURL(/\/home$/);
    await phone.goto(`/vehicle-documents?customerVehicleId=${vehicleId}`);
    await expect(phone.getByRole('heading', { name: 'Documentos del vehículo' })).toBeVisible();
    const cards = phone.getByRole('list', {
      name: 'Documentos de este vehículo, los más recientes primero',
    });
    // Saved by the API in English: 'Inspection {date}.pdf', of kind Inspección.
    await expect(cards.getByText(/^Inspección · /)).toBeVisible();
    await expect(cards.getByRole('button', { name: /^Eliminar Inspection / })).toBeVisible();
    expect(await noScroll(phone)).toBe(true);
    await phone.getByRole('button', { name: 'Llenar formulario de inspección' }).click();
    const form = phone.getByRole('dialog', { name: 'Formulario de inspección del vehículo' });
    await expect(form.getByRole('group', { name: 'Llantas: Estado' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Millaje' }).fill('mucho');
    await form.getByRole('button', { name: 'Guardar como PDF' }).click();
    await expect(form.getByText('Escriba un número entero de 0 a 2,000,000.')).toBeVisible();
    expect(await noScroll(phone)).toBe(true);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form).toBeHidden();
  } finally {
    await phoneContext.close();
  }
});
