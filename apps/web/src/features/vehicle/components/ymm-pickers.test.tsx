import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeVehicle } from '@/testing/fixtures';
import { chooseMode, openSelector, renderSelector } from './vehicle-selector.test-utils';

const SELECT = '/api/vehicle/select/v2/';
/** The picker's input (its open option list carries the same name). */
const field = (label: string) =>
  screen
    .getAllByLabelText(label)
    .find(
      (element) => element.tagName === 'INPUT' || element.tagName === 'SELECT',
    ) as HTMLInputElement;
const panel = () => screen.getByRole('region', { name: 'Vehicle selector' });

async function pick(label: string, option: string) {
  await userEvent.click(field(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function openYmm() {
  const rendered = renderSelector(
    {},
    {
      setup: (s) => s.on('POST', SELECT, { body: makeVehicle() }),
    },
  );
  await openSelector();
  await chooseMode('Year/Make/Model');
  return rendered;
}

describe('year/make/model mode on a desktop', () => {
  it('cascades year, make, model, engine; choosing a submodel selects the vehicle', async () => {
    const { server } = await openYmm();
    expect(field('Make').disabled).toBe(true);
    await pick('Year', '2013');
    await waitFor(() => expect(field('Make').disabled).toBe(false));
    await pick('Make', 'Ford');
    expect(within(panel()).queryByRole('button', { name: 'Add Vehicle' })).toBeNull();
    await pick('Model', 'F-150');
    // Two engines: nothing is picked, and Add Vehicle is offered from here on.
    expect(await within(panel()).findByRole('button', { name: 'Add Vehicle' })).toBeVisible();
    expect(field('Engine').value).toBe('');
    await pick('Engine', '5.0L V8 Gas');
    await waitFor(() =>
      expect(
        server
          .callsTo('GET', '/api/vehicle/select/submodels')
          .some((r) => r.search.get('engineId') === '56'),
      ).toBe(true),
    );
    // Three entries (-99, Lariat, XLT): nothing is picked.
    expect(field('Submodel').value).toBe('');
    await pick('Submodel', 'XLT');
    await waitFor(() => expect(server.callsTo('POST', SELECT)).toHaveLength(1));
    expect(JSON.parse(server.callsTo('POST', SELECT)[0]!.body!)).toEqual({
      baseVehicleId: 201301,
      engineId: 56,
      submodelId: 9,
    });
  });

  it('picks a lone engine, then the first of two submodels (-99); Add Vehicle sends them', async () => {
    const { server } = await openYmm();
    await pick('Year', '2013');
    await pick('Make', 'Ford');
    await pick('Model', 'Focus');
    await waitFor(() => expect(field('Engine').value).toBe('2.0L I4 Gas'));
    await waitFor(() => expect(field('Submodel').value).toBe("Don't know or show all"));
    expect(server.callsTo('POST', SELECT)).toHaveLength(0);
    await userEvent.click(within(panel()).getByRole('button', { name: 'Add Vehicle' }));
    await waitFor(() => expect(server.callsTo('POST', SELECT)).toHaveLength(1));
    expect(JSON.parse(server.callsTo('POST', SELECT)[0]!.body!)).toEqual({
      baseVehicleId: 201302,
      engineId: 60,
      submodelId: -99,
    });
  });

  it('clears the later choices when an earlier one changes', async () => {
    await openYmm();
    await pick('Year', '2013');
    await pick('Make', 'Ford');
    await pick('Model', 'Focus');
    await waitFor(() => expect(field('Submodel').value).toBe("Don't know or show all"));
    await pick('Year', '2012');
    await waitFor(() => expect(field('Make').value).toBe(''));
    expect(field('Model').value).toBe('');
    expect(field('Engine').value).toBe('');
    expect(field('Submodel').value).toBe('');
    expect(field('Model').disabled).toBe(true);
    expect(within(panel()).queryByRole('button', { name: 'Add Vehicle' })).toBeNull();
  });

  it('is typed and chosen from the keyboard: the best match goes first, focus moves on', async () => {
    await openYmm();
    await userEvent.click(field('Year'));
    expect(screen.getByRole('listbox', { name: 'Year' })).toBeVisible();
    await userEvent.keyboard('2013{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(field('Make')));
    await screen.findByRole('option', { name: 'Ford' });
    await userEvent.keyboard('for{Enter}');
    await waitFor(() => expect(field('Make').value).toBe('Ford'));
    await waitFor(() => expect(document.activeElement).toBe(field('Model')));
    await screen.findByRole('option', { name: 'F-150' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(field('Model').value).toBe('Focus'));
  });

  it('shows Error getting data when a list cannot be loaded', async () => {
    const { server } = await openYmm();
    server.on('GET', '/api/vehicle/select/v2/makes', {
      status: 500,
      body: { code: 'INTERNAL', message: 'x' },
    });
    await pick('Year', '2013');
    expect(await screen.findByText('Error getting data, please try again')).toBeVisible();
  });
});

describe('year/make/model mode on a phone', () => {
  const desktopMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });

  it('uses plain dropdowns', async () => {
    window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: true });
    const { server } = await openYmm();
    await waitFor(() => expect(field('Year').tagName).toBe('SELECT'));
    await userEvent.selectOptions(field('Year'), '2013');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Ford' })).toBeVisible());
    await userEvent.selectOptions(field('Make'), 'Ford');
    await waitFor(() => expect(screen.getByRole('option', { name: 'F-150' })).toBeVisible());
    await userEvent.selectOptions(field('Model'), 'F-150');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Lariat' })).toBeVisible());
    await userEvent.selectOptions(field('Submodel'), 'Lariat');
    await waitFor(() => expect(server.callsTo('POST', SELECT)).toHaveLength(1));
    expect(JSON.parse(server.callsTo('POST', SELECT)[0]!.body!)).toEqual({
      baseVehicleId: 201301,
      submodelId: 10,
    });
  });
});
