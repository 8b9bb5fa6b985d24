import type {
  WorksheetSearchResult,
  WorksheetSearchRow,
} from '@procounter/shared/contracts/worksheet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { resetToasts } from '@/lib/toasts';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { makeQuoteSummary, makeShop, makeTokens, makeUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { QuoteSearchPage } from './quote-search-page';

const SEARCH = '/api/worksheet/rest/search';

function row(overrides: Partial<WorksheetSearchRow>): WorksheetSearchRow {
  return {
    worksheetId: 10,
    name: null,
    status: 'SUBMITTED',
    submitted: true,
    orderConfirmationNumber: 'PC-000123',
    orderSubmittedDatetime: '2026-11-21T15:00:00.000Z',
    poNumber: 'PO-4411',
    createdDatetime: '2026-11-21T14:00:00.000Z',
    updatedDatetime: '2026-11-21T15:00:00.000Z',
    userId: 42,
    customerName: 'Ana Diaz',
    customerId: null,
    approval: null,
    vehicleDescription: '2018 Ford F-150 XLT',
    totalItems: 3,
    totalPrice: 250.5,
    formattedTotalPrice: '$250.50',
    ...overrides,
  };
}

const RESULTS: WorksheetSearchResult = {
  content: [
    row({}),
    row({
      worksheetId: 77,
      name: 'Fleet van 12',
      status: 'OPEN',
      submitted: false,
      orderConfirmationNumber: null,
      orderSubmittedDatetime: null,
      poNumber: null,
      customerName: null,
      totalItems: 1,
      totalPrice: 95,
      formattedTotalPrice: '$95.00',
    }),
  ],
  page: 0,
  size: 25,
  totalElements: 2,
};

function serve(result: WorksheetSearchResult | { status: number }): FakeServer {
  const summary = makeQuoteSummary(1);
  return installFakeServer()
    .on('GET', '/api/current/user', { body: makeUser() })
    .on('GET', '/api/current/shop', { body: makeShop() })
    .on('GET', '/api/worksheet/rest/miniquote.json', {
      body: { ...summary, quoteDetails: { ...summary.quoteDetails, worksheetHeaderId: 77 } },
    })
    .on(
      'GET',
      SEARCH,
      'status' in result
        ? { status: result.status, body: { code: 'INTERNAL', message: 'x' } }
        : { body: result },
    );
}

const render = (path = '/quote/search') =>
  renderWithProviders(<QuoteSearchPage />, { path, routePath: '/quote/search' });

describe('quotes and orders page', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });
  afterEach(async () => {
    resetToasts();
    await i18n.changeLanguage('en');
  });

  it('lists quotes and orders linking to their pages, the current quote marked', async () => {
    const server = serve(RESULTS);
    render();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Nov 21, 2026, 3:00 PMPC-0001232018 Ford F-150 XLTAna Diaz · PO PO-44113$250.50Ordered',
      // A quote shows its number and its name (issue 21).
      expect.stringMatching(
        /^Nov 21, 2026, 3:00 PMQuote 77CurrentFleet van 122018 Ford F-150 XLT1\$95\.00Open$/,
      ),
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'PC-000123' })
        .getAttribute('href'),
    ).toBe('/quote/details/10');
    expect(screen.getByRole('columnheader', { name: 'Total price' })).toBeVisible();
    // The phone layout's cards name the total too.
    const cards = screen.getAllByRole('listitem').map((card) => card.textContent);
    expect(cards[0]).toContain('3 items · Total price: $250.50');
    expect(cards[1]).toContain('Fleet van 12');
    expect(screen.getByRole('link', { name: 'Open the current quote' }).getAttribute('href')).toBe(
      '/quote/details/77',
    );
    const [request] = server.callsTo('GET', SEARCH);
    expect(Object.fromEntries(request?.search ?? [])).toEqual({
      searchType: 'ALL',
      page: '0',
      size: '25',
    });
  });

  it('shows where the customer approval of each quote stands (issue 22)', async () => {
    serve({
      ...RESULTS,
      content: [
        row({
          worksheetId: 77,
          status: 'OPEN',
          submitted: false,
          orderConfirmationNumber: null,
          orderSubmittedDatetime: null,
          approval: { state: 'APPROVED', approvedCount: 2, lineCount: 3 },
        }),
        row({
          worksheetId: 78,
          status: 'OPEN',
          submitted: false,
          orderConfirmationNumber: null,
          orderSubmittedDatetime: null,
          approval: { state: 'VIEWED', approvedCount: 0, lineCount: 3 },
        }),
        row({}),
      ],
    });
    render();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const badges = (container: HTMLElement) =>
      [...container.querySelectorAll('[data-approval-state]')].map((badge) => badge.textContent);
    expect(rows.map((r) => badges(r))).toEqual([
      ['Customer approval: Approved 2 of 3'],
      ['Customer approval: Viewed'],
      [],
    ]);
    // The status cell reads the quote's status, then the approval.
    expect(rows[0]?.lastChild).toHaveTextContent('OpenCustomer approval: Approved 2 of 3');
    // The phone cards too.
    expect(screen.getAllByRole('listitem').map((card) => badges(card))).toEqual([
      ['Customer approval: Approved 2 of 3'],
      ['Customer approval: Viewed'],
      [],
    ]);
    await i18n.changeLanguage('es');
    expect(await within(table).findByText('Aprobadas 2 de 3')).toBeVisible();
    expect(within(table).getByText('Vista')).toBeVisible();
  });

  it('sends the search form as query params and keeps it in the URL', async () => {
    const server = serve(RESULTS);
    const { router } = render();
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Keywords/ }), 'PC-000123');
    await user.click(screen.getByRole('radio', { name: 'Orders' }));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('checkbox', { name: /Recent/ }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.callsTo('GET', SEARCH)).toHaveLength(2));
    const last = server.callsTo('GET', SEARCH)[1];
    expect(Object.fromEntries(last?.search ?? [])).toEqual({
      keywords: 'PC-000123',
      searchType: 'ORDER',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      recent: 'true',
      page: '0',
      size: '25',
    });
    expect(router.state.location.search).toBe(
      '?keywords=PC-000123&searchType=ORDER&startDate=2026-11-01&endDate=2026-11-30&recent=true',
    );
  });

  it('keeps what the user typed when the results arrive after it', async () => {
    // The first search answers only once the user has typed: its answer re-renders the page.
    let answer: (value: { body: WorksheetSearchResult }) => void = () => {};
    const server = serve(RESULTS).on(
      'GET',
      SEARCH,
      () => new Promise((resolve) => (answer = resolve)),
    );
    render();
    const user = userEvent.setup();
    const keywords = screen.getByRole('textbox', { name: /Keywords/ });
    await user.type(keywords, 'PC-000123');
    await user.click(screen.getByRole('radio', { name: 'Orders' }));
    answer({ body: RESULTS });
    await screen.findByRole('table');
    expect((keywords as HTMLInputElement).value).toBe('PC-000123');
    expect(screen.getByRole('radio', { name: 'Orders' })).toHaveProperty('checked', true);
    server.on('GET', SEARCH, { body: RESULTS });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(server.callsTo('GET', SEARCH).at(-1)?.search.get('keywords')).toBe('PC-000123'),
    );
  });

  it('leaves out a date from the URL that the server would refuse, and bounds the date inputs', async () => {
    const server = serve(RESULTS);
    render('/quote/search?startDate=0000-01-01&endDate=2026-11-30');
    await screen.findByRole('table');
    const [request] = server.callsTo('GET', SEARCH);
    expect(request?.search.has('startDate')).toBe(false);
    expect(request?.search.get('endDate')).toBe('2026-11-30');
    for (const label of ['From', 'To']) {
      const input = screen.getByLabelText(label);
      expect([input.getAttribute('min'), input.getAttribute('max')]).toEqual([
        '1900-01-01',
        '9999-12-31',
      ]);
    }
  });

  it('narrows to one customer from the URL, names them, links them, and widens again', async () => {
    const server = serve({
      ...RESULTS,
      content: [row({ customerId: 9 })],
      totalElements: 1,
    });
    const { router } = render('/quote/search?customerId=9');
    await screen.findByRole('table');
    expect(server.callsTo('GET', SEARCH)[0]?.search.get('customerId')).toBe('9');
    expect(screen.getByText('Quotes and orders of Ana Diaz')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the customer' }).getAttribute('href')).toBe(
      '/customers/details/9',
    );
    // The customer's name in a row opens their page.
    const table = screen.getByRole('table');
    expect(
      (await within(table).findByRole('link', { name: 'Ana Diaz' })).getAttribute('href'),
    ).toBe('/customers/details/9');
    // A new search keeps the customer; "All customers" drops it.
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(server.callsTo('GET', SEARCH).at(-1)?.search.get('customerId')).toBe('9'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'All customers' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(server.callsTo('GET', SEARCH).at(-1)?.search.has('customerId')).toBe(false),
    );
  });

  it('ignores a customer id in the URL the server would refuse', async () => {
    const server = serve(RESULTS);
    render('/quote/search?customerId=abc');
    await screen.findByRole('table');
    expect(server.callsTo('GET', SEARCH)[0]?.search.has('customerId')).toBe(false);
    expect(screen.queryByText(/Quotes and orders of/)).toBeNull();
  });

  it('says when nothing matches', async () => {
    serve({ content: [], page: 0, size: 25, totalElements: 0 });
    render('/quote/search?keywords=nothing');
    expect(await screen.findByText('No quotes or orders match this search.')).toBeVisible();
  });

  it('pages through the results', async () => {
    const server = serve({ ...RESULTS, totalElements: 60 });
    render();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(server.callsTo('GET', SEARCH).at(-1)?.search.get('page')).toBe('1'));
  });

  it('shows the error toast when the search fails', async () => {
    serve({ status: 500 });
    render();
    expect(await screen.findByText('Error getting quote data.')).toBeVisible();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serve(RESULTS);
    render();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Número / nombre' })).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Cotización 77' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Precio total' })).toBeVisible();
    expect(within(table).getByText('Pedida')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Pedidos' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeVisible();
  });
});
