import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeServer } from '@/testing/fake-fetch';
import { makeVehicle } from '@/testing/fixtures';
import { chooseMode, openSelector, renderSelector } from './vehicle-selector.test-utils';

const vinBox = () => screen.getByLabelText('Enter Vin Number') as HTMLInputElement;

async function openVin() {
  await openSelector();
  await chooseMode('VIN');
}

describe('VIN mode', () => {
  it('has an example VIN as placeholder and strips everything but letters and digits as typed', async () => {
    const { server } = renderSelector(
      {},
      {
        setup: (s) => s.on('POST', '/api/vehicle/select/defaultByVin', { body: makeVehicle() }),
      },
    );
    await openVin();
    expect(vinBox().placeholder).toContain('1HGCM82633A004352');
    await userEvent.type(vinBox(), '1hgcm-8263 3a0.04352');
    expect(vinBox().value).toBe('1HGCM82633A004352');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/vehicle/select/defaultByVin')).toHaveLength(1),
    );
    const [call] = server.callsTo('POST', '/api/vehicle/select/defaultByVin');
    expect(JSON.parse(call!.body!)).toEqual({ vin: '1HGCM82633A004352' });
  });

  it('requires a VIN, then at least 5 characters', async () => {
    const { server } = renderSelector();
    await openVin();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('This field is required.')).toBeVisible();
    await userEvent.type(vinBox(), '1-2-3');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Please enter a valid VIN Number')).toBeVisible();
    expect(server.callsTo('POST', '/api/vehicle/select/defaultByVin')).toHaveLength(0);
  });

  it('says Please enter a valid VIN Number when the server refuses the VIN', async () => {
    renderSelector(
      {},
      {
        setup: (s) =>
          s.on('POST', '/api/vehicle/select/defaultByVin', {
            status: 400,
            body: { code: 'VALIDATION_FAILED', message: 'Please enter a valid VIN Number' },
          }),
      },
    );
    await openVin();
    await userEvent.type(vinBox(), '1HGCM82633A004353');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Please enter a valid VIN Number')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Vehicle selector' })).toBeVisible();
  });

  describe('a VIN that may be several vehicles', () => {
    const VIN = '1D7R5AAA8BA123456';
    const candidates = [
      { vehicle: { vehicleId: 201101938 }, year: 2011, make: 'Dodge', model: 'Journey' },
      { vehicle: { vehicleId: 201101939 }, year: 2011, make: 'Dodge', model: 'Ram' },
    ];
    const ambiguousServer = (s: FakeServer) =>
      s.on('POST', '/api/vehicle/select/defaultByVin', (request) => {
        const body = JSON.parse(request.body ?? '{}');
        if (body.vehicleId === undefined) {
          return {
            status: 409,
            body: { code: 'VIN_AMBIGUOUS', message: 'x', candidates },
          };
        }
        return {
          body: makeVehicle({
            vin: VIN,
            vehicleId: body.vehicleId,
            model: 'Ram',
            shopVehicleDescriptor: '2011 Dodge Ram',
          }),
        };
      });

    it('lists the candidates and selects the one the user picks', async () => {
      const { server } = renderSelector({}, { setup: ambiguousServer });
      await openVin();
      await userEvent.type(vinBox(), VIN);
      await userEvent.click(screen.getByRole('button', { name: 'Go' }));
      const dialog = await screen.findByRole('dialog', { name: `VIN ${VIN}` });
      expect(within(dialog).getByText('Please select the correct vehicle')).toBeVisible();
      expect(within(dialog).getByRole('button', { name: '2011 Dodge Journey' })).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: '2011 Dodge Ram' }));
      await waitFor(() =>
        expect(server.callsTo('POST', '/api/vehicle/select/defaultByVin')).toHaveLength(2),
      );
      expect(
        JSON.parse(server.callsTo('POST', '/api/vehicle/select/defaultByVin')[1]!.body!),
      ).toEqual({ vin: VIN, vehicleId: 201101939 });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.queryByText('Please enter a valid VIN Number')).toBeNull();
    });

    it('chooses nothing when the list is closed (Escape), and says nothing is wrong with the VIN', async () => {
      const { server } = renderSelector({}, { setup: ambiguousServer });
      await openVin();
      await userEvent.type(vinBox(), VIN);
      await userEvent.click(screen.getByRole('button', { name: 'Go' }));
      await screen.findByRole('dialog', { name: `VIN ${VIN}` });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(server.callsTo('POST', '/api/vehicle/select/defaultByVin')).toHaveLength(1);
      expect(screen.queryByText('Please enter a valid VIN Number')).toBeNull();
      expect(vinBox().value).toBe(VIN);
    });
  });
});
