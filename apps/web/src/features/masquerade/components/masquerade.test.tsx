import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { beginSession, getSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens, makeUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { MasqueradePanel } from './masquerade-panel';
import { UnmasqueradeButton } from './unmasquerade-button';

const tech = makeUser({ masquerade: true, masqueradeBy: 'admin' });

describe('masquerade', () => {
  beforeEach(() => {
    beginSession(makeTokens(Date.now(), 'admin'));
  });

  it('searches users, then swaps the tokens, remembers the source route and lands', async () => {
    const server = servePortal(installFakeServer(), { user: tech })
      .on('GET', '/api/admin/masquerade/candidates', (request) => ({
        body:
          request.search.get('search') === 'tech'
            ? [
                {
                  userId: 42,
                  loginName: 'tech',
                  firstName: 'Tom',
                  lastName: 'Becker',
                  groupName: 'SHOP_EMPLOYEE',
                },
              ]
            : [],
      }))
      .on('POST', '/api/admin/masquerade', { body: makeTokens(Date.now(), 'tech') });
    const { router } = renderWithProviders(<MasqueradePanel />, { path: '/support' });
    await userEvent.type(screen.getByLabelText('Search users'), 'tech');
    const row = await screen.findByRole('row', { name: /tech/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Masquerade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(JSON.parse(server.callsTo('POST', '/api/admin/masquerade')[0]?.body ?? '{}')).toEqual({
      userId: 42,
    });
    expect(getSession().auth?.access_token).toBe('access-tech');
    expect(storage.readValue('masqueradeSource')).toBe('/support');
  });

  it('unmasquerade returns to the stored source route', async () => {
    servePortal(installFakeServer(), {
      user: makeUser({ loginName: 'admin', group: { name: 'SUPERUSER', internal: true } }),
    }).on('POST', '/api/admin/endMasquerade', { body: makeTokens(Date.now(), 'admin2') });
    storage.write('masqueradeSource', '/support');
    const { router } = renderWithProviders(<UnmasqueradeButton />, { path: '/home' });
    await userEvent.click(screen.getByRole('button', { name: 'Unmasquerade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
    expect(getSession().auth?.access_token).toBe('access-admin2');
  });

  it('an unmasquerade failure shows the spec toast', async () => {
    installFakeServer().on('POST', '/api/admin/endMasquerade', {
      status: 403,
      body: { code: 'NOT_MASQUERADING', message: 'Not masquerading' },
    });
    renderWithProviders(<UnmasqueradeButton />, { path: '/home' });
    await userEvent.click(screen.getByRole('button', { name: 'Unmasquerade' }));
    expect(
      await screen.findByText('There was a problem trying to unmasquerade. Please try again.'),
    ).toBeVisible();
  });
});
