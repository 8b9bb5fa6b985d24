import type { ChatMessage, ChatSession } from '@procounter/shared/contracts/chat';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { SupportChats } from './support-chats';

const QUEUE = '/api/support/chats';

function makeSession(overrides: Partial<ChatSession> = {}): ChatSession {
  return {
    id: 1,
    status: 'CLOSED',
    context: {
      userId: 6,
      userName: 'Tina Tech',
      loginName: 'tech',
      shopId: 1001,
      shopName: 'Lone Star Auto Repair - Main St',
      accountNumber: '100001',
      vehicle: '2013 Ford F-150',
      vin: '1FTFW1ET9DFC10312',
      quoteNumber: 41,
    },
    supportUserName: 'Sam Support',
    createdAt: '2026-11-25T15:00:00.000Z',
    takenAt: '2026-11-25T15:01:00.000Z',
    closedAt: '2026-11-25T15:05:00.000Z',
    userReadMessageId: 2,
    supportReadMessageId: 2,
    lastMessageId: 2,
    preview: 'Which pads fit?',
    ...overrides,
  };
}

const message = (id: number, fromSupport: boolean, body: string): ChatMessage => ({
  id,
  sessionId: 1,
  clientId: `00000000-0000-4000-8000-00000000000${id}`,
  fromSupport,
  authorName: fromSupport ? 'Sam Support' : 'Tina Tech',
  body,
  createdAt: '2026-11-25T15:02:00.000Z',
});

const FINISHED = makeSession();
const WAITING = makeSession({
  id: 2,
  status: 'WAITING',
  context: {
    ...FINISHED.context,
    userName: 'Eddie Employee',
    loginName: 'eddie',
    vehicle: null,
    quoteNumber: null,
  },
  supportUserName: null,
  takenAt: null,
  closedAt: null,
  preview: '¿Tienen filtros?',
});

function serve(): FakeServer {
  const server = installFakeServer();
  servePortal(server);
  let waiting = [WAITING];
  let active: ChatSession[] = [];
  server
    .on('GET', QUEUE, () => ({ body: { waiting, active, closed: [FINISHED] } }))
    .on('GET', '/api/chat/sessions/:id/messages', (request) =>
      request.path.includes('/1/')
        ? {
            body: {
              session: FINISHED,
              messages: [
                message(1, false, 'Which pads fit?'),
                message(2, true, 'The ceramic ones.'),
              ],
              more: false,
            },
          }
        : { body: { session: WAITING, messages: [], more: false } },
    )
    .on('POST', '/api/support/chats/:id/take', () => {
      const taken = { ...WAITING, status: 'ACTIVE' as const, supportUserName: 'Sam Support' };
      waiting = [];
      active = [taken];
      return { body: taken };
    });
  return server;
}

describe('the chats on /support', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists waiting and finished chats and opens one with who wrote and its messages', async () => {
    serve();
    renderWithProviders(<SupportChats />, { path: '/support' });
    const waiting = await screen.findByRole('list', { name: 'Waiting (1)' });
    expect(within(waiting).getByText('¿Tienen filtros?')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Finished (1)' })).toBeVisible();
    expect(screen.getByText('In progress (0)')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Tina Tech' }));
    expect(await screen.findByRole('heading', { name: 'Chat with Tina Tech' })).toBeVisible();
    expect(
      screen.getByText('Tina Tech (tech), Lone Star Auto Repair - Main St · Account 100001'),
    ).toBeVisible();
    expect(screen.getByText('Vehicle: 2013 Ford F-150 · Quote #41')).toBeVisible();
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      expect.stringContaining('Which pads fit?'),
      expect.stringContaining('The ceramic ones.'),
    ]);
    expect(screen.queryByRole('button', { name: 'Take this chat' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the chats' }));
    expect(await screen.findByRole('list', { name: 'Waiting (1)' })).toBeVisible();
  });

  it('takes a waiting chat, in Spanish', async () => {
    await i18n.changeLanguage('es');
    const server = serve();
    renderWithProviders(<SupportChats />, { path: '/support' });
    await userEvent.click(await screen.findByRole('button', { name: 'Eddie Employee' }));
    expect(await screen.findByText('Sin vehículo seleccionado')).toBeVisible();
    expect(await screen.findByText('No hay mensajes.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Atender este chat' }));
    expect(await screen.findByText('En curso')).toBeVisible();
    expect(server.callsTo('POST', '/api/support/chats/:id/take')).toHaveLength(1);
  });
});
