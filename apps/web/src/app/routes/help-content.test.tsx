import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveEditor } from '@/features/help-admin/testing/render-help-admin';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortalAndHome } from '@/testing/fake-landing';
import { makeTokens } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render';

describe('/support/help-content', () => {
  it('opens the content editor for a marketing user, in the content language of the URL', async () => {
    const { server } = serveEditor();
    renderAppAt('/support/help-content/categories?contentLanguage=es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help Center content' }),
    ).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Spanish categories' });
    expect(within(list).getByText('Pedidos')).toBeVisible();
    expect(
      server.callsTo('GET', '/api/admin/rest/help/categories')[0]?.search.get('languageId'),
    ).toBe('4963328');
    await waitFor(() => expect(document.title).toBe('ProCounter - Help Center content'));
  });

  it('sends a shop employee to their landing page instead', async () => {
    servePortalAndHome(installFakeServer());
    beginSession(makeTokens());
    const { router } = renderAppAt('/support/help-content');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 4000 });
  });
});
