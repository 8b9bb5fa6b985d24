import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeQuoteSummary, makeShop, makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { MiniQuote } from './mini-quote';

// The dropdown's code arrives when the test says so, after the stand-in button has the focus.
const arrival = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./mini-quote-dropdown', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

describe('mini quote focused while its dropdown loads', () => {
  it('keeps the focus on the button that takes the stand-in’s place, so Enter then opens the dropdown', async () => {
    beginSession(makeTokens());
    installFakeServer()
      .on('GET', '/api/current/shop', { body: makeShop() })
      .on('GET', '/api/worksheet/rest/miniquote.json', { body: makeQuoteSummary(1) });
    renderWithProviders(<MiniQuote />);

    const standIn = await screen.findByRole('button', { name: /Items in the quote: 1/ });
    standIn.focus();
    arrival.arrive();
    await waitFor(() => expect(standIn.isConnected).toBe(false));
    const button = screen.getByRole('button', { name: /Items in the quote: 1/ });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Current quote' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('leaves the focus where it is when the stand-in did not have it', async () => {
    beginSession(makeTokens());
    installFakeServer()
      .on('GET', '/api/current/shop', { body: makeShop() })
      .on('GET', '/api/worksheet/rest/miniquote.json', { body: makeQuoteSummary(1) });
    renderWithProviders(<MiniQuote />);
    const button = await screen.findByRole('button', { name: /Items in the quote: 1/ });
    expect(document.activeElement).not.toBe(button);
  });
});
