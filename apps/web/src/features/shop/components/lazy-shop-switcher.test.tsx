import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeShop, makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ShopSwitcher } from './lazy-shop-switcher';

describe('shop switcher while its list loads', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('shows the current shop in a disabled box of the same name, then the switcher', async () => {
    const main = makeShop();
    installFakeServer()
      .on('GET', '/api/user/shops', { body: [main] })
      .on('GET', '/api/current/shop', { body: main });
    renderWithProviders(<ShopSwitcher quoteItemCount={0} />);

    const placeholder = screen.getByLabelText('Shop');
    expect(placeholder.hasAttribute('disabled')).toBe(true);
    await waitFor(() => {
      const shop = screen.getByLabelText('Shop');
      expect(shop).not.toBe(placeholder);
      expect(shop.hasAttribute('disabled')).toBe(false);
      expect(shop.getAttribute('aria-haspopup')).toBe('listbox');
      expect(shop.textContent).toContain(main.shopNameAndAccount);
    });
  });
});
