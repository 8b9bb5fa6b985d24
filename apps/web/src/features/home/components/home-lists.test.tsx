import { Stack } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeStockOrder, makeTokens, toStockOrderSummary } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { type HomeData, makeOrderRow, makeSearchRow, serveHome } from '../testing/fake-home';
import { OpenQuotes } from './open-quotes';
import { RecentOrders } from './recent-orders';
import { StockOrdersSummary } from './stock-orders-summary';

function renderLists(data: HomeData = {}) {
  const server = servePortal(installFakeServer());
  const home = serveHome(server, data);
  const result = renderWithProviders(
    <Stack>
      <OpenQuotes />
      <RecentOrders />
      <StockOrdersSummary />
    </Stack>,
    { path: '/home' },
  );
  return { ...result, server, home };
}

const section = (name: string) => screen.findByRole('region', { name });

describe('start page lists', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists open quotes, recent orders with status and stock orders, each a link to its page', async () => {
    const { router, server } = renderLists({
      quotes: [
        makeSearchRow({ worksheetId: 77, totalItems: 1, totalPrice: 95 }),
        makeSearchRow({ worksheetId: 78, name: 'Brake job' }),
      ],
      orders: [makeOrderRow({ worksheetId: 10, customerName: null, totalPrice: 0 })],
      stockOrders: [toStockOrderSummary(makeStockOrder({ id: 11, name: 'Weekly brakes' }))],
    });
    const quotes = await section('Open quotes');
    const [quote, named] = await within(quotes).findAllByRole('listitem');
    if (!quote || !named) throw new Error('two open quotes expected');
    // A named quote shows its name with its number.
    expect(within(named).getByRole('link', { name: 'Brake job · Quote #78' })).toBeVisible();
    expect(within(quote).getByRole('link', { name: 'Quote #77' })).toHaveAttribute(
      'href',
      '/quote/details/77',
    );
    expect(quote).toHaveTextContent('Ana Diaz · 2013 Ford F-150 · 1 item · $95.00');
    expect(quote).toHaveTextContent(/Last change Nov 21, 2026/);
    expect(within(quotes).getByRole('link', { name: 'All quotes' })).toHaveAttribute(
      'href',
      '/quote/search?searchType=QUOTE',
    );

    const order = await within(await section('Recent orders')).findByRole('listitem');
    expect(within(order).getByRole('link', { name: 'Order PC000123' })).toHaveAttribute(
      'href',
      '/quote/details/10',
    );
    // The status; no customer and no total (0 is not shown).
    expect(order).toHaveTextContent('Ordered');
    expect(order).toHaveTextContent('2013 Ford F-150 · 3 items');
    expect(order).not.toHaveTextContent('$');

    const stock = await within(await section('Stock orders')).findByRole('listitem');
    expect(stock).toHaveTextContent('PO PO-100 · 1 line');
    await userEvent.click(within(stock).getByRole('link', { name: 'Weekly brakes' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/stockorder?id=11');
    const searches = server.callsTo('GET', '/api/worksheet/rest/search').map((r) => r.search);
    expect(searches.map((s) => [s.get('searchType'), s.get('size')]).sort()).toEqual([
      ['ORDER', '5'],
      ['QUOTE', '5'],
    ]);
  });

  it('shows where the customer approval of an open quote stands (issue 22)', async () => {
    renderLists({
      quotes: [
        makeSearchRow({
          worksheetId: 77,
          approval: { state: 'APPROVED', approvedCount: 2, lineCount: 3 },
        }),
        makeSearchRow({
          worksheetId: 78,
          approval: { state: 'CHANGED', approvedCount: 0, lineCount: 3 },
        }),
        makeSearchRow({ worksheetId: 79 }),
      ],
    });
    const quotes = await section('Open quotes');
    const items = await within(quotes).findAllByRole('listitem');
    expect(
      items.map((item) =>
        [...item.querySelectorAll('[data-approval-state]')].map((badge) => badge.textContent),
      ),
    ).toEqual([['Customer approval: Approved 2 of 3'], ['Customer approval: Changed'], []]);
  });

  it('says what each empty list would hold, with the next step', async () => {
    renderLists();
    expect(
      await within(await section('Open quotes')).findByText(
        'No open quotes. Choose a vehicle and add parts to start one.',
      ),
    ).toBeVisible();
    expect(await within(await section('Recent orders')).findByText(/No orders yet/)).toBeVisible();
    const stock = await section('Stock orders');
    expect(await within(stock).findByText('No stock orders yet.')).toBeVisible();
    expect(within(stock).getByRole('link', { name: 'Create a stock order' })).toHaveAttribute(
      'href',
      '/stockorder',
    );
  });

  it('shows a failed list with Try again, which loads it', async () => {
    const { home } = renderLists({
      quotes: [makeSearchRow()],
      failing: ['quotes'],
    });
    const quotes = await section('Open quotes');
    const alert = await within(quotes).findByRole('alert');
    expect(alert).toHaveTextContent('This list could not be loaded.');
    home.recover('quotes');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(quotes).findByRole('link', { name: 'Quote #77' })).toBeVisible();
    expect(within(quotes).queryByRole('alert')).toBeNull();
  });

  it('shows loading rows first, and speaks Spanish with plural lines', async () => {
    await i18n.changeLanguage('es');
    renderLists({
      stockOrders: [
        toStockOrderSummary(makeStockOrder({ id: 11, name: 'Frenos', po: '', lineCount: 2 })),
      ],
    });
    expect(screen.getAllByRole('status', { name: 'Cargando…' }).length).toBeGreaterThan(0);
    const stock = await section('Pedidos de inventario');
    await waitFor(() => expect(within(stock).getByRole('listitem')).toHaveTextContent('2 líneas'));
    expect(
      await within(await section('Cotizaciones abiertas')).findByText(/No hay cotizaciones/),
    ).toBeVisible();
  });
});
