import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { partTypeKeys } from '@/lib/query-keys';
import { SEARCH_PICK_KEY } from '@/lib/search-pick';
import { getVehicleSelectorState, vehicleChosen } from '@/lib/vehicle-selector';
import { hangUntilAborted } from '@/testing/fake-fetch';
import { makeVehicle } from '@/testing/fixtures';
import {
  CLEAR_AND_SELECT,
  ITEM_MATCH,
  makeTypeaheadPartType,
  makeTypeaheadResponse,
  NOTHING_PREPROCESSED,
  PREPROCESS,
  renderSearch,
  TYPEAHEAD_LEGACY,
  TYPEAHEAD_V3,
} from './search.test-utils';
import { SearchTypeahead } from './search-typeahead';

const SELECTION = [
  {
    id: 1,
    partTypeId: '01234',
    lookupPartTypeId: '01234',
    parentPartTypeId: '00100',
    platformId: '05',
    gaTabOrigin: null,
    partTypeName: 'Disc Brake Pad',
    description: 'Disc Brake Pad',
    kits: false,
    applicationPartType: true,
    universal: false,
  },
];

function input() {
  return screen.getByRole('combobox', { name: 'Search products' });
}

/** Renders the typeahead; every typeahead call answers the suggestions for its query. */
function renderTypeahead(options: Parameters<typeof renderSearch>[1] = {}) {
  const onSelectVehicle = vi.fn();
  const result = renderSearch(<SearchTypeahead onSelectVehicle={onSelectVehicle} />, {
    ...options,
    setup: (server) => {
      const answer = (request: { search: URLSearchParams }) => ({
        body: makeTypeaheadResponse(request.search.get('query') ?? ''),
      });
      server
        .on('GET', TYPEAHEAD_V3, answer)
        .on('GET', TYPEAHEAD_LEGACY, answer)
        .on('GET', PREPROCESS, { body: NOTHING_PREPROCESSED })
        .on('POST', CLEAR_AND_SELECT, { body: SELECTION });
      options.setup?.(server);
    },
  });
  return { ...result, onSelectVehicle };
}

describe('search typeahead', () => {
  it('shows part types, vehicles and the query itself, in three groups', async () => {
    const { server } = renderTypeahead();
    await userEvent.type(input(), 'brake');
    await screen.findByRole('option', { name: 'Search for "brake"' });
    const list = screen.getByRole('listbox', { name: 'Search suggestions' });
    const partTypes = within(list).getByRole('group', { name: 'Part Types' });
    expect(
      within(partTypes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Disc Brake Pad', 'Brake Parts Cleaner']);
    const vehicles = within(list).getByRole('group', { name: 'Vehicles' });
    expect(within(vehicles).getByRole('option').textContent).toBe('2013 Ford F-150');
    const query = within(list).getByRole('group', { name: 'Search' });
    expect(within(query).getByRole('option').textContent).toBe('Search for "brake"');
    // The entsearch feature is on: the enterprise typeahead, for part types.
    const last = server.callsTo('GET', TYPEAHEAD_V3).at(-1)!;
    expect(last.search.get('query')).toBe('brake');
    expect(last.search.get('suggestionType')).toBe('PART_TYPE');
    expect(server.callsTo('GET', TYPEAHEAD_LEGACY)).toHaveLength(0);
  });

  it('calls the legacy typeahead when the entsearch feature is off', async () => {
    const { server } = renderTypeahead({ entSearch: false });
    await userEvent.type(input(), 'b');
    await screen.findByRole('option', { name: 'Search for "b"' });
    const [call] = server.callsTo('GET', TYPEAHEAD_LEGACY);
    expect(call!.search.get('query')).toBe('b');
    expect(call!.search.get('entSearchEnabled')).toBe('false');
    expect(server.callsTo('GET', TYPEAHEAD_V3)).toHaveLength(0);
  });

  it('sends the query without double quotes and angle brackets, and nothing for only those', async () => {
    const { server } = renderTypeahead();
    await userEvent.type(input(), '"<>');
    await userEvent.type(input(), 'pad>');
    await screen.findByRole('option', { name: 'Search for "pad"' });
    const queries = server.callsTo('GET', TYPEAHEAD_V3).map((c) => c.search.get('query'));
    expect(queries.at(-1)).toBe('pad');
    expect(queries.every((q) => q && !/["<>]/.test(q))).toBe(true);
  });

  it('a new keystroke aborts the request in flight', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const { server } = renderTypeahead({
      setup: (s) =>
        s.on('GET', TYPEAHEAD_V3, (request, signal) => {
          signals.push(signal);
          return request.search.get('query') === 'b'
            ? hangUntilAborted(signal)
            : { body: makeTypeaheadResponse('br') };
        }),
    });
    await userEvent.type(input(), 'b');
    await waitFor(() => expect(server.callsTo('GET', TYPEAHEAD_V3)).toHaveLength(1));
    expect(signals[0]!.aborted).toBe(false);
    await userEvent.type(input(), 'r');
    await waitFor(() => expect(server.callsTo('GET', TYPEAHEAD_V3)).toHaveLength(2));
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    expect(await screen.findByRole('option', { name: 'Search for "br"' })).toBeVisible();
  });

  it('a failed request clears the suggestions, without a message', async () => {
    renderTypeahead({
      setup: (s) =>
        s.on('GET', TYPEAHEAD_V3, (request) =>
          request.search.get('query') === 'br'
            ? { status: 500, body: { code: 'INTERNAL', message: 'Boom' } }
            : { body: makeTypeaheadResponse(request.search.get('query') ?? '') },
        ),
    });
    await userEvent.type(input(), 'b');
    expect(await screen.findByRole('option', { name: 'Search for "b"' })).toBeVisible();
    await userEvent.type(input(), 'r');
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/error/i)).toBeNull();
  });

  it('a part type that needs a vehicle, without one, forces the vehicle selector first', async () => {
    const { server, router } = renderTypeahead();
    await userEvent.type(input(), 'brake');
    await userEvent.click(await screen.findByRole('option', { name: 'Disc Brake Pad' }));
    await waitFor(() => expect(getVehicleSelectorState()).toEqual({ opened: true, forced: true }));
    expect(server.callsTo('POST', CLEAR_AND_SELECT)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/');

    // The tech chooses a vehicle in the selector: the part type is selected and its products shown.
    server.on('GET', '/api/current/vehicle', { body: makeVehicle() });
    act(() => vehicleChosen());
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/products'));
    const [call] = server.callsTo('POST', CLEAR_AND_SELECT);
    expect(JSON.parse(call!.body!)).toEqual({ partTypeId: '01234', platformId: '05' });
  });

  it('with a vehicle, the part type is selected at once, chosen by keyboard', async () => {
    const { server, router } = renderTypeahead({ portal: { vehicle: makeVehicle() } });
    await userEvent.type(input(), 'brake');
    await screen.findByRole('option', { name: 'Disc Brake Pad' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/products'));
    expect(getVehicleSelectorState().opened).toBe(false);
    expect(JSON.parse(server.callsTo('POST', CLEAR_AND_SELECT)[0]!.body!)).toEqual({
      partTypeId: '01234',
      platformId: '05',
    });
    // The pick is kept, with what was typed, for the products page to send as a search signal
    // (issue 25 part 4; lib/signals.test.ts sends it).
    expect(JSON.parse(sessionStorage.getItem(SEARCH_PICK_KEY) ?? 'null')).toEqual({
      source: 'SUGGESTION',
      query: 'brake',
      partTypeId: '01234',
    });
  });

  it('the new selection replaces a cached one, so the products page looks up the new part type', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(partTypeKeys.selected, [{ ...SELECTION[0]!, partTypeId: 'C4577' }]);
    const { router } = renderTypeahead({ portal: { vehicle: makeVehicle() }, queryClient });
    await userEvent.type(input(), 'brake');
    await userEvent.click(await screen.findByRole('option', { name: 'Disc Brake Pad' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/products'));
    expect(queryClient.getQueryData(partTypeKeys.selected)).toEqual(SELECTION);
  });

  it('says whether the list is open; Escape closes it and the text stays', async () => {
    renderTypeahead();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(input(), 'brake');
    await screen.findByRole('option', { name: 'Search for "brake"' });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByRole('option')).toBeNull();
    expect((input() as HTMLInputElement).value).toBe('brake');
  });

  it('a universal part type needs no vehicle', async () => {
    const { server, router } = renderTypeahead();
    await userEvent.type(input(), 'brake');
    await userEvent.click(await screen.findByRole('option', { name: 'Brake Parts Cleaner' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/products'));
    expect(getVehicleSelectorState().opened).toBe(false);
    expect(JSON.parse(server.callsTo('POST', CLEAR_AND_SELECT)[0]!.body!).partTypeId).toBe('07777');
  });

  it("a failed selection shows 'Error retrieving product data. Please try again.'", async () => {
    const { router } = renderTypeahead({
      setup: (s) => s.on('POST', CLEAR_AND_SELECT, { status: 500, body: { code: 'INTERNAL' } }),
    });
    await userEvent.type(input(), 'brake');
    await userEvent.click(await screen.findByRole('option', { name: 'Brake Parts Cleaner' }));
    expect(
      await screen.findByText('Error retrieving product data. Please try again.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a vehicle is handed to the vehicle choice; the query is searched as Enter searches it', async () => {
    const { onSelectVehicle, router } = renderTypeahead();
    await userEvent.type(input(), 'f150');
    await userEvent.click(await screen.findByRole('option', { name: '2013 Ford F-150' }));
    expect(onSelectVehicle).toHaveBeenCalledWith(201301);
    expect((input() as HTMLInputElement).value).toBe('');

    await userEvent.type(input(), 'wiper');
    await userEvent.click(await screen.findByRole('option', { name: 'Search for "wiper"' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-keyword'));
    expect(router.state.location.search).toBe('?query=wiper');
    expect((input() as HTMLInputElement).value).toBe('wiper');
  });

  it('"Search for" a part number and Enter on it go to the same product page (R-SEARCH-7)', async () => {
    const { server, router } = renderTypeahead({
      setup: (s) =>
        s.on('GET', PREPROCESS, (request) => ({
          body:
            request.search.get('query') === 'DBP-2914'
              ? { identifiedPartType: null, positions: [], itemNumberMatching: ITEM_MATCH }
              : NOTHING_PREPROCESSED,
        })),
    });
    await userEvent.type(input(), 'DBP-2914');
    await userEvent.click(await screen.findByRole('option', { name: 'Search for "DBP-2914"' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-keyword'));
    const bySuggestion = `${router.state.location.pathname}${router.state.location.search}`;
    expect(bySuggestion).toBe('/search-keyword?query=DBP-2914&itemNumber=QC1234');

    await act(() => router.navigate('/'));
    await userEvent.clear(input());
    await userEvent.type(input(), 'DBP-2914{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-keyword'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(bySuggestion);
    expect(
      server.callsTo('GET', PREPROCESS).every((c) => c.search.get('query') === 'DBP-2914'),
    ).toBe(true);
  });

  it('Enter on a part number goes to that product', async () => {
    const { server, router } = renderTypeahead({
      setup: (s) =>
        s.on('GET', PREPROCESS, {
          body: { identifiedPartType: null, positions: [], itemNumberMatching: ITEM_MATCH },
        }),
    });
    await userEvent.type(input(), 'qc-1234{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-keyword'));
    expect(router.state.location.search).toBe('?query=qc-1234&itemNumber=QC1234');
    const [call] = server.callsTo('GET', PREPROCESS);
    expect(call!.search.get('query')).toBe('qc-1234');
    expect(call!.search.get('shopId')).toBe('1001');
  });

  it('Enter on a part type name chooses it; on anything else lists the keyword results', async () => {
    const { router } = renderTypeahead({
      portal: { vehicle: makeVehicle() },
      setup: (s) =>
        s.on('GET', PREPROCESS, (request) => ({
          body:
            request.search.get('query') === 'brake pads'
              ? {
                  identifiedPartType: makeTypeaheadPartType(),
                  positions: [],
                  itemNumberMatching: null,
                }
              : NOTHING_PREPROCESSED,
        })),
    });
    await userEvent.type(input(), 'brake pads{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/products'));
    expect(router.state.location.search).toBe('');
    // A typed search that names a part type is a pick too, from FREE_TEXT.
    expect(JSON.parse(sessionStorage.getItem(SEARCH_PICK_KEY) ?? 'null')).toEqual({
      source: 'FREE_TEXT',
      query: 'brake pads',
      partTypeId: makeTypeaheadPartType().partTypeId,
    });

    await userEvent.clear(input());
    await userEvent.type(input(), 'shiny thing');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-keyword'));
    expect(router.state.location.search).toBe('?query=shiny+thing');
  });

  it('Enter on a part type named with a position opens its products narrowed to that position', async () => {
    const { router, server } = renderTypeahead({
      portal: { vehicle: makeVehicle() },
      setup: (s) =>
        s.on('GET', PREPROCESS, {
          body: {
            identifiedPartType: makeTypeaheadPartType(),
            positions: ['Front'],
            itemNumberMatching: null,
          },
        }),
    });
    await userEvent.type(input(), 'brake pads front{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/products'));
    expect(router.state.location.search).toBe('?position=Front');
    expect(server.callsTo('GET', PREPROCESS)[0]!.search.get('query')).toBe('brake pads front');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderTypeahead();
    await userEvent.type(screen.getByRole('combobox', { name: 'Buscar productos' }), 'freno');
    await screen.findByRole('option', { name: 'Buscar "freno"' });
    const list = screen.getByRole('listbox', { name: 'Sugerencias de búsqueda' });
    expect(within(list).getByRole('group', { name: 'Tipos de pieza' })).toBeVisible();
    expect(within(list).getByRole('group', { name: 'Vehículos' })).toBeVisible();
    expect(within(list).getByRole('option', { name: 'Buscar "freno"' })).toBeVisible();
  });
});
