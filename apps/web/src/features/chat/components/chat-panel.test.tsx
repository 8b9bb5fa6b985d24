import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import {
  FakeChatSocket,
  installFakeChatSockets,
  makeChatMessage,
  makeChatSession,
  pushChatEvent,
  serveChat,
  setChatNetwork,
} from '../testing/fake-chat';
import { ChatPanel } from './chat-panel';

function setup(options: Parameters<typeof serveChat>[1] = {}) {
  const server = installFakeServer();
  servePortal(server);
  const chat = serveChat(server, options);
  const onAskQuestion = vi.fn();
  renderWithProviders(<ChatPanel opened onClose={() => {}} onAskQuestion={onAskQuestion} />, {
    path: '/home',
  });
  return { server, chat, onAskQuestion };
}

const log = () => screen.getByRole('log');
const bodies = () =>
  within(log())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

const message = (id: number, sessionId: number, fromSupport: boolean, body: string) =>
  makeChatMessage(id, sessionId, fromSupport, body, '2026-11-20T15:00:00.000Z');

describe("the shop user's chat panel", () => {
  beforeEach(() => {
    beginSession(makeTokens());
    installFakeChatSockets();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('starts a chat with Enter, then shows the answer, the typing and the read mark live', async () => {
    const { server, chat } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Customer Support' });
    expect(await within(dialog).findByRole('heading', { name: 'New chat' })).toBeVisible();
    const box = within(dialog).getByRole('textbox', { name: /^Message/ });
    // Shift+Enter starts a new line; Enter sends.
    await userEvent.type(box, 'Which pads fit?{Shift>}{Enter}{/Shift}The F-150');
    expect(server.callsTo('POST', '/api/chat/sessions')).toHaveLength(0);
    await userEvent.type(box, '{Enter}');
    expect(await within(dialog).findByRole('heading', { name: 'Your chat' })).toBeVisible();
    const [start] = server.callsTo('POST', '/api/chat/sessions');
    expect(JSON.parse(start!.body!).body).toBe('Which pads fit?\nThe F-150');
    expect(within(dialog).getByText('Waiting for someone from Customer Support…')).toBeVisible();
    await waitFor(() => expect(bodies()).toEqual([expect.stringContaining('Which pads fit?')]));
    await waitFor(() => expect(FakeChatSocket.all.some((s) => s.readyState === 1)).toBe(true));

    // Support takes it, types, reads and answers: each shows at once.
    const taken = {
      ...chat.sessions[0]!,
      status: 'ACTIVE' as const,
      supportUserName: 'Sam Support',
    };
    act(() => pushChatEvent({ type: 'session', session: taken }));
    expect(await within(dialog).findByText('Sam Support is answering.')).toBeVisible();
    act(() => pushChatEvent({ type: 'typing', sessionId: taken.id, fromSupport: true }));
    expect(await within(dialog).findByText('Sam Support is typing…')).toBeVisible();
    act(() =>
      pushChatEvent({ type: 'read', sessionId: taken.id, fromSupport: true, messageId: 1 }),
    );
    expect(await within(log()).findByText('Read')).toBeVisible();
    act(() => {
      chat.say(taken.id, 'The ceramic ones.', true);
    });
    await waitFor(() =>
      expect(bodies()).toEqual([
        expect.stringContaining('Which pads fit?'),
        expect.stringContaining('The ceramic ones.'),
      ]),
    );
    expect(within(dialog).queryByText('Sam Support is typing…')).toBeNull();
    // On screen, so read: the panel says so.
    await waitFor(() =>
      expect(
        server.callsTo('POST', '/api/chat/sessions/:id/read').map((r) => JSON.parse(r.body!)),
      ).toEqual([{ messageId: 2 }]),
    );

    // A second message goes by POST with its client id; typing was signalled.
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Message/ }),
      'Thanks!{Enter}',
    );
    await waitFor(() => expect(bodies()).toHaveLength(3));
    expect(server.callsTo('POST', '/api/chat/sessions/:id/messages')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/chat/sessions/:id/typing').length).toBeGreaterThan(0);

    // Ending the chat.
    await userEvent.click(within(dialog).getByRole('button', { name: 'End the chat' }));
    expect(await within(dialog).findByText('This chat has ended.')).toBeVisible();
    expect(within(dialog).queryByRole('textbox', { name: /^Message/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Start a new chat' })).toBeVisible();
  });

  it('outside support hours says so and offers the question form with what was typed', async () => {
    const { server, onAskQuestion } = setup({
      availability: { withinHours: false, supportOnline: true, available: false },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Customer Support' });
    expect(
      await within(dialog).findByText(
        'Customer Support chats Monday to Friday, 7:30 AM to 6 PM Central.',
      ),
    ).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Your question' }),
      'Do you have wiper blades?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask by e-mail' }));
    expect(onAskQuestion).toHaveBeenCalledWith('Do you have wiper blades?');
    expect(server.callsTo('POST', '/api/chat/sessions')).toHaveLength(0);
  });

  it('in Spanish: no one online, and a first message refused keeps its text for the form', async () => {
    await i18n.changeLanguage('es');
    const { chat, onAskQuestion } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Chat con Atención al Cliente' });
    expect(await within(dialog).findByRole('heading', { name: 'Chat nuevo' })).toBeVisible();
    // Support leaves before the first message is sent: the server refuses it (422).
    chat.availability = { withinHours: true, supportOnline: false, available: false };
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Mensaje/ }),
      '¿Tienen filtros?{Enter}',
    );
    expect(
      await within(dialog).findByText(
        'Ahora no hay nadie de Atención al Cliente conectado para chatear.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Su pregunta' })).toHaveValue(
      '¿Tienen filtros?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preguntar por correo' }));
    expect(onAskQuestion).toHaveBeenCalledWith('¿Tienen filtros?');
  });

  it('lists earlier chats and opens one to read, in Spanish', async () => {
    await i18n.changeLanguage('es');
    const earlier = makeChatSession({
      id: 5,
      status: 'CLOSED',
      supportUserName: 'Sam Support',
      closedAt: '2026-11-20T15:10:00.000Z',
      createdAt: '2026-11-20T15:00:00.000Z',
      preview: 'Which pads fit?',
      supportReadMessageId: 1,
    });
    setup({
      sessions: [earlier],
      messages: [message(1, 5, false, 'Which pads fit?'), message(2, 5, true, 'The ceramic ones.')],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Chat con Atención al Cliente' });
    const history = await within(dialog).findByRole('list', { name: 'Chats anteriores' });
    expect(within(history).getByText('Which pads fit?')).toBeVisible();
    await userEvent.click(within(history).getByRole('button'));
    expect(await within(dialog).findByText('Este chat ha terminado.')).toBeVisible();
    await waitFor(() =>
      expect(bodies()).toEqual([
        expect.stringContaining('Which pads fit?'),
        expect.stringContaining('The ceramic ones.'),
      ]),
    );
    expect(within(log()).getByText('Leído')).toBeVisible();
    expect(within(dialog).queryByRole('textbox', { name: /^Mensaje/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(await within(dialog).findByRole('heading', { name: 'Chat nuevo' })).toBeVisible();
  });

  it('keeps a message written while the connection is down and sends it once when it is back', async () => {
    const open = makeChatSession({ id: 9, status: 'ACTIVE', supportUserName: 'Sam Support' });
    const { server, chat } = setup({ sessions: [open], messages: [message(1, 9, false, 'Hello')] });
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Customer Support' });
    await waitFor(() => expect(FakeChatSocket.all.some((s) => s.readyState === 1)).toBe(true));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    // The network drops: the socket closes and calls fail.
    act(() => setChatNetwork(chat, false));
    expect(await within(dialog).findByText('Connection lost. Reconnecting…')).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Message/ }),
      'Still there?{Enter}',
    );
    expect(
      await within(log()).findByText('Not sent yet: it goes when the connection is back.'),
    ).toBeVisible();
    // Support answers meanwhile (the panel does not hear it yet).
    chat.say(9, 'Yes, here.', true);
    // Back: the socket reconnects by itself, catches up and sends the message once.
    setChatNetwork(chat, true);
    await waitFor(
      () =>
        expect(bodies()).toEqual([
          expect.stringContaining('Hello'),
          expect.stringContaining('Yes, here.'),
          expect.stringContaining('Still there?'),
        ]),
      { timeout: 8000 },
    );
    expect(within(log()).queryByText(/Not sent yet/)).toBeNull();
    expect(chat.messages.filter((m) => m.body === 'Still there?')).toHaveLength(1);
    const sent = server.callsTo('POST', '/api/chat/sessions/:id/messages');
    expect(new Set(sent.map((r) => JSON.parse(r.body!).clientId)).size).toBe(1);
  });
});
