import type { Browser, Page } from '@playwright/test';
import { routeUrl } from '../../apps/web/src/lib/route-paths';
import { expectNoAxeViolations } from '../support/axe';
import { loginAs } from '../support/session';
import { expect, test } from '../support/test';
import { accessToken } from '../support/vehicle';

// Issue 6: marketing and support users write the Help Center in the app. An article written in
// the rich text editor and published shows to visitors; unpublished, it is gone again. HTML that
// arrives with script in it never runs in a reader's browser.

/** A visitor's view of an address, in a context of its own (no session). */
async function asVisitor<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const TITLE = 'How do I order windshield wiper blades by size?';

test('marketing writes, publishes and unpublishes an article a visitor can read', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, 'marketing', '/support');
  await page.getByRole('link', { name: 'Help Center content' }).click();
  await expect(page).toHaveURL(routeUrl('helpContent', { end: false }));
  await expect(page.getByRole('heading', { name: 'English articles' })).toBeVisible();
  await expectNoAxeViolations(page, 'article list');

  await page.getByRole('link', { name: 'New article' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  await page
    .getByRole('textbox', { name: 'Excerpt' })
    .fill('Measure the old blades, then search for the part type.');
  await page.getByRole('combobox', { name: 'Categories' }).click();
  await page.getByRole('option', { name: 'Searching for Parts' }).click();
  await page.keyboard.press('Escape');
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.type('Measure both blades with a tape. ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Driver and passenger sizes differ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('.');
  await expect(editor.locator('strong')).toHaveText('Driver and passenger sizes differ');
  await expectNoAxeViolations(page, 'article form');
  await page.getByRole('switch', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`“${TITLE}” is saved.`)).toBeVisible();

  // A visitor finds it by search and reads it, bold text and all.
  await asVisitor(browser, async (visitor) => {
    await visitor.goto('/help/search/windshield%20wipr');
    await visitor.getByRole('main').getByRole('link', { name: TITLE }).click();
    const article = visitor.getByRole('article', { name: TITLE });
    await expect(article.locator('strong')).toHaveText('Driver and passenger sizes differ');
  });

  // Unpublished, it is gone for visitors.
  await page.goto('/support/help-content');
  await page.getByRole('button', { name: `Unpublish: ${TITLE}` }).click();
  await expect(page.getByText(`“${TITLE}” is now a draft.`)).toBeVisible();
  await asVisitor(browser, async (visitor) => {
    await visitor.goto('/help/search/windshield%20wiper');
    await expect(visitor.getByRole('main').getByRole('link', { name: TITLE })).toHaveCount(0);
  });

  // Spanish content is its own list, in Spanish labels too.
  await page.getByLabel('Language', { exact: true }).selectOption('es');
  await expect(page.getByRole('heading', { name: 'Contenido del Centro de ayuda' })).toBeVisible();
  await expectNoAxeViolations(page, 'article list in Spanish');
});

test('stored HTML with script in it never runs in a reader’s browser', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'support', '/support');
  const hostile =
    // The image has its alt, as an author's would: the markup is hostile, not inaccessible.
    '<p>Check the fuse.</p><img src="/nope.png" alt="" onerror="window.__helpHacked = 1">' +
    '<script>window.__helpHacked = 2</script><a href="javascript:window.__helpHacked = 3">fuse box</a>' +
    '<svg onload="window.__helpHacked = 4"></svg>';
  const response = await page.request.post('/api/admin/rest/help/articles', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: {
      languageId: 1,
      identifier: 'e2e-hostile-markup',
      title: 'Why does my scan tool lose power?',
      excerpt: 'Check the fuse first.',
      content: hostile,
      category: ['using-procounter'],
      audience: 'PUBLIC',
      live: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);

  await asVisitor(browser, async (visitor) => {
    await visitor.goto('/help/article/e2e-hostile-markup');
    const article = visitor.getByRole('article', { name: 'Why does my scan tool lose power?' });
    await expect(article).toContainText('Check the fuse.');
    await article.getByText('fuse box').click();
    await visitor.waitForTimeout(300);
    expect(await visitor.evaluate(() => (window as { __helpHacked?: number }).__helpHacked)).toBe(
      undefined,
    );
    expect(
      await article.locator('script, [onerror], [onload], a[href^="javascript"]').count(),
    ).toBe(0);
  });
});
