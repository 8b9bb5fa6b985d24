import type { WorksheetSearchResult } from '@procounter/shared/contracts/worksheet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveChat } from '@/features/chat/testing/fake-chat';
import { serveHelpContent } from '@/features/help/testing/fake-help-content';
import { beginSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortalAndHome as servePortal } from '@/testing/fake-landing';
import {
  makeCarAccountOverview,
  makeMessage,
  makeQuoteSummary,
  makeShop,
  makeTokens,
  makeUser,
  makeVehicle,
  ROLE_USERS,
} from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render';

const waitForPath = (router: { state: { location: { pathname: string } } }, path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 4000 });

/** What /quote/search finds for a user without quotes. */
const NO_QUOTES_FOUND: WorksheetSearchResult = { content: [], page: 0, size: 25, totalElements: 0 };

describe('the app, unauthenticated', () => {
  it('sends a visitor of /home to /login, remembering /home, with the public header only', async () => {
    installFakeServer();
    const { router } = renderAppAt('/home');
    await waitForPath(router, '/login');
    expect(await screen.findByText('Professional Services')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(storage.readValue('postLoginRedirectPath')).toBe('/home');
    await waitFor(() => expect(document.title).toBe('ProCounter - Log in'));
    expect(screen.getByLabelText('Language')).toBeVisible();
  });

  it('shows NotFound without header or footer', async () => {
    installFakeServer();
    renderAppAt('/no-such-page');
    expect(await screen.findByText('Page not found')).toBeVisible();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByText('Professional Services')).toBeNull();
  });
});

describe('the app, signed in', () => {
  it('lands tech on /home with the whole shell in order', async () => {
    const now = Date.now();
    servePortal(installFakeServer(), {
      messages: [
        makeMessage({
          content: 'Holiday hours: stores close early.',
          schedules: [{ startDateTime: now - 1000, endDateTime: now + 86_400_000 }],
        }),
      ],
    });
    beginSession(makeTokens());
    const { router } = renderAppAt('/');
    await waitForPath(router, '/home');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Manage Customers' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Support' })).toBeNull();
    expect(screen.getByText('tech', { exact: true })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(screen.getAllByText('Add Vehicle').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Go To Quote').length).toBeGreaterThan(0);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Holiday hours');
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(`2011–${new Date().getFullYear()}`);
    await waitFor(() => expect(document.title).toBe('ProCounter - Home'));

    // Spec order: broadcast messages, admin bar, main nav, info bar, page, footer.
    const order = [
      alert,
      screen.getByText('tech', { exact: true }),
      nav,
      screen.getByRole('search'),
      screen.getByRole('main'),
      footer,
    ];
    for (let i = 1; i < order.length; i++) {
      const previous = order[i - 1]!;
      expect(
        previous.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  it('puts the current vehicle and the mini quote in the info bar', async () => {
    servePortal(installFakeServer(), { vehicle: makeVehicle(), quote: makeQuoteSummary(3) });
    beginSession(makeTokens());
    const { router } = renderAppAt('/');
    await waitForPath(router, '/home');
    const bar = await screen.findByRole('region', { name: 'Vehicle, search and quote' });
    expect(await within(bar).findByRole('button', { name: '2013 Ford F-150' })).toBeVisible();
    const miniQuote = await within(bar).findByRole('button', { name: /Total price/ });
    expect(miniQuote.textContent).toContain('Total price: $285.00');
    expect(miniQuote.textContent).toContain('Items in the quote: 3');
  });

  it('paints the shell once its first answers are in, already filled in, not one answer at a time', async () => {
    const server = servePortal(installFakeServer(), { quote: makeQuoteSummary(3) });
    let answerQuote = () => {};
    const quoteAnswered = new Promise<void>((resolve) => {
      answerQuote = resolve;
    });
    server.on('GET', '/api/worksheet/rest/miniquote.json', async () => {
      await quoteAnswered;
      return { body: makeQuoteSummary(3) };
    });
    beginSession(makeTokens());
    const { router } = renderAppAt('/home');
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/worksheet/rest/miniquote.json')).toHaveLength(1),
    );
    // The shell's code and its other answers are there; it waits for the quote.
    await waitFor(() => expect(server.callsTo('GET', '/api/current/vehicle')).toHaveLength(1));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();

    answerQuote();
    await screen.findByRole('navigation', { name: 'Main' });
    expect(router.state.location.pathname).toBe('/home');
    // In the same paint as the shell, not after it.
    expect(screen.getByRole('button', { name: /Total price/ }).textContent).toContain(
      'Items in the quote: 3',
    );
    expect(server.callsTo('GET', '/api/worksheet/rest/miniquote.json')).toHaveLength(1);
  });

  it('shows Admin instead of the login name for a Mitchell1 user, on /catalog/browse', async () => {
    servePortal(installFakeServer(), { user: ROLE_USERS.mitchell })
      .on('GET', '/api/parttypes/mostpopular', { body: [] })
      .on('GET', '/api/parttypes/node/selected', { body: [] });
    beginSession(makeTokens());
    const { router } = renderAppAt('/');
    await waitForPath(router, '/catalog/browse');
    expect(await screen.findByText('Admin', { exact: true })).toBeVisible();
    expect(screen.queryByText('mitchell', { exact: true })).toBeNull();
  });

  it('lands a car customer shop on /car-admin and sends a support page visit back there', async () => {
    servePortal(installFakeServer(), { shop: makeShop({ id: 4001, carCustomer: true }) }).on(
      'GET',
      '/api/car-admin/overview',
      { body: makeCarAccountOverview() },
    );
    beginSession(makeTokens());
    const { router } = renderAppAt('/support');
    await waitForPath(router, '/car-admin');
    expect(
      await screen.findByRole('heading', { name: 'Quotes waiting for your approval' }),
    ).toBeVisible();
  });

  it('goes to the stored post-login path after signing in', async () => {
    servePortal(installFakeServer()).on('GET', '/api/worksheet/rest/search', {
      body: NO_QUOTES_FOUND,
    });
    storage.write('postLoginRedirectPath', '/quote/search');
    beginSession(makeTokens(), { postLoginRedirectPath: true });
    const { router } = renderAppAt('/login');
    await waitForPath(router, '/quote/search');
    // Forgotten once the user has arrived.
    await waitFor(() => expect(storage.read('postLoginRedirectPath')).toBeNull());
    await waitFor(() => expect(document.title).toBe('ProCounter - Quotes and Orders'));
  });

  it('forces a user who must change the password onto /security-change', async () => {
    servePortal(installFakeServer(), { user: makeUser({ passwordChangeRequired: true }) });
    beginSession(makeTokens());
    const { router } = renderAppAt('/home');
    await waitForPath(router, '/security-change');
    expect(await screen.findByLabelText('Current password')).toBeVisible();
    expect(screen.getByLabelText('New password')).toBeVisible();
    expect(screen.getByLabelText('Confirm new password')).toBeVisible();
  });

  it('a 403 TOS_REQUIRED during use forces /accept-terms; accepting continues to the landing page', async () => {
    const server = servePortal(installFakeServer());
    let accepted = false;
    server
      .on('GET', '/api/current/shop', () =>
        accepted
          ? { body: makeShop() }
          : { status: 403, body: { code: 'FORBIDDEN', message: 'terms', reason: 'TOS_REQUIRED' } },
      )
      .on('POST', '/api/user/acceptTerms', () => {
        accepted = true;
        return { status: 204 };
      });
    beginSession(makeTokens());
    const { router } = renderAppAt('/home');
    await waitForPath(router, '/accept-terms');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitForPath(router, '/home');
    expect(JSON.parse(server.callsTo('POST', '/api/user/acceptTerms')[0]?.body ?? '{}')).toEqual({
      accepted: true,
    });
  });

  it('logging out returns to /login without remembering the page', async () => {
    const server = servePortal(installFakeServer())
      .on('GET', '/api/worksheet/rest/search', { body: NO_QUOTES_FOUND })
      .on('POST', '/api/auth/rest/logout', { status: 204 });
    beginSession(makeTokens());
    const { router } = renderAppAt('/quote/search');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitForPath(router, '/login');
    expect(server.callsTo('POST', '/api/auth/rest/logout')[0]?.headers.get('Authorization')).toBe(
      'Bearer refresh-1',
    );
    expect(storage.read('auth')).toBeNull();
    expect(storage.read('postLoginRedirectPath')).toBeNull();
  });

  it('shows the no-dealer-control error as a persistent toast', async () => {
    servePortal(installFakeServer(), { dealerControl: false });
    beginSession(makeTokens());
    renderAppAt('/home');
    expect(await screen.findByText('There is a problem with your access')).toBeVisible();
  });

  it('shows the local-test banner in the local-test profile', async () => {
    servePortal(installFakeServer(), { profile: 'local-test' });
    beginSession(makeTokens());
    renderAppAt('/home');
    expect(
      await screen.findByText('This application is connected to test resources.'),
    ).toBeVisible();
  });

  it('turns a login errorKey met outside /login into a toast', async () => {
    servePortal(installFakeServer());
    beginSession(makeTokens());
    const { router } = renderAppAt('/home?errorKey=LOGIN_REQUIRED');
    expect(await screen.findByText('Please login to continue')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the chat tooltip when the server says it is the first time', async () => {
    servePortal(installFakeServer()).on('POST', '/api/user/showChatNowTooltip', { body: true });
    beginSession(makeTokens());
    renderAppAt('/home');
    expect(await screen.findByText('Questions? Chat with Customer Support here.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Chat for help' })).toBeVisible();
  });

  it('opens the chat with support from the Chat for help button, its code loaded then', async () => {
    const server = servePortal(installFakeServer());
    serveChat(server, {
      availability: { withinHours: false, supportOnline: false, available: false },
    });
    serveHelpContent(server);
    beginSession(makeTokens());
    renderAppAt('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat for help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Customer Support' });
    expect(
      await within(dialog).findByText(
        'Customer Support chats Monday to Friday, 7:30 AM to 6 PM Central.',
      ),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your question' }), 'Wipers?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask by e-mail' }));
    expect(await screen.findByRole('heading', { name: 'Ask A Question' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Your question/ })).toHaveValue('Wipers?');
  });

  it('logs out when the user payload carries no userId', async () => {
    servePortal(installFakeServer()).on('GET', '/api/current/user', {
      body: { authenticated: false },
    });
    beginSession(makeTokens());
    const { router } = renderAppAt('/home');
    await waitForPath(router, '/login');
    expect(storage.read('auth')).toBeNull();
  });
});
