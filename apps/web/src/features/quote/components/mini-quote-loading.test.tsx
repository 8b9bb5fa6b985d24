import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeQuoteSummary, makeShop, makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { MiniQuote } from './mini-quote';

// The dropdown's code arrives when the test says so: the button is used before it.
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

describe('mini quote before its dropdown has loaded', () => {
  it('shows the same button; opened from it, the dropdown comes with its code and Escape returns to the button', async () => {
    beginSession(makeTokens());
    installFakeServer()
      .on('GET', '/api/current/shop', { body: makeShop() })
      .on('GET', '/api/worksheet/rest/miniquote.json', { body: makeQuoteSummary(2) });
    renderWithProviders(<MiniQuote />);

    const standIn = await screen.findByRole('button', { name: /Items in the quote/ });
    expect(standIn.textContent).toContain('Items in the quote: 2');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    standIn.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();

    arrival.arrive();
    const dialog = await screen.findByRole('dialog', { name: 'Current quote' });
    const button = screen.getByRole('button', { name: /Items in the quote/ });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
