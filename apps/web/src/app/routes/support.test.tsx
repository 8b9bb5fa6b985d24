import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens, ROLE_USERS } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render';

describe('the /support page', () => {
  it('links an admin to the questions inbox, the Help Center content and the labor claims review, above masquerade', async () => {
    const server = servePortal(installFakeServer(), { user: ROLE_USERS.admin });
    server
      .on('GET', '/api/admin/masquerade/candidates', { body: [] })
      .on('GET', '/api/admin/rest/supportQuestions', {
        body: { questions: [], total: 0, page: 0, size: 50 },
      })
      // The shops' pricing requests waiting for review (issue 23), also on the page.
      .on('GET', '/api/support/shopRequests', { body: [] });
    beginSession(makeTokens());
    const { router } = renderAppAt('/support');

    const tools = await screen.findByRole('navigation', { name: 'Support tools' });
    const inbox = within(tools).getByRole('link', { name: 'Questions inbox' });
    expect(inbox.getAttribute('href')).toBe('/support/questions');
    expect(
      within(tools).getByRole('link', { name: 'Help Center content' }).getAttribute('href'),
    ).toBe('/support/help-content');
    expect(within(tools).getByRole('link', { name: 'Labor claims' }).getAttribute('href')).toBe(
      '/support/labor-claims',
    );
    const masquerade = screen.getByRole('heading', { name: 'Masquerade as a user' });
    expect(
      tools.compareDocumentPosition(masquerade) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // The link leads to the inbox page itself, not a placeholder.
    await userEvent.click(inbox);
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/questions'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions inbox' })).toBeVisible();
    expect(await screen.findByText('No questions yet.')).toBeVisible();
  });
});
