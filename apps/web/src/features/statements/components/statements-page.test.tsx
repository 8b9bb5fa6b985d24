import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import {
  makeEarnback,
  makeStatementList,
  type StatementsData,
  serveStatements,
} from '../testing/fake-statements';
import { StatementsPage } from './statements-page';

function serve(data: StatementsData = {}) {
  const server = installFakeServer();
  servePortal(server);
  serveStatements(server, data);
  return server;
}

const renderPage = (path = '/admin/statements') =>
  renderWithProviders(<StatementsPage />, { path, routePath: '/admin/statements' });

describe('the statements page', () => {
  beforeEach(async () => {
    beginSession(makeTokens());
    await i18n.changeLanguage('en');
  });

  it('shows the account, its balance and 24 months with their status, and no earn-backs', async () => {
    const server = serve();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading your statements…' })).toBeVisible();
    expect(
      await screen.findByText('Lone Star Auto Repair - Main St · Account 100001'),
    ).toBeVisible();
    expect(screen.getByText('On account, net 30 days')).toBeVisible();
    expect(screen.getByText('Current balance').nextElementSibling).toHaveTextContent('$1,234.56');
    const table = screen.getByRole('table', {
      name: 'Your last 24 monthly statements, newest first',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(
      within(rows[1]!).getByRole('link', { name: 'Open the statement of November 2026' }),
    ).toBeVisible();
    expect(within(rows[3]!).getByText('Past due')).toBeVisible();
    expect(within(rows[24]!).getByText('No activity')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Earn-backs' })).toBeNull();
    expect(server.callsTo('GET', '/api/admin/earnback')).toHaveLength(0);
  });

  it('opens a month, then an invoice with its lines, totals and order, and back', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(
      await screen.findByRole('link', { name: 'Open the statement of October 2026' }),
    );
    expect(router.state.location.search).toBe('?month=2026-10');
    expect(await screen.findByRole('heading', { name: 'Statement of October 2026' })).toBeVisible();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Credit memo CM500009 · Return')).toBeVisible();
    expect(within(table).getByText('Payment · Credit card')).toBeVisible();
    expect(within(table).getByText('Order PC00000042 · PO PO-88 · Garage bay Bay 2')).toBeVisible();
    expect(within(table).getByText('-$54.10')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();

    await user.click(within(table).getByRole('link', { name: 'Invoice IN500007' }));
    expect(await screen.findByRole('heading', { name: 'Invoice IN500007' })).toBeVisible();
    expect(screen.getByText('WIX 51515')).toBeVisible();
    expect(screen.getByText('Tax (8.25%): $57.40')).toBeVisible();
    expect(screen.getByText('Total: $754.10')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open order PC00000042' })).toHaveAttribute(
      'href',
      '/quote/details/42',
    );
    await user.click(screen.getByRole('link', { name: 'All statements' }));
    expect(router.state.location.search).toBe('?month=2026-10');
  });

  it('shows an earn-back eligible user the tiers, the progress and the credits paid', async () => {
    serve({ list: makeStatementList({ earnbackEligible: true }) });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Earn-backs' });
    expect(within(panel).getByText('Qualifying purchases: $3,500.00')).toBeVisible();
    expect(within(panel).getByText('Tier 1 reached: 1% earns $35.00 so far')).toBeVisible();
    expect(within(panel).getByText('$1,500.00 more to reach tier 2 (2%)')).toBeVisible();
    expect(
      within(panel).getByRole('progressbar', { name: 'Progress to the next tier' }),
    ).toBeVisible();
    expect(within(panel).getByText('2026-Q3: $61.50 on Oct 1, 2026')).toBeVisible();
  });

  it('tells a blocked account it earns nothing', async () => {
    serve({
      list: makeStatementList({ earnbackEligible: true }),
      earnback: makeEarnback({ blocked: true, earned: 0 }),
    });
    renderPage();
    expect(
      await screen.findByText(/This account is not eligible for earn-backs: it earns nothing/),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('explains why a shop that hides costs sees no statements, in Spanish too', async () => {
    serve({ list: { status: 403, body: { code: 'COSTS_HIDDEN', message: 'hidden' } } });
    await i18n.changeLanguage('es');
    renderPage();
    expect(
      await screen.findByText('Los estados de cuenta no se muestran para este taller'),
    ).toBeVisible();
  });

  it('offers a retry when the statements cannot be read, and says so for an unknown invoice', async () => {
    const server = serve({ list: { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(server.callsTo('GET', '/api/admin/statements').length).toBe(2);

    serveStatements(server);
    renderPage('/admin/statements?invoice=99');
    expect(
      await screen.findByText('This statement or invoice is not on your account.'),
    ).toBeVisible();
  });
});
