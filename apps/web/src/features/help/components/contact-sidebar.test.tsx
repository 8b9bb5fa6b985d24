import { LANGUAGE_IDS } from '@procounter/shared/domain/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeChatPanel, isChatPanelOpen } from '@/lib/chat-panel';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeShop, makeTokens, ROLE_USERS } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { type HelpContentData, serveHelpContent } from '../testing/fake-help-content';
import { ContactSidebar } from './contact-sidebar';

const renderSidebar = () => renderWithProviders(<ContactSidebar />, { path: '/help' });
const sidebar = () => screen.findByRole('complementary', { name: 'Contact Us' });

function serveUser(portal: Parameters<typeof servePortal>[1] = {}, content: HelpContentData = {}) {
  const server = installFakeServer();
  servePortal(server, portal);
  serveHelpContent(server, content);
  beginSession(makeTokens());
  return server;
}

describe('the Contact Us sidebar', () => {
  it('shows a visitor the chat link, the hours and both phone lines, and no store', async () => {
    const server = installFakeServer();
    serveHelpContent(server);
    renderSidebar();
    const aside = await sidebar();
    expect(within(aside).getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible();
    expect(
      within(aside).getByRole('link', { name: 'Start a chat session.' }).getAttribute('href'),
    ).toBe('/help/contact/contact-us');
    expect(
      within(aside).getByText(
        'Customer Support is available Monday thru Friday 7:30 AM to 6 PM Central.',
      ),
    ).toBeVisible();
    expect(within(aside).getByText('Technical Support')).toBeVisible();
    expect(within(aside).getByRole('link', { name: '1-800-555-0142' }).getAttribute('href')).toBe(
      'tel:18005550142',
    );
    expect(within(aside).getByText('Credit and Billing')).toBeVisible();
    expect(within(aside).getByRole('link', { name: '1-800-555-0177' }).getAttribute('href')).toBe(
      'tel:18005550177',
    );
    expect(
      within(aside).getByRole('link', { name: 'Send us an email.' }).getAttribute('href'),
    ).toBe('/help/contact/contact-us');
    expect(within(aside).queryByRole('heading', { name: 'Your home store' })).toBeNull();
    expect(within(aside).queryByText('No store phone available')).toBeNull();
    expect(server.requests.filter((call) => call.path.startsWith('/api/current/'))).toEqual([]);
    expect(server.callsTo('GET', '/api/shop/1001/tsm')).toEqual([]);
  });

  it('opens the chat with support for a logged-in user', async () => {
    serveUser();
    renderSidebar();
    const aside = await sidebar();
    const start = await within(aside).findByRole('button', { name: 'Start a chat session.' });
    expect(within(aside).queryByRole('link', { name: 'Start a chat session.' })).toBeNull();
    await userEvent.click(start);
    expect(isChatPanelOpen()).toBe(true);
    closeChatPanel();
  });

  it("shows a user's home store with its phone and the territory sales manager", async () => {
    serveUser();
    renderSidebar();
    const aside = await sidebar();
    const store = await within(aside).findByRole('region', { name: 'Your home store' });
    expect(within(store).getByText('Austin - Austin, TX (Store 512)')).toBeVisible();
    expect(store.querySelector('address')?.textContent).toBe('100 Congress AveAustin, TX 78701');
    expect(within(store).getByRole('link', { name: '512-555-0199' }).getAttribute('href')).toBe(
      'tel:5125550199',
    );
    expect(within(store).queryByText('No store phone available')).toBeNull();
    expect(await within(store).findByText('Territory Sales Manager')).toBeVisible();
    expect(within(store).getByText('Dana Whitfield')).toBeVisible();
    expect(
      within(store)
        .getByRole('link', { name: 'dana.whitfield@procounter.example' })
        .getAttribute('href'),
    ).toBe('mailto:dana.whitfield@procounter.example');
  });

  it('says No store phone available, and shows no manager when the store has none', async () => {
    const server = serveUser(
      {
        shop: makeShop({
          homeStore: {
            storeId: 730,
            storeName: 'Oakland',
            city: 'Oakland',
            state: 'CA',
            address: '1 Broadway',
            address2: 'Suite 4',
            zipCode: '94607',
            phoneNumber: null,
          },
        }),
      },
      { tsm: null },
    );
    const { queryClient } = renderSidebar();
    const store = await within(await sidebar()).findByRole('region', { name: 'Your home store' });
    await waitFor(() => expect(server.callsTo('GET', '/api/shop/1001/tsm')).toHaveLength(1));
    expect(within(store).getByText('Oakland - Oakland, CA (Store 730)')).toBeVisible();
    expect(store.querySelector('address')?.textContent).toBe('1 BroadwaySuite 4Oakland, CA 94607');
    expect(within(store).getByText('No store phone available')).toBeVisible();
    expect(server.callsTo('GET', '/api/shop/1001/tsm')).toHaveLength(1);
    // The 404 (no manager) settles as an answer: nothing to show, nothing failed.
    await waitFor(() =>
      expect(queryClient.getQueryState(['help', 'tsm', 1001])).toMatchObject({
        status: 'success',
        data: null,
      }),
    );
    expect(within(store).queryByText('Territory Sales Manager')).toBeNull();
  });

  it("hides store 4031's phone from a team member", async () => {
    serveUser({
      user: ROLE_USERS.support,
      shop: makeShop({
        homeStore: {
          storeId: 4031,
          storeName: 'Round Rock',
          city: 'Round Rock',
          state: 'TX',
          address: '9 Main St',
          address2: null,
          zipCode: '78664',
          phoneNumber: '512-555-0111',
        },
      }),
    });
    renderSidebar();
    const store = await within(await sidebar()).findByRole('region', { name: 'Your home store' });
    expect(within(store).getByText('No store phone available')).toBeVisible();
    expect(within(store).queryByText('512-555-0111')).toBeNull();
  });

  it('lists the resources menu: files in a new tab, app paths as router links, with icons', async () => {
    serveUser(
      {},
      {
        menus: {
          [LANGUAGE_IDS.en]: [
            {
              menuSlug: 'help-center-resources',
              name: 'Resources',
              menuItems: [
                {
                  title: 'Credit application (PDF)',
                  linkUrl: null,
                  linkToFile: '/files/credit-application.pdf',
                  icon: '/help-icons/pdf.svg',
                  iconScaleWidth: 20,
                  iconScaleHeight: 24,
                  iconPadding: 2,
                },
                {
                  title: 'Quotes and Orders',
                  linkUrl: '/quote/search',
                  linkToFile: null,
                  icon: null,
                  iconScaleWidth: null,
                  iconScaleHeight: null,
                  iconPadding: null,
                },
              ],
            },
          ],
        },
      },
    );
    renderSidebar();
    const resources = await within(await sidebar()).findByRole('region', { name: 'Resources' });
    const file = within(resources).getByRole('link', { name: /Credit application \(PDF\)/ });
    expect(file.getAttribute('href')).toBe('/files/credit-application.pdf');
    expect(file.getAttribute('target')).toBe('_blank');
    expect(file.getAttribute('rel')).toContain('noopener');
    expect(file.textContent).toContain('(opens in a new tab)');
    const icon = file.querySelector('img');
    expect(icon?.getAttribute('src')).toBe('/help-icons/pdf.svg');
    expect(icon?.getAttribute('alt')).toBe('');
    expect(icon?.getAttribute('width')).toBe('20');
    expect(icon?.getAttribute('height')).toBe('24');
    expect(icon?.style.padding).toBe('2px');
    const shortcut = within(resources).getByRole('link', { name: 'Quotes and Orders' });
    expect(shortcut.getAttribute('href')).toBe('/quote/search');
    expect(shortcut.getAttribute('target')).toBeNull();
  });

  it('leaves Resources out when the menu is empty or fails', async () => {
    serveUser(
      {},
      { override: (operation) => (operation === 'Menu' ? { status: 500 } : undefined) },
    );
    renderSidebar();
    const aside = await sidebar();
    await within(aside).findByRole('region', { name: 'Your home store' });
    expect(within(aside).queryByRole('region', { name: 'Resources' })).toBeNull();
  });
});
