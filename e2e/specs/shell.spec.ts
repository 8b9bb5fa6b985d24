import { routeUrl } from '../../apps/web/src/lib/route-paths';
import { createShopUser, loginAs } from '../support/session';
import { expect, test } from '../support/test';

test('the authenticated layout shows broadcast, admin bar, navigation, info bar and footer', async ({
  page,
  shopUser,
}) => {
  await expect(page.getByRole('alert').filter({ hasText: /holiday/i })).toBeVisible();
  await expect(page.getByText(shopUser.loginName, { exact: true }).first()).toBeVisible();
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

test.describe('an RO Writer user, as the demo rowriter', () => {
  test.use({
    shopUserBody: { customerType: 'RO_WRITER' },
    shopUserLanding: '/catalog/browse',
  });

  test('the ended broadcast message is not shown, the current one can be dismissed for good', async ({
    page,
    shopUser: _newUser,
  }) => {
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
});

test.describe('a shop manager, as the demo shopmgr', () => {
  test.use({ shopUserBody: { role: 'SHOP_MANAGER' } });

  test('switching to Spanish changes the texts and survives a reload', async ({
    page,
    shopUser: _newUser,
  }) => {
    await page.getByLabel('Language').first().selectOption('es');
    const nav = page.getByRole('navigation', { name: /Main|Principal/ });
    await expect(nav.getByRole('link', { name: 'Búsqueda en catálogo' })).toBeVisible();
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Búsqueda en catálogo' })).toBeVisible();
    await page.getByLabel('Idioma').first().selectOption('en');
    await expect(nav.getByRole('link', { name: 'Catalog Lookup' })).toBeVisible();
  });
});

test.describe('a company manager of shops 1001 and 1002, as the demo manager', () => {
  test.use({ shopUserBody: { role: 'COMPANY_MANAGER', shopIds: [1001, 1002] } });

  test('a user with two shops switches shop and the page reloads on the new shop', async ({
    page,
    shopUser: _newUser,
  }) => {
    const shop = page.getByLabel('Shop');
    await expect(shop).toContainText('Lone Star Auto Repair - Main St');
    await shop.click();
    await page.getByRole('option', { name: /Lone Star Auto Repair - North/ }).click();
    await expect(page.getByLabel('Shop')).toContainText('Lone Star Auto Repair - North');
    await page.reload();
    await expect(page.getByLabel('Shop')).toContainText('Lone Star Auto Repair - North');
  });
});

test('an administrator masquerades as a shop employee and back', async ({ page }) => {
  const employee = await createShopUser(page);
  await loginAs(page, 'admin', '/support');
  await page.getByLabel('Search users').fill(employee.loginName);
  await page
    .getByRole('row', { name: new RegExp(employee.loginName) })
    .getByRole('button', { name: 'Masquerade' })
    .click();
  await expect(page).toHaveURL(routeUrl('home'));
  await expect(page.getByRole('button', { name: 'Unmasquerade' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Unmasquerade' }).click();
  await expect(page).toHaveURL(routeUrl('support'));
  await expect(page.getByRole('button', { name: 'Unmasquerade' })).toHaveCount(0);
});

test('unknown pages show NotFound without header and footer', async ({
  page,
  shopUser: _newUser,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
