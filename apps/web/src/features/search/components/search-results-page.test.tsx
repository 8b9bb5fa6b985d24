import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useMiniQuote } from '@/hooks/use-mini-quote';
import { i18n } from '@/lib/i18n';
import { getVehicleSelectorState } from '@/lib/vehicle-selector';
import { makeQuoteSummary, makeShop, makeVehicle } from '@/testing/fixtures';
import {
  ADD_PRODUCT,
  CLEAR_AND_SELECT,
  ITEM_MATCH,
  makePartTypeNode,
  PREPROCESS,
  type RenderSearchOptions,
  renderSearch,
  SEARCH_PART_TYPES,
} from './search.test-utils';
import { SearchResultsPage } from './search-results-page';

const PART_TYPES = [
  makePartTypeNode(),
  makePartTypeNode({
    partTypeId: '07777',
    partTypeName: 'Brake Parts Cleaner',
    applicationPartType: false,
    universal: true,
  }),
];

/** The item count of the mini quote query, as the info bar reads it. */
function QuoteCount() {
  const { data } = useMiniQuote();
  return data ? <span data-testid="quote-count">{data.quoteDetails.totalItems}</span> : null;
}

function renderPage(path: string, options: RenderSearchOptions & { extra?: ReactNode } = {}) {
  const { extra, ...rest } = options;
  return renderSearch(
    <>
      <SearchResultsPage />
      {extra}
    </>,
    {
      path,
      ...rest,
      setup: (server) => {
        server
          .on('GET', SEARCH_PART_TYPES, { body: PART_TYPES })
          .on('GET', PREPROCESS, {
            body: { identifiedPartType: null, positions: [], itemNumberMatching: ITEM_MATCH },
          })
          .on('POST', CLEAR_AND_SELECT, { body: [] })
          .on('POST', ADD_PRODUCT, { body: makeQuoteSummary(1) });
        rest.setup?.(server);
      },
    },
  );
}

describe('search results page', () => {
  it('lists the part types matching the query, under its title', async () => {
    const { server } = renderPage('/search-keyword?query=brake');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for "brake"' })).toBeVisible();
    const section = await screen.findByRole('region', { name: 'Part types' });
    await within(section).findByRole('button', { name: 'Disc Brake Pad' });
    // The mark waits for the current vehicle: it shows only once the quote is known to have none.
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Disc Brake PadNeeds a vehicle', 'Brake Parts Cleaner']),
    );
    const [call] = server.callsTo('GET', SEARCH_PART_TYPES);
    expect(Object.fromEntries(call!.search)).toEqual({ query: 'brake', max: '60', sort: 'RANK' });
    // No itemNumber: no product lookup.
    expect(server.callsTo('GET', PREPROCESS)).toHaveLength(0);
  });

  it('choosing a part type that needs a vehicle forces the vehicle selector first', async () => {
    const { server } = renderPage('/search-suggestion?query=brake');
    await userEvent.click(await screen.findByRole('button', { name: 'Disc Brake Pad' }));
    await waitFor(() => expect(getVehicleSelectorState().forced).toBe(true));
    expect(server.callsTo('POST', CLEAR_AND_SELECT)).toHaveLength(0);
  });

  it('with a vehicle, choosing a part type selects it and lists its products', async () => {
    const { server, router } = renderPage('/search-suggestion?query=brake', {
      portal: { vehicle: makeVehicle() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Disc Brake Pad' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/products'));
    expect(JSON.parse(server.callsTo('POST', CLEAR_AND_SELECT)[0]!.body!)).toEqual({
      partTypeId: '01234',
      platformId: '05',
    });
  });

  it('with a vehicle selected, no part type says it needs a vehicle', async () => {
    renderPage('/search-keyword?query=pads', { portal: { vehicle: makeVehicle() } });
    const section = await screen.findByRole('region', { name: 'Part types' });
    await within(section).findByRole('button', { name: 'Disc Brake Pad' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Disc Brake Pad', 'Brake Parts Cleaner']);
  });

  it('says when no part type matches', async () => {
    renderPage('/search-keyword?query=zzz', {
      setup: (s) => s.on('GET', SEARCH_PART_TYPES, { body: [] }),
    });
    expect(await screen.findByText('No part types match "zzz".')).toBeVisible();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('a failed lookup offers a retry', async () => {
    let fail = true;
    renderPage('/search-keyword?query=brake', {
      setup: (s) =>
        s.on('GET', SEARCH_PART_TYPES, () =>
          fail ? { status: 500, body: { code: 'INTERNAL' } } : { body: PART_TYPES },
        ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The part types could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Disc Brake Pad' })).toBeVisible();
  });

  it('with itemNumber shows that product and adds it to the quote', async () => {
    let items = 0;
    const { server } = renderPage('/search-keyword?query=qc-1234&itemNumber=QC1234', {
      extra: <QuoteCount />,
      setup: (s) =>
        s
          .on('GET', '/api/worksheet/rest/miniquote.json', () => ({
            body: makeQuoteSummary(items),
          }))
          .on('POST', ADD_PRODUCT, () => {
            items = 1;
            return { body: makeQuoteSummary(1) };
          }),
    });
    expect((await screen.findByTestId('quote-count')).textContent).toBe('0');
    const product = await screen.findByRole('region', { name: 'Part number QC1234' });
    await within(product).findByText('Wagner');
    for (const text of ['WAG', 'QC1234', 'Disc brake pad set, ceramic']) {
      expect(within(product).getByText(text)).toBeVisible();
    }
    const [lookup] = server.callsTo('GET', PREPROCESS);
    expect(lookup!.search.get('query')).toBe('qc-1234');
    expect(lookup!.search.get('shopId')).toBe('1001');

    await userEvent.click(within(product).getByRole('button', { name: 'Add to quote' }));
    expect(
      await screen.findByText('Added to the quote: 1 x WAG QC1234 Disc brake pad set, ceramic'),
    ).toBeVisible();
    const [add] = server.callsTo('POST', ADD_PRODUCT);
    expect(add!.search.get('quantity')).toBe('1');
    expect(JSON.parse(add!.body!)).toEqual({ productId: 7001, productOrigin: 'KEYWORD' });
    // Whatever shows the mini quote shows the new line.
    await waitFor(() => expect(screen.getByTestId('quote-count').textContent).toBe('1'));
  });

  it('shows the price, the home store stock and that the fit is not known without a vehicle', async () => {
    renderPage('/search-keyword?query=qc-1234&itemNumber=QC1234');
    const product = await screen.findByRole('region', { name: 'Part number QC1234' });
    await within(product).findByText('Wagner');
    expect(fact(product, 'Cost')).toBe('$21.37');
    expect(fact(product, 'List')).toBe('$61.50');
    expect(fact(product, 'Home store')).toBe('3 in stock');
    expect(fact(product, 'Part type')).toBe('Disc Brake Pad');
    expect(within(product).getByText('Fit not known: no vehicle selected')).toBeVisible();
    expect(within(product).queryByText(/^Fits/)).toBeNull();
  });

  it('shows the customer price, never the cost, where the shop hides costs', async () => {
    renderPage('/search-keyword?query=qc-1234&itemNumber=QC1234', {
      portal: { shop: makeShop({ hideCosts: true }) },
      setup: (s) =>
        s.on('GET', PREPROCESS, {
          body: {
            identifiedPartType: null,
            positions: [],
            itemNumberMatching: { ...ITEM_MATCH, cost: null },
          },
        }),
    });
    const product = await screen.findByRole('region', { name: 'Part number QC1234' });
    await within(product).findByText('Wagner');
    expect(fact(product, 'Price')).toBe('$42.99');
    expect(within(product).queryByText('Cost')).toBeNull();
  });

  it.each([
    ['COMPATIBLE', 'Fits 2013 Ford F-150'],
    ['INCOMPATIBLE', 'Does not fit 2013 Ford F-150'],
    ['UNKNOWN', 'Fit not known for 2013 Ford F-150: it depends on the engine or submodel'],
  ] as const)('says %s with the current vehicle in words', async (compatibility, text) => {
    renderPage('/search-keyword?query=qc-1234&itemNumber=QC1234', {
      setup: (s) =>
        s.on('GET', PREPROCESS, {
          body: {
            identifiedPartType: null,
            positions: [],
            itemNumberMatching: {
              ...ITEM_MATCH,
              homeStore: { storeId: 512, quantityOnHand: null },
              fit: { compatibility, vehicle: '2013 Ford F-150', universal: false },
            },
          },
        }),
    });
    const product = await screen.findByRole('region', { name: 'Part number QC1234' });
    expect(await within(product).findByText(text)).toBeVisible();
    expect(fact(product, 'Home store')).toBe('Not carried');
  });

  it('a former number of ours shows the product that replaced it, and says so', async () => {
    renderPage('/search-keyword?query=qc998a&itemNumber=QC998A', {
      setup: (s) =>
        s.on('GET', PREPROCESS, {
          body: {
            identifiedPartType: null,
            positions: [],
            itemNumberMatching: ITEM_MATCH,
            supersededNumber: 'QC998A',
          },
        }),
    });
    const product = await screen.findByRole('region', { name: 'Part number QC1234' });
    expect(await within(product).findByText('QC998A is replaced by QC1234.')).toBeVisible();
    expect(fact(product, 'Part number')).toBe('QC1234');
  });

  it('a locked quote says so', async () => {
    renderPage('/search-keyword?query=qc-1234&itemNumber=QC1234', {
      setup: (s) =>
        s.on('POST', ADD_PRODUCT, {
          status: 409,
          body: { code: 'WORKSHEET_LOCKED', message: 'Locked' },
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to quote' }));
    expect(
      await screen.findByText(
        'This quote was already submitted or is locked, so it can no longer be changed.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Added to the quote/)).toBeNull();
  });

  it('shows the product in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderPage('/search-keyword?query=qc-1234&itemNumber=QC1234', {
      setup: (s) =>
        s.on('GET', PREPROCESS, {
          body: {
            identifiedPartType: null,
            positions: [],
            itemNumberMatching: {
              ...ITEM_MATCH,
              partTypeName: 'Pastilla de freno de disco',
              homeStore: { storeId: 512, quantityOnHand: 1 },
              fit: { compatibility: 'COMPATIBLE', vehicle: '2013 Ford F-150', universal: false },
            },
          },
        }),
    });
    const product = await screen.findByRole('region', { name: 'Número de pieza QC1234' });
    await within(product).findByText('Wagner');
    expect(fact(product, 'Costo')).toBe('$21.37');
    expect(fact(product, 'Tienda principal')).toBe('1 en existencia');
    expect(fact(product, 'Tipo de pieza')).toBe('Pastilla de freno de disco');
    expect(within(product).getByText('Compatible con 2013 Ford F-150')).toBeVisible();
    expect(within(product).getByRole('button', { name: 'Agregar a la cotización' })).toBeVisible();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderPage('/search-keyword?query=zzz', {
      setup: (s) => s.on('GET', SEARCH_PART_TYPES, { body: [] }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados para "zzz"' })).toBeVisible();
    expect(await screen.findByText('Ningún tipo de pieza coincide con "zzz".')).toBeVisible();
  });
});

/** The value of a fact (dt/dd) of the product card. */
function fact(product: HTMLElement, label: string): string | null | undefined {
  const term = within(product).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}
