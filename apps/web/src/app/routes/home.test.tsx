import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeOrderRow, makeSearchRow, serveHome } from '@/features/home/testing/fake-home';
import { serveVehicleCatalog } from '@/features/vehicle/testing/fake-vehicle-catalog';
import { SEARCH_BOX_ID } from '@/lib/search-box';
import { beginSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortalAndHome } from '@/testing/fake-landing';
import { servePortal } from '@/testing/fake-portal';
import {
  makePartTypeNode,
  makeSelection,
  makeTokens,
  makeVehicle,
  NO_VEHICLE,
} from '@/testing/fixtures';
import { renderAppAt, renderWithProviders } from '@/testing/render';
import { Component as HomePage } from './home';

const F150 = { vehicle: { vehicleId: 201301 }, year: 2013, make: 'Ford', model: 'F-150' };

function renderHome({ withVehicle = false } = {}) {
  const server = serveVehicleCatalog(servePortal(installFakeServer()));
  let chosen = withVehicle;
  server
    .on('GET', '/api/current/vehicle', () => ({ body: chosen ? makeVehicle() : NO_VEHICLE }))
    .on('GET', '/api/recent/vehicles/enterprise', { body: [] })
    .on('GET', '/api/recent/vehicles', { body: [] })
    .on('GET', '/api/plateToVin/decodePlate', {
      body: {
        force: false,
        serviceDown: false,
        vehicles: [
          { plate: 'SHOP123', state: 'TX', vin: '1FTFW1ET9DFC10312', vinQuerySet: [F150] },
        ],
      },
    })
    .on('POST', '/api/vehicle/select/selectFromPTV', () => {
      chosen = true;
      return { body: makeVehicle() };
    });
  serveHome(server, {
    quotes: [makeSearchRow()],
    popular: [
      makePartTypeNode(),
      makePartTypeNode({ partTypeId: '5340', partTypeName: 'Engine Oil Filter', rank: 2 }),
      makePartTypeNode({ partTypeId: '00100', partTypeName: 'Brakes', leaf: false }),
    ],
  });
  const result = renderWithProviders(
    <>
      <input id={SEARCH_BOX_ID} aria-label="Search parts" />
      <HomePage />
    </>,
    { path: '/home', routePath: '/home' },
  );
  return { ...result, server };
}

describe('/home', () => {
  beforeEach(() => {
    beginSession(makeTokens());
    storage.remove('lastPlateState');
  });

  it('puts the cursor in the plate box on arrival; a plate chosen shows the vehicle, its popular part types and focuses the search box', async () => {
    const { server } = renderHome();
    const plate = await screen.findByRole('textbox', { name: 'License Plate #' });
    await waitFor(() => expect(plate).toHaveFocus());
    expect(
      within(await screen.findByRole('region', { name: 'Current vehicle' })).getByText(
        /No vehicle chosen yet/,
      ),
    ).toBeVisible();
    // No vehicle: no popular part types asked for yet.
    expect(server.callsTo('GET', '/api/parttypes/mostpopular')).toHaveLength(0);

    await userEvent.type(plate, 'shop123');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'TX');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plate shop123 (TX)' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /2013 Ford F-150/ }));

    const current = await screen.findByRole('region', { name: 'Current vehicle' });
    expect(await within(current).findByText('2013 Ford F-150')).toBeVisible();
    expect(within(current).getByText('Engine: 3.5L V6 Gas')).toBeVisible();
    expect(within(current).getByText('Submodel: XLT')).toBeVisible();
    const popular = await within(current).findByRole('group', {
      name: 'Popular part types for 2013 Ford F-150',
    });
    // Leaves only: a category is not offered.
    expect(
      within(popular)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Disc Brake Pad', 'Engine Oil Filter']);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Search parts' })).toHaveFocus(),
    );
    expect(screen.getByRole('region', { name: 'Change vehicle' })).toBeVisible();
  }, 45_000);

  it('leaves the focus where the user put it while the page was coming', async () => {
    renderHome();
    const search = screen.getByRole('textbox', { name: 'Search parts' });
    search.focus();
    const plate = await screen.findByRole('textbox', { name: 'License Plate #' });
    // The entry has had its chance to take the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toBeVisible());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(search).toHaveFocus();
    expect(plate).not.toHaveFocus();
  });

  it("opens a popular part type's parts for the current vehicle", async () => {
    const { server, router } = renderHome({ withVehicle: true });
    const oilFilter = makePartTypeNode({ partTypeId: '5340', partTypeName: 'Engine Oil Filter' });
    server.on('POST', '/api/parttypes/clearAndSelectPartType', {
      body: [makeSelection(oilFilter)],
    });
    // The open quotes are there too.
    expect(await screen.findByRole('link', { name: 'Quote #77' })).toBeVisible();
    const popular = await screen.findByRole('group', {
      name: 'Popular part types for 2013 Ford F-150',
    });
    await userEvent.click(within(popular).getByRole('button', { name: 'Engine Oil Filter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/products'));
    const [call] = server.callsTo('POST', '/api/parttypes/clearAndSelectPartType');
    expect(JSON.parse(call!.body!)).toMatchObject({ partTypeId: '5340', platformId: '99' });
  });

  it('shows with its lists and vehicle entry already filled in: nothing loads in after it and pushes the page down', async () => {
    const server = servePortalAndHome(installFakeServer(), {
      vehicle: makeVehicle(),
    });
    serveHome(server, {
      quotes: [makeSearchRow()],
      orders: [makeOrderRow()],
      popular: [makePartTypeNode()],
    });
    beginSession(makeTokens());
    renderAppAt('/home');
    // The moment the page shows, its sections hold their answers (app/routes/home-prefetch.ts).
    const quotes = await screen.findByRole('region', { name: 'Open quotes' }, { timeout: 10_000 });
    expect(screen.queryAllByRole('status', { name: 'Loading' })).toEqual([]);
    expect(within(quotes).getByRole('link', { name: 'Quote #77' })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Recent orders' })).getByRole('link', {
        name: 'Order PC000123',
      }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'License Plate #' })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Current vehicle' })).getByRole('button', {
        name: 'Disc Brake Pad',
      }),
    ).toBeVisible();
  });
});
