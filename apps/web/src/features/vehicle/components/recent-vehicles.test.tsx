import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALL_FEATURES_ON, makeVehicle } from '@/testing/fixtures';
import { openSelector, renderSelector } from './vehicle-selector.test-utils';

const common = {
  createDateTime: '2026-05-04T15:30:00.000Z',
  vehicleNotes: null,
  sourceVinScanner: false,
  engine: null,
  submodel: null,
};
const enterpriseRows = [
  {
    ...common,
    id: 11,
    vin: '1FTFW1ET9DFC10312',
    plate: 'SHOP123',
    state: 'TX',
    year: 2013,
    make: 'Ford',
    model: 'F-150',
    sourceVinScanner: true,
    vehicleNotes: 'Scanned at bay 2',
    engine: '3.5L V6 Gas',
    submodel: 'XLT',
  },
  {
    ...common,
    id: 12,
    vin: 'WBA3A5C57CF256651',
    plate: '2FAST4U',
    state: 'CA',
    year: 2012,
    make: 'BMW',
    model: '328i',
  },
];
const ENTERPRISE = '/api/recent/vehicles/enterprise';

async function openRecent() {
  await openSelector();
  await userEvent.click(await screen.findByRole('button', { name: 'Recent Vehicles' }));
  return screen.findByRole('dialog', { name: 'Recent Vehicles' });
}

describe('recent vehicles', () => {
  it('lists the enterprise list of the current shop with its columns', async () => {
    const { server } = renderSelector(
      {},
      {
        setup: (s) => s.on('GET', ENTERPRISE, { body: enterpriseRows }),
      },
    );
    const dialog = await openRecent();
    const headers = (await within(dialog).findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'VIN', 'License Plate #', 'State', 'Vehicle', 'Actions']);
    expect(server.callsTo('GET', ENTERPRISE)[0]!.search.get('shopId')).toBe('1001');
    const row = within(dialog).getByRole('row', { name: /2013 Ford F-150/ });
    expect(within(row).getByText('SHOP123')).toBeVisible();
    // Two F-150s are told apart by the engine and submodel picked.
    expect(within(row).getByText('3.5L V6 Gas · XLT')).toBeVisible();
    expect(
      within(row).getByRole('button', { name: 'From a VIN scanner: Scanned at bay 2' }),
    ).toBeVisible();
  });

  it('uses GET /recent/vehicles when entsearch is off, with its field names', async () => {
    const { server } = renderSelector(
      {},
      {
        setup: (s) =>
          s
            .on('GET', '/api/info/features/global', {
              body: ALL_FEATURES_ON.filter((f) => f.descriptor !== 'entsearch'),
            })
            .on('GET', '/api/recent/vehicles', {
              body: [
                {
                  ...common,
                  id: 21,
                  vin: '1HGCM82633A004352',
                  licensePlate: 'HONDA1',
                  licensePlateState: 'CA',
                  epcVehicleYear: 2003,
                  epcVehicleMake: 'Honda',
                  epcVehicleModel: 'Accord',
                },
              ],
            }),
      },
    );
    const dialog = await openRecent();
    expect(await within(dialog).findByText('2003 Honda Accord')).toBeVisible();
    expect(within(dialog).getByText('HONDA1')).toBeVisible();
    expect(server.callsTo('GET', ENTERPRISE)).toHaveLength(0);
  });

  it('says so when there are none', async () => {
    renderSelector({}, { setup: (s) => s.on('GET', ENTERPRISE, { body: [] }) });
    const dialog = await openRecent();
    expect(await within(dialog).findByText('You have no recent vehicles.')).toBeVisible();
  });

  it('says so when they cannot be loaded', async () => {
    renderSelector(
      {},
      {
        setup: (s) => s.on('GET', ENTERPRISE, { status: 500, body: { code: 'X', message: 'x' } }),
      },
    );
    const dialog = await openRecent();
    expect(
      await within(dialog).findByText(
        'There was an error loading recent vehicles, please try again later',
      ),
    ).toBeVisible();
  });

  it('selects a vehicle by clicking its row', async () => {
    const { server } = renderSelector(
      {},
      {
        setup: (s) =>
          s
            .on('GET', ENTERPRISE, { body: enterpriseRows })
            .on('POST', '/api/vehicle/select/history/12/select', { body: makeVehicle() }),
      },
    );
    const dialog = await openRecent();
    const row = await within(dialog).findByRole('row', { name: /2012 BMW 328i/ });
    await userEvent.click(within(row).getByText('2FAST4U'));
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/vehicle/select/history/12/select')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Vehicle selector' })).toBeNull();
  });

  it('selects with Enter on the vehicle, and deletes with the cross', async () => {
    let rows = enterpriseRows;
    const { server } = renderSelector(
      {},
      {
        setup: (s) =>
          s
            .on('GET', ENTERPRISE, () => ({ body: rows }))
            .on('DELETE', '/api/recent/deleteRecentVehicle.json', (request) => {
              rows = rows.filter((r) => String(r.id) !== request.search.get('recentVehicleId'));
              return { status: 204 };
            })
            .on('POST', '/api/vehicle/select/history/11/select', { body: makeVehicle() }),
      },
    );
    const dialog = await openRecent();
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: 'Remove 2012 BMW 328i from the recent vehicles',
      }),
    );
    await waitFor(() => expect(within(dialog).queryByText('2012 BMW 328i')).toBeNull());
    expect(server.callsTo('POST', '/api/vehicle/select/history/12/select')).toHaveLength(0);
    expect(
      server
        .callsTo('DELETE', '/api/recent/deleteRecentVehicle.json')[0]!
        .search.get('recentVehicleId'),
    ).toBe('12');

    within(dialog).getByRole('button', { name: '2013 Ford F-150' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/vehicle/select/history/11/select')).toHaveLength(1),
    );
  });
});
