import type { Page } from '@playwright/test';
import { routeUrl } from '../../apps/web/src/lib/route-paths';
import { expectNoAxeViolations } from '../support/axe';
import { createShopUser, loginAs, loginThroughForm, logout } from '../support/session';
import { expect, test } from '../support/test';

// Issue 24, part 1: /admin/user, My preferences. On a desktop in English: the catalog tab catalog
// browse opens on, the subtle gray theme on every page and after a reload, the default shop of a
// user with two shops, the e-mail address (a refused one first) and the password (a wrong current
// one first; this tab stays logged in; the next login takes the new one). On a phone: the language,
// Spanish after a reload. axe runs on the page (also in the gray theme) and, through
// support/test.ts, after every action.

/** The main navigation's background: the brand's shade 8, navy (#0d4594) or slate gray (#3c4650). */
const NAVY = 'rgb(13, 69, 148)';
const GRAY = 'rgb(60, 70, 80)';
const navColor = (page: Page) =>
  page
    .getByRole('navigation', { name: /^(Main|Principal)$/ })
    .evaluate((nav) => getComputedStyle(nav).backgroundColor);

/** Opens My preferences as a person would: their name in the admin bar. */
async function openPreferences(page: Page, loginName: string) {
  await page.getByRole('link', { name: `${loginName}: User Preferences` }).click();
  await expect(page).toHaveURL(routeUrl('userPreferences'));
  await expect(page.getByRole('heading', { level: 1, name: 'User Preferences' })).toBeVisible();
}

test.describe('a shop employee of shops 1001 and 1002', () => {
  test.use({ shopUserBody: { shopIds: [1001, 1002] } });

  test('saves the catalog tab, the gray theme and the default shop; they hold on other pages and after a reload', async ({
    page,
    shopUser,
  }) => {
    expect(await navColor(page)).toBe(NAVY);
    await openPreferences(page, shopUser.loginName);
    const preferences = page.getByRole('region', { name: 'Preferences' });
    await expect(preferences.getByRole('radio', { name: 'Most Popular' })).toBeChecked();
    await expect(preferences.getByRole('radio', { name: 'Standard (navy)' })).toBeChecked();
    const shop = preferences.getByRole('combobox', { name: /^Default shop/ });
    await expect(shop).toHaveValue('1001');

    await preferences.getByRole('radio', { name: 'All Part Types' }).check();
    await preferences.getByRole('radio', { name: 'Subtle gray' }).check();
    await shop.selectOption({ label: 'Lone Star Auto Repair - North (100002)' });
    await preferences.getByRole('button', { name: 'Save preferences' }).click();
    await expect(preferences.getByRole('status')).toHaveText('Your preferences are saved.');
    await expect.poll(() => navColor(page)).toBe(GRAY);
    await expectNoAxeViolations(page, 'My preferences in the gray theme');

    // Another page: the theme holds, the shop is the new one, catalog browse opens on All Part Types.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Catalog Lookup' })
      .click();
    await expect(page).toHaveURL(routeUrl('catalogBrowse'));
    await expect(page.getByRole('tab', { name: 'All Part Types' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await navColor(page)).toBe(GRAY);
    await expect(page.getByLabel('Shop', { exact: true })).toContainText(
      'Lone Star Auto Repair - North',
    );
    await expectNoAxeViolations(page, 'catalog browse in the gray theme');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'All Part Types' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await navColor(page)).toBe(GRAY);

    // Logged in again: the preferences are the account's, not this tab's.
    await logout(page);
    await loginAs(page, shopUser.loginName, '/home', shopUser.password);
    await expect.poll(() => navColor(page)).toBe(GRAY);
    await openPreferences(page, shopUser.loginName);
    await expect(preferences.getByRole('radio', { name: 'All Part Types' })).toBeChecked();
    await expect(preferences.getByRole('radio', { name: 'Subtle gray' })).toBeChecked();
    await expect(shop).toHaveValue('1002');

    // And back to the standard colours.
    await preferences.getByRole('radio', { name: 'Standard (navy)' }).check();
    await preferences.getByRole('button', { name: 'Save preferences' }).click();
    await expect(preferences.getByRole('status')).toHaveText('Your preferences are saved.');
    await expect.poll(() => navColor(page)).toBe(NAVY);
  });
});

test('changes the e-mail address, after the spec message for one that is not an address', async ({
  page,
  shopUser,
}) => {
  await openPreferences(page, shopUser.loginName);
  const email = page.getByRole('region', { name: 'E-mail address' });
  const field = email.getByRole('textbox', { name: 'E-mail address' });
  await expect(field).toHaveValue(`${shopUser.loginName}@procounter.example`);
  await field.fill('front-desk@shop');
  await email.getByRole('button', { name: 'Save e-mail address' }).click();
  await expect(email.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(`front-desk.${shopUser.loginName}@shop.example`);
  await field.press('Enter');
  await expect(email.getByRole('status')).toHaveText('Your e-mail address is saved.');
  await page.reload();
  await expect(field).toHaveValue(`front-desk.${shopUser.loginName}@shop.example`);
});

test('changes the password with the current one: a wrong one is refused, the right one works, and the next login takes the new one', async ({
  page,
  shopUser,
}) => {
  await openPreferences(page, shopUser.loginName);
  await expectNoAxeViolations(page, 'My preferences');
  const password = page.getByRole('region', { name: 'Change password' });
  const newPassword = 'caliper-bracket-torque-9';
  const change = async (current: string) => {
    await password.getByLabel('Current password').fill(current);
    await password.getByLabel('New password', { exact: true }).fill(newPassword);
    await password.getByLabel('Confirm new password').fill(newPassword);
    await password.getByRole('button', { name: 'Change password' }).click();
  };

  await change('not-my-password');
  await expect(password.getByText('The current password is not correct.')).toBeVisible();
  await expect(password.getByLabel('Current password')).toBeFocused();

  await change(shopUser.password);
  await expect(password.getByRole('status')).toHaveText(
    'Your password is changed. You stay logged in here; your other logins have ended.',
  );
  await expect(password.getByLabel('New password', { exact: true })).toHaveValue('');

  // This tab's login goes on.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'User Preferences' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'ProCounter' })
    .click();
  await expect(page).toHaveURL(routeUrl('home'));

  // The old password no longer opens the account; the new one does.
  await logout(page);
  await loginThroughForm(page, shopUser.loginName, shopUser.password);
  await expect(
    page.getByText('Your username and/or password is incorrect. Please try again.'),
  ).toBeVisible();
  await loginAs(page, shopUser.loginName, '/home', newPassword);
});

test('on a phone, the language changes to Spanish and stays Spanish after a reload', async ({
  browser,
  page,
}) => {
  await page.goto('/login');
  const user = await createShopUser(page);
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const phone = await context.newPage();
    await loginAs(phone, user.loginName, '/home', user.password);
    // The admin bar is desktop only: on a phone the name is in the menu.
    await phone.getByRole('button', { name: 'Open the menu' }).click();
    await phone
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: `${user.loginName}: User Preferences` })
      .click();
    await expect(phone).toHaveURL(routeUrl('userPreferences'));
    await expect(phone.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    const preferences = phone.getByRole('region', { name: 'Preferences' });
    await preferences.getByRole('combobox', { name: /^Language/ }).selectOption('es');
    await preferences.getByRole('button', { name: 'Save preferences' }).click();

    const heading = phone.getByRole('heading', { level: 1, name: 'Preferencias del usuario' });
    await expect(heading).toBeVisible();
    const preferencias = phone.getByRole('region', { name: 'Preferencias' });
    await expect(preferencias.getByRole('status')).toHaveText('Sus preferencias están guardadas.');
    await expectNoAxeViolations(phone, 'My preferences on a phone, in Spanish');

    await phone.reload();
    await expect(heading).toBeVisible();
    await expect(preferencias.getByRole('combobox', { name: /^Idioma/ })).toHaveValue('es');
    await expect(
      phone.getByRole('region', { name: 'Cambiar contraseña' }).getByLabel('Contraseña actual'),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
