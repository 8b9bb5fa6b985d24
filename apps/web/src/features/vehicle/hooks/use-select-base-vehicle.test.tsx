import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeQuoteSummary, makeTokens, makeVehicle } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { QuoteChoiceModal } from '../components/quote-choice-modal';
import { bodyOf } from '../components/vehicle-selector.test-utils';
import { useSelectBaseVehicle } from './use-select-base-vehicle';

const SELECT = '/api/vehicle/select/v2/';

/** What the app layer does: the search hands a base vehicle over, the modal asks about the quote. */
function Harness() {
  const { selectBaseVehicle, prompt } = useSelectBaseVehicle();
  return (
    <>
      <button type="button" onClick={() => void selectBaseVehicle(201301)}>
        2013 Ford F-150
      </button>
      <QuoteChoiceModal prompt={prompt} />
    </>
  );
}

function serve(items: number) {
  const server = servePortal(installFakeServer(), { quote: makeQuoteSummary(items) }).on(
    'POST',
    SELECT,
    { body: makeVehicle() },
  );
  beginSession(makeTokens());
  renderWithProviders(<Harness />);
  return server;
}

describe('useSelectBaseVehicle', () => {
  it('selects the base vehicle at once while the quote is empty', async () => {
    const server = serve(0);
    await userEvent.click(screen.getByRole('button', { name: '2013 Ford F-150' }));
    await waitFor(() => expect(server.callsTo('POST', SELECT)).toHaveLength(1));
    expect(bodyOf(server, 'POST', SELECT)).toEqual({ baseVehicleId: 201301 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks about the quote first when it has items', async () => {
    const server = serve(2);
    await userEvent.click(screen.getByRole('button', { name: '2013 Ford F-150' }));
    await screen.findByRole('dialog');
    expect(server.callsTo('POST', SELECT)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Existing Quote' }));
    await waitFor(() => expect(server.callsTo('POST', SELECT)).toHaveLength(1));
    expect(bodyOf(server, 'POST', SELECT)).toEqual({ baseVehicleId: 201301, quote: true });
  });
});
