import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeServer, takeFakeServerProblems } from '@/testing/fake-fetch';
import { makeTokens } from '@/testing/fixtures';
import { keepSearchPick } from './search-pick';
import { beginSession } from './session';
import {
  readSearchContext,
  setSearchContext,
  signalInteraction,
  signalSuggestion,
  startCatalogNavigation,
  takeSearchPick,
} from './signals';

const SUGGESTIONS = '/api/signals/v2/suggestions';
const INTERACTIONS = '/api/signals/interactions';

function serve(status = 204) {
  const server = installFakeServer();
  server
    .on('POST', SUGGESTIONS, { status })
    .on('POST', INTERACTIONS, status === 204 ? { status } : { status, body: { code: 'X' } });
  return server;
}

const bodies = (server: ReturnType<typeof serve>, path: string) =>
  server.callsTo('POST', path).map((request) => JSON.parse(request.body ?? '{}'));

beforeEach(() => {
  beginSession(makeTokens());
  sessionStorage.clear();
});
afterEach(() => {
  expect(takeFakeServerProblems()).toEqual([]);
});

describe('search signals', () => {
  it('sends a suggestion with the query as typed and keeps it as the search under way', async () => {
    const server = serve();
    signalSuggestion('  brake pads ', '1684', 'SUGGESTION');
    await expect
      .poll(() => bodies(server, SUGGESTIONS))
      .toEqual([{ query: 'brake pads', source: 'SUGGESTION', partTypeId: '1684' }]);
    expect(server.callsTo('POST', SUGGESTIONS)[0]?.headers.get('Authorization')).toMatch(
      /^Bearer /,
    );
    expect(readSearchContext()).toEqual({ source: 'SUGGESTION', query: 'brake pads' });
  });

  it('sends nothing for an empty query, but still says where the parts came from', () => {
    const server = serve();
    signalSuggestion('   ', '1684', 'FREE_TEXT');
    expect(server.callsTo('POST', SUGGESTIONS)).toHaveLength(0);
    expect(readSearchContext()).toEqual({ source: 'FREE_TEXT' });
  });

  it('sends an interaction with the search that led to the products, 50 products a call', async () => {
    const server = serve();
    expect(readSearchContext()).toEqual({ source: 'CATEGORY_NAV' });
    setSearchContext({ source: 'FREE_TEXT', query: 'oil filter' });
    const ids = Array.from({ length: 60 }, (_, i) => i + 1);
    signalInteraction('PURCHASE', [...ids, 3, 0, -1]);
    await expect.poll(() => bodies(server, INTERACTIONS)).toHaveLength(2);
    expect(bodies(server, INTERACTIONS)).toEqual([
      {
        eventType: 'PURCHASE',
        source: 'FREE_TEXT',
        query: 'oil filter',
        productIds: ids.slice(0, 50),
      },
      {
        eventType: 'PURCHASE',
        source: 'FREE_TEXT',
        query: 'oil filter',
        productIds: ids.slice(50),
      },
    ]);
    signalInteraction('CLICK', []);
    expect(server.callsTo('POST', INTERACTIONS)).toHaveLength(2);
  });

  it('swallows a failure: nothing throws', async () => {
    const server = serve(500);
    expect(() => signalInteraction('CART', [7])).not.toThrow();
    await expect.poll(() => server.callsTo('POST', INTERACTIONS)).toHaveLength(1);
  });

  it("sends the search box's pick once, from the page it led to", async () => {
    const server = serve();
    keepSearchPick({ source: 'SUGGESTION', query: 'rotor', partTypeId: '1896' });
    takeSearchPick();
    takeSearchPick();
    await expect
      .poll(() => bodies(server, SUGGESTIONS))
      .toEqual([{ query: 'rotor', source: 'SUGGESTION', partTypeId: '1896' }]);
    expect(readSearchContext()).toEqual({ source: 'SUGGESTION', query: 'rotor' });
    // A typed search that named no part type: the search under way, no signal of its own.
    keepSearchPick({ source: 'FREE_TEXT', query: 'shiny thing' });
    takeSearchPick();
    expect(readSearchContext()).toEqual({ source: 'FREE_TEXT', query: 'shiny thing' });
    // The catalog's own navigation forgets a pick that led nowhere.
    keepSearchPick({ source: 'SUGGESTION', query: 'pads', partTypeId: '1684' });
    startCatalogNavigation();
    takeSearchPick();
    expect(readSearchContext()).toEqual({ source: 'CATEGORY_NAV' });
    expect(bodies(server, SUGGESTIONS)).toHaveLength(1);
  });

  it('reads garbled storage as the catalog navigation', () => {
    sessionStorage.setItem('searchSignalContext', '{"source":"NOWHERE"');
    expect(readSearchContext()).toEqual({ source: 'CATEGORY_NAV' });
    sessionStorage.setItem('searchSignalContext', '{"source":"NOWHERE"}');
    expect(readSearchContext()).toEqual({ source: 'CATEGORY_NAV' });
  });
});
