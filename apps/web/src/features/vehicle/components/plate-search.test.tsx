import type { PlateLookupResult } from '@procounter/shared/contracts/vehicle';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import type { FakeServer } from '@/testing/fake-fetch';
import { ALL_FEATURES_ON, makeVehicle } from '@/testing/fixtures';
import { chooseMode, openSelector, renderSelector } from './vehicle-selector.test-utils';

const F150 = { vehicle: { vehicleId: 201301 }, year: 2013, make: 'Ford', model: 'F-150' };
const ACCORD = { vehicle: { vehicleId: 200301 }, year: 2003, make: 'Honda', model: 'Accord' };
const BMW = { vehicle: { vehicleId: 201220 }, year: 2012, make: 'BMW', model: '328i' };

function answer(vehicles: PlateLookupResult['vehicles'], extra: Partial<PlateLookupResult> = {}) {
  return { body: { force: false, serviceDown: false, vehicles, ...extra } };
}

const oneF150 = answer([
  { plate: 'SHOP123', state: 'TX', vin: '1FTFW1ET9DFC10312', vinQuerySet: [F150] },
]);
const two = answer([
  { plate: '2FAST4U', state: 'CA', vin: '1HGCM82633A004352', vinQuerySet: [ACCORD] },
  { plate: '2FAST4U', state: 'CA', vin: 'WBA3A5C57CF256651', vinQuerySet: [BMW] },
]);

async function searchPlate(plate: string, state?: string) {
  await openSelector();
  await chooseMode('Plate');
  if (state) await userEvent.selectOptions(screen.getByLabelText('State'), state);
  if (plate) await userEvent.type(screen.getByRole('textbox', { name: 'License Plate #' }), plate);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

const lookups = (server: FakeServer) =>
  server.callsTo('GET', '/api/plateToVin/decodePlate').map((r) => Object.fromEntries(r.search));

describe('plate mode', () => {
  it('starts on the shop state, or the state last used', async () => {
    renderSelector();
    await openSelector();
    await waitFor(() =>
      expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('TX'),
    );
  });

  it('starts on the state last used on this device', async () => {
    storage.write('lastPlateState', 'CA');
    renderSelector();
    await openSelector();
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('CA');
  });

  it('checks the plate: required, then no special characters', async () => {
    const { server } = renderSelector();
    await searchPlate('');
    expect(await screen.findByText('This field is required.')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'License Plate #' }), 'AB<1');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Invalid input - Special characters not allowed.'),
    ).toBeVisible();
    expect(lookups(server)).toEqual([]);
  });

  it('after a refused search, checks the plate again as it is typed and focuses it', async () => {
    renderSelector();
    await searchPlate('');
    expect(await screen.findByText('This field is required.')).toBeVisible();
    const box = screen.getByRole('textbox', { name: 'License Plate #' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'AB');
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());
  });

  it('asks "Is this the correct vehicle?" for one vehicle and selects it', async () => {
    const { server } = renderSelector(
      {},
      {
        setup: (s) =>
          s
            .on('GET', '/api/plateToVin/decodePlate', oneF150)
            .on('POST', '/api/vehicle/select/selectFromPTV', { body: makeVehicle() }),
      },
    );
    await searchPlate('shop123');
    const dialog = await screen.findByRole('dialog', { name: 'Plate shop123 (TX)' });
    expect(await within(dialog).findByText('Is this the correct vehicle?')).toBeVisible();
    expect(lookups(server)).toEqual([{ state: 'TX', plate: 'shop123' }]);
    expect(storage.readValue('lastPlateState')).toBe('TX');
    await userEvent.click(within(dialog).getByRole('button', { name: /2013 Ford F-150/ }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Vehicle selector' })).toBeNull(),
    );
    const [call] = server.callsTo('POST', '/api/vehicle/select/selectFromPTV');
    expect(JSON.parse(call!.body!)).toEqual({
      vehicleId: 201301,
      plate: 'SHOP123',
      vin: '1FTFW1ET9DFC10312',
      state: 'TX',
    });
    expect(call!.search.get('quote')).toBeNull();
  });

  it('asks to select among several, and says when there are none', async () => {
    const { server } = renderSelector(
      {},
      {
        setup: (s) => s.on('GET', '/api/plateToVin/decodePlate', two),
      },
    );
    await searchPlate('2FAST4U', 'CA');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Please select the correct vehicle')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /2003 Honda Accord/ })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /2012 BMW 328i/ }).textContent).toContain(
      'WBA3A5C57CF256651',
    );
    // The header's × and the footer's button are both named Close; the footer's shows the word.
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closeButtons).toHaveLength(2);
    await userEvent.click(closeButtons.find((button) => button.textContent === 'Close')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    server.on('GET', '/api/plateToVin/decodePlate', answer([]));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const again = await screen.findByRole('dialog');
    expect(await within(again).findByText('No vehicle found.')).toBeVisible();
    expect(
      within(again).queryByRole('button', { name: 'None of these are my vehicle' }),
    ).toBeNull();
  });

  it.each([
    ['Enter the VIN', 'VIN'],
    ['Choose Year, Make, Model', 'Year/Make/Model'],
  ])('an unknown plate says what to try next: %s switches to the %s mode', async (button, tab) => {
    renderSelector({}, { setup: (s) => s.on('GET', '/api/plateToVin/decodePlate', answer([])) });
    await searchPlate('NOSUCH1', 'CA');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No vehicle found.')).toBeVisible();
    expect(
      within(dialog).getByText('Try the VIN or the Year, Make and Model instead.'),
    ).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: button }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('"None of these" searches again with force, then with wasForced after a forced answer', async () => {
    const { server } = renderSelector(
      {},
      {
        setup: (s) =>
          s.on('GET', '/api/plateToVin/decodePlate', (request) =>
            answer(two.body.vehicles, { force: request.search.get('force') === 'true' }),
          ),
      },
    );
    await searchPlate('2FAST4U', 'CA');
    const dialog = await screen.findByRole('dialog');
    const noneOfThese = () =>
      within(dialog).findByRole('button', { name: 'None of these are my vehicle' });
    await userEvent.click(await noneOfThese());
    await userEvent.click(await noneOfThese());
    await noneOfThese();
    expect(lookups(server)).toEqual([
      { state: 'CA', plate: '2FAST4U' },
      { state: 'CA', plate: '2FAST4U', force: 'true' },
      { state: 'CA', plate: '2FAST4U', force: 'true', wasForced: 'true' },
    ]);
  });

  it('closes with the service-down toast when the plate service is down', async () => {
    renderSelector(
      {},
      {
        setup: (s) => s.on('GET', '/api/plateToVin/decodePlate', answer([], { serviceDown: true })),
      },
    );
    await searchPlate('SHOP123');
    expect(
      await screen.findByText(
        'Plate To Vin Service temporarily unavailable. Please enter a VIN or Year, Make, and Model to continue.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows Error searching when the lookup fails', async () => {
    renderSelector(
      {},
      {
        setup: (s) =>
          s.on('GET', '/api/plateToVin/decodePlate', {
            status: 500,
            body: { code: 'INTERNAL', message: 'x' },
          }),
      },
    );
    await searchPlate('SHOP123');
    expect(await screen.findByText('Error searching, please try again')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the modal open when selecting the vehicle fails', async () => {
    renderSelector(
      {},
      {
        setup: (s) =>
          s
            .on('GET', '/api/plateToVin/decodePlate', oneF150)
            .on('POST', '/api/vehicle/select/selectFromPTV', {
              status: 500,
              body: { code: 'INTERNAL', message: 'x' },
            }),
      },
    );
    await searchPlate('SHOP123');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /2013 Ford F-150/ }));
    expect(
      await screen.findByText('Error updating the vehicle, please try again later'),
    ).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /2013 Ford F-150/ })).toBeVisible();
  });

  it('shows the Maryland caution for MD', async () => {
    const { server, queryClient } = renderSelector();
    await openSelector();
    const caution = /License plate information updates for Maryland/;
    // The caution depends on the store's features: with them loaded, only the state decides.
    await waitFor(() => {
      expect(server.callsTo('GET', '/api/info/features/store')).not.toHaveLength(0);
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(screen.queryByText(caution)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'MD');
    expect(await screen.findByText(caution)).toBeVisible();
  });

  it('hides the Maryland caution when ptv_data_warning_maryland is disabled for the store', async () => {
    const { server, queryClient } = renderSelector(
      {},
      {
        setup: (s) =>
          s.on('GET', '/api/info/features/store', {
            body: ALL_FEATURES_ON.map((f) =>
              f.descriptor === 'ptv_data_warning_maryland' ? { ...f, enabled: false } : f,
            ),
          }),
      },
    );
    await openSelector();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'MD');
    // Once the store's features have arrived, the caution would show if it were going to.
    await waitFor(() => {
      expect(server.callsTo('GET', '/api/info/features/store')).not.toHaveLength(0);
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(screen.queryByText(/License plate information updates for Maryland/)).toBeNull();
  });
});
