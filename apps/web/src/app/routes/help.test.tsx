import { LANGUAGE_IDS } from '@procounter/shared/domain/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  article,
  CONTENT_TOKEN,
  HELP_ARTICLES,
  makeContentAccess,
  readContentRequest,
  serveHelpContent,
} from '@/features/help/testing/fake-help-content';
import { beginSession } from '@/lib/session';
import { type FakeAnswer, installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens, ROLE_USERS } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render';

const EN = LANGUAGE_IDS.en;
const ES = LANGUAGE_IDS.es;

/** A visitor: only the content endpoint answers. */
function serveVisitor(data: Parameters<typeof serveHelpContent>[1] = {}) {
  const server = installFakeServer();
  const content = serveHelpContent(server, data);
  return { server, content };
}

/** Tech of shop 1001, logged in. */
function serveUser(data: Parameters<typeof serveHelpContent>[1] = {}) {
  const server = installFakeServer();
  servePortal(server);
  const content = serveHelpContent(server, data);
  beginSession(makeTokens());
  return { server, content };
}

const topics = () => screen.findByRole('navigation', { name: 'Help Topics' });
const articleLinks = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const pathOf = (router: { state: { location: { pathname: string } } }) =>
  router.state.location.pathname;

function deferred() {
  let resolve: (answer: FakeAnswer) => void = () => {};
  const promise = new Promise<FakeAnswer>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('the Help Center home', () => {
  it('selects the first parent and its first child, with the light chrome for a visitor', async () => {
    const { server } = serveVisitor();
    renderAppAt('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    const section = await screen.findByRole('region', { name: 'Quotes' });
    expect(articleLinks(section)).toEqual([
      'Save a quote for later',
      'E-mail a quote to a customer',
    ]);
    expect(within(section).getByText('About save a quote for later.')).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'Save a quote for later' }).getAttribute('href'),
    ).toBe('/help/article/save-a-quote');

    const nav = await topics();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Ordering',
      'Quotes',
      'Stock Orders',
      'Returns',
      'Account Access',
      'Passwords',
    ]);
    expect(within(nav).getByRole('link', { name: 'Quotes' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Quotes' }).getAttribute('href')).toBe(
      '/help/category/ordering_quotes',
    );
    expect(within(nav).getByRole('link', { name: 'Ordering' }).getAttribute('aria-current')).toBe(
      null,
    );

    // The visitor's chrome: product label, Log in, skip link, language selector.
    expect(screen.getByText('Professional Services')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Back to ProCounter' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#help-main',
    );
    expect(screen.getByRole('main').id).toBe('help-main');
    expect(within(screen.getByRole('contentinfo')).getByLabelText('Language')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('ProCounter - Help Center'));

    // Public content only: no token, and never a call about a session.
    const contentCalls = server.callsTo('GET', '/api/content/graphql');
    expect(contentCalls.length).toBeGreaterThanOrEqual(2);
    expect(contentCalls.every((call) => !call.headers.has('Authorization'))).toBe(true);
    expect(contentCalls.map((call) => readContentRequest(call).languageId)).toContain(EN);
    expect(server.requests.filter((call) => call.path.startsWith('/api/current/'))).toEqual([]);
  });

  it("lists a parent category with its own and its children's articles", async () => {
    serveVisitor();
    renderAppAt('/help/category/ordering');
    const section = await screen.findByRole('region', { name: 'Ordering' });
    expect(articleLinks(section)).toEqual([
      'How ordering works',
      'Save a quote for later',
      'E-mail a quote to a customer',
      'Upload a stock order file',
    ]);
    const nav = await topics();
    expect(within(nav).getByRole('link', { name: 'Ordering' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('lists a child category by its parent_child key', async () => {
    serveVisitor();
    const { router } = renderAppAt('/help');
    await screen.findByRole('region', { name: 'Quotes' });
    await userEvent.click(within(await topics()).getByRole('link', { name: 'Stock Orders' }));
    const section = await screen.findByRole('region', { name: 'Stock Orders' });
    expect(pathOf(router)).toBe('/help/category/ordering_stock-orders');
    expect(articleLinks(section)).toEqual(['Upload a stock order file']);
    expect(screen.getByText('Ordering', { selector: 'p' })).toBeVisible();
  });

  it('says so for an unknown category, a child under the wrong parent, and an empty one', async () => {
    serveVisitor({
      categories: {
        [EN]: [
          { identifier: 'ordering', name: 'Ordering', sortOrder: 1, parent: null, children: [] },
          { identifier: 'warranty', name: 'Warranty', sortOrder: 2, parent: null, children: [] },
        ],
      },
    });
    renderAppAt('/help/category/ordering_passwords');
    expect(await screen.findByText('We could not find this help topic.')).toBeVisible();
    const home = screen.getByRole('link', { name: 'Go to the Help Center home' });
    expect(home.getAttribute('href')).toBe('/help');
    await userEvent.click(within(await topics()).getByRole('link', { name: 'Warranty' }));
    expect(await screen.findByText('There are no articles in this topic yet.')).toBeVisible();
  });

  it('shows a not-found view for any other address under /help', async () => {
    serveVisitor();
    renderAppAt('/help/no/such/page');
    expect(
      await screen.findByText('We could not find this page of the Help Center.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  });
});

describe('on a phone', () => {
  it('folds the topics away above the content, and a topic picked closes them', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width: 47.99em'),
    }));
    serveVisitor();
    const { router } = renderAppAt('/help');
    await screen.findByRole('region', { name: 'Quotes' });
    const nav = await topics();
    const toggle = within(nav).getByRole('button', { name: 'Help Topics' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // jsdom runs no CSS transition, so the panel never finishes opening here: follow the link
    // the way the router would.
    const returns = within(nav).getByRole('link', { name: 'Returns', hidden: true });
    expect(returns.getAttribute('href')).toBe('/help/category/returns');
    await router.navigate('/help/category/returns');
    await screen.findByRole('region', { name: 'Returns' });
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    // The content comes before the sidebar.
    const main = screen.getByRole('main');
    const aside = screen.getByRole('complementary', { name: 'Contact Us' });
    expect(main.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('loading and failures', () => {
  it('keeps the loading overlay until both the articles and the categories have answered', async () => {
    const articlesAnswer = deferred();
    const { content } = serveVisitor({
      override: (operation) =>
        operation === 'KnowledgeArticles' ? articlesAnswer.promise : undefined,
    });
    const { queryClient } = renderAppAt('/help');
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeVisible();
    await waitFor(() => expect(content.contentCalls('KnowledgeArticles')).toHaveLength(1));
    // The categories have answered but the articles have not: still loading.
    await waitFor(() =>
      expect(queryClient.getQueryState(['help', 'categories', EN, 'PUBLIC'])?.status).toBe(
        'success',
      ),
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Quotes' })).toBeNull();
    articlesAnswer.resolve({
      body: { data: { KnowledgeArticleCollection: HELP_ARTICLES[EN] } },
    });
    await screen.findByRole('region', { name: 'Quotes' });
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it.each(['KnowledgeCategories', 'KnowledgeArticles'] as const)(
    'shows the error toast and a retry when %s fails',
    async (failing) => {
      let fail = true;
      serveVisitor({
        override: (operation) =>
          operation === failing && fail
            ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Down' } }
            : undefined,
      });
      renderAppAt('/help');
      const retry = await screen.findByRole('button', { name: 'Try again' });
      const alert = retry.closest('[role="alert"]') as HTMLElement;
      expect(alert.textContent).toContain(
        'Error loading Frequently Asked Questions. Please try again later.',
      );
      // The toast says it too.
      await waitFor(() =>
        expect(
          screen.getAllByText('Error loading Frequently Asked Questions. Please try again later.'),
        ).toHaveLength(2),
      );
      expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
      fail = false;
      await userEvent.click(retry);
      expect(await screen.findByRole('region', { name: 'Quotes' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  );
});

describe('articles', () => {
  it('shows the title, the Last Updated date as MM/DD/YYYY and sanitised content', async () => {
    const hostile = article('hostile', 'Stored before the rules changed', ['returns'], {
      modDate: new Date(2026, 0, 9, 12).toISOString(),
      content:
        '<p>Safe text</p><img src="x.png" onerror="window.__helpHacked = true"><script>window.__helpHacked = true</script><a href="javascript:alert(1)">bad link</a>',
    });
    serveVisitor({ articles: { [EN]: [...(HELP_ARTICLES[EN] ?? []), hostile] } });
    renderAppAt('/help/article/hostile');
    const detail = await screen.findByRole('article', { name: 'Stored before the rules changed' });
    expect(
      within(detail).getByRole('heading', { level: 2, name: 'Stored before the rules changed' }),
    ).toBeVisible();
    expect(detail.textContent).toContain('Last Updated 01/09/2026');
    expect(within(detail).getByText('Safe text')).toBeVisible();
    expect(detail.querySelector('script')).toBeNull();
    expect(detail.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(detail.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __helpHacked?: boolean }).__helpHacked).toBeUndefined();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    // Opened straight from an address: Back goes to the article's category.
    expect(within(detail).getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/help/category/returns',
    );
  });

  it('goes back in history with Back, and prints with Print', async () => {
    serveVisitor();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { router } = renderAppAt('/help/category/returns');
    await userEvent.click(await screen.findByRole('link', { name: 'Return a part' }));
    const detail = await screen.findByRole('article', { name: 'Return a part' });
    await userEvent.click(within(detail).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await userEvent.click(within(detail).getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(pathOf(router)).toBe('/help/category/returns'));
  });

  it('follows a link to another article in the app, and leaves file links to the browser', async () => {
    const linking = article('linking', 'Returns in short', ['returns'], {
      content:
        '<p>See <a href="/help/article/title/save-a-quote-for-later">saving quotes</a> or the <a href="/docs/drop-box-slip.pdf">slip</a>.</p>',
    });
    serveVisitor({ articles: { [EN]: [...(HELP_ARTICLES[EN] ?? []), linking] } });
    const { router } = renderAppAt('/help/article/linking');
    const detail = await screen.findByRole('article', { name: 'Returns in short' });
    const slip = within(detail).getByRole('link', { name: 'slip' });
    const fileClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    slip.dispatchEvent(fileClick);
    expect(fileClick.defaultPrevented).toBe(false);
    await userEvent.click(within(detail).getByRole('link', { name: 'saving quotes' }));
    expect(await screen.findByRole('article', { name: 'Save a quote for later' })).toBeVisible();
    expect(pathOf(router)).toBe('/help/article/title/save-a-quote-for-later');
  });

  it('finds an article by its URL title in any case', async () => {
    serveVisitor();
    renderAppAt('/help/article/title/SAVE-a-Quote-For-Later');
    expect(await screen.findByRole('article', { name: 'Save a quote for later' })).toBeVisible();
  });

  it('says so for an unknown article', async () => {
    serveVisitor();
    renderAppAt('/help/article/no-such-article');
    expect(
      await screen.findByText('We could not find this article. It may have been moved or removed.'),
    ).toBeVisible();
  });
});

describe('search', () => {
  it('shows the results of a search, and empties the box when leaving the search', async () => {
    serveVisitor();
    const { router } = renderAppAt('/help');
    await screen.findByRole('region', { name: 'Quotes' });
    const box = screen.getByRole('searchbox', { name: /Search Term/ });
    await userEvent.type(box, 'quote{Enter}');
    await waitFor(() => expect(pathOf(router)).toBe('/help/search/quote'));
    const results = await screen.findByRole('region', { name: 'Showing all results for: quote' });
    expect(articleLinks(results)).toContain('Save a quote for later');
    expect(articleLinks(results)).toContain('E-mail a quote to a customer');
    expect((box as HTMLInputElement).value).toBe('quote');

    await userEvent.click(within(await topics()).getByRole('link', { name: 'Returns' }));
    await screen.findByRole('region', { name: 'Returns' });
    expect((screen.getByRole('searchbox', { name: /Search Term/ }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('says No results matching with the Ask A Question note when nothing matches', async () => {
    serveVisitor();
    renderAppAt('/help/search/xqzvw');
    const results = await screen.findByRole('region', { name: 'No results matching: xqzvw' });
    expect(results.textContent).toContain("Can't find what you are looking for?");
    expect(within(results).getByRole('link', { name: 'Ask A Question' }).getAttribute('href')).toBe(
      '/help/contact/contact-us',
    );
  });

  it('shows ten results a page, the page in ?page=', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      article(`brake-${i + 1}`, `Brake pad question ${i + 1}`, ['returns']),
    );
    serveVisitor({ articles: { [EN]: many } });
    const { router } = renderAppAt('/help/search/brake');
    const results = await screen.findByRole('region', { name: 'Showing all results for: brake' });
    expect(articleLinks(results)).toHaveLength(10);
    const pages = within(results).getByRole('navigation', { name: 'Result pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(articleLinks(results)).toHaveLength(3);
    // The arrow controls are named, not bare icons.
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('requires a term: an empty search shows the message and stays', async () => {
    serveVisitor();
    const { router } = renderAppAt('/help/category/returns');
    await screen.findByRole('region', { name: 'Returns' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('This field is required.')).toBeVisible();
    expect(
      screen.getByRole('searchbox', { name: /Search Term/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(pathOf(router)).toBe('/help/category/returns');
  });
});

describe('languages', () => {
  it('reloads both lists in Spanish (languageId 4963328) and keeps the category', async () => {
    const { content } = serveVisitor();
    const { router } = renderAppAt('/help/category/ordering_quotes');
    await screen.findByRole('region', { name: 'Quotes' });
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(await screen.findByRole('region', { name: 'Cotizaciones' })).toBeVisible();
    expect(pathOf(router)).toBe('/help/category/ordering_quotes');
    expect(screen.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible();
    for (const operation of ['KnowledgeCategories', 'KnowledgeArticles'] as const) {
      const ids = content
        .contentCalls(operation)
        .map((call) => readContentRequest(call).languageId);
      expect(ids, operation).toEqual([EN, ES]);
    }
  });

  it('goes to the default topic when the category does not exist in the new language', async () => {
    serveVisitor({
      categories: {
        [EN]: [
          { identifier: 'ordering', name: 'Ordering', sortOrder: 1, parent: null, children: [] },
          { identifier: 'english-only', name: 'English', sortOrder: 2, parent: null, children: [] },
        ],
        [ES]: [
          { identifier: 'ordering', name: 'Pedidos', sortOrder: 1, parent: null, children: [] },
        ],
      },
    });
    const { router } = renderAppAt('/help/category/english-only');
    await screen.findByRole('region', { name: 'English' });
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    await waitFor(() => expect(pathOf(router)).toBe('/help'));
    expect(await screen.findByRole('region', { name: 'Pedidos' })).toBeVisible();
  });

  it('moves an article opened by URL title to its identifier address', async () => {
    serveVisitor();
    const { router } = renderAppAt('/help/article/title/save-a-quote-for-later');
    await screen.findByRole('article', { name: 'Save a quote for later' });
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    await waitFor(() => expect(pathOf(router)).toBe('/help/article/save-a-quote'));
    expect(
      await screen.findByRole('article', { name: 'Guardar una cotización para después' }),
    ).toBeVisible();
  });
});

describe('a logged-in user', () => {
  it('reads with the content token and gets Back to ProCounter', async () => {
    const { server } = serveUser();
    renderAppAt('/help');
    await screen.findByRole('region', { name: 'Quotes' });
    const back = await screen.findByRole('link', { name: 'Back to ProCounter' });
    expect(back.getAttribute('href')).toBe('/home');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();

    const [access] = server.callsTo('GET', '/api/current/dotcms');
    expect(access?.search.get('withToken')).toBe('true');
    expect(access?.search.get('shopId')).toBe('1001');
    const contentCalls = server.callsTo('GET', '/api/content/graphql');
    expect(contentCalls.length).toBeGreaterThanOrEqual(2);
    for (const call of contentCalls) {
      // The content token, never the access token.
      expect(call.headers.get('Authorization')).toBe(`Bearer ${CONTENT_TOKEN}`);
    }
  });

  it('sends a support user back to the support page', async () => {
    const server = installFakeServer();
    servePortal(server, { user: ROLE_USERS.support });
    serveHelpContent(server);
    beginSession(makeTokens());
    renderAppAt('/help');
    const back = await screen.findByRole('link', { name: 'Back to ProCounter' });
    expect(back.getAttribute('href')).toBe('/support');
  });

  it('renews an expired content token once and asks again', async () => {
    const server = installFakeServer();
    servePortal(server);
    let issued = 0;
    const content = serveHelpContent(server, { expiredTokens: ['old-token'] });
    server.on('GET', '/api/current/dotcms', () => {
      issued += 1;
      return { body: makeContentAccess({ token: issued === 1 ? 'old-token' : 'new-token' }) };
    });
    beginSession(makeTokens());
    renderAppAt('/help');
    expect(await screen.findByRole('region', { name: 'Quotes' })).toBeVisible();
    expect(issued).toBe(2);
    for (const operation of ['KnowledgeCategories', 'KnowledgeArticles'] as const) {
      const tokens = content
        .contentCalls(operation)
        .map((call) => call.headers.get('Authorization'));
      expect(tokens, operation).toEqual(['Bearer old-token', 'Bearer new-token']);
    }
  });

  it('reads public content without a token when the token call fails', async () => {
    const { server } = serveUser({ access: { status: 500 } });
    renderAppAt('/help');
    expect(await screen.findByRole('region', { name: 'Quotes' })).toBeVisible();
    const contentCalls = server.callsTo('GET', '/api/content/graphql');
    expect(contentCalls.every((call) => !call.headers.has('Authorization'))).toBe(true);
  });
});
