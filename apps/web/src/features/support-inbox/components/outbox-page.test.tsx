import type { MailMessage, MailOutboxPage } from '@procounter/shared/contracts/mail';
import { resources } from '@procounter/shared/i18n/index';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { OutboxPage } from './outbox-page';

const OUTBOX = '/api/support/outbox';
const en = resources.en.support.outbox;

const reset: MailMessage = {
  id: 3,
  kind: 'PASSWORD_RESET',
  toAddress: 'rosa@shop.example',
  language: 'en',
  subject: 'Reset your ProCounter password',
  textBody:
    'Hello Rosa,\n\nhttps://counter.example/reset-password?token=abc\n\nThe link works once.',
  createdAt: '2026-11-27T15:04:00.000Z',
  state: 'WAITING',
  attempts: 0,
  lastError: null,
  sentAt: null,
};

const page = (messages: MailMessage[], delivering = false): MailOutboxPage => ({
  messages,
  total: messages.length,
  page: 0,
  size: 25,
  delivering,
});

beforeEach(() => beginSession(makeTokens()));

const renderOutbox = () =>
  renderWithProviders(<OutboxPage />, { path: '/support/outbox', routePath: '/support/outbox' });

describe('the outbox page', () => {
  it('shows each message with its state and the link it carries; says mail waits without SMTP', async () => {
    servePortal(installFakeServer()).on('GET', OUTBOX, {
      body: page([
        reset,
        {
          ...reset,
          id: 2,
          kind: 'QUOTE_APPROVAL',
          toAddress: 'maria@example.com',
          subject: 'Your quote',
          textBody: 'See your quote',
          state: 'FAILED',
          attempts: 8,
          lastError: '451 Try again later',
        },
      ]),
    });
    renderOutbox();
    const list = await screen.findByRole('list', { name: en.listLabel });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Reset your ProCounter password')).toBeVisible();
    expect(within(first!).getByText(en.states.WAITING)).toBeVisible();
    expect(within(first!).getByRole('link', { name: en.openLink })).toHaveAttribute(
      'href',
      'https://counter.example/reset-password?token=abc',
    );
    expect(within(second!).getByText(en.states.FAILED)).toBeVisible();
    expect(within(second!).getByText('Attempts: 8. Last error: 451 Try again later')).toBeVisible();
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(screen.getByText(en.notDelivering)).toBeVisible();
  });

  it('says when there is nothing, and offers a retry when the list fails', async () => {
    const server = servePortal(installFakeServer()).on('GET', OUTBOX, {
      status: 500,
      body: { code: 'INTERNAL', message: 'Internal error' },
    });
    renderOutbox();
    expect(await screen.findByText(en.loadFailed)).toBeVisible();
    server.on('GET', OUTBOX, { body: page([], true) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(en.empty)).toBeVisible();
    expect(screen.queryByText(en.notDelivering)).toBeNull();
  });
});
