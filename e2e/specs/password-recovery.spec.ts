import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { createShopUser, loginAs } from '../support/session';
import { expect, test } from '../support/test';

// Issue 24, part 3: "Forgot password?" on /login mails a single-use link. The suite's server has no
// SMTP server, so the message waits in the outbox, where support reads it (as support would, to
// pass a link on); the user opens the link, chooses a new password and logs in with it. Then the
// same page on a phone, in Spanish.

const NEW_PASSWORD = 'front brake season 2027';

/** The path and query of the reset link mailed to `address`, read on support's Outbox page. */
async function linkFromOutbox(support: Page, address: string): Promise<string> {
  await support.goto('/support/outbox');
  const card = support.getByRole('listitem').filter({ hasText: `To ${address}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Waiting')).toBeVisible();
  await expectNoAxeViolations(support, 'the outbox');
  const href = await card
    .getByRole('link', { name: 'Open the link in this message' })
    .getAttribute('href');
  const url = new URL(href ?? '');
  expect(url.pathname).toBe('/reset-password');
  return `${url.pathname}${url.search}`;
}

test('a forgotten password: the mailed link sets a new one, once, and the user logs in with it', async ({
  browser,
  page,
}) => {
  await page.goto('/login');
  const user = await createShopUser(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectNoAxeViolations(page, 'forgot password');
  await page.getByRole('button', { name: 'E-mail me a link' }).click();
  await expect(page.getByText('Type your user name or e-mail address.')).toBeVisible();
  await page.getByLabel('User name or e-mail address').fill(user.loginName);
  await page.getByRole('button', { name: 'E-mail me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account matches, we sent a link');

  const desk = await browser.newContext();
  let link: string;
  try {
    const support = await desk.newPage();
    await loginAs(support, 'support', '/support');
    await support.getByRole('link', { name: 'Outbox' }).click();
    await expect(support).toHaveURL(/\/support\/outbox$/);
    link = await linkFromOutbox(support, `${user.loginName}@procounter.example`);
  } finally {
    await desk.close();
  }

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password was changed. Log in with your new password.',
  );
  await expectNoAxeViolations(page, 'password reset done');

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(`${NEW_PASSWORD}!`);
  await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The temporary password for this username has expired. Please reset the password associated with this username again.',
  );
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  await loginAs(page, user.loginName, '/home', NEW_PASSWORD);
});

test('on a phone in Spanish, "Forgot password?" asks and answers in Spanish', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const phone = await context.newPage();
    await phone.goto('/login?language=es');
    await phone.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await expect(phone.getByRole('heading', { name: '¿Olvidó su contraseña?' })).toBeVisible();
    await phone.getByLabel('Nombre de usuario o correo electrónico').fill('nadie@taller.example');
    await phone.getByRole('button', { name: 'Enviarme un enlace' }).click();
    await expect(phone.getByRole('status')).toContainText('Si una cuenta coincide');
    await expectNoAxeViolations(phone, 'forgot password on a phone, in Spanish');
    await phone.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
    await expect(phone.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  } finally {
    await context.close();
  }
});
