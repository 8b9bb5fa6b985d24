import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { sessionKeys } from '@/lib/query-keys';
import { beginSession } from '@/lib/session';
import { getVehicleSelectorState, vehicleChosen } from '@/lib/vehicle-selector';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import {
  makeSelection,
  makeTokens,
  makeUser,
  makeVehicle,
  NO_VEHICLE,
  POPULAR_PART_TYPES,
} from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { type CatalogData, servePartTypes } from '../testing/fake-catalog';
import { CatalogBrowsePage } from './catalog-browse-page';

const SELECTED = '/api/parttypes/node/selected';

function serve(data: CatalogData = {}, vehicle = NO_VEHICLE) {
  const server = installFakeServer();
  servePortal(server, { vehicle });
  const selection = servePartTypes(server, data);
  return { server, selection };
}

const render = (queryClient = createQueryClient()) =>
  renderWithProviders(<CatalogBrowsePage />, {
    path: '/catalog/browse',
    routePath: '/catalog/browse',
    queryClient,
  });

const posted = (server: FakeServer) =>
  server.callsTo('POST', SELECTED).map((r) => JSON.parse(r.body ?? '{}').partTypeId);

const selectedPanel = () => screen.getByRole('region', { name: /Selected part types/ });

describe('catalog browse page', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('selects up to 5 part types and refuses a 6th with the spec message', async () => {
    const { server, selection } = serve();
    render();
    const user = userEvent.setup();
    const names = [
      'Disc Brake Pad',
      'Disc Brake Rotor',
      'Engine Oil Filter',
      'Air Filter',
      'Spark Plug',
    ];
    for (const name of names) {
      await user.click(await screen.findByRole('checkbox', { name }));
      await waitFor(() => expect(within(selectedPanel()).getByText(name)).toBeVisible());
    }
    expect(screen.getByRole('heading', { name: 'Selected part types (5 of 5)' })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Wiper Blade' }));
    expect(await screen.findByText('You can only select up to 5 parts at a time.')).toBeVisible();
    expect(posted(server)).toEqual(['1684', '1896', '5340', '6192', '7212']);
    expect(selection.map((s) => s.partTypeId)).toEqual(['1684', '1896', '5340', '6192', '7212']);
    expect(
      (screen.getByRole('checkbox', { name: 'Wiper Blade' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(JSON.parse(server.callsTo('POST', SELECTED)[0]?.body ?? '{}')).toEqual({
      partTypeId: '1684',
      platformId: '99',
      gaTabOrigin: 'POPULAR',
    });
  });

  it('refuses a kit part type with other selections', async () => {
    const { server } = serve({ selected: [makeSelection(POPULAR_PART_TYPES[0]!)] });
    render();
    const user = userEvent.setup();
    await within(await screen.findByRole('region', { name: /Selected part types/ })).findByText(
      'Disc Brake Pad',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Brake Kit' }));
    expect(await screen.findByText('Kits must be sourced independently')).toBeVisible();
    expect(posted(server)).toEqual([]);
  });

  it("shows the server's refusal with the spec text (the selection changed in another tab)", async () => {
    const { server } = serve();
    server.on('POST', SELECTED, { status: 422, body: { code: 'PART_TYPE_LIMIT', message: 'x' } });
    render();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Disc Brake Pad' }));
    expect(await screen.findByText('You can only select up to 5 parts at a time.')).toBeVisible();
  });

  it('removes one part type, or all of them', async () => {
    const { server, selection } = serve({
      selected: [
        makeSelection(POPULAR_PART_TYPES[0]!, 1),
        makeSelection(POPULAR_PART_TYPES[1]!, 2),
      ],
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Disc Brake Pad' }));
    await waitFor(() => expect(within(selectedPanel()).queryByText('Disc Brake Pad')).toBeNull());
    expect(server.callsTo('DELETE', SELECTED)[0]?.search.get('partTypeId')).toBe('1684');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await within(selectedPanel()).findByText(/Check up to 5 part types/)).toBeVisible();
    expect(selection).toEqual([]);
  });

  it('finds a part type in the all part types tree by name and selects it', async () => {
    const { server } = serve();
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'All Part Types' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Find a part type' }), 'rotor');
    const rotor = await screen.findByRole('checkbox', { name: 'Disc Brake Rotor' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Engine' })).toBeNull());
    await user.click(rotor);
    await waitFor(() => expect(posted(server)).toEqual(['1896']));
    expect(JSON.parse(server.callsTo('POST', SELECTED)[0]?.body ?? '{}')).toMatchObject({
      platformId: '05',
      gaTabOrigin: 'ALL',
    });
  });

  it("opens on the user's catalog navigation tab: All Part Types for tab 2", async () => {
    serve();
    const queryClient = createQueryClient();
    // As in the app, where the signed-in user is loaded before any page shows.
    queryClient.setQueryData(
      sessionKeys.user,
      makeUser({
        userPreference: {
          languageCode: 'en',
          catalogNavigationTab: 2,
          selectedStylesheet: 1,
          selectedShopId: null,
        },
      }),
    );
    render(queryClient);
    expect(await screen.findByRole('tab', { name: 'All Part Types' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('searchbox', { name: 'Find a part type' })).toBeVisible();
  });

  it('opens on Most Popular for the default tab 1', async () => {
    serve();
    render();
    expect(await screen.findByRole('tab', { name: 'Most Popular' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('Show Parts with a part type that needs a vehicle opens the forced selector, then goes on', async () => {
    serve({ selected: [makeSelection(POPULAR_PART_TYPES[0]!)] });
    const { router } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Show Parts' }));
    await waitFor(() => expect(getVehicleSelectorState()).toEqual({ opened: true, forced: true }));
    expect(router.state.location.pathname).toBe('/catalog/browse');
    vehicleChosen();
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/products'));
  });

  it('Show Parts goes straight on for universal part types', async () => {
    serve({ selected: [makeSelection(POPULAR_PART_TYPES[5]!)] });
    const { router } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Show Parts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/products'));
    expect(getVehicleSelectorState().opened).toBe(false);
  });

  it('goes on at once when a vehicle is current', async () => {
    serve({ selected: [makeSelection(POPULAR_PART_TYPES[0]!)] }, makeVehicle());
    const { router } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Show Parts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/products'));
    expect(getVehicleSelectorState().opened).toBe(false);
  });

  it("says 'Error retrieving product data. Please try again.' when the part types fail to load", async () => {
    const { server } = serve();
    server.on('GET', '/api/parttypes/mostpopular', {
      status: 500,
      body: { code: 'INTERNAL_ERROR', message: 'x' },
    });
    render();
    expect(
      await screen.findByText('Error retrieving product data. Please try again.'),
    ).toBeVisible();
    server.on('GET', '/api/parttypes/mostpopular', { body: POPULAR_PART_TYPES });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Disc Brake Pad' })).toBeVisible();
  });
});
