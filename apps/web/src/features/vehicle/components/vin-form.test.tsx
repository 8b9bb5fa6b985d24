import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await userEvent.type(vinBox(), '1-2-3');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Please enter a valid VIN Number')).toBeTruthy();
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
    expect(await screen.findByText('Please enter a valid VIN Number')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vehicle selector' })).toBeTruthy();
  });
});
