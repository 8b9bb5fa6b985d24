import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { PHONE_QUERY } from '@/lib/media-queries';
import { renderEditor, serveEditor } from '../testing/render-help-admin';

const ARTICLES = '/api/admin/rest/help/articles';
const CATEGORIES = '/api/admin/rest/help/categories';

const tableRows = async (name: string) =>
  within(await screen.findByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    );

describe('content editor lists', () => {
  it('lists the English articles, then the Spanish ones, asking for each language', async () => {
    const { server } = serveEditor();
    const user = userEvent.setup();
    const { router } = renderEditor();

    expect(await tableRows('English articles')).toEqual([
      ['How to return a part', 'Returns', 'Logged-in customers', 'Published', 'Nov 2, 2026'],
      ['Resetting your password', 'Account access', 'Everyone', 'Draft', 'Oct 15, 2026'],
    ]);
    expect(server.callsTo('GET', ARTICLES).map((r) => r.search.get('languageId'))).toContain('1');

    await user.click(screen.getByRole('radio', { name: 'Spanish content' }));
    expect(await tableRows('Spanish articles')).toEqual([
      [
        'Cómo devolver una pieza',
        'Devoluciones',
        'Logged-in customers',
        'Published',
        'Nov 2, 2026',
      ],
    ]);
    expect(server.callsTo('GET', ARTICLES).map((r) => r.search.get('languageId'))).toContain(
      '4963328',
    );
    expect(server.callsTo('GET', CATEGORIES).map((r) => r.search.get('languageId'))).toContain(
      '4963328',
    );
    expect(router.state.location.search).toBe('?contentLanguage=es');
  });

  it('publishes and unpublishes an article with PUT .../live, and the badge follows', async () => {
    const { server } = serveEditor();
    const user = userEvent.setup();
    renderEditor();
    const table = await screen.findByRole('table', { name: 'English articles' });
    const row = within(table).getByText('Resetting your password').closest('tr')!;
    expect(within(row).getByText('Draft')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Publish: Resetting your password' }));
    await waitFor(() => expect(within(row).getByText('Published')).toBeVisible());
    expect(
      server
        .callsTo('PUT', `${ARTICLES}/reset-password/live`)
        .map((r) => JSON.parse(r.body ?? '{}')),
    ).toEqual([{ languageId: 1, live: true }]);
    expect(await screen.findByText('“Resetting your password” is published.')).toBeVisible();

    await user.click(
      within(row).getByRole('button', { name: 'Unpublish: Resetting your password' }),
    );
    await waitFor(() => expect(within(row).getByText('Draft')).toBeVisible());
    expect(
      JSON.parse(server.callsTo('PUT', `${ARTICLES}/reset-password/live`)[1]?.body ?? '{}'),
    ).toEqual({ languageId: 1, live: false });
  });

  it('filters the articles by text and by status', async () => {
    serveEditor();
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole('table', { name: 'English articles' });

    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'account');
    expect(await tableRows('English articles')).toHaveLength(1);
    expect(screen.getByText('Resetting your password')).toBeVisible();

    await user.clear(screen.getByRole('searchbox', { name: 'Filter' }));
    await user.click(screen.getByRole('radio', { name: 'Published' }));
    expect((await tableRows('English articles')).map((cells) => cells[0])).toEqual([
      'How to return a part',
    ]);

    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'password');
    expect(screen.getByText('No article matches the filter.')).toBeVisible();
  });

  it('offers Add translation only where the other language lacks the article', async () => {
    serveEditor();
    const user = userEvent.setup();
    const { router } = renderEditor();
    const table = await screen.findByRole('table', { name: 'English articles' });
    await waitFor(() =>
      expect(
        within(table).getByRole('link', {
          name: 'Add translation into Spanish: Resetting your password',
        }),
      ).toBeVisible(),
    );
    expect(within(table).getAllByRole('link', { name: /^Add translation/ })).toHaveLength(1);

    await user.click(
      within(table).getByRole('link', {
        name: 'Add translation into Spanish: Resetting your password',
      }),
    );
    expect(router.state.location.pathname).toBe('/support/help-content/articles/new');
    expect(router.state.location.search).toBe('?contentLanguage=es&from=reset-password');
    expect(
      await screen.findByRole('heading', { name: 'Spanish translation of an article' }),
    ).toBeVisible();
    const identifier = (await screen.findByLabelText('Identifier')) as HTMLInputElement;
    expect(identifier.value).toBe('reset-password');
    expect(identifier.readOnly).toBe(true);
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe(
      'Resetting your password',
    );
  });

  it('shows the categories nested under their parents, in sort order', async () => {
    const { server } = serveEditor();
    const user = userEvent.setup();
    renderEditor('/support/help-content/categories');
    const list = await screen.findByRole('list', { name: 'English categories' });
    const topLevel = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(topLevel.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Ordering',
      'Account access',
    ]);
    const children = within(list).getByRole('list', { name: 'Subcategories of Ordering' });
    expect(
      within(children)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Stock orders', 'Returns']);
    expect(within(children).getByText('Draft')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Publish: Stock orders' }));
    await waitFor(() => expect(within(children).queryByText('Draft')).toBeNull());
    expect(
      server
        .callsTo('PUT', `${CATEGORIES}/stock-orders/live`)
        .map((r) => JSON.parse(r.body ?? '{}')),
    ).toEqual([{ languageId: 1, live: true }]);
    expect(
      screen.getByRole('link', { name: 'Add translation into Spanish: Account access' }),
    ).toBeVisible();
    expect(
      screen.queryByRole('link', { name: 'Add translation into Spanish: Returns' }),
    ).toBeNull();
  });

  it('says so when a language has no content yet, and when the list fails', async () => {
    const { server } = serveEditor({ articles: [], categories: [] });
    const user = userEvent.setup();
    renderEditor();
    expect(await screen.findByText('There are no English articles yet.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    expect(await screen.findByText('There are no English categories yet.')).toBeVisible();

    server.on('GET', ARTICLES, { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } });
    await user.click(screen.getByRole('tab', { name: 'Articles' }));
    await user.click(screen.getByRole('radio', { name: 'Spanish content' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('The articles could not be loaded.'),
    );
  });

  it('shows the articles as cards on a phone', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query === PHONE_QUERY,
    }));
    serveEditor();
    renderEditor();
    const title = await screen.findByText('Resetting your password');
    expect(screen.queryByRole('table')).toBeNull();
    const card = title.closest('li')!;
    expect(within(card).getByText('Draft')).toBeVisible();
    expect(within(card).getByText('Account access')).toBeVisible();
    expect(
      within(card).getByRole('button', { name: 'Publish: Resetting your password' }),
    ).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Edit: Resetting your password' })).toBeVisible();
  });

  it('speaks Spanish when the UI is in Spanish, whatever the content language', async () => {
    serveEditor();
    await i18n.changeLanguage('es');
    renderEditor();
    expect(await screen.findByRole('table', { name: 'Artículos en inglés' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Categorías' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Contenido en español' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nuevo artículo' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Última modificación' })).toBeVisible();
    expect(screen.getAllByText('Borrador').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Publicar: Resetting your password' })).toBeVisible();
  });
});
