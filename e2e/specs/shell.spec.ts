import { routeUrl } from '../../apps/web/src/lib/route-paths';
import { loginAs } from '../support/session';
import { expect, test } from '../support/test';

test('the authenticated layout shows broadcast, admin bar, navigation, info bar and footer', async ({
  page,
}) => {
  await loginAs(page, 'tech', '/home');
  await expect(page.getByRole('alert').filter({ hasText: /holiday/i })).toBeVisible();
  await expect(page.getByText('tech', { exact: true }).first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Catalog Lookup' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Manage Customers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Support' })).toHaveCount(0);
  await expect(page.getByText('Add Vehicle').first()).toBeVisible();
  await expect(page.getByText('Go To Quote').first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`2011`);
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer.getByRole('link', { name: /drop box/i })).toHaveAttribute('href', /\.pdf$/);
  const pdf = await page.request.get('/docs/drop-box-slip.pdf');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expect(page).toHaveTitle(/ProCounter/);
});

test('the ended broadcast message is not shown, the current one can be dismissed for good', async ({
  page,
}) => {
  await loginAs(page, 'rowriter', '/catalog/browse');
  const messages = page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
  await expect(messages).toHaveCount(1);
  await messages.first().getByRole('button', { name: 'Dismiss' }).click();
  await expect(messages).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(messages).toHaveCount(0);
});

test('switching to Spanish changes the texts and survives a reload', async ({ page }) => {
  await loginAs(page, 'shopmgr', '/home');
  await page.getByLabel('Language').first().selectOption('es');
  const nav = page.getByRole('navigation', { name: /Main|Principal/ });
  await expect(nav.getByRole('link', { name: 'Búsqueda en catálogo' })).toBeVisible();
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Búsqueda en catálogo' })).toBeVisible();
  await page.getByLabel('Idioma').first().selectOption('en');
  await expect(nav.getByRole('link', { name: 'Catalog Lookup' })).toBeVisible();
});

test('a user with two shops switches shop and the page reloads on the new shop', async ({
  page,
}) => {
  await loginAs(page, 'manager', '/home');
  const shop = page.getByLabel('Shop');
  await expect(shop).toContainText('Lone Star Auto Repair - Main St');
  await shop.click();
  await page.getByRole('option', { name: /Lone Star Auto Repair - North/ }).click();
  await expect(page.getByLabel('Shop')).toContainText('Lone Star Auto Repair - North');
  await page.reload();
  await expect(page.getByLabel('Shop')).toContainText('Lone Star Auto Repair - North');
});

test('an administrator masquerades as tech and back', async ({ page }) => {
  await loginAs(page, 'admin', '/support');
  await page.getByLabel('Search users').fill('tech');
  await page.getByRole('row', { name: /tech/ }).getByRole('button', { name: 'Masquerade' }).click();
  await expect(page).toHaveURL(routeUrl('home'));
  await expect(page.getByRole('button', { name: 'Unmasquerade' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Unmasquerade' }).click();
  await expect(page).toHaveURL(routeUrl('support'));
  await expect(page.getByRole('button', { name: 'Unmasquerade' })).toHaveCount(0);
});

test('unknown pages show NotFound without header and footer', async ({ page }) => {
  await loginAs(page, 'tech', '/home');
  await page.goto('/no-such-page');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
