import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { bodies, field, fieldError, pick } from '../testing/form-helpers';
import { renderEditor, serveEditor } from '../testing/render-help-admin';

const CATEGORIES = '/api/admin/rest/help/categories';
const NEW_CATEGORY = '/support/help-content/categories/new';

describe('category form', () => {
  it('creates a child category with its parent and sort order', async () => {
    const { server } = serveEditor();
    const user = userEvent.setup();
    const { router } = renderEditor(NEW_CATEGORY);
    expect(await screen.findByRole('heading', { name: 'New category' })).toBeVisible();
    await screen.findByRole('textbox', { name: 'Name' });
    // A new category goes after the last top-level one.
    expect(field('Sort order').value).toBe('3');

    await user.type(field('Name'), 'Invoices');
    await pick(user, 'Parent category', 'Account access');
    await user.clear(field('Sort order'));
    await user.type(field('Sort order'), '5');
    await user.click(screen.getByRole('switch', { name: /^Published/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/support/help-content/categories'),
    );
    expect(bodies(server, 'POST', CATEGORIES)).toEqual([
      { languageId: 1, name: 'Invoices', parent: 'account', sortOrder: 5, live: true },
    ]);
    expect(await screen.findByText('“Invoices” is saved.')).toBeVisible();
    const children = await screen.findByRole('list', { name: 'Subcategories of Account access' });
    expect(within(children).getByText('Invoices')).toBeVisible();
  });

  it('requires a name and a sort order', async () => {
    const { server } = serveEditor();
    const user = userEvent.setup();
    renderEditor(NEW_CATEGORY);
    await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(field('Sort order'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError('Name')).toBe('This field is required.'));
    expect(fieldError('Sort order')).toBe('This field is required.');
    expect(server.callsTo('POST', CATEGORIES)).toHaveLength(0);
  });

  it('edits a category with PUT; a category with children stays top-level', async () => {
    const { server } = serveEditor();
    const user = userEvent.setup();
    const { router } = renderEditor('/support/help-content/categories/edit/returns');
    expect(await screen.findByRole('heading', { name: 'Edit category' })).toBeVisible();
    await screen.findByRole('textbox', { name: 'Name' });
    expect(field('Name').value).toBe('Returns');
    expect(field('Identifier').readOnly).toBe(true);
    expect(field('Parent category').value).toBe('Ordering');

    await user.clear(field('Name'));
    await user.type(field('Name'), 'Returns and cores');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/support/help-content/categories'),
    );
    expect(bodies(server, 'PUT', `${CATEGORIES}/returns`)).toEqual([
      { languageId: 1, name: 'Returns and cores', parent: 'ordering', sortOrder: 2, live: true },
    ]);

    await router.navigate('/support/help-content/categories/edit/ordering');
    await screen.findByRole('heading', { name: 'Edit category' });
    await waitFor(() => expect(field('Parent category').disabled).toBe(true));
    expect(
      screen.getByText('This category has subcategories, so it stays top-level.'),
    ).toBeVisible();
  });

  it('shows a taken identifier and a refused parent on their fields', async () => {
    const { server } = serveEditor();
    const user = userEvent.setup();
    renderEditor(NEW_CATEGORY);
    await screen.findByRole('textbox', { name: 'Name' });
    await user.type(field('Name'), 'Orders');
    await user.type(field('Identifier'), 'ordering');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fieldError('Identifier')).toBe('This identifier is already used in this language.'),
    );

    server.on('POST', CATEGORIES, {
      status: 422,
      body: { code: 'INVALID_PARENT', message: 'INVALID_PARENT' },
    });
    await user.clear(field('Identifier'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fieldError('Parent category')).toMatch(/^This parent cannot be used/),
    );
  });

  it('adds the Spanish translation with the same identifier', async () => {
    const { server } = serveEditor();
    const user = userEvent.setup();
    renderEditor('/support/help-content/categories?contentLanguage=en');
    await user.click(
      await screen.findByRole('link', { name: 'Add translation into Spanish: Stock orders' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Spanish translation of a category' }),
    ).toBeVisible();
    await screen.findByRole('textbox', { name: 'Name' });
    expect(field('Identifier').value).toBe('stock-orders');
    expect(field('Name').value).toBe('Stock orders');
    // Its parent exists in Spanish, so the translation keeps it.
    expect(field('Parent category').value).toBe('Pedidos');

    await user.clear(field('Name'));
    await user.type(field('Name'), 'Pedidos de existencias');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies(server, 'POST', CATEGORIES)).toHaveLength(1));
    expect(bodies(server, 'POST', CATEGORIES)[0]).toEqual({
      languageId: 4963328,
      identifier: 'stock-orders',
      name: 'Pedidos de existencias',
      parent: 'ordering',
      sortOrder: 1,
      live: false,
    });
  });

  it('speaks Spanish', async () => {
    serveEditor();
    await i18n.changeLanguage('es');
    renderEditor(NEW_CATEGORY);
    expect(await screen.findByRole('heading', { name: 'Nueva categoría' })).toBeVisible();
    await screen.findByRole('textbox', { name: 'Nombre' });
    expect(field('Categoría principal')).toBeVisible();
    expect(field('Orden')).toBeVisible();
    expect(screen.getByText('Contenido en inglés')).toBeVisible();
    expect(screen.getByRole('link', { name: /Volver a las categorías/ })).toBeVisible();
  });
});
