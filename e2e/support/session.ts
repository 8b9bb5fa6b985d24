import { expect, type Page } from '@playwright/test';
import {
  type CreateTestShopUserBody,
  TEST_FACTORY_PATHS,
  type TestShopUser,
} from '@procounter/shared/contracts/test-factories';
import { routeUrl } from '../../apps/web/src/lib/route-paths';

export const DEMO_PASSWORD = 'procounter-demo';

/** Logs in through the login form, as a person would. */
export async function loginThroughForm(page: Page, loginName: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(loginName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in through the login form in Spanish (?language=es), as a person who reads Spanish would. */
export async function loginThroughFormInSpanish(page: Page, loginName: string, password: string) {
  await page.goto('/login?language=es');
  await page.getByLabel('Nombre de usuario').fill(loginName);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Logs in and waits for the landing page. */
export async function loginAs(
  page: Page,
  loginName: string,
  landing: string,
  password = DEMO_PASSWORD,
) {
  await loginThroughForm(page, loginName, password);
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/\//g, '\\/')}$`));
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(routeUrl('login', { end: false }));
}

/**
 * A new shop employee (of shop 1001 unless told) made with the server's seed factories: a spec's own
 * user, so its quote, vehicle and part type selection are no other spec's, and specs could run in
 * parallel. The server of the suite answers it (TEST_FACTORIES=true in playwright.config.ts).
 */
export async function createShopUser(
  page: Page,
  body: CreateTestShopUserBody = {},
): Promise<TestShopUser> {
  const response = await page.request.post(`/api${TEST_FACTORY_PATHS.shopUsers}`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TestShopUser;
}

/**
 * A new shop user (createShopUser), logged in through the form, on their landing page: /home for a
 * shop employee of WEB type, the default.
 */
export async function loginAsNewShopUser(
  page: Page,
  body: CreateTestShopUserBody = {},
  landing = '/home',
): Promise<TestShopUser> {
  const user = await createShopUser(page, body);
  await loginAs(page, user.loginName, landing, user.password);
  return user;
}
