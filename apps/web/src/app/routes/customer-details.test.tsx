import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveCustomers } from '@/features/customers/testing/fake-customers';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortalAndHome } from '@/testing/fake-landing';
import { makeCustomer, makeQuoteSummary, makeTokens, ROLE_USERS } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render';

function serve({ quoteItems = 0, user = ROLE_USERS.tech } = {}) {
  const server = servePortalAndHome(installFakeServer(), {
    user,
    quote: makeQuoteSummary(quoteItems),
  });
  const fake = serveCustomers(server, { customers: [makeCustomer()] });
  return { server, fake };
}

const findPartsButton = () =>
  screen.findByRole('button', { name: 'Find parts for 2013 Ford F-150 3.5L V6 Gas XLT' });

describe('/customers/details/{id} in the app', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('Find parts makes the vehicle and the customer current, and goes to the start page', async () => {
    const { server } = serve();
    const user = userEvent.setup();
    const { router } = renderAppAt('/customers/details/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeVisible();
    const vehicleReads = server.callsTo('GET', '/api/current/vehicle').length;
    const quoteReads = server.callsTo('GET', '/api/worksheet/rest/miniquote.json').length;

    await user.click(await findPartsButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const select = server.callsTo('POST', '/api/customers/7/vehicles/301/select');
    expect(select).toHaveLength(1);
    // An empty quote asks nothing: the vehicle goes onto it.
    expect(select[0]!.search.has('quote')).toBe(false);
    // The current vehicle and the mini quote are read again, as after any vehicle choice.
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/current/vehicle').length).toBeGreaterThan(vehicleReads),
    );
    expect(server.callsTo('GET', '/api/worksheet/rest/miniquote.json').length).toBeGreaterThan(
      quoteReads,
    );
  });

  it('asks which quote first when the current quote holds items', async () => {
    const { server } = serve({ quoteItems: 2 });
    const user = userEvent.setup();
    const { router } = renderAppAt('/customers/details/7');
    await user.click(await findPartsButton());
    const dialog = await screen.findByRole('dialog', { name: 'The quote has items' });
    await user.click(within(dialog).getByRole('button', { name: 'Start New Quote' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const select = server.callsTo('POST', '/api/customers/7/vehicles/301/select');
    expect(select.map((call) => call.search.get('quote'))).toEqual(['false']);
  });

  it('opens Manage Customers from the route table with its texts', async () => {
    serve();
    renderAppAt('/customers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Customers' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Maria Lopez' })).toHaveAttribute(
      'href',
      '/customers/details/7',
    );
  });
});
