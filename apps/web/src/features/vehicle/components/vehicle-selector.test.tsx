import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useVehicleRequirement } from '@/hooks/use-vehicle-requirement';
import { i18n } from '@/lib/i18n';
import { makeVehicle, NO_VEHICLE } from '@/testing/fixtures';
import { chooseMode, getToggle, openSelector, renderSelector } from './vehicle-selector.test-utils';

function NeedsVehicle({ onSelected }: { onSelected: () => void }) {
  const { requireVehicle } = useVehicleRequirement();
  return (
    <button type="button" onClick={() => void requireVehicle(onSelected)}>
      Search parts
    </button>
  );
}

describe('the vehicle selector toggle and panel', () => {
  it('reads Add Vehicle, opens the panel with focus inside, and Escape brings focus back', async () => {
    renderSelector();
    await waitFor(() => expect(getToggle().textContent).toBe('Add Vehicle'));
    expect(getToggle().getAttribute('aria-expanded')).toBe('false');
    const panel = await openSelector();
    expect(getToggle().getAttribute('aria-expanded')).toBe('true');
    expect(getToggle().getAttribute('aria-controls')).toBe(panel.id);
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    expect(await screen.findByRole('tab', { name: 'Plate' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'VIN' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Year/Make/Model' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recent Vehicles' })).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'VIN' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Vehicle selector' })).toBeNull(),
    );
    expect(document.activeElement).toBe(getToggle());
    expect(getToggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with the focus in the plate box, and Escape brings it back to the toggle', async () => {
    renderSelector();
    await openSelector();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'License Plate #' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(getToggle()).toHaveFocus());
  });

  it('on the current vehicle the focus is on Change, which puts it in the plate box', async () => {
    renderSelector({ vehicle: makeVehicle() });
    await waitFor(() => expect(getToggle().textContent).toBe('2013 Ford F-150'));
    await openSelector();
    const change = await screen.findByRole('button', { name: 'Change' });
    await waitFor(() => expect(change).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'License Plate #' })).toHaveFocus(),
    );
  });

  it('shows year make model of the current vehicle on the toggle and its panel', async () => {
    renderSelector({ vehicle: makeVehicle() });
    await waitFor(() => expect(getToggle().textContent).toBe('2013 Ford F-150'));
    await openSelector();
    expect(await screen.findByText('2013 Ford F-150 3.5L V6 Gas XLT')).toBeVisible();
    expect(screen.getByText('Engine: 3.5L V6 Gas')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close the vehicle selector' })).toBeVisible();
  });

  it('forced mode asks for a vehicle; Cancel closes without resuming', async () => {
    const onSelected = vi.fn();
    renderSelector({}, { extra: <NeedsVehicle onSelected={onSelected} /> });
    await userEvent.click(screen.getByRole('button', { name: 'Search parts' }));
    const panel = await screen.findByRole('region', { name: 'Vehicle selector' });
    expect(within(panel).getByText('Please select a vehicle to continue.')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Vehicle selector' })).toBeNull(),
    );
    expect(onSelected).not.toHaveBeenCalled();
  });

  it('forced mode resumes the page once a vehicle is chosen', async () => {
    const onSelected = vi.fn();
    const { server } = renderSelector({}, { extra: <NeedsVehicle onSelected={onSelected} /> });
    server.on('POST', '/api/vehicle/select/defaultByVin', { body: makeVehicle() });
    await userEvent.click(screen.getByRole('button', { name: 'Search parts' }));
    await chooseMode('VIN');
    await userEvent.type(screen.getByLabelText('Enter Vin Number'), '1FTFW1ET9DFC10312');
    server.on('GET', '/api/current/vehicle', { body: makeVehicle() });
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onSelected).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Vehicle selector' })).toBeNull(),
    );
    await waitFor(() => expect(getToggle().textContent).toBe('2013 Ford F-150'));
  });

  it('requireVehicle runs at once when a vehicle is current', async () => {
    const onSelected = vi.fn();
    renderSelector({ vehicle: makeVehicle() }, { extra: <NeedsVehicle onSelected={onSelected} /> });
    await waitFor(() => expect(getToggle().textContent).toBe('2013 Ford F-150'));
    await userEvent.click(screen.getByRole('button', { name: 'Search parts' }));
    await waitFor(() => expect(onSelected).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region', { name: 'Vehicle selector' })).toBeNull();
  });

  it('shows Error loading vehicle selector with a Reload link that loads it again', async () => {
    const { server } = renderSelector();
    let answer = { status: 500, body: { code: 'INTERNAL', message: 'down' } as unknown };
    server.on('GET', '/api/vehicle/select/vehicleSelectorData', () => answer);
    await openSelector();
    expect(
      await screen.findByText('Error loading vehicle selector', {}, { timeout: 4000 }),
    ).toBeVisible();
    answer = { status: 200, body: { years: [2013], states: [{ code: 'TX', name: 'Texas' }] } };
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('tab', { name: 'Plate' })).toBeVisible();
    expect(screen.queryByText('Error loading vehicle selector')).toBeNull();
  });

  it('shows the vehicle load failure when the current vehicle cannot be loaded', async () => {
    renderSelector(
      {},
      {
        setup: (server) =>
          server.on('GET', '/api/current/vehicle', {
            status: 404,
            body: { code: 'NOT_FOUND', message: 'x' },
          }),
      },
    );
    expect(
      await screen.findByText('There was an error loading the vehicle, please try again later'),
    ).toBeVisible();
    expect(getToggle().textContent).toBe('Add Vehicle');
  });

  it('loads the current vehicle again in the new language when the language changes', async () => {
    const { server } = renderSelector({ vehicle: makeVehicle() });
    await waitFor(() => expect(getToggle().textContent).toBe('2013 Ford F-150'));
    const loads = server.callsTo('GET', '/api/current/vehicle').length;
    await act(() => i18n.changeLanguage('es'));
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/current/vehicle').length).toBe(loads + 1),
    );
    const last = server.callsTo('GET', '/api/current/vehicle').at(-1)!;
    expect(last.headers.get('Accept-Language')).toBe('es');
  });

  it('speaks Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    renderSelector({ vehicle: NO_VEHICLE });
    await waitFor(() => expect(getToggle().textContent).toBe('Agregar vehículo'));
    await userEvent.click(getToggle());
    expect(await screen.findByRole('region', { name: 'Selector de vehículos' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Placa' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Año/Marca/Modelo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vehículos recientes' })).toBeVisible();
    expect(screen.getByLabelText('Estado')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeVisible();
  });
});
