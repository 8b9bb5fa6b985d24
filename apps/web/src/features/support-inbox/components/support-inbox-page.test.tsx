import type {
  SupportQuestion,
  SupportQuestionList,
} from '@procounter/shared/contracts/support-question';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { type FakeAnswer, type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { SupportInboxPage } from './support-inbox-page';

const LIST = '/api/admin/rest/supportQuestions';
const statusPath = (id: number) => `/api/admin/rest/supportQuestions/${id}/status`;

function makeQuestion(overrides: Partial<SupportQuestion> = {}): SupportQuestion {
  return {
    id: 1,
    emailAddress: 'visitor@example.com',
    shopName: 'Visitor Garage',
    customerName: 'Val Visitor',
    customerAccountNumber: '200001',
    customerPhoneNumber: '(415) 555-0199',
    questionType: 'FORGOT_LOGIN',
    questionText: 'I forgot my password.',
    status: 'NEW',
    submittedAt: '2026-03-01T15:04:00.000Z',
    userId: null,
    loginName: null,
    shopId: null,
    linkedShopName: null,
    ...overrides,
  };
}

const ROSA = makeQuestion({
  id: 7,
  emailAddress: 'rosa@rosasgarage.example',
  shopName: "Rosa's Garage",
  customerName: 'Rosa Peña',
  customerAccountNumber: '100001',
  customerPhoneNumber: '(512) 555-0142',
  questionType: 'WRONG_STORE',
  questionText: 'My orders go to the Elm Street store.\n\n  Please send them to Main Street.',
  submittedAt: '2026-03-02T15:04:00.000Z',
  userId: 42,
  loginName: 'tech',
  shopId: 1001,
  linkedShopName: 'Lone Star Auto Repair - Main St',
});
const VAL = makeQuestion({ id: 5 });
const ANSWERED = makeQuestion({
  id: 3,
  customerName: 'Andy Answered',
  status: 'ANSWERED',
  submittedAt: '2026-02-27T15:04:00.000Z',
  userId: 43,
  loginName: 'shopmgr',
});

/**
 * The inbox calls kept like the server keeps them: the list filtered by status and paged (newest
 * first as given), and the status PUT of each question changing the stored question.
 */
function serveInbox(questions: SupportQuestion[], options: { total?: number } = {}) {
  const server = installFakeServer();
  servePortal(server);
  const stored = questions.map((q) => ({ ...q }));
  server.on('GET', LIST, (request) => {
    const status = request.search.get('status');
    const page = Number(request.search.get('page'));
    const size = Number(request.search.get('size'));
    const matching = stored.filter((q) => !status || q.status === status);
    const body: SupportQuestionList = {
      questions: matching.slice(page * size, (page + 1) * size),
      total: options.total ?? matching.length,
      page,
      size,
    };
    return { body };
  });
  for (const question of stored) {
    server.on('PUT', statusPath(question.id), (request) => {
      question.status = JSON.parse(request.body ?? '{}').status;
      return { body: question };
    });
  }
  return server;
}

const renderInbox = (path = '/support/questions') =>
  renderWithProviders(<SupportInboxPage />, { path, routePath: '/support/questions' });

const card = (name: string) => screen.findByRole('article', { name });

const cardNames = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

const lastListRequest = (server: FakeServer) => server.callsTo('GET', LIST).at(-1)!.search;

/** The text of each field of a card (dt: dd). */
function fields(article: HTMLElement) {
  return Object.fromEntries(
    [...article.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );
}

describe('the support inbox', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('lists the questions as the server orders them, with every field', async () => {
    const server = serveInbox([ROSA, VAL, ANSWERED]);
    renderInbox();
    const rosa = await card('Rosa Peña');
    expect(cardNames()).toEqual(['Rosa Peña', 'Val Visitor', 'Andy Answered']);
    expect(screen.getByRole('status').textContent).toBe('Questions: 3');
    expect(Object.fromEntries(lastListRequest(server))).toEqual({ page: '0', size: '50' });

    expect(fields(rosa)).toEqual({
      'Shop name': "Rosa's Garage",
      'Account number': '100001',
      'E-mail': 'rosa@rosasgarage.example',
      Phone: '(512) 555-0142',
      'Question type': 'My orders are going to the wrong store',
      'Sent by': 'Logged-in user tech, shop Lone Star Auto Repair - Main St (1001)',
      Question: ROSA.questionText,
    });
    expect(
      within(rosa).getByRole('link', { name: 'rosa@rosasgarage.example' }).getAttribute('href'),
    ).toBe('mailto:rosa@rosasgarage.example');
    expect(within(rosa).getByRole('link', { name: '(512) 555-0142' }).getAttribute('href')).toBe(
      'tel:5125550142',
    );
    const submitted = rosa.querySelector('time')!;
    expect(submitted.getAttribute('datetime')).toBe('2026-03-02T15:04:00.000Z');
    expect(submitted.textContent).toMatch(/^Mar 2, 2026, \d{1,2}:04\s[AP]M$/);
    expect(within(rosa).getByText('New')).toBeVisible();
    expect(within(rosa).getByRole('button', { name: 'Mark as answered' })).toBeVisible();

    expect(fields(await card('Val Visitor'))['Sent by']).toBe('A visitor (not logged in)');
    const andy = await card('Andy Answered');
    expect(fields(andy)['Sent by']).toBe('Logged-in user shopmgr');
    expect(within(andy).getByText('Answered')).toBeVisible();
    expect(within(andy).getByRole('button', { name: 'Mark as new' })).toBeVisible();
  });

  it('keeps the line breaks and spacing of the question text', async () => {
    serveInbox([ROSA]);
    renderInbox();
    const rosa = await card('Rosa Peña');
    const text = within(rosa).getByText(/Elm Street/);
    expect(text.textContent).toBe(ROSA.questionText);
    expect(text.className).toMatch(/questionText/);
  });

  it('asks the server for the chosen status, keeping it in the URL, and back to all', async () => {
    const server = serveInbox([ROSA, VAL, ANSWERED]);
    const user = userEvent.setup();
    const { router } = renderInbox();
    await card('Rosa Peña');

    await user.click(screen.getByRole('radio', { name: 'Answered' }));
    await waitFor(() => expect(cardNames()).toEqual(['Andy Answered']));
    expect(lastListRequest(server).get('status')).toBe('ANSWERED');
    expect(lastListRequest(server).get('page')).toBe('0');
    expect(router.state.location.search).toBe('?status=ANSWERED');

    await user.click(screen.getByRole('radio', { name: 'New' }));
    await waitFor(() => expect(cardNames()).toEqual(['Rosa Peña', 'Val Visitor']));
    expect(lastListRequest(server).get('status')).toBe('NEW');

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(lastListRequest(server).has('status')).toBe(false);
    expect(router.state.location.search).toBe('');
  });

  it('reads the filter and the page from the URL, and pages through', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      makeQuestion({ id: 1000 - i, customerName: `Asker ${i + 1}` }),
    );
    const server = serveInbox(many);
    const user = userEvent.setup();
    const { router } = renderInbox('/support/questions?status=NEW&page=2');
    await card('Asker 51');
    expect(screen.getByRole('radio', { name: 'New' })).toHaveProperty('checked', true);
    expect(Object.fromEntries(lastListRequest(server))).toEqual({
      status: 'NEW',
      page: '1',
      size: '50',
    });
    expect(screen.getByRole('status').textContent).toBe('Questions: 120');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await card('Asker 101');
    expect(cardNames()).toHaveLength(20);
    expect(lastListRequest(server).get('page')).toBe('2');
    expect(router.state.location.search).toBe('?status=NEW&page=3');
  });

  it('shows the last page for a page past the end', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      makeQuestion({ id: 1000 - i, customerName: `Asker ${i + 1}` }),
    );
    const server = serveInbox(many);
    const { router } = renderInbox('/support/questions?page=4');
    await card('Asker 51');
    expect(server.callsTo('GET', LIST).map((r) => r.search.get('page'))).toEqual(['3', '1']);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('marks a question answered with a PUT, the row showing it, and can mark it new again', async () => {
    const server = serveInbox([ROSA, VAL]);
    const user = userEvent.setup();
    renderInbox();
    const rosa = await card('Rosa Peña');

    await user.click(within(rosa).getByRole('button', { name: 'Mark as answered' }));
    expect(await within(rosa).findByRole('button', { name: 'Mark as new' })).toBeVisible();
    expect(within(rosa).getByText('Answered')).toBeVisible();
    const puts = server.callsTo('PUT', statusPath(ROSA.id));
    expect(puts.map((r) => JSON.parse(r.body ?? ''))).toEqual([{ status: 'ANSWERED' }]);
    // The list is read again and agrees.
    await waitFor(() => expect(server.callsTo('GET', LIST)).toHaveLength(2));
    expect(within(await card('Rosa Peña')).getByText('Answered')).toBeVisible();
    expect(within(await card('Val Visitor')).getByText('New')).toBeVisible();

    await user.click(within(await card('Rosa Peña')).getByRole('button', { name: 'Mark as new' }));
    await waitFor(() =>
      expect(server.callsTo('PUT', statusPath(ROSA.id)).at(-1)?.body).toBe('{"status":"NEW"}'),
    );
    expect(
      await within(await card('Rosa Peña')).findByRole('button', { name: 'Mark as answered' }),
    ).toBeVisible();
  });

  it('puts the status back and shows a toast when the change fails', async () => {
    const server = serveInbox([ROSA]);
    let answer: (value: FakeAnswer) => void = () => {};
    server.on('PUT', statusPath(ROSA.id), () => new Promise<FakeAnswer>((r) => (answer = r)));
    const user = userEvent.setup();
    renderInbox();
    const rosa = await card('Rosa Peña');

    await user.click(within(rosa).getByRole('button', { name: 'Mark as answered' }));
    // Shown at once, before the server has answered.
    expect(await within(rosa).findByText('Answered')).toBeVisible();
    answer({ status: 500, body: { code: 'INTERNAL', message: 'boom' } });

    expect(
      await screen.findByText("The question's status could not be changed. Please try again."),
    ).toBeVisible();
    expect(await within(await card('Rosa Peña')).findByText('New')).toBeVisible();
    expect(
      within(await card('Rosa Peña')).getByRole('button', { name: 'Mark as answered' }),
    ).toBeVisible();
  });

  it('says when there are no questions yet', async () => {
    serveInbox([]);
    renderInbox();
    expect(await screen.findByText('No questions yet.')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when no question has the chosen status', async () => {
    serveInbox([ROSA]);
    renderInbox('/support/questions?status=ANSWERED');
    expect(await screen.findByText('No questions with this status.')).toBeVisible();
    expect(screen.queryByText('No questions yet.')).toBeNull();
  });

  it('shows the loading state, then an error with a retry that reads the list again', async () => {
    const server = serveInbox([ROSA]);
    let fail = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    server.on('GET', LIST, async (request) => {
      await gate;
      if (fail) return { status: 500, body: { code: 'INTERNAL', message: 'boom' } };
      return {
        body: { questions: [ROSA], total: 1, page: 0, size: Number(request.search.get('size')) },
      };
    });
    const user = userEvent.setup();
    renderInbox();
    expect(await screen.findByLabelText('Loading…')).toBeVisible();
    release();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The questions could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('Rosa Peña')).toBeVisible();
    expect(server.callsTo('GET', LIST)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serveInbox([ROSA, ANSWERED]);
    renderInbox();
    const rosa = await card('Rosa Peña');
    expect(fields(rosa)).toMatchObject({
      'Tipo de pregunta': 'Mis pedidos van a la tienda equivocada',
      'Nombre del taller': "Rosa's Garage",
      'Enviada por':
        'Usuario con sesión iniciada tech, taller Lone Star Auto Repair - Main St (1001)',
    });
    expect(within(rosa).getByText('Nueva')).toBeVisible();
    expect(within(rosa).getByRole('button', { name: 'Marcar como respondida' })).toBeVisible();
    expect(
      within(await card('Andy Answered')).getByRole('button', { name: 'Marcar como nueva' }),
    ).toBeVisible();
    expect(rosa.querySelector('time')!.textContent).toMatch(/2 mar 2026/);
    expect(screen.getByRole('radio', { name: 'Todas' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Respondida' })).toBeVisible();
    expect(screen.getByRole('status').textContent).toBe('Preguntas: 2');
  });
});
