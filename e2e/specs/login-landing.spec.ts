import { routeUrl } from '../../apps/web/src/lib/route-paths';
import { createShopUser, loginAs, loginThroughForm, logout } from '../support/session';
import { expect, test } from '../support/test';

// The landing table of R-AUTH-1, for the demo accounts of DESIGN.md section 4.
const landings: [string, string][] = [
  ['admin', '/support'],
  ['support', '/support'],
  ['marketing', '/support'],
  ['manager', '/home'],
  ['shopmgr', '/home'],
  ['tech', '/home'],
  ['demo', '/home'],
  ['mitchell', '/catalog/browse'],
  ['rowriter', '/catalog/browse'],
  ['sms', '/catalog/browse'],
  ['caruser', '/car-admin'],
];

test('an unauthenticated visitor is sent to /login with the public header only', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page).toHaveURL(routeUrl('login', { end: false }));
  await expect(page.getByText('Professional Services')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

for (const [loginName, landing] of landings) {
  test(`${loginName} lands on ${landing}`, async ({ page }) => {
    await loginAs(page, loginName, landing);
    await expect(page.getByRole('contentinfo')).toContainText('2011');
    await logout(page);
  });
}

test('a wrong password shows the spec message', async ({ page }) => {
  const user = await createShopUser(page);
  await loginThroughForm(page, user.loginName, 'not-the-password');
  await expect(page).toHaveURL(/errorKey=LOGIN_AUTHENTICATION_FAILED/);
  await expect(
    page.getByText('Your username and/or password is incorrect. Please try again.'),
  ).toBeVisible();
});

test('a disabled user cannot log in', async ({ page }) => {
  await loginThroughForm(page, 'retired');
  await expect(
    page.getByText('Your username and/or password is incorrect. Please try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(routeUrl('login', { end: false }));
});

test('an errorKey in the URL shows its message', async ({ page }) => {
  await page.goto('/login?errorKey=LOGIN_REQUIRED');
  await expect(page.getByText('Please login to continue')).toBeVisible();
});

test('newhire must change the password first, then lands on /home', async ({ page }) => {
  await loginThroughForm(page, 'newhire');
  await expect(page).toHaveURL(routeUrl('securityChange'));
  await page.goto('/home');
  await expect(page).toHaveURL(routeUrl('securityChange'));
  await page.getByLabel('Current password').fill('procounter-demo');
  await page.getByLabel('New password', { exact: true }).fill('brake-pads-2026');
  await page.getByLabel('Confirm new password').fill('brake-pads-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(routeUrl('home'));
});

test('newterms must accept the terms first, then lands on /home', async ({ page }) => {
  await loginThroughForm(page, 'newterms');
  await expect(page).toHaveURL(routeUrl('acceptTerms'));
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(routeUrl('home'));
});

test('logout returns to /login and protects the pages again', async ({
  page,
  shopUser: _newUser,
}) => {
  await logout(page);
  await page.goto('/home');
  await expect(page).toHaveURL(routeUrl('login', { end: false }));
});

// A first load of /login is login.html (the login page without the app); the app starts there once
// the user has logged in, or at once for one who already has.
test('a signed-in user who opens /login is taken to the landing page', async ({
  page,
  shopUser: _newUser,
}) => {
  await page.goto('/login');
  await expect(page).toHaveURL(routeUrl('home'));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the login page in Spanish logs in to the app in Spanish', async ({ page }) => {
  const user = await createShopUser(page);
  await page.goto('/login?language=es');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inicie sesión en ProCounter' }),
  ).toBeVisible();
  await expect(page.getByLabel('Idioma')).toHaveValue('es');
  await expect(page).toHaveTitle('ProCounter - Iniciar sesión');
  await page.getByLabel('Nombre de usuario').fill(user.loginName);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(routeUrl('home'));
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
});
