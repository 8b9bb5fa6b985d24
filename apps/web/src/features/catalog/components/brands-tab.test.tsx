import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { getVehicleSelectorState, vehicleChosen } from '@/lib/vehicle-selector';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeQuoteSummary, makeTokens, makeVehicle, NO_VEHICLE } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { serveBrands, servePartTypes } from '../testing/fake-catalog';
import { CatalogBrowsePage } from './catalog-browse-page';

const BRANDS = '/api/parttypes/brands';

function serve(vehicle = makeVehicle()) {
  const server = installFakeServer();
  servePortal(server, { vehicle, quote: makeQuoteSummary(0) });
  servePartTypes(server);
  serveBrands(server);
  return server;
}

const render = (path = '/catalog/browse?tab=brands') =>
  renderWithProviders(<CatalogBrowsePage />, { path, routePath: '/catalog/browse' });

describe('the brands tab of catalog lookup', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('asks for the brands once the tab is chosen and lists them with their line codes', async () => {
    const server = serve();
    render('/catalog/browse');
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: 'Disc Brake Pad' });
    expect(server.callsTo('GET', BRANDS)).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Brands' }));
    const list = await screen.findByRole('list', { name: 'Brands' });
    const pcs = within(list).getByRole('button', { name: /ProCounter Select \(PCS\)/ });
    expect(pcs).toHaveTextContent('2 part types · 1,200 parts');
    expect(within(list).getByRole('button', { name: /Steelline \(STL\)/ })).toHaveTextContent(
      '1 part type · 1 part',
    );
  });

  it('filters the brands by name or line code, and says when none matches', async () => {
    serve();
    render();
    const user = userEvent.setup();
    const filter = await screen.findByRole('searchbox', { name: 'Filter brands' });
    await user.type(filter, 'stl');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Brands' })).getAllByRole('button'),
      ).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: /Steelline/ })).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, 'zzz');
    expect(await screen.findByText('No brand matches “zzz”.')).toBeInTheDocument();
  });

  it("shows a brand's part types by category, each a link to its parts narrowed to the brand", async () => {
    serve();
    const { router } = render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /ProCounter Select/ }));
    const brand = await screen.findByRole('region', { name: 'ProCounter Select (PCS)' });
    expect(router.state.location.search).toContain('brand=PCS');
    const brakes = within(brand).getByRole('list', { name: 'Brakes' });
    expect(within(brakes).getByText('1,100 parts')).toBeInTheDocument();
    const towels = within(brand).getByRole('link', { name: 'Shop Towel' });
    expect(towels).toHaveAttribute('href', '/catalog/products?partTypeId=5012&brand=PCS');
    await user.click(towels);
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/products'));
    expect(router.state.location.search).toBe('?partTypeId=5012&brand=PCS');
  });

  it('asks for a vehicle before the parts of a part type that fits by vehicle', async () => {
    serve(NO_VEHICLE);
    const { router } = render('/catalog/browse?tab=brands&brand=pcs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Disc Brake Pad' }));
    await waitFor(() => expect(getVehicleSelectorState()).toEqual({ opened: true, forced: true }));
    expect(router.state.location.pathname).toBe('/catalog/browse');
    vehicleChosen();
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/products'));
    expect(router.state.location.search).toBe('?partTypeId=1896&brand=PCS');
  });

  it('goes back to every brand, and says so for a line code no brand has', async () => {
    serve();
    const { router } = render('/catalog/browse?tab=brands&brand=QQQ');
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('No brand has the line code QQQ.');
    await user.click(screen.getByRole('button', { name: 'All brands' }));
    await screen.findByRole('list', { name: 'Brands' });
    expect(router.state.location.search).not.toContain('brand=');
  });

  it('speaks Spanish', async () => {
    serve();
    await i18n.changeLanguage('es');
    try {
      render();
      const list = await screen.findByRole('list', { name: 'Marcas' });
      expect(within(list).getByRole('button', { name: /Steelline/ })).toHaveTextContent(
        '1 tipo de pieza · 1 pieza',
      );
      expect(screen.getByRole('tab', { name: 'Marcas' })).toHaveAttribute('aria-selected', 'true');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
