import type { BrowserContext, Locator, Page } from '@playwright/test';
import { miniQuoteButton } from '../support/quote';
import { currentQuoteId } from '../support/quote-pages';
import { loginAs, loginAsNewShopUser } from '../support/session';
import { expect, test } from '../support/test';
import { callApi, expectNoVehicle } from '../support/vehicle';

// Issue 7: HTML that users and admins store never runs script in anyone's browser. Hostile markup
// goes in through the real API, as the role allowed to write it, and every page that shows it is
// opened as each kind of reader: a visitor, a logged-in user and the editor (form and preview).
// Each payload would set window.__storedHtmlRan or open an alert if it ran; neither may happen,
// and the harmless text around it must still show.

const ARTICLE_ID = 'e2e-stored-html';
const TITLE = 'Why does the dome light stay on?';

/** One payload per way in, each marking window.__storedHtmlRan (or alerting) if it runs. */
const PAYLOADS = [
  `<script>window.__storedHtmlRan = 'script'</script>`,
  `<img src="/nope.png" alt="" onerror="window.__storedHtmlRan = 'img onerror'">`,
  `<svg onload="window.__storedHtmlRan = 'svg onload'"><circle r="4"></circle></svg>`,
  `<a href="javascript:window.__storedHtmlRan = 'javascript link'">door switch diagram</a>`,
  `<a href=" jav&#x09;ascript:alert('tabbed javascript link')">fuse table</a>`,
  `<iframe srcdoc="<script>parent.__storedHtmlRan = 'iframe srcdoc'</script>"></iframe>`,
  `<style>@import url('/e2e-hostile.css'); body { display: none }</style>`,
  `<form action="javascript:window.__storedHtmlRan = 'form action'"><button>Send the form</button></form>`,
  `<a href="data:text/html,<script>alert('data link')</script>">wiring sheet</a>`,
  `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>" alt="data image">`,
  `<object data="javascript:window.__storedHtmlRan = 'object'"></object>`,
  `<p>Go back to <a href="/help" onclick="window.__storedHtmlRan = 'onclick'">Help home</a> for more.</p>`,
  // mXSS: markup that a sanitiser reads one way and the browser, re-parsing it, another.
  `<noscript><p title="</noscript><img src=x onerror=window.__storedHtmlRan='noscript mxss'>"></noscript>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=window.__storedHtmlRan='math mxss'>`,
];

const SAFE_BEFORE = 'Check the door switches first.';
const SAFE_AFTER = 'Then pull the interior lights fuse.';
// Links inside sentences of their own, as an author writes them.
const paragraphs = (payloads: string[]) =>
  payloads
    .map((payload) => (payload.startsWith('<a ') ? `<p>See the ${payload} first.</p>` : payload))
    .join('');
const HOSTILE_ARTICLE = `<p>${SAFE_BEFORE}</p>${paragraphs(PAYLOADS.slice(0, -2))}<p>${SAFE_AFTER}</p>${PAYLOADS.slice(-2).join('')}`;

/** Link texts a reader may click: each must do nothing but what a plain link does. */
const LINK_TEXTS = ['door switch diagram', 'fuse table', 'wiring sheet', 'Help home'];

/** What ran, what the CSP blocked and which alerts opened, in one page. */
interface Watch {
  alerts: string[];
  ran: () => Promise<unknown>;
  cspViolations: () => Promise<string[]>;
}

/** Watches the context's pages for the marks a payload leaves when it runs. */
async function watchForScript(context: BrowserContext, page: Page): Promise<Watch> {
  await context.addInitScript(() => {
    const blocked: string[] = [];
    Object.assign(window, { __cspViolations: blocked });
    document.addEventListener('securitypolicyviolation', (event) => {
      blocked.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const alerts: string[] = [];
  context.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    alerts,
    ran: () => page.evaluate(() => (window as { __storedHtmlRan?: unknown }).__storedHtmlRan),
    cspViolations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

/** Clicks each link of `links` that is there, coming back to `url` when one leaves it. */
async function clickTheLinks(page: Page, body: Locator, url: string, watch: Watch) {
  for (const text of LINK_TEXTS) {
    const link = body.getByText(text, { exact: true });
    if ((await link.count()) === 0) continue;
    await link.first().click();
    // A javascript: address would run now, a new document load a moment later.
    await page.waitForTimeout(200);
    expect(watch.alerts, `after clicking "${text}"`).toEqual([]);
    if (page.url() !== url) {
      await page.goto(url);
      continue;
    }
    expect(await watch.ran(), `after clicking "${text}"`).toBeUndefined();
  }
}

/** Markup that can run script or restyle the page; stored content may bring none of it. */
const DANGEROUS =
  'script, iframe, object, embed, form, style, [onerror], [onload], [onclick], ' +
  'a[href^="javascript" i], a[href^="data" i], img[src^="data" i]';
/** In a whole page or a list, beside the app's own scripts, styles and forms: handlers and links. */
const HANDLERS = '[onerror], [onload], [onclick], a[href^="javascript" i]';

/**
 * Asserts nothing ran and none of `dangerous` is in `body`; records the CSP's reports (the page's
 * Content-Security-Policy is a second wall, not the one under test).
 */
async function expectNothingRan(watch: Watch, body: Locator, where: string, dangerous = DANGEROUS) {
  expect(await watch.ran(), where).toBeUndefined();
  expect(watch.alerts, where).toEqual([]);
  await expect(body.locator(dangerous), where).toHaveCount(0);
  const blocked = await watch.cspViolations();
  if (blocked.length > 0) {
    test
      .info()
      .annotations.push({ type: 'CSP report', description: `${where}: ${blocked.join('; ')}` });
  }
}

test('hostile HTML in a help article never runs for a visitor, a user or the editor', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, 'support', '/support');
  await callApi(page, 'POST', '/admin/rest/help/articles', {
    languageId: 1,
    identifier: ARTICLE_ID,
    title: TITLE,
    excerpt: 'Check the door switches first.',
    content: HOSTILE_ARTICLE,
    category: ['using-procounter'],
    audience: 'PUBLIC',
    live: true,
  });
  const articleUrl = `/help/article/${ARTICLE_ID}`;

  const readers: { who: string; login?: (reader: Page) => Promise<void> }[] = [
    { who: 'visitor' },
    {
      who: 'user',
      login: async (reader) => {
        await loginAsNewShopUser(reader);
      },
    },
  ];
  for (const { who, login } of readers) {
    const context = await browser.newContext();
    try {
      const reader = await context.newPage();
      const watch = await watchForScript(context, reader);
      if (login) await login(reader);
      // Found by search, then read.
      await reader.goto('/help/search/dome%20light');
      const results = reader.getByRole('main');
      await expect(results.getByRole('link', { name: TITLE })).toBeVisible();
      await expectNothingRan(watch, results, `${who}: search results`, HANDLERS);
      await results.getByRole('link', { name: TITLE }).click();
      const article = reader.getByRole('article', { name: TITLE });
      await expect(article).toContainText(SAFE_BEFORE);
      await expect(article).toContainText(SAFE_AFTER);
      await expect(article.getByText('door switch diagram')).toBeVisible();
      await expectNothingRan(watch, article, `${who}: article`);
      await clickTheLinks(reader, article, new URL(articleUrl, reader.url()).href, watch);
      await reader.goto(articleUrl);
      await expect(article).toContainText(SAFE_AFTER);
      await expectNothingRan(watch, article, `${who}: article after its links`);
    } finally {
      await context.close();
    }
  }

  // The editor: the article loaded into the rich text editor, then its preview.
  const watch = await watchForScript(page.context(), page);
  await page.goto(`/support/help-content/articles/edit/${ARTICLE_ID}`);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toContainText(SAFE_BEFORE);
  await expect(editor).toContainText(SAFE_AFTER);
  await expectNothingRan(watch, editor, 'editor');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: /preview/i });
  await expect(preview).toContainText(SAFE_BEFORE);
  await expect(preview).toContainText(SAFE_AFTER);
  await expectNothingRan(watch, preview, 'editor preview');
  await clickTheLinks(page, preview, page.url(), watch);
  expect(await watch.ran(), 'editor, after its links').toBeUndefined();
});

test('hostile HTML as a quote line shows as text, on the mini quote and the quote page', async ({
  page,
  shopUser: _newUser,
}) => {
  const watch = await watchForScript(page.context(), page);
  await expectNoVehicle(page);
  const description = `<img src=x onerror="window.__storedHtmlRan='labor'"><b>Dome light</b> repair`;
  await callApi(page, 'POST', '/worksheet/rest/nonProductItem', {
    type: 'LABOR',
    description,
    customerPrice: 40,
    quantity: 1,
  });
  await page.reload();
  await miniQuoteButton(page).click();
  // The mini quote opens over the page, outside the info bar.
  await expect(page.getByText(description, { exact: true })).toBeVisible();
  await expectNothingRan(watch, page.locator('body'), 'mini quote', HANDLERS);

  await page.goto(`/quote/details/${await currentQuoteId(page)}`);
  await expect(
    page.getByRole('main').getByRole('cell', { name: `Labor: ${description}`, exact: true }),
  ).toBeVisible();
  await expectNothingRan(watch, page.locator('body'), 'quote page', HANDLERS);
});
