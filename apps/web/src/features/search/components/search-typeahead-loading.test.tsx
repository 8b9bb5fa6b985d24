import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  makeTypeaheadResponse,
  NOTHING_PREPROCESSED,
  PREPROCESS,
  renderSearch,
  TYPEAHEAD_V3,
} from './search.test-utils';
import { SearchTypeahead } from './search-typeahead';

// The suggestions' code arrives when the test says so: the plain search box is used before it.
const arrival = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./typeahead-combobox', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

function input() {
  return screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement;
}

describe('search typeahead before its suggestions have loaded', () => {
  it('types and searches at once, then the suggestions take over keeping the text, focus and cursor', async () => {
    const { server, router } = renderSearch(<SearchTypeahead onSelectVehicle={vi.fn()} />, {
      setup: (s) =>
        s
          .on('GET', TYPEAHEAD_V3, (request) => ({
            body: makeTypeaheadResponse(request.search.get('query') ?? ''),
          }))
          .on('GET', PREPROCESS, { body: NOTHING_PREPROCESSED }),
    });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-haspopup')).toBe('listbox');

    // Enter in the plain box is the quick search.
    await userEvent.type(input(), 'wiper{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-keyword'));
    expect(router.state.location.search).toBe('?query=wiper');
    expect(server.callsTo('GET', TYPEAHEAD_V3)).toHaveLength(0);

    await userEvent.clear(input());
    await userEvent.type(input(), 'brakes');
    input().setSelectionRange(2, 4);
    const plainBox = input();

    arrival.arrive();
    // The combobox took the box's place: the text typed so far is looked up and listed.
    await screen.findByRole('option', { name: 'Search for "brakes"' });
    expect(input()).not.toBe(plainBox);
    expect(input().value).toBe('brakes');
    expect(document.activeElement).toBe(input());
    expect([input().selectionStart, input().selectionEnd]).toEqual([2, 4]);
    expect(server.callsTo('GET', TYPEAHEAD_V3).map((call) => call.search.get('query'))).toEqual([
      'brakes',
    ]);

    // And it goes on as a typeahead.
    await userEvent.type(input(), '{End}s');
    await screen.findByRole('option', { name: 'Search for "brakess"' });
  });
});
