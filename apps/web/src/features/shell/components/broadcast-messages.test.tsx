import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeMessage, makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { BroadcastMessages } from './broadcast-messages';

const NOW = Date.UTC(2026, 11, 20, 15, 0, 0);
const DAY = 86_400_000;

const current = makeMessage({
  messageId: 1,
  content: 'Holiday hours: stores close at 3 PM on December 24.',
  schedules: [{ startDateTime: NOW - 30 * DAY, endDateTime: NOW + 365 * DAY }],
});
const ended = makeMessage({
  messageId: 2,
  content: 'Spring inventory count on March 3.',
  schedules: [{ startDateTime: NOW - 60 * DAY, endDateTime: NOW - DAY }],
});
const later = makeMessage({
  messageId: 3,
  content: 'New catalog next month.',
  schedules: [
    { startDateTime: NOW - 90 * DAY, endDateTime: NOW - 80 * DAY },
    { startDateTime: NOW + DAY, endDateTime: NOW + 2 * DAY },
  ],
});

describe('broadcast messages', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('shows only the messages whose schedule window contains now', async () => {
    installFakeServer().on('GET', '/api/message/get/current/BROADCAST', {
      body: [current, ended, later],
    });
    renderWithProviders(<BroadcastMessages now={NOW} />);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toContain('Holiday hours');
  });

  it('Dismiss calls the dismiss call and removes the message', async () => {
    const server = installFakeServer()
      .on('GET', '/api/message/get/current/BROADCAST', { body: [current] })
      .on('GET', '/api/message/dismiss/1', { status: 204 });
    renderWithProviders(<BroadcastMessages now={NOW} />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(server.callsTo('GET', '/api/message/dismiss/1')).toHaveLength(1);
  });

  it('a failed fetch is ignored', async () => {
    const server = installFakeServer().on('GET', '/api/message/get/current/BROADCAST', {
      status: 500,
      body: { code: 'INTERNAL_ERROR', message: 'Internal server error' },
    });
    renderWithProviders(<BroadcastMessages now={NOW} />);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('labels Dismiss in Spanish', async () => {
    await i18n.changeLanguage('es');
    installFakeServer().on('GET', '/api/message/get/current/BROADCAST', { body: [current] });
    renderWithProviders(<BroadcastMessages now={NOW} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Descartar' })).toBeVisible();
  });
});
