import { expectNoAxeViolations } from '../support/axe';
import { createShopUser, loginAs, loginThroughFormInSpanish, logout } from '../support/session';
import { expect, test } from '../support/test';

// Issue 24, part 1: a user whose account is flagged emailUpdateRequired is asked after login to
// check the e-mail address; either answer (save, or leave it as it is) is kept and the question
// does not come back. On a desktop in English (save, after a refused address), then on a phone in
// Spanish (leave it). axe runs on the dialog (and, through support/test.ts, after every action).

test.use({ shopUserBody: { emailUpdateRequired: true } });

const question = 'Is your e-mail address up to date?';

test('asked after login, the user saves a new address and is not asked again', async ({
  page,
  shopUser,
}) => {
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the e-mail question');
  const field = dialog.getByRole('textbox', { name: 'E-mail address' });
  await expect(field).toHaveValue(`${shopUser.loginName}@procounter.example`);
  await field.fill('not an address');
  await dialog.getByRole('button', { name: 'Save e-mail address' }).click();
  await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await field.fill(`front-desk.${shopUser.loginName}@shop.example`);
  await dialog.getByRole('button', { name: 'Save e-mail address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your e-mail address is saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await logout(page);
  await loginAs(page, shopUser.loginName, '/home', shopUser.password);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('on a phone in Spanish, the user leaves the address as it is and is not asked again', async ({
  browser,
  page,
}) => {
  await page.goto('/login');
  const user = await createShopUser(page, { emailUpdateRequired: true });
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const phone = await context.newPage();
    await loginThroughFormInSpanish(phone, user.loginName, user.password);
    const dialog = phone.getByRole('dialog', { name: '¿Su correo electrónico está al día?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(phone, 'the e-mail question on a phone, in Spanish');
    await dialog.getByRole('button', { name: 'Dejarlo como está' }).click();
    await expect(dialog).toBeHidden();
    await phone.reload();
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  } finally {
    await context.close();
  }
});
