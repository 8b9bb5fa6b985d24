import type { PublicQuote } from '@procounter/shared/contracts/quote-approval';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeCarAccountOverview, makePublicQuote, makeShop, makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { type CarAdminData, serveCarAdmin } from '../testing/fake-car-admin';
import { CarAdminPage } from './car-admin-page';

const OVERVIEW = '/api/car-admin/overview';
const DECISION = '/api/car-admin/approvals/41/decision';

/** Front brakes with three lines to decide on: a part, a kit and labor (taxes 8.25 % and 5 %). */
const THREE_LINES = makePublicQuote({
  lines: makePublicQuote().lines.filter((line) => line.lineId !== 6),
});

/** Link 40, decided on Nov 9: 3 of its 4 lines approved. */
const DECIDED: PublicQuote = makePublicQuote({
  state: 'APPROVED',
  quoteNumber: 70,
  quoteName: null,
  decision: {
    decidedAt: '2026-11-09T16:30:00.000Z',
    name: 'Dana Hill',
    lines: [
      { lineId: 1, approved: true },
      { lineId: 2, approved: true },
      { lineId: 5, approved: true },
      { lineId: 6, approved: false },
    ],
    approvedTotals: makePublicQuote().totals,
  },
});

function serve(data: CarAdminData = {}) {
  const server = installFakeServer();
  servePortal(server, { shop: makeShop({ id: 4001, carCustomer: true }) });
  const fake = serveCarAdmin(server, { quotes: { 41: THREE_LINES, 40: DECIDED }, ...data });
  return { server, fake };
}

const renderPage = () => renderWithProviders(<CarAdminPage />, { path: '/car-admin' });
const section = (name: string) => screen.findByRole('region', { name });

/** Opens Front brakes for review and waits for its lines. */
async function openReview(user: ReturnType<typeof userEvent.setup>) {
  const approvals = await section('Quotes waiting for your approval');
  await user.click(
    within(approvals).getByRole('button', {
      name: 'Review Front brakes · Quote 77 from Lone Star Auto Repair - Main St',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Front brakes · Quote 77' });
  await within(dialog).findByRole('heading', { name: 'Items' });
  return dialog;
}

const choose = (dialog: HTMLElement, description: string, choice: 'Approve' | 'Decline') =>
  userEvent.click(
    within(
      within(dialog).getByRole('group', { name: `Your decision on ${description}` }),
    ).getByRole('radio', { name: choice }),
  );

describe('the car-customer page', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('shows the quotes waiting for approval first, then vehicles, orders, documents and help', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading your account…' })).toBeVisible();
    expect(await screen.findByText('Hill Country Fleet · Account number 4001')).toBeVisible();
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual([
      'Quotes waiting for your approval',
      'Your vehicles',
      'Your orders',
      'Your documents',
      'Help',
    ]);

    const approvals = await section('Quotes waiting for your approval');
    const [waiting] = within(approvals).getAllByRole('listitem');
    expect(waiting).toHaveTextContent('Front brakes · Quote 77');
    expect(waiting).toHaveTextContent(
      'Lone Star Auto Repair - Main St · 2013 Ford F-150 3.5L V6 Gas XLT',
    );
    expect(waiting).toHaveTextContent('Total: $419.85');
    expect(waiting).toHaveTextContent('Approve by Dec 1, 2026');

    const vehicles = await section('Your vehicles');
    const [f150, focus] = within(vehicles).getAllByRole('listitem');
    expect(f150).toHaveTextContent('2013 Ford F-150 3.5L V6 Gas XLT');
    const facts = within(f150!)
      .getAllByRole('definition')
      .map((cell) => cell.textContent);
    expect(facts).toEqual([
      'SHOP123 TX',
      '1FTFW1ET9DFC10312',
      '84,000 miles on Oct 2, 2026',
      'Nov 10, 2026',
      'Lone Star Auto Repair - Main St',
    ]);
    expect(
      within(focus!)
        .getAllByRole('definition')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Not recorded',
      'Not recorded',
      'Not recorded',
      'No service yet',
      'Eastside Brake & Tire',
    ]);

    const orders = await section('Your orders');
    const [order] = within(orders).getAllByRole('listitem');
    expect(order).toHaveTextContent('Order C-1042');
    expect(order).toHaveTextContent('Ordered');
    expect(order).toHaveTextContent(
      'Lone Star Auto Repair - Main St · 2013 Ford F-150 3.5L V6 Gas XLT',
    );
    expect(order).toHaveTextContent('3 lines · Total: $1,234.50');
    expect(order).toHaveTextContent(/Ordered Nov 10, 2026/);

    const documents = await section('Your documents');
    const [document40] = within(documents).getAllByRole('listitem');
    expect(document40).toHaveTextContent('Quote 70');
    expect(document40).toHaveTextContent('3 of 4 items approved · Approved total: $419.85');
    expect(document40).toHaveTextContent(/Decided on Nov 9, 2026, .* by Dana Hill/);

    const help = await section('Help');
    expect(within(help).getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute(
      'href',
      '/help',
    );
    expect(within(help).getByRole('link', { name: 'Call (512) 555-0134' })).toHaveAttribute(
      'href',
      'tel:5125550134',
    );
    expect(within(help).getByText('Eastside Brake & Tire')).toBeVisible();
    expect(within(help).getByText('No phone on file')).toBeVisible();
  });

  it('says what each empty list would hold, and how a shop links the account', async () => {
    serve({
      overview: makeCarAccountOverview({
        shops: [],
        vehicles: [],
        approvals: [],
        orders: [],
        documents: [],
      }),
    });
    renderPage();
    expect(
      await within(await section('Quotes waiting for your approval')).findByText(
        'No quote is waiting for your approval.',
      ),
    ).toBeVisible();
    expect(
      within(await section('Your vehicles')).getByText(
        'No vehicle yet. Your shops add your vehicles when they work on them.',
      ),
    ).toBeVisible();
    expect(within(await section('Your orders')).getByText('No order yet.')).toBeVisible();
    expect(
      within(await section('Your documents')).getByText(
        'No decided quote yet. The quotes you approve or decline are kept here.',
      ),
    ).toBeVisible();
    expect(
      within(await section('Help')).getByText(
        'No shop has linked your account yet. Give your shop your account number, 4001.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Review/ })).toBeNull();
  });

  it('says when the account could not be loaded, and loads it on Try again', async () => {
    const { server } = serve();
    let fail = true;
    server.on('GET', OVERVIEW, () =>
      fail
        ? { status: 500, body: { code: 'INTERNAL', message: 'Boom' } }
        : { body: makeCarAccountOverview() },
    );
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your account could not be loaded. Check your connection and try again.',
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await section('Quotes waiting for your approval')).toBeVisible();
    expect(server.callsTo('GET', OVERVIEW)).toHaveLength(2);
  });

  it('reviews a quote: approves two of three lines, sends them with the name, shows the decision and refreshes the page', async () => {
    const { server } = serve();
    const user = userEvent.setup();
    renderPage();
    const dialog = await openReview(user);
    expect(within(dialog).getByRole('region', { name: 'The shop' })).toHaveTextContent(
      'Lone Star Auto Repair - Main St',
    );
    expect(within(dialog).getByText('Valid until Dec 1, 2026')).toBeVisible();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);

    await choose(dialog, 'Disc brake pad set', 'Approve');
    await choose(dialog, 'Front brake kit', 'Decline');
    await choose(dialog, 'Front brake job', 'Approve');
    const running = within(dialog).getByRole('status');
    expect(running).toHaveTextContent('2 of 3 items approved');
    // Parts $85.98 + 8.25 % ($7.09), labor $187.50 + 5 % ($9.38): the server's computation.
    expect(running).toHaveTextContent('Approved total: $289.95');
    await user.type(within(dialog).getByLabelText('Your full name'), 'Dana Hill');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm my decision' }));

    const outcome = await within(dialog).findByRole('heading', { name: 'Quote approved' });
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(within(dialog).getByText(/Decided by Dana Hill on Nov 26, 2026/)).toBeVisible();
    expect(within(dialog).getAllByText('Approved')).toHaveLength(2);
    expect(within(dialog).getAllByText('Declined')).toHaveLength(1);
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(JSON.parse(server.callsTo('POST', DECISION)[0]!.body!)).toEqual({
      version: 'v-77-3',
      name: 'Dana Hill',
      lines: [
        { lineId: 1, approved: true },
        { lineId: 2, approved: false },
        { lineId: 5, approved: true },
      ],
    });

    // The page behind is read again: the quote left the waiting list for the documents.
    await waitFor(() => expect(server.callsTo('GET', OVERVIEW)).toHaveLength(2));
    const approvals = await section('Quotes waiting for your approval');
    expect(
      await within(approvals).findByText('No quote is waiting for your approval.'),
    ).toBeInTheDocument();
    const documents = within(await section('Your documents')).getAllByRole('listitem');
    expect(documents[0]).toHaveTextContent('Front brakes · Quote 77');
    expect(documents[0]).toHaveTextContent('2 of 3 items approved · Approved total: $289.95');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The Review button left with the quote: the focus goes to the list's heading.
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Quotes waiting for your approval' }),
      ).toHaveFocus(),
    );
  });

  it('says why and shows where the quote stands when the decision comes too late (409)', async () => {
    const { server, fake } = serve();
    server.on('POST', DECISION, () => {
      fake.setQuote(41, makePublicQuote({ ...THREE_LINES, state: 'CHANGED' }));
      return { status: 409, body: { code: 'APPROVAL_CLOSED', message: 'Closed' } };
    });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Approve all' }));
    await user.type(within(dialog).getByLabelText('Your full name'), 'Dana Hill');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm my decision' }));

    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(
      'Your decision was not recorded: this quote can no longer be approved.',
    );
    await waitFor(() => expect(notice).toHaveFocus());
    expect(
      await within(dialog).findByRole('heading', { name: 'This quote has changed' }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(server.callsTo('GET', '/api/car-admin/approvals/41')).toHaveLength(2);
    await waitFor(() => expect(server.callsTo('GET', OVERVIEW)).toHaveLength(2));
  });

  it('keeps the form and says so when an administrator acting as the user decides (403)', async () => {
    const { server } = serve({
      refuseDecision: {
        status: 403,
        body: { code: 'MASQUERADE_FORBIDDEN', message: 'Not while masquerading' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Approve all' }));
    await user.type(within(dialog).getByLabelText('Your full name'), 'Dana Hill');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm my decision' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your decision was not recorded: an administrator acting as you cannot approve or decline a quote.',
    );
    expect(within(dialog).getByLabelText('Your full name')).toHaveValue('Dana Hill');
    expect(within(dialog).getAllByRole('radio', { name: 'Approve' })[0]).toBeChecked();
    expect(server.callsTo('POST', DECISION)).toHaveLength(1);
    expect(server.callsTo('GET', OVERVIEW)).toHaveLength(1);
  });

  it('opens a document read-only, as it was decided', async () => {
    const { server } = serve();
    const user = userEvent.setup();
    renderPage();
    const documents = await section('Your documents');
    await user.click(
      within(documents).getByRole('button', {
        name: 'View Quote 70 from Lone Star Auto Repair - Main St',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Quote 70' });
    const heading = await within(dialog).findByRole('heading', { name: 'Quote approved' });
    expect(heading).not.toHaveFocus();
    expect(within(dialog).getByText(/Decided by Dana Hill on Nov 9, 2026/)).toBeVisible();
    expect(within(dialog).getAllByText('Declined')).toHaveLength(1);
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Confirm my decision' })).toBeNull();
    expect(server.callsTo('GET', '/api/car-admin/approvals/40')).toHaveLength(1);
  });

  it('says a quote the shop withdrew is no longer available', async () => {
    const { fake } = serve();
    fake.setQuote(41, null);
    const user = userEvent.setup();
    renderPage();
    const approvals = await section('Quotes waiting for your approval');
    await user.click(within(approvals).getByRole('button', { name: /^Review/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Front brakes · Quote 77' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This quote is no longer available: the shop may have withdrawn it.',
    );
  });

  it('reads in Spanish, the review included, on a phone (the dialog takes the whole screen)', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    }));
    serve();
    await act(() => i18n.changeLanguage('es'));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Hill Country Fleet · Número de cuenta 4001')).toBeVisible();
    const approvals = await section('Cotizaciones que esperan su aprobación');
    expect(
      within(approvals).getByText('Aprobar antes del 1 dic 2026', { exact: false }),
    ).toBeVisible();
    const vehicles = await section('Sus vehículos');
    expect(within(vehicles).getByText('Sin servicio todavía')).toBeVisible();
    expect(
      within(vehicles).getByText('84,000 millas el 2 oct 2026', { exact: false }),
    ).toBeVisible();
    const orders = await section('Sus pedidos');
    expect(within(orders).getByText('Pedido C-1042')).toBeVisible();
    expect(within(orders).getByText('3 líneas · Total: $1,234.50')).toBeVisible();
    const documents = await section('Sus documentos');
    expect(
      within(documents).getByText('3 de 4 artículos aprobados · Total aprobado: $419.85'),
    ).toBeVisible();
    const help = await section('Ayuda');
    expect(within(help).getByRole('link', { name: 'Visite el Centro de ayuda' })).toBeVisible();
    expect(within(help).getByRole('link', { name: 'Llamar al (512) 555-0134' })).toBeVisible();

    await user.click(
      within(approvals).getByRole('button', {
        name: 'Revisar Front brakes · Cotización 77 de Lone Star Auto Repair - Main St',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Front brakes · Cotización 77' });
    expect(await within(dialog).findByRole('heading', { name: 'Artículos' })).toBeVisible();
    expect(
      within(
        within(dialog).getByRole('group', { name: 'Su decisión sobre Disc brake pad set' }),
      ).getByRole('radio', { name: 'Aprobar' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Confirmar mi decisión' })).toBeVisible();
    // Mantine's full-screen dialog on a phone.
    expect(dialog.closest('[data-full-screen]')).not.toBeNull();
  });
});
