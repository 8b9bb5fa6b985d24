import type { PublicDecisionBody, PublicQuote } from '@procounter/shared/contracts/quote-approval';
import type { Locale } from '@procounter/shared/domain/locale';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { makePublicQuote } from '@/testing/fixtures';
import { ApprovePage } from './approve-page';
import { createApproveI18n } from './i18n';

const TOKEN = 'Zk3v9Q1x_-aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456';
const QUOTE_PATH = `/api/public/approval/${TOKEN}`;
const DECISION_PATH = `${QUOTE_PATH}/decision`;

async function renderPage(
  answer: FakeAnswer | ((server: FakeServer) => FakeAnswer),
  language: Locale = 'en',
) {
  const server = installFakeServer();
  server.on('GET', QUOTE_PATH, () => (typeof answer === 'function' ? answer(server) : answer));
  const i18n = await createApproveI18n(language);
  const result = render(<ApprovePage token={TOKEN} i18n={i18n} />);
  return { ...result, server, i18n };
}

const decisionGroup = (description: string) =>
  screen.getByRole('group', { name: `Your decision on ${description}` });
const choose = (description: string, choice: 'Approve' | 'Decline') =>
  userEvent.click(within(decisionGroup(description)).getByRole('radio', { name: choice }));
const running = () => screen.getByRole('status');

/** The quote after a decision: approved lines 1 and 5, the server's totals of them. */
function decided(overrides: Partial<PublicQuote> = {}): PublicQuote {
  return makePublicQuote({
    state: 'APPROVED',
    decision: {
      decidedAt: '2026-11-25T16:30:00.000Z',
      name: 'Ana Diaz',
      lines: [
        { lineId: 1, approved: true },
        { lineId: 2, approved: false },
        { lineId: 5, approved: true },
        { lineId: 6, approved: false },
      ],
      approvedTotals: {
        parts: 85.98,
        labor: 187.5,
        partsTax: { rate: 8.25, amount: 7.09 },
        laborTax: { rate: 5, amount: 9.38 },
        total: 289.95,
      },
    },
    ...overrides,
  });
}

describe('the approval page', () => {
  it('shows the shop, the greeting, the vehicle, each line and the totals, asked for without a session', async () => {
    const { server } = await renderPage({ body: makePublicQuote() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your quote…');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Front brakes · Quote 77' }),
    ).toBeVisible();
    const shop = screen.getByRole('region', { name: 'The shop' });
    expect(shop).toHaveTextContent('Lone Star Auto Repair - Main St');
    expect(shop).toHaveTextContent('1200 Main St, Austin, TX 78701');
    expect(within(shop).getByRole('link', { name: 'Call (512) 555-0134' })).toHaveAttribute(
      'href',
      'tel:5125550134',
    );
    expect(screen.getByText('Hello Ana,')).toBeVisible();
    expect(screen.getByText('2013 Ford F-150 3.5L V6 Gas XLT')).toBeVisible();
    expect(screen.getByText('Valid until Dec 1, 2026')).toBeVisible();

    const items = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Disc brake pad set');
    expect(items[0]).toHaveTextContent('Line total: $85.98');
    expect(items[0]).toHaveTextContent('Wagner · Part number ZD1414');
    expect(items[0]).toHaveTextContent('2 × $42.99');
    expect(items[1]).toHaveTextContent('Includes: Rotor, Caliper hardware');
    expect(items[2]).toHaveTextContent('1.5 h × $125.00 per hour');
    expect(items[2]).toHaveTextContent('$187.50');
    expect(items[3]).toHaveTextContent('The shop will give you the price');
    expect(items[3]).not.toHaveTextContent('Line total');

    const totals = screen.getAllByRole('definition').map((cell) => cell.textContent);
    expect(totals).toEqual([
      '2013 Ford F-150 3.5L V6 Gas XLT',
      '$205.98',
      '$187.50',
      '$16.99',
      '$9.38',
      '$419.85',
    ]);
    expect(screen.getByText('Tax on parts (8.25%)')).toBeVisible();
    expect(screen.getByText('Tax on labor (5%)')).toBeVisible();
    // Every line starts with no decision.
    expect(
      screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);

    const [request] = server.callsTo('GET', QUOTE_PATH);
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(request?.headers.get('Accept-Language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // Set in an effect after the render that shows the quote: waited for, not raced.
    await waitFor(() =>
      expect(document.title).toBe('Your quote from Lone Star Auto Repair - Main St'),
    );
  });

  it('keeps a running total of the approved lines, with the shop taxes, as the server computes it', async () => {
    await renderPage({ body: makePublicQuote() });
    await screen.findByRole('heading', { level: 1 });
    expect(running()).toHaveAttribute('aria-live', 'polite');
    expect(running()).toHaveTextContent('0 of 4 items approved');
    expect(running()).toHaveTextContent('Approved total: $0.00');

    await choose('Disc brake pad set', 'Approve');
    // $85.98 + 8.25 % tax ($7.09).
    expect(running()).toHaveTextContent('1 of 4 items approved');
    expect(running()).toHaveTextContent('Approved total: $93.07');
    await choose('Front brake job', 'Approve');
    await choose('Front brake kit', 'Decline');
    // Parts $85.98 + $7.09 tax, labor $187.50 + 5 % ($9.38).
    expect(running()).toHaveTextContent('2 of 4 items approved');
    expect(running()).toHaveTextContent('Approved total: $289.95');
    expect(screen.getByText('1 item still needs your decision.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Approve all' }));
    // The whole quote: the server's own total.
    expect(running()).toHaveTextContent('Approved total: $419.85');
    expect(screen.queryByText(/still needs? your decision/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Decline all' }));
    expect(running()).toHaveTextContent('0 of 4 items approved');
    expect(running()).toHaveTextContent('Approved total: $0.00');
  });

  it("sends every line's decision with the version and the name, then shows the decision with the focus on it", async () => {
    const { server } = await renderPage({ body: makePublicQuote() });
    server.on('POST', DECISION_PATH, { body: decided() });
    await screen.findByRole('heading', { level: 1 });
    await choose('Disc brake pad set', 'Approve');
    await choose('Front brake kit', 'Decline');
    await choose('Front brake job', 'Approve');
    await choose('Caliper bracket', 'Decline');
    await userEvent.type(screen.getByLabelText('Your full name'), '  Ana Diaz ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my decision' }));

    const heading = await screen.findByRole('heading', { name: 'Quote approved' });
    expect(heading).toHaveFocus();
    const [post] = server.callsTo('POST', DECISION_PATH);
    expect(post?.headers.get('Authorization')).toBeNull();
    expect(JSON.parse(post?.body ?? '')).toEqual({
      version: 'v-77-3',
      name: 'Ana Diaz',
      lines: [
        { lineId: 1, approved: true },
        { lineId: 2, approved: false },
        { lineId: 5, approved: true },
        { lineId: 6, approved: false },
      ],
    } satisfies PublicDecisionBody);

    expect(screen.getByText(/^Decided by Ana Diaz on Nov 25, 2026, \d+:30 [AP]M$/)).toBeVisible();
    const lines = within(screen.getByRole('region', { name: 'Quote approved' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.lastChild?.textContent)).toEqual([
      'Approved',
      'Declined',
      'Approved',
      'Declined',
    ]);
    // The approved totals are the server's answer.
    expect(screen.getByRole('region', { name: 'Quote approved' })).toHaveTextContent(
      'Total$289.95',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByLabelText('Your full name')).toBeNull();
  });

  it('asks for a decision on every line and a valid name before it sends anything', async () => {
    const { server } = await renderPage({ body: makePublicQuote() });
    await screen.findByRole('heading', { level: 1 });
    await choose('Disc brake pad set', 'Approve');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my decision' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose Approve or Decline for every item before you confirm.',
    );
    // The first line without a decision takes the focus.
    expect(
      within(decisionGroup('Front brake kit')).getByRole('radio', { name: 'Approve' }),
    ).toHaveFocus();
    expect(decisionGroup('Front brake kit')).toHaveAccessibleDescription(
      'Choose Approve or Decline',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Decline all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my decision' }));
    const name = screen.getByLabelText('Your full name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      'Typing your name confirms the decision above. This field is required.',
    );
    await userEvent.type(name, 'Ana 2');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my decision' }));
    expect(name).toHaveAccessibleDescription(
      'Typing your name confirms the decision above. Invalid input - Special characters not allowed.',
    );
    expect(server.callsTo('POST', DECISION_PATH)).toEqual([]);
  });

  it('says only that the link is not valid when the server does not know it', async () => {
    await renderPage({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible();
    expect(screen.getByText('This link is not valid. Please contact the shop.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'The shop' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows an expired quote with the shop to call and no form', async () => {
    await renderPage({ body: makePublicQuote({ state: 'EXPIRED' }) });
    expect(await screen.findByRole('heading', { name: 'This quote has expired' })).toBeVisible();
    expect(
      screen.getByText('It was valid until Dec 1, 2026. Please contact the shop for a new quote.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '(512) 555-0134' })).toHaveAttribute(
      'href',
      'tel:5125550134',
    );
    expect(screen.getByRole('heading', { name: 'The quote as it was sent' })).toBeVisible();
    expect(screen.getByText('Disc brake pad set')).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm my decision' })).toBeNull();
  });

  it('tells the customer a changed quote will come again, with the shop phone', async () => {
    await renderPage({ body: makePublicQuote({ state: 'CHANGED' }) });
    expect(await screen.findByRole('heading', { name: 'This quote has changed' })).toBeVisible();
    expect(
      screen.getByText(
        'This quote has changed since it was sent. The shop will send you the new version.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Questions? Call Lone Star Auto Repair - Main St:')).toBeVisible();
    expect(screen.getByRole('link', { name: '(512) 555-0134' })).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows a decision made earlier, declined lines and all, without taking the focus', async () => {
    await renderPage({
      body: makePublicQuote({
        state: 'DECLINED',
        decision: {
          decidedAt: '2026-11-25T16:30:00.000Z',
          name: 'Ana Diaz',
          lines: [1, 2, 5, 6].map((lineId) => ({ lineId, approved: false })),
          approvedTotals: { parts: 0, labor: 0, partsTax: null, laborTax: null, total: 0 },
        },
      }),
    });
    const heading = await screen.findByRole('heading', { name: 'Quote declined' });
    expect(heading).not.toHaveFocus();
    expect(screen.getByText('No item was approved.')).toBeVisible();
    expect(screen.getAllByText('Declined')).toHaveLength(4);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers to try again after a network failure, and loads the quote then', async () => {
    let fail = true;
    await renderPage(() => {
      if (fail) throw new TypeError('Failed to fetch');
      return { body: makePublicQuote() };
    });
    expect(
      await screen.findByRole('heading', { name: 'The quote could not be loaded' }),
    ).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Front brakes · Quote 77' }),
    ).toBeVisible();
  });

  it('asks the customer to wait a minute when the server says too many requests', async () => {
    await renderPage({ status: 429, body: { code: 'RATE_LIMITED', message: 'Too many' } });
    expect(
      await screen.findByRole('heading', { name: 'Too many requests, try again in a minute' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('reloads the quote and says why when the decision comes too late (409 APPROVAL_CLOSED)', async () => {
    let quote = makePublicQuote();
    const { server } = await renderPage(() => ({ body: quote }));
    server.on('POST', DECISION_PATH, () => {
      quote = makePublicQuote({ state: 'CHANGED' });
      return { status: 409, body: { code: 'APPROVAL_CLOSED', message: 'Closed' } };
    });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Approve all' }));
    await userEvent.type(screen.getByLabelText('Your full name'), 'Ana Diaz');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my decision' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Your decision was not recorded: this quote can no longer be approved.',
    );
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'This quote has changed' })).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(server.callsTo('GET', QUOTE_PATH)).toHaveLength(2);
  });

  it('keeps the form and says so when sending the decision is refused for too many requests or fails', async () => {
    const { server } = await renderPage({ body: makePublicQuote() });
    server.on('POST', DECISION_PATH, {
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many' },
    });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Approve all' }));
    await userEvent.type(screen.getByLabelText('Your full name'), 'Ana Diaz');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my decision' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, try again in a minute',
    );
    server.on('POST', DECISION_PATH, () => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my decision' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your decision could not be sent. Check your connection and try again.',
    );
    expect(screen.getByLabelText('Your full name')).toHaveValue('Ana Diaz');
  });
});

describe('the approval page in Spanish', () => {
  it('opens in the language the shop sent it in, with the lang attribute, and switches on request', async () => {
    const { server } = await renderPage({ body: makePublicQuote({ language: 'es' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Front brakes · Cotización 77' }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByText('Hola, Ana:')).toBeVisible();
    expect(screen.getByText('Válida hasta el 1 dic 2026', { exact: false })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Artículos' })).toBeVisible();
    expect(screen.getByText('Wagner · Número de pieza ZD1414')).toBeVisible();
    expect(screen.getByText('1.5 h × $125.00 por hora')).toBeVisible();
    expect(screen.getByText('Impuesto sobre piezas (8.25 %)')).toBeVisible();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Su decisión sobre Disc brake pad set' })).getByRole(
        'radio',
        { name: 'Aprobar' },
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 de 4 artículos aprobados');
    expect(screen.getByRole('status')).toHaveTextContent('Total aprobado: $93.07');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar mi decisión' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Elija Aprobar o Rechazar para cada artículo antes de confirmar.',
    );

    // English on request, remembered on this device.
    const english = screen.getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(english);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Front brakes · Quote 77' }),
    ).toBeVisible();
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('procounter.approve.language')).toBe('en');
    // The choices stay as they were, and the quote is not read again.
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 items approved');
    expect(server.callsTo('GET', QUOTE_PATH)).toHaveLength(1);
  });

  it("keeps the language the customer chose over the shop's on the next visit", async () => {
    localStorage.setItem('procounter.approve.language', 'es');
    await renderPage({ body: makePublicQuote({ language: 'en' }) }, 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Front brakes · Cotización 77' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says an unknown link is not valid in Spanish', async () => {
    await renderPage({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }, 'es');
    expect(
      await screen.findByText('Este enlace no es válido. Comuníquese con el taller.'),
    ).toBeVisible();
  });
});
