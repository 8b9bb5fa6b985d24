import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeQuoteSummary, makeVehicle } from '@/testing/fixtures';
import { chooseMode, openSelector, renderSelector } from './vehicle-selector.test-utils';

const SELECT_VIN = '/api/vehicle/select/defaultByVin';

async function selectByVin() {
  await openSelector();
  await chooseMode('VIN');
  await userEvent.type(screen.getByLabelText('Enter Vin Number'), '1FTFW1ET9DFC10312');
  await userEvent.click(screen.getByRole('button', { name: 'Go' }));
}

describe('the quote-choice modal', () => {
  it('is not shown when the quote is empty: the vehicle is selected at once', async () => {
    const { server } = renderSelector(
      { quote: makeQuoteSummary(0) },
      {
        setup: (s) => s.on('POST', SELECT_VIN, { body: makeVehicle() }),
      },
    );
    await selectByVin();
    await waitFor(() => expect(server.callsTo('POST', SELECT_VIN)).toHaveLength(1));
    expect(server.callsTo('POST', SELECT_VIN)[0]!.search.get('quote')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // After the select: current vehicle, mini quote (and recent vehicles) are loaded again.
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/current/vehicle').length).toBeGreaterThan(1),
    );
  });

  it.each([
    ['Start New Quote', 'false'],
    ['Add To Existing Quote', 'true'],
  ])('asks when the quote has items: %s sends quote=%s', async (answer, quote) => {
    const { server } = renderSelector(
      { quote: makeQuoteSummary(2) },
      {
        setup: (s) => s.on('POST', SELECT_VIN, { body: makeVehicle() }),
      },
    );
    await selectByVin();
    const dialog = await screen.findByRole('dialog', { name: 'The quote has items' });
    expect(within(dialog).getByText(/holds 2 items/)).toBeVisible();
    expect(server.callsTo('POST', SELECT_VIN)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: answer }));
    await waitFor(() => expect(server.callsTo('POST', SELECT_VIN)).toHaveLength(1));
    expect(server.callsTo('POST', SELECT_VIN)[0]!.search.get('quote')).toBe(quote);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Vehicle selector' })).toBeNull(),
    );
  });

  it('Cancel chooses nothing', async () => {
    const { server } = renderSelector({ quote: makeQuoteSummary(1) });
    await selectByVin();
    const dialog = await screen.findByRole('dialog');
    // One item is one item (plural forms), not "1 items".
    expect(within(dialog).getByText(/holds 1 item\./)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', SELECT_VIN)).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Vehicle selector' })).toBeVisible();
  });
});
