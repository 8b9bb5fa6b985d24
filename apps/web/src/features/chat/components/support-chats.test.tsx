import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import {
  CONTEXT,
  FakeChatSocket,
  installFakeChatSockets,
  makeChatMessage,
  makeChatSession,
  pushChatEvent,
  serveChat,
} from '../testing/fake-chat';
import { SupportChats } from './support-chats';

const FINISHED = makeChatSession({
  id: 1,
  status: 'CLOSED',
  supportUserName: 'Sam Support',
  takenAt: '2026-11-25T15:01:00.000Z',
  closedAt: '2026-11-25T15:05:00.000Z',
  userReadMessageId: 2,
  supportReadMessageId: 2,
  lastMessageId: 2,
  preview: 'Which pads fit?',
});
const WAITING = makeChatSession({
  id: 2,
  status: 'WAITING',
  context: {
    ...CONTEXT,
    userId: 8,
    userName: 'Eddie Employee',
    loginName: 'eddie',
    vehicle: null,
    quoteNumber: null,
  },
  preview: '¿Tienen filtros?',
  lastMessageId: 3,
});

function setup(actAs?: (userId: number) => ReactNode) {
  const server = installFakeServer();
  servePortal(server);
  const chat = serveChat(server, {
    asSupport: true,
    sessions: [FINISHED, WAITING],
    messages: [
      makeChatMessage(1, 1, false, 'Which pads fit?'),
      makeChatMessage(2, 1, true, 'The ceramic ones.'),
      makeChatMessage(3, 2, false, '¿Tienen filtros?'),
    ],
  });
  renderWithProviders(<SupportChats actAs={actAs} />, { path: '/support' });
  return { server, chat };
}

const log = () => screen.getByRole('log');
const bodies = () =>
  within(log())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('the chats on /support', () => {
  beforeEach(() => {
    beginSession(makeTokens());
    installFakeChatSockets();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('lists waiting and finished chats and opens one with who wrote and its messages', async () => {
    setup();
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
    await waitFor(() =>
      expect(bodies()).toEqual([
        expect.stringContaining('Which pads fit?'),
        expect.stringContaining('The ceramic ones.'),
      ]),
    );
    expect(within(log()).getByText('Read')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Take this chat' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Message/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the chats' }));
    expect(await screen.findByRole('list', { name: 'Waiting (1)' })).toBeVisible();
  });

  it('a new chat shows in the queue as soon as the socket says so', async () => {
    const { chat } = setup();
    await screen.findByRole('list', { name: 'Waiting (1)' });
    await waitFor(() => expect(FakeChatSocket.all.some((s) => s.readyState === 1)).toBe(true));
    chat.sessions.push(
      makeChatSession({ id: 3, context: { ...CONTEXT, userName: 'Nina New' }, preview: 'Hello?' }),
    );
    act(() => pushChatEvent({ type: 'queue' }));
    expect(await screen.findByRole('list', { name: 'Waiting (2)' })).toBeVisible();
    expect(screen.getByText('Hello?')).toBeVisible();
  });

  it('takes a waiting chat and answers it live, with typing, read marks and Close, in Spanish', async () => {
    await i18n.changeLanguage('es');
    const actAs = vi.fn((userId: number) => (
      <button type="button">{`Actuar como ${userId}`}</button>
    ));
    const { server, chat } = setup(actAs);
    await userEvent.click(await screen.findByRole('button', { name: 'Eddie Employee' }));
    expect(await screen.findByText('Sin vehículo seleccionado')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Actuar como 8' })).toBeVisible();
    await waitFor(() => expect(bodies()).toEqual([expect.stringContaining('¿Tienen filtros?')]));
    // On screen: read.
    await waitFor(() =>
      expect(
        server.callsTo('POST', '/api/chat/sessions/:id/read').map((r) => JSON.parse(r.body!)),
      ).toEqual([{ messageId: 3 }]),
    );
    expect(screen.queryByRole('textbox', { name: /^Mensaje/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Atender este chat' }));
    expect(await screen.findByText(/En curso/)).toBeVisible();
    expect(server.callsTo('POST', '/api/support/chats/:id/take')).toHaveLength(1);

    await userEvent.type(
      await screen.findByRole('textbox', { name: /^Mensaje/ }),
      'Sí, de aceite y de aire.{Enter}',
    );
    await waitFor(() =>
      expect(bodies()).toEqual([
        expect.stringContaining('¿Tienen filtros?'),
        expect.stringContaining('Sí, de aceite y de aire.'),
      ]),
    );
    const [sent] = server.callsTo('POST', '/api/chat/sessions/:id/messages');
    expect(JSON.parse(sent!.body!).body).toBe('Sí, de aceite y de aire.');

    // The shop user types, reads and answers.
    act(() => pushChatEvent({ type: 'typing', sessionId: 2, fromSupport: false }));
    expect(await screen.findByText('Eddie Employee está escribiendo…')).toBeVisible();
    act(() => pushChatEvent({ type: 'typing', sessionId: 1, fromSupport: false }));
    act(() => pushChatEvent({ type: 'read', sessionId: 2, fromSupport: false, messageId: 4 }));
    expect(await within(log()).findByText('Leído')).toBeVisible();
    act(() => {
      chat.say(2, 'Gracias', false);
    });
    await waitFor(() => expect(bodies()).toHaveLength(3));
    expect(screen.queryByText('Eddie Employee está escribiendo…')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Terminar el chat' }));
    expect(await screen.findByText(/^Terminado/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Mensaje/ })).toBeNull();
  });
});
