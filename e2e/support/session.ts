import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'procounter-demo';

/** Logs in through the login form, as a person would. */
export async function loginThroughForm(page: Page, loginName: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(loginName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in and waits for the landing page. */
export async function loginAs(page: Page, loginName: string, landing: string) {
  await loginThroughForm(page, loginName);
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/\//g, '\\/')}$`));
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/login/);
}
