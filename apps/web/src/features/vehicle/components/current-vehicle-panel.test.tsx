import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useQuoteItemCount } from '@/hooks/use-quote-item-count';
import { i18n } from '@/lib/i18n';
import { makeQuoteSummary, makeVehicle, NO_VEHICLE, ROLE_USERS } from '@/testing/fixtures';
import { getToggle, openSelector, renderSelector } from './vehicle-selector.test-utils';

const vehicle = makeVehicle();

/** What the info bar shows: the mini quote's item count. */
function QuoteCount() {
  return <output aria-label="Quote items">{useQuoteItemCount()}</output>;
}
const panel = () => screen.getByRole('region', { name: 'Vehicle selector' });

describe('the current-vehicle panel', () => {
  it('shows the vehicle with Change, Clear Vehicle and Customer info', async () => {
    renderSelector({ vehicle });
    await openSelector();
    expect(await within(panel()).findByText('2013 Ford F-150 3.5L V6 Gas XLT')).toBeVisible();
    expect(within(panel()).getByText('Submodel: XLT')).toBeVisible();
    expect(within(panel()).getByRole('button', { name: 'Change' })).toBeVisible();
    expect(within(panel()).getByRole('button', { name: 'Clear Vehicle' })).toBeVisible();
    expect(within(panel()).getByRole('button', { name: 'Customer info' })).toBeVisible();
  });

  it("links the documents of a customer's vehicle, for users who manage customers", async () => {
    renderSelector({ vehicle: makeVehicle({ customerVehicleId: 41, shopCustomerId: 7 }) });
    await openSelector();
    const link = await within(panel()).findByRole('link', { name: 'Vehicle Documents' });
    expect(link).toHaveAttribute('href', '/vehicle-documents?customerVehicleId=41');
  });

  it('has no documents link for a vehicle not chosen from a customer', async () => {
    renderSelector({ vehicle });
    await openSelector();
    await within(panel()).findByText('2013 Ford F-150 3.5L V6 Gas XLT');
    expect(within(panel()).queryByRole('link', { name: 'Vehicle Documents' })).toBeNull();
  });

  it('has no documents link for a user who does not manage customers', async () => {
    renderSelector({
      vehicle: makeVehicle({ customerVehicleId: 41 }),
      user: ROLE_USERS.mitchell,
    });
    await openSelector();
    await within(panel()).findByText('2013 Ford F-150 3.5L V6 Gas XLT');
    expect(within(panel()).queryByRole('button', { name: 'Customer info' })).toBeVisible();
    expect(within(panel()).queryByRole('link', { name: 'Vehicle Documents' })).toBeNull();
  });

  it('hides Change and Clear Vehicle from Mitchell users', async () => {
    renderSelector({ vehicle, user: ROLE_USERS.mitchell });
    await openSelector();
    expect(await within(panel()).findByText('2013 Ford F-150 3.5L V6 Gas XLT')).toBeVisible();
    expect(within(panel()).queryByRole('button', { name: 'Change' })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: 'Clear Vehicle' })).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Customer info' })).toBeVisible();
  });

  it('Change goes back to the input modes, Back returns', async () => {
    renderSelector({ vehicle });
    await openSelector();
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Change' }));
    expect(within(panel()).getByRole('tab', { name: 'Plate' })).toBeVisible();
    await userEvent.click(within(panel()).getByRole('button', { name: 'Back' }));
    expect(within(panel()).getByText('Engine: 3.5L V6 Gas')).toBeVisible();
  });

  it('edits the engine with selectAttributes, the engines filtered by the submodel', async () => {
    const { server } = renderSelector(
      { vehicle },
      {
        setup: (s) =>
          s.on('POST', '/api/vehicle/select/v2/selectAttributes', {
            body: makeVehicle({ shopVehicleDescriptor: '2013 Ford F-150 5.0L V8 Gas XLT' }),
          }),
      },
    );
    await openSelector();
    const engine = await within(panel()).findByLabelText('Engine');
    await waitFor(() => expect(within(engine).getByRole('option', { name: '5.0L V8 Gas' })));
    const update = within(panel()).getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    expect(
      server.callsTo('GET', '/api/vehicle/select/engines').map((r) => Object.fromEntries(r.search)),
    ).toContainEqual({ baseVehicleId: '201301', subModelId: '9' });
    expect(
      server
        .callsTo('GET', '/api/vehicle/select/submodels')
        .map((r) => Object.fromEntries(r.search)),
    ).toContainEqual({ baseVehicleId: '201301', engineId: '55', subModelId: '9' });

    await userEvent.selectOptions(engine, '5.0L V8 Gas');
    await userEvent.click(update);
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/vehicle/select/v2/selectAttributes')).toHaveLength(1),
    );
    expect(
      JSON.parse(server.callsTo('POST', '/api/vehicle/select/v2/selectAttributes')[0]!.body!),
    ).toEqual({ engineId: 56 });
  });

  it("'No Engine Selected' removes the engine attribute", async () => {
    const { server } = renderSelector(
      { vehicle },
      {
        setup: (s) => s.on('DELETE', '/api/vehicle/select/attribute/10011', { status: 204 }),
      },
    );
    await openSelector();
    const engine = await within(panel()).findByLabelText('Engine');
    expect(within(engine).getAllByRole('option')[0]!.textContent).toBe('No Engine Selected');
    await userEvent.selectOptions(engine, 'No Engine Selected');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(server.callsTo('DELETE', '/api/vehicle/select/attribute/10011')).toHaveLength(1),
    );
    expect(server.callsTo('POST', '/api/vehicle/select/v2/selectAttributes')).toHaveLength(0);
  });

  it('removes one attribute with its button, and says so when that fails', async () => {
    const { server } = renderSelector(
      { vehicle },
      {
        setup: (s) =>
          s.on('DELETE', '/api/vehicle/select/attribute/10028', {
            status: 500,
            body: { code: 'X', message: 'x' },
          }),
      },
    );
    await openSelector();
    await userEvent.click(
      await within(panel()).findByRole('button', { name: 'Remove Submodel: XLT' }),
    );
    expect(
      await screen.findByText('Error removing the attribute, please try again later'),
    ).toBeVisible();
    expect(server.callsTo('DELETE', '/api/vehicle/select/attribute/10028')).toHaveLength(1);
    expect(server.callsTo('DELETE', '/api/vehicle/select/attribute/10011')).toHaveLength(0);
  });

  it('Clear Vehicle clears the quote and reloads the vehicle and the mini quote', async () => {
    let current = vehicle;
    let quote = makeQuoteSummary(2);
    const { server } = renderSelector(
      {},
      {
        extra: <QuoteCount />,
        setup: (s) =>
          s
            .on('GET', '/api/current/vehicle', () => ({ body: current }))
            .on('GET', '/api/worksheet/rest/miniquote.json', () => ({ body: quote }))
            .on('POST', '/api/worksheet/rest/clear', () => {
              current = NO_VEHICLE;
              quote = makeQuoteSummary(0);
              return { status: 204 };
            }),
      },
    );
    await waitFor(() => expect(screen.getByLabelText('Quote items').textContent).toBe('2'));
    await openSelector();
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Clear Vehicle' }));
    expect(await within(panel()).findByRole('tab', { name: 'Plate' })).toBeVisible();
    expect(server.callsTo('POST', '/api/worksheet/rest/clear')).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('Quote items').textContent).toBe('0'));
  });

  it('says so when the vehicle cannot be removed', async () => {
    renderSelector(
      { vehicle },
      {
        setup: (s) =>
          s.on('POST', '/api/worksheet/rest/clear', {
            status: 500,
            body: { code: 'X', message: 'x' },
          }),
      },
    );
    await openSelector();
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Clear Vehicle' }));
    expect(
      await screen.findByText('There was an error removing the vehicle, please try again later'),
    ).toBeVisible();
  });

  it('saves the customer info', async () => {
    const { server } = renderSelector(
      { vehicle },
      {
        setup: (s) => s.on('POST', '/api/current/vehicle/customer', { status: 204 }),
      },
    );
    await openSelector();
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Customer info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer info' });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Maria');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Lopez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(server.callsTo('POST', '/api/current/vehicle/customer')[0]!.body!)).toEqual({
      shopCustomerFirst: 'Maria',
      shopCustomerLast: 'Lopez',
    });
  });

  describe('an engine the VIN determined', () => {
    const fromVin = makeVehicle({ vinEngine: { id: 55, value: '3.5L V6 Gas' } });
    const confirmDialog = () => screen.findByRole('dialog', { name: 'Change the engine?' });

    it('asks before changing it, and Cancel keeps it', async () => {
      const { server } = renderSelector({ vehicle: fromVin });
      await openSelector();
      const engine = await within(panel()).findByLabelText('Engine');
      await waitFor(() => expect(within(engine).getByRole('option', { name: '5.0L V8 Gas' })));
      await userEvent.selectOptions(engine, '5.0L V8 Gas');
      await userEvent.click(within(panel()).getByRole('button', { name: 'Update' }));
      const dialog = await confirmDialog();
      expect(within(dialog).getByText('The VIN says 3.5L V6 Gas')).toBeVisible();
      expect(within(dialog).getByText('Use 5.0L V8 Gas instead?')).toBeVisible();
      // The safe answer has the focus: Enter on a hurried keyboard keeps the VIN's engine.
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(server.callsTo('POST', '/api/vehicle/select/v2/selectAttributes')).toHaveLength(0);
    });

    it('changes it once the user confirms, from the keyboard', async () => {
      const { server } = renderSelector(
        { vehicle: fromVin },
        {
          setup: (s) => s.on('POST', '/api/vehicle/select/v2/selectAttributes', { body: fromVin }),
        },
      );
      await openSelector();
      const engine = await within(panel()).findByLabelText('Engine');
      await waitFor(() => expect(within(engine).getByRole('option', { name: '5.0L V8 Gas' })));
      await userEvent.selectOptions(engine, '5.0L V8 Gas');
      await userEvent.click(within(panel()).getByRole('button', { name: 'Update' }));
      await confirmDialog();
      await userEvent.tab();
      expect(document.activeElement?.textContent).toBe('Change engine');
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(server.callsTo('POST', '/api/vehicle/select/v2/selectAttributes')).toHaveLength(1),
      );
      expect(
        JSON.parse(server.callsTo('POST', '/api/vehicle/select/v2/selectAttributes')[0]!.body!),
      ).toEqual({ engineId: 56 });
    });

    it('asks before removing it, with its own button too', async () => {
      const { server } = renderSelector(
        { vehicle: fromVin },
        { setup: (s) => s.on('DELETE', '/api/vehicle/select/attribute/10011', { status: 204 }) },
      );
      await openSelector();
      await userEvent.click(
        await within(panel()).findByRole('button', { name: 'Remove Engine: 3.5L V6 Gas' }),
      );
      const dialog = await confirmDialog();
      expect(within(dialog).getByText('Use No Engine Selected instead?')).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Change engine' }));
      await waitFor(() =>
        expect(server.callsTo('DELETE', '/api/vehicle/select/attribute/10011')).toHaveLength(1),
      );
    });

    it("does not ask when the engine is not the VIN's, or the submodel alone changes", async () => {
      const { server } = renderSelector(
        { vehicle: makeVehicle({ vinEngine: { id: 56, value: '5.0L V8 Gas' } }) },
        {
          setup: (s) => s.on('POST', '/api/vehicle/select/v2/selectAttributes', { body: vehicle }),
        },
      );
      await openSelector();
      const engine = await within(panel()).findByLabelText('Engine');
      await waitFor(() => expect(within(engine).getByRole('option', { name: '5.0L V8 Gas' })));
      await userEvent.selectOptions(engine, '5.0L V8 Gas');
      await userEvent.click(within(panel()).getByRole('button', { name: 'Update' }));
      await waitFor(() =>
        expect(server.callsTo('POST', '/api/vehicle/select/v2/selectAttributes')).toHaveLength(1),
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('asks in Spanish', async () => {
      await act(() => i18n.changeLanguage('es'));
      renderSelector({ vehicle: fromVin });
      await waitFor(() => expect(getToggle().textContent).toBe('2013 Ford F-150'));
      await userEvent.click(getToggle());
      // The attribute's text comes from the server, in the fixture's English.
      await userEvent.click(
        await screen.findByRole('button', { name: 'Quitar Engine: 3.5L V6 Gas' }),
      );
      const dialog = await screen.findByRole('dialog', { name: '¿Cambiar el motor?' });
      expect(within(dialog).getByText('El VIN indica 3.5L V6 Gas')).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Cambiar motor' })).toBeVisible();
    });
  });
});
