import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeQuoteSummary, makeShop, makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ShopSwitcher } from './shop-switcher';

const main = makeShop();
const north = makeShop({
  id: 1002,
  shopName: 'Lone Star Auto Repair - North',
  shopNameAndAccount: 'Lone Star Auto Repair - North (100002)',
  accountNumber: '100002',
});

function serve() {
  return installFakeServer()
    .on('GET', '/api/user/shops', { body: [main, north] })
    .on('GET', '/api/current/shop', { body: main })
    .on('POST', '/api/current/shop', { status: 204 })
    .on('GET', '/api/worksheet/rest/miniquote.json', { body: makeQuoteSummary(0) });
}

async function chooseNorth() {
  const shop = await screen.findByLabelText('Shop');
  await waitFor(() => expect(shop.textContent).toContain('Lone Star Auto Repair - Main St'));
  await userEvent.click(shop);
  await userEvent.click(await screen.findByRole('option', { name: /North/ }));
}

describe('shop switcher', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('changes at once when the quote is empty, then reloads', async () => {
    const server = serve();
    const onChanged = vi.fn();
    renderWithProviders(<ShopSwitcher quoteItemCount={0} onChanged={onChanged} />);
    await chooseNorth();
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(1002, null));
    expect(JSON.parse(server.callsTo('POST', '/api/current/shop')[0]?.body ?? '{}')).toEqual({
      shopId: 1002,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks first when the quote has items: Cancel keeps the shop', async () => {
    const server = serve();
    const onChanged = vi.fn();
    renderWithProviders(<ShopSwitcher quoteItemCount={3} onChanged={onChanged} />);
    await chooseNorth();
    const dialog = await screen.findByRole('dialog');
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter(Boolean);
    expect(buttons).toEqual(expect.arrayContaining(['Yes', 'Leave Quote', 'Cancel']));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', '/api/current/shop')).toHaveLength(0);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it.each([
    ['Yes', 'keep'],
    ['Leave Quote', 'leave'],
  ])('asks first when the quote has items: %s changes the shop', async (answer, choice) => {
    const server = serve();
    const onChanged = vi.fn();
    renderWithProviders(<ShopSwitcher quoteItemCount={3} onChanged={onChanged} />);
    await chooseNorth();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: answer }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(1002, choice));
    expect(server.callsTo('POST', '/api/current/shop')).toHaveLength(1);
  });

  it('a failed change shows the spec toast and does not reload', async () => {
    serve().on('POST', '/api/current/shop', {
      status: 403,
      body: { code: 'FORBIDDEN', message: 'not yours' },
    });
    const onChanged = vi.fn();
    renderWithProviders(<ShopSwitcher quoteItemCount={0} onChanged={onChanged} />);
    await chooseNorth();
    expect(
      await screen.findByText('Error changing the shop, please try again later.'),
    ).toBeVisible();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
