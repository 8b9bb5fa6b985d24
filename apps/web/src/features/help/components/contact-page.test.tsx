import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { type FakeAnswer, type FakeHandler, installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeShop, makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ContactPage } from './contact-page';

const SUBMIT_PATH = '/api/admin/rest/submitSupportQuestion';
const ACCEPTED = { status: 201, body: { id: 7, submittedAt: '2026-11-23T12:00:00.000Z' } };

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const email = () => field(/E-mail address/);
const fullName = () => field(/Full name/);
const shopName = () => field(/Shop name/);
const account = () => field(/Account number/);
const phone = () => field(/Phone number/);
const questionType = () => field(/Question type/) as unknown as HTMLSelectElement;
const questionText = () => field(/Your question/) as unknown as HTMLTextAreaElement;
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

/** The error text a field points at through aria-describedby. */
function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
  return texts.join(' ') || null;
}

async function fillVisitorForm() {
  await userEvent.type(email(), 'pat@shop.example');
  await userEvent.type(fullName(), 'Pat Smith');
  await userEvent.type(shopName(), 'Pat Auto');
  await userEvent.type(account(), '200001');
  await userEvent.type(phone(), '(512) 555-0142');
  await userEvent.selectOptions(questionType(), 'FIND_PARTS');
  await userEvent.type(questionText(), 'Where do I find wiper blades?');
}

function serveVisitor(submit: FakeHandler | FakeAnswer = ACCEPTED) {
  return installFakeServer().on('POST', SUBMIT_PATH, submit);
}

const renderPage = () => renderWithProviders(<ContactPage />, { path: '/help/contact/contact-us' });

describe('the contact form', () => {
  it('opens with the question typed in the chat when support could not answer', async () => {
    serveVisitor();
    renderWithProviders(<ContactPage />, {
      path: '/help/contact/contact-us',
      state: { questionText: 'Do you have wiper blades?' },
    });
    expect(await screen.findByRole('heading', { name: 'Ask A Question' })).toBeVisible();
    expect(questionText().value).toBe('Do you have wiper blades?');
    expect(email().value).toBe('');
  });

  it("starts empty for a visitor, with the select on '--' and the seven types in order", async () => {
    const server = serveVisitor();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ask A Question' })).toBeVisible();
    for (const input of [email(), fullName(), shopName(), account(), phone(), questionText()]) {
      expect(input.value).toBe('');
    }
    expect(questionType().value).toBe('');
    expect([...questionType().options].map((option) => option.text)).toEqual([
      '--',
      'Forgot user name or password',
      'Need help finding parts',
      'Problem placing an order',
      'Problem looking up statement',
      'My orders are going to the wrong store',
      'Need help with website',
      'Account access locked',
    ]);
    // The spec's inputs: e-mail, numeric account of 9, phone of 40, names of 100, 7 rows.
    expect(email().type).toBe('email');
    expect(account().inputMode).toBe('numeric');
    expect(account().maxLength).toBe(9);
    expect(phone().type).toBe('tel');
    expect(phone().maxLength).toBe(40);
    expect(fullName().maxLength).toBe(100);
    expect(shopName().maxLength).toBe(100);
    expect(questionText().rows).toBe(7);
    expect(server.requests.filter((call) => call.path.startsWith('/api/current/'))).toEqual([]);
  });

  it("shows 'This field is required.' under every empty field, the '--' type included", async () => {
    const server = serveVisitor();
    renderPage();
    await userEvent.click(submitButton());
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(7));
    for (const input of [email(), fullName(), shopName(), account(), phone(), questionType()]) {
      expect(errorOf(input)).toBe('This field is required.');
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(server.callsTo('POST', SUBMIT_PATH)).toEqual([]);
  });

  it('gives each rule its message: e-mail, a number of at most 9 digits, a US phone', async () => {
    serveVisitor();
    renderPage();
    await userEvent.type(email(), 'pat@');
    await userEvent.type(account(), '12ab');
    await userEvent.type(phone(), '555-0142');
    await userEvent.click(submitButton());
    await waitFor(() => expect(errorOf(email())).toBe('Please enter a valid e-mail address.'));
    expect(errorOf(account())).toBe('Please enter a valid number.');
    expect(errorOf(phone())).toBe('Please specify a valid phone number.');

    await userEvent.clear(account());
    await userEvent.type(account(), '1234567890123');
    expect(account().value).toBe('123456789');
  });

  it('sends the question, shows the success view, and More Questions keeps who asked', async () => {
    const server = serveVisitor();
    renderPage();
    await fillVisitorForm();
    await userEvent.click(submitButton());

    const heading = await screen.findByRole('heading', {
      name: 'Your question has been submitted',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByText(
        'Thanks for submitting your question. A member of our support team will get back to you soon.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByLabelText(/E-mail address/)).toBeNull();

    const [request] = server.callsTo('POST', SUBMIT_PATH);
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      emailAddress: 'pat@shop.example',
      shopName: 'Pat Auto',
      customerName: 'Pat Smith',
      customerAccountNumber: '200001',
      customerPhoneNumber: '(512) 555-0142',
      questionType: 'FIND_PARTS',
      questionText: 'Where do I find wiper blades?',
    });
    expect(request?.headers.has('Authorization')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'More Questions' }));
    expect(email().value).toBe('pat@shop.example');
    expect(fullName().value).toBe('Pat Smith');
    expect(shopName().value).toBe('Pat Auto');
    expect(account().value).toBe('200001');
    expect(phone().value).toBe('(512) 555-0142');
    expect(questionType().value).toBe('');
    expect(questionText().value).toBe('');
  });

  it('keeps everything typed and shows the toast when the submission fails', async () => {
    serveVisitor({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Down' } });
    renderPage();
    await fillVisitorForm();
    await userEvent.click(submitButton());
    expect(
      await screen.findByText('Error submitting request. Please try again later.'),
    ).toBeVisible();
    expect(email().value).toBe('pat@shop.example');
    expect(questionType().value).toBe('FIND_PARTS');
    expect(questionText().value).toBe('Where do I find wiper blades?');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('marks the fields a 400 names', async () => {
    serveVisitor({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        details: [{ path: 'customerPhoneNumber', message: 'validation:usPhone' }],
      },
    });
    renderPage();
    await fillVisitorForm();
    await userEvent.click(submitButton());
    await waitFor(() => expect(errorOf(phone())).toBe('Please specify a valid phone number.'));
    expect(phone().value).toBe('(512) 555-0142');
    expect(
      await screen.findByText('Error submitting request. Please try again later.'),
    ).toBeVisible();
  });

  it('sends once however often Submit is pressed while it is under way', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const server = serveVisitor(
      () =>
        new Promise<FakeAnswer>((resolve) => {
          answer = resolve;
        }),
    );
    renderPage();
    await fillVisitorForm();
    await userEvent.click(submitButton());
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(true));
    await userEvent.click(submitButton());
    expect(server.callsTo('POST', SUBMIT_PATH)).toHaveLength(1);
    answer(ACCEPTED);
    expect(
      await screen.findByRole('heading', { name: 'Your question has been submitted' }),
    ).toBeVisible();
    expect(server.callsTo('POST', SUBMIT_PATH)).toHaveLength(1);
  });

  it('shows the form in Spanish', async () => {
    serveVisitor();
    await i18n.changeLanguage('es');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Haga una pregunta' })).toBeVisible();
    expect(screen.getByLabelText(/Nombre completo/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/Correo electrónico/))).not.toBeNull(),
    );
  });
});

describe('the contact form for a logged-in user', () => {
  it('is prefilled from the user and the shop, and the question is sent with the access token', async () => {
    const server = installFakeServer().on('POST', SUBMIT_PATH, ACCEPTED);
    servePortal(server);
    beginSession(makeTokens());
    renderPage();
    await waitFor(() => expect(email().value).toBe('tech@example.com'));
    expect(fullName().value).toBe('Terry Tech');
    await waitFor(() => expect(shopName().value).toBe('Lone Star Auto Repair - Main St'));
    expect(account().value).toBe('100001');
    expect(phone().value).toBe('512-555-0100');
    expect(questionType().value).toBe('');
    expect(questionText().value).toBe('');

    await userEvent.selectOptions(questionType(), 'STATEMENT');
    await userEvent.type(questionText(), 'My statement is missing.');
    await userEvent.click(submitButton());
    await screen.findByRole('heading', { name: 'Your question has been submitted' });
    const [request] = server.callsTo('POST', SUBMIT_PATH);
    expect(request?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      emailAddress: 'tech@example.com',
      customerName: 'Terry Tech',
      customerAccountNumber: '100001',
    });
  });

  it('fills in the shop when it arrives, without overwriting what was typed', async () => {
    let sendShop: (answer: FakeAnswer) => void = () => {};
    const server = installFakeServer();
    servePortal(server);
    server.on(
      'GET',
      '/api/current/shop',
      () =>
        new Promise<FakeAnswer>((resolve) => {
          sendShop = resolve;
        }),
    );
    beginSession(makeTokens());
    renderPage();
    await waitFor(() => expect(email().value).toBe('tech@example.com'));
    await waitFor(() => expect(server.callsTo('GET', '/api/current/shop')).toHaveLength(1));
    await userEvent.type(shopName(), 'Lone Star North');
    sendShop({ body: makeShop() });
    await waitFor(() => expect(account().value).toBe('100001'));
    expect(phone().value).toBe('512-555-0100');
    expect(shopName().value).toBe('Lone Star North');
  });
});
