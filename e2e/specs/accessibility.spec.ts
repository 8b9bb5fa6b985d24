import AxeBuilder from '@axe-core/playwright';
import { loginAs } from '../support/session';
import { expect, test } from '../support/test';

// WCAG 2.1 A and AA rules on the pages every user sees, in both languages.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Violations as readable lines: rule, then the elements that break it. */
const describeViolations = (results: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('the login page has no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(describeViolations(results)).toEqual([]);
});

test('the authenticated shell has no WCAG A/AA violations, in Spanish too', async ({ page }) => {
  await loginAs(page, 'demo', '/home');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const english = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(describeViolations(english)).toEqual([]);
  await page.goto('/home?language=es');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  const spanish = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(describeViolations(spanish)).toEqual([]);
});

test('on a phone the main navigation and the admin bar are behind the menu button', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await loginAs(page, 'demo', '/home');
  const menu = page.getByRole('button', { name: /menu/i });
  await expect(menu).toBeVisible();
  // The admin bar and the navigation's links are not rendered on a phone: they are in the menu.
  await expect(page.getByText('Signed in as')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Catalog Lookup' })).toHaveCount(0);
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Catalog Lookup' })).toBeVisible();
  await expect(drawer.getByText('Signed in as')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
  // Turned into a desktop-wide window, the menu closes and the bar and the links take its place.
  await page.setViewportSize({ width: 1280, height: 740 });
  await expect(drawer).toHaveCount(0);
  await expect(menu).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Catalog Lookup' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Signed in as')).toBeVisible();
  await context.close();
});
