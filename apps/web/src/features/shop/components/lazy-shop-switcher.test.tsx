import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeQuoteSummary, makeShop, makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ShopSwitcher } from './lazy-shop-switcher';

const main = makeShop();
const north = makeShop({ id: 1002, shopNameAndAccount: 'Lone Star Auto Repair - North (100002)' });

describe('shop switcher before its list has loaded', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('shows the current shop; a click loads the list, opens it and keeps the focus on the box', async () => {
    const server = installFakeServer()
      .on('GET', '/api/user/shops', { body: [main, north] })
      .on('GET', '/api/current/shop', { body: main })
      .on('GET', '/api/worksheet/rest/miniquote.json', { body: makeQuoteSummary(0) });
    renderWithProviders(<ShopSwitcher quoteItemCount={0} />);

    const standIn = screen.getByLabelText('Shop');
    await waitFor(() => expect(standIn.textContent).toContain(main.shopNameAndAccount));
    expect(standIn.getAttribute('aria-haspopup')).toBe('listbox');
    // Nothing of the list is asked for before someone uses the box.
    expect(server.callsTo('GET', '/api/user/shops')).toHaveLength(0);

    await userEvent.click(standIn);
    expect(await screen.findByRole('option', { name: /North/ })).toBeVisible();
    const shop = screen.getByLabelText('Shop');
    expect(shop).not.toBe(standIn);
    expect(document.activeElement).toBe(shop);
  });
});
