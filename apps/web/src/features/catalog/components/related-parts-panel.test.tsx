import type { CrossSellResponse } from '@procounter/shared/contracts/cross-sell';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import {
  makeLookupProduct,
  makeProductLookup,
  makeQuoteSummary,
  makeSelection,
  makeShop,
  makeTokens,
  makeVehicle,
  POPULAR_PART_TYPES,
} from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import {
  type ProductLookupData,
  servePartTypes,
  serveProductLookup,
} from '../testing/fake-catalog';
import { CatalogProductsPage } from './catalog-products-page';

const ROTOR = makeLookupProduct({
  productId: 71001,
  lineCode: 'BRK',
  brandName: 'BrakeBest',
  partNumber: 'R-5520',
  description: 'Vented Rotor',
  partTypeId: '1896',
  partTypeName: 'Disc Brake Rotor',
  fitNote: null,
});

const RELATED: CrossSellResponse = {
  homeStoreId: 512,
  hideCosts: false,
  partTypes: [
    {
      partTypeId: '1896',
      partTypeName: 'Disc Brake Rotor',
      orders: 12,
      related: true,
      product: ROTOR,
    },
    {
      partTypeId: '1900',
      partTypeName: 'Brake Hardware Kit',
      orders: 0,
      related: true,
      product: null,
    },
  ],
};

function serve(data: ProductLookupData = {}, shop = makeShop()) {
  const server = installFakeServer();
  servePortal(server, { vehicle: makeVehicle(), shop });
  servePartTypes(server, { selected: [makeSelection(POPULAR_PART_TYPES[0]!)] });
  serveProductLookup(server, { lookup: makeProductLookup(), crossSell: RELATED, ...data });
  return server;
}

const render = (path = '/catalog/products?partTypeId=1684') =>
  renderWithProviders(<CatalogProductsPage />, { path, routePath: '/catalog/products' });

const panel = async () => screen.findByRole('region', { name: 'Bought with these' });

describe('related parts panel (Bought with these)', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('asks for the part types of the results and lists what was bought with them', async () => {
    const server = serve();
    render();
    const region = await panel();
    const [call] = server.callsTo('GET', '/api/parttypes/crossSellPartTypes');
    expect(call?.search.get('partTypeId')).toBe('1684');
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Disc Brake Rotor')).toBeVisible();
    expect(within(items[0]!).getByText('Ordered with these 12 times')).toBeVisible();
    expect(within(items[0]!).getByText('BrakeBest (BRK) Part number R-5520')).toBeVisible();
    expect(within(items[0]!).getByText('Cost $21.37')).toBeVisible();
    expect(within(items[0]!).getByText('3 in stock')).toBeVisible();
    expect(within(items[1]!).getByText('Often needed with these')).toBeVisible();
    expect(within(items[1]!).getByText('None of these fits this vehicle.')).toBeVisible();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(
      within(items[1]!).getByRole('link', { name: 'See all: Brake Hardware Kit' }),
    ).toHaveAttribute('href', '/catalog/products?partTypeId=1900');
  });

  it('adds the related part with product origin CROSS_SELL_PT_PRODUCT', async () => {
    const server = serve({ quoteAfterAdd: makeQuoteSummary(2) });
    render();
    const region = await panel();
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Add to quote: BRK R-5520' }));
    expect(
      await screen.findByText('Added to the quote: 1 x BRK R-5520 Vented Rotor'),
    ).toBeVisible();
    const [call] = server.callsTo('POST', '/api/worksheet/rest/addproduct');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      productId: ROTOR.productId,
      productOrigin: 'CROSS_SELL_PT_PRODUCT',
    });
  });

  it('shows the customer price, never the cost, when the shop hides costs', async () => {
    serve({ crossSell: { ...RELATED, hideCosts: true } }, makeShop({ hideCosts: true }));
    render();
    const region = await panel();
    expect(within(region).getByText('Price $42.99')).toBeVisible();
    expect(within(region).queryByText(/Cost/)).toBeNull();
  });

  it('is not there when nothing was bought with these, or when the call fails', async () => {
    serve({ crossSell: { homeStoreId: 512, hideCosts: false, partTypes: [] } });
    const first = render();
    await screen.findByText('Part number QC1234');
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Bought with these' })).toBeNull();
    first.unmount();

    serve({ crossSell: { status: 500, code: 'INTERNAL' } });
    const second = render();
    await screen.findByText('Part number QC1234');
    await waitFor(() => expect(second.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Bought with these' })).toBeNull();
    // The results page stays as it was: no error toast for a suggestion.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders in Spanish', async () => {
    await i18n.changeLanguage('es');
    serve();
    render();
    const region = await screen.findByRole('region', { name: 'Comprados con estos' });
    expect(within(region).getByText('Pedido con estos 12 veces')).toBeVisible();
    expect(within(region).getByText('Ninguna de estas sirve para este vehículo.')).toBeVisible();
    expect(
      within(region).getByRole('button', { name: 'Agregar a la cotización: BRK R-5520' }),
    ).toBeVisible();
  });
});
