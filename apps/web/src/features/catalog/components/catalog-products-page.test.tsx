import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { quoteKeys } from '@/lib/query-keys';
import { beginSession } from '@/lib/session';
import { getVehicleSelectorState, vehicleChosen } from '@/lib/vehicle-selector';
import { installFakeServer } from '@/testing/fake-fetch';
import { STATIC_DATA, servePortal } from '@/testing/fake-portal';
import {
  makeLookupProduct,
  makeMessage,
  makeProductLookup,
  makeQuoteSummary,
  makeSelection,
  makeShop,
  makeTokens,
  makeVehicle,
  POPULAR_PART_TYPES,
} from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import {
  type ProductLookupData,
  servePartTypes,
  serveProductLookup,
} from '../testing/fake-catalog';
import { CatalogProductsPage } from './catalog-products-page';

const LOOKUP = '/api/catalog/products';

const PAD = makeLookupProduct();
const NO_PRICE = makeLookupProduct({
  productId: 70002,
  lineCode: 'BOS',
  brandName: 'Bosch',
  partNumber: 'BP-77',
  description: 'Ceramic Pad Set',
  cost: null,
  listPrice: null,
  customerPrice: null,
  fitNote: null,
  homeStore: { storeId: 512, quantityOnHand: 0 },
});
const KIT = makeLookupProduct({
  productId: 80001,
  lineCode: 'PCK',
  brandName: 'ProCounter Kits',
  partNumber: 'BK-F150',
  description: 'Front Brake Kit',
  partTypeId: 'C4577',
  kitType: 'BRAKE',
  homeStore: { storeId: 512, quantityOnHand: null },
});

function serve(data: ProductLookupData = {}, shop = makeShop()) {
  const server = installFakeServer();
  servePortal(server, { vehicle: makeVehicle(), shop });
  servePartTypes(server, { selected: [makeSelection(POPULAR_PART_TYPES[0]!)] });
  serveProductLookup(server, { lookup: makeProductLookup([PAD, NO_PRICE, KIT]), ...data });
  return server;
}

const render = (path = '/catalog/products') =>
  renderWithProviders(<CatalogProductsPage />, { path, routePath: '/catalog/products' });

const rowOf = async (partNumber: string) =>
  (await screen.findByText(`Part number ${partNumber}`)).closest('tr') as HTMLElement;

describe('catalog products page', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists brand, part number, description, fit, cost and list price, availability', async () => {
    const server = serve({
      messages: [
        makeMessage({
          content: 'Brake pads: free shipping today.',
          schedules: [{ startDateTime: 0, endDateTime: Date.now() + 60_000 }],
        }),
      ],
    });
    render();
    const pad = await rowOf('QC1234');
    expect(await screen.findByText('In the catalog: Brakes › Disc Brakes')).toBeVisible();
    expect(within(pad).getByText('Wagner (WAG)')).toBeVisible();
    expect(within(pad).getByText('Disc Brake Pad Set')).toBeVisible();
    expect(within(pad).getByText('Fits: 3.5L V6 Gas')).toBeVisible();
    expect(within(pad).getByText('Cost $21.37')).toBeVisible();
    expect(within(pad).getByText('List $49.50')).toBeVisible();
    expect(within(pad).getByText('3 in stock')).toBeVisible();
    const noPrice = await rowOf('BP-77');
    expect(within(noPrice).getByText('Call for Pricing')).toBeVisible();
    expect(within(noPrice).queryByText(/List/)).toBeNull();
    expect(within(noPrice).getByText('Out of stock')).toBeVisible();
    expect(within(await rowOf('BK-F150')).getByText('Not carried')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Parts for 2013 Ford F-150' })).toBeVisible();
    expect(screen.getByText('Disc Brake Pad (3)')).toBeVisible();
    expect(await screen.findByText('Brake pads: free shipping today.')).toBeVisible();
    // No part type in the URL: the server's default, the selection.
    expect(server.callsTo('GET', LOOKUP)[0]?.search.has('partTypeId')).toBe(false);
  });

  it('shows the customer price instead of the cost when the shop hides costs', async () => {
    serve(
      { lookup: makeProductLookup([{ ...PAD, cost: null }], { hideCosts: true }) },
      makeShop({ hideCosts: true }),
    );
    render();
    const pad = await rowOf('QC1234');
    expect(within(pad).getByText('Price $42.99')).toBeVisible();
    expect(within(pad).queryByText(/Cost/)).toBeNull();
  });

  it('reads the part types and sort from the URL, and a sort change updates the URL and the lookup', async () => {
    const server = serve();
    const { router } = render('/catalog/products?partTypeId=1684&partTypeId=1896');
    await rowOf('QC1234');
    expect(Object.fromEntries(server.callsTo('GET', LOOKUP)[0]?.search ?? [])).toEqual({
      partTypeId: '1684,1896',
      sort: 'SCORE',
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'PRICE');
    await waitFor(() =>
      expect(server.callsTo('GET', LOOKUP).at(-1)?.search.get('sort')).toBe('PRICE'),
    );
    expect(router.state.location.search).toBe('?partTypeId=1684&partTypeId=1896&sort=PRICE');
    expect(server.callsTo('GET', LOOKUP).at(-1)?.search.get('partTypeId')).toBe('1684,1896');
  });

  it('Other stores shows the nearby stores with distance and stock', async () => {
    const server = serve({
      locations: {
        stores: [
          {
            storeId: 512,
            name: 'Austin',
            city: 'Austin',
            state: 'TX',
            phone: null,
            distanceMiles: 0,
            home: true,
          },
          {
            storeId: 513,
            name: 'Round Rock',
            city: 'Round Rock',
            state: 'TX',
            phone: '512-555-0123',
            distanceMiles: 18.4,
            home: false,
          },
        ],
        products: [
          {
            productId: PAD.productId,
            availability: [
              { storeId: 512, quantityOnHand: 3 },
              { storeId: 513, quantityOnHand: 7 },
            ],
          },
        ],
      },
    });
    render();
    await userEvent.click(
      within(await rowOf('QC1234')).getByRole('button', { name: 'Other stores: WAG QC1234' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Availability of WAG QC1234 Disc Brake Pad Set',
    });
    const nearby = (await within(dialog).findByText('Round Rock')).closest('tr') as HTMLElement;
    expect(within(nearby).getByText('18.4 mi')).toBeVisible();
    expect(within(nearby).getByText('7 in stock')).toBeVisible();
    expect(within(dialog).getByText('Austin (home store)')).toBeVisible();
    expect(
      JSON.parse(
        server.callsTo('POST', '/api/product/multipleLocationDetailsForOPP')[0]?.body ?? '{}',
      ),
    ).toEqual({
      productIds: [PAD.productId],
    });
  });

  it('Add to quote posts addproduct with the quantity and refreshes the mini quote', async () => {
    const after: QuoteSummary = makeQuoteSummary(2);
    const server = serve({ quoteAfterAdd: after });
    const { queryClient } = render();
    const pad = await rowOf('QC1234');
    const user = userEvent.setup();
    const quantity = within(pad).getByRole('textbox', {
      name: 'Quantity of WAG QC1234 Disc Brake Pad Set',
    });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(within(pad).getByRole('button', { name: 'Add to quote: WAG QC1234' }));
    expect(
      await screen.findByText('Added to the quote: 4 x WAG QC1234 Disc Brake Pad Set'),
    ).toBeVisible();
    const [call] = server.callsTo('POST', '/api/worksheet/rest/addproduct');
    expect(call?.search.get('quantity')).toBe('4');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      productId: PAD.productId,
      productOrigin: 'CATALOG',
    });
    expect(queryClient.getQueryData<QuoteSummary>(quoteKeys.mini)?.quoteDetails.totalItems).toBe(2);
  });

  it('adds a kit with addkit, its components sourced', async () => {
    const server = serve();
    render();
    await userEvent.click(
      within(await rowOf('BK-F150')).getByRole('button', { name: 'Add to quote: PCK BK-F150' }),
    );
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/worksheet/rest/addkit')).toHaveLength(1),
    );
    const [call] = server.callsTo('POST', '/api/worksheet/rest/addkit');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      kitId: KIT.productId,
      prebuilt: false,
      productOrigin: 'CATALOG',
    });
    expect(call?.search.get('quantity')).toBe('1');
    expect(server.callsTo('POST', '/api/worksheet/rest/addproduct')).toHaveLength(0);
  });

  it('refuses more than 1000 with the quote text, before any call; shows the server refusal too', async () => {
    const server = serve();
    render();
    const pad = await rowOf('QC1234');
    const user = userEvent.setup();
    const quantity = within(pad).getByRole('textbox', { name: /Quantity of WAG QC1234/ });
    await user.clear(quantity);
    await user.type(quantity, '1001');
    await user.click(within(pad).getByRole('button', { name: 'Add to quote: WAG QC1234' }));
    expect(await within(pad).findByText('The quantity may not exceed 1000.')).toBeVisible();
    expect(server.callsTo('POST', '/api/worksheet/rest/addproduct')).toHaveLength(0);
    server.on('POST', '/api/worksheet/rest/addproduct', {
      status: 409,
      body: { code: 'WORKSHEET_LOCKED', message: 'x' },
    });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(pad).getByRole('button', { name: 'Add to quote: WAG QC1234' }));
    expect(
      await within(pad).findByText(
        'This quote was already submitted or is locked, so it can no longer be changed.',
      ),
    ).toBeVisible();
  });

  it('shows the details: price, stock, add, the vehicles it fits, specifications, kit components', async () => {
    const server = serve({
      extraInfo: {
        productId: KIT.productId,
        lineCode: KIT.lineCode,
        brandName: KIT.brandName,
        partNumber: KIT.partNumber,
        description: KIT.description,
        partTypeId: 'C4577',
        partTypeName: 'Brake Kit',
        attributes: [{ label: 'Position', value: 'Front' }],
        kitComponents: [
          {
            productId: 70001,
            lineCode: 'WAG',
            partNumber: 'QC1234',
            description: 'Disc Brake Pad Set',
            quantity: 1,
          },
        ],
        fitsVehicles: 120,
        vehicles: [
          { baseVehicleId: 201301, year: 2013, make: 'Ford', model: 'F-150', fitNote: '5.0L V8' },
          { baseVehicleId: 201201, year: 2012, make: 'Ford', model: 'F-150', fitNote: null },
        ],
      },
    });
    render();
    await userEvent.click(
      within(await rowOf('BK-F150')).getByRole('button', { name: 'Details: PCK BK-F150' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'PCK BK-F150 Front Brake Kit' });
    expect(await within(dialog).findByText('Vehicles it fits: 120')).toBeVisible();
    const vehicles = within(dialog).getByRole('list', { name: 'Vehicles it fits' });
    expect(
      within(vehicles)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2013 Ford F-150 · Fits: 5.0L V8', '2012 Ford F-150']);
    expect(within(dialog).getByText('Listed: the first 2 of 120.')).toBeVisible();
    expect(within(dialog).getByRole('rowheader', { name: 'Position' })).toBeVisible();
    expect(within(dialog).getByText('WAG QC1234 · Disc Brake Pad Set')).toBeVisible();
    // Price, stock and Add to quote from the details.
    expect(within(dialog).getByText('Cost $21.37')).toBeVisible();
    expect(within(dialog).getByText('Not carried')).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Add to quote: PCK BK-F150' }),
    );
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/worksheet/rest/addkit')).toHaveLength(1),
    );
  });

  it('narrows by position, brand, stock and price with counts, kept in the URL; clear all', async () => {
    const REAR = makeLookupProduct({
      productId: 70003,
      partNumber: 'QC-R9',
      description: 'Rear Pad Set',
      position: 'Rear',
      cost: 60,
      homeStore: { storeId: 512, quantityOnHand: 2 },
    });
    serve({ lookup: makeProductLookup([PAD, NO_PRICE, REAR]) });
    const { router } = render('/catalog/products?partTypeId=1684');
    await rowOf('QC1234');
    const panel = screen.getByRole('region', { name: 'Narrow the results' });
    // Counts beside each choice.
    expect(within(panel).getByRole('checkbox', { name: 'Front (2)' })).toBeVisible();
    expect(within(panel).getByRole('checkbox', { name: 'Rear (1)' })).toBeVisible();
    expect(within(panel).getByRole('checkbox', { name: 'Wagner · WAG (2)' })).toBeVisible();
    expect(within(panel).getByRole('checkbox', { name: 'Bosch · BOS (1)' })).toBeVisible();
    expect(
      within(panel).getByRole('checkbox', { name: 'In stock at the home store (2)' }),
    ).toBeVisible();
    expect(within(panel).getByRole('checkbox', { name: '$50.00 to $100.00 (1)' })).toBeVisible();

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Wagner · WAG (2)' }));
    expect(router.state.location.search).toBe('?partTypeId=1684&brand=WAG');
    expect(screen.queryByText('Part number BP-77')).toBeNull();
    expect(screen.getByText('Showing 2 of 3 parts')).toBeVisible();
    // The other facets count within the brand.
    expect(within(panel).getByRole('checkbox', { name: 'Front (1)' })).toBeVisible();

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Rear (1)' }));
    expect(router.state.location.search).toBe('?partTypeId=1684&position=Rear&brand=WAG');
    expect(screen.queryByText('Part number QC1234')).toBeNull();
    expect(await rowOf('QC-R9')).toBeVisible();
    expect(within(await rowOf('QC-R9')).getByText('Position: Rear')).toBeVisible();

    // A sort change keeps the narrowing.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'PRICE');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?partTypeId=1684&sort=PRICE&position=Rear&brand=WAG',
      ),
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('?partTypeId=1684&sort=PRICE');
    expect(await rowOf('BP-77')).toBeVisible();
    expect(screen.getByText('Parts found: 3')).toBeVisible();
  });

  it('reads the narrowing from the URL, and says when nothing matches', async () => {
    serve();
    render('/catalog/products?inStock=1&price=250-');
    expect(await screen.findByText('No parts match these choices.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'In stock at the home store (0)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '$250.00 and over (0)' })).toBeChecked();
  });

  it('groups several part types under a heading each', async () => {
    const ROTOR = makeLookupProduct({
      productId: 71001,
      partNumber: 'RT-55',
      description: 'Disc Brake Rotor',
      partTypeId: '1896',
      partTypeName: 'Disc Brake Rotor',
    });
    serve({
      lookup: makeProductLookup([PAD, ROTOR, NO_PRICE], {
        partTypes: [
          { partTypeId: '1684', partTypeName: 'Disc Brake Pad', count: 2 },
          { partTypeId: '1896', partTypeName: 'Disc Brake Rotor', count: 1 },
        ],
      }),
    });
    render('/catalog/products?partTypeId=1684,1896');
    const pads = await screen.findByRole('region', { name: 'Disc Brake Pad (2)' });
    const rotors = screen.getByRole('region', { name: 'Disc Brake Rotor (1)' });
    expect(within(pads).getByText('Part number QC1234')).toBeVisible();
    expect(within(pads).getByText('Part number BP-77')).toBeVisible();
    expect(within(rotors).getByText('Part number RT-55')).toBeVisible();
    expect(within(rotors).queryByText('Part number QC1234')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Disc Brake Pad (2)' })).toBeVisible();
    // Where each sits in the catalog (node/resolve/leaf), under its heading.
    expect(await within(pads).findByText('In the catalog: Brakes › Disc Brakes')).toBeVisible();
    expect(await within(rotors).findByText('In the catalog: Brakes › Disc Brakes')).toBeVisible();
  });

  it('marks a part the quote already holds, with its quantity', async () => {
    const quote = makeQuoteSummary(1);
    Object.assign(quote.quoteProducts[0]!, {
      itemType: 'PART',
      catalogKey: `${PAD.productId}_31`,
      itemQuantity: 4,
    });
    const server = serve();
    servePortal(server, { vehicle: makeVehicle(), quote });
    render();
    const pad = await rowOf('QC1234');
    expect(await within(pad).findByText('On the quote: 4')).toBeVisible();
    expect(within(await rowOf('BP-77')).queryByText(/On the quote/)).toBeNull();
  });

  it('a lookup failure shows the spec text, removes the overlay and offers a retry', async () => {
    const server = serve({ lookup: { status: 500, code: 'INTERNAL_ERROR' } });
    render();
    const texts = await screen.findAllByText(
      'An error occurred while retrieving your parts. Please try again.',
    );
    expect(texts.length).toBeGreaterThanOrEqual(2); // the toast and the notice
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(document.querySelector('[aria-busy="false"]')).not.toBeNull();
    serveProductLookup(server, { lookup: makeProductLookup([PAD]) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('QC1234')).toBeVisible();
  });

  it('asks for a vehicle when the lookup needs one, then looks up again', async () => {
    const server = serve({ lookup: { status: 409, code: 'NO_CURRENT_VEHICLE' } });
    servePortal(server, {}); // no vehicle
    render();
    await waitFor(() => expect(getVehicleSelectorState()).toEqual({ opened: true, forced: true }));
    expect(
      screen.queryByText('An error occurred while retrieving your parts. Please try again.'),
    ).toBeNull();
    serveProductLookup(server, { lookup: makeProductLookup([PAD]) });
    vehicleChosen();
    expect(await rowOf('QC1234')).toBeVisible();
  });

  it('shows each part as a card on a phone, with the same actions', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      serve();
      render();
      const card = (await screen.findByText('Part number QC1234')).closest('li') as HTMLElement;
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('Cost $21.37')).toBeVisible();
      expect(within(card).getByRole('button', { name: 'Add to quote: WAG QC1234' })).toBeVisible();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('sends to the part types when none are selected', async () => {
    const server = serve();
    servePartTypes(server, { selected: [] });
    render();
    expect(await screen.findByText('No part types are selected.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose part types' }).getAttribute('href')).toBe(
      '/catalog/browse',
    );
    expect(server.callsTo('GET', LOOKUP)).toHaveLength(0);
  });

  it('says when no part fits', async () => {
    serve({ lookup: makeProductLookup([]) });
    render();
    expect(
      await screen.findByText('No parts fit the 2013 Ford F-150 for these part types.'),
    ).toBeVisible();
  });

  it('renders in Spanish', async () => {
    await i18n.changeLanguage('es');
    serve();
    render();
    const pad = (await screen.findByText('Número de pieza QC1234')).closest('tr') as HTMLElement;
    expect(within(pad).getByText('Costo $21.37')).toBeVisible();
    expect(within(pad).getByText('3 en existencia')).toBeVisible();
    expect(
      within(pad).getByRole('button', { name: 'Agregar a la cotización: WAG QC1234' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Piezas para 2013 Ford F-150' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeVisible();
    expect(within(pad).getByText('Posición: Delantera')).toBeVisible();
    const panel = screen.getByRole('region', { name: 'Acotar los resultados' });
    expect(within(panel).getByRole('checkbox', { name: 'Delantera (3)' })).toBeVisible();
    await userEvent.click(
      within(panel).getByRole('checkbox', { name: 'En existencia en la tienda principal (1)' }),
    );
    expect(screen.getByText('Mostrando 1 de 3 piezas')).toBeVisible();
  });

  it('sends the usage-tracking beacons of the lookup, a details view and an add', async () => {
    const beacons: { path: string; body: Record<string, unknown> }[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      writable: true,
      value: (url: string, data: Blob) => {
        void data.text().then((text) => {
          beacons.push({ path: new URL(url, 'http://localhost').pathname, body: JSON.parse(text) });
        });
        return true;
      },
    });
    try {
      const server = serve({ quoteAfterAdd: makeQuoteSummary(1) });
      server.on('GET', '/api/current/static', {
        body: {
          ...STATIC_DATA,
          usageTracking: {
            auth: 'tracking-token',
            applicationId: 'procounter-web',
            paths: {
              lookupSummary: '/api/tracking/lookup/summary',
              lookupDetails: '/api/tracking/lookup/details',
              lookupAttributes: '/api/tracking/lookup/attributes',
              resultsSummary: '/api/tracking/results/summary',
              resultsDetails: '/api/tracking/results/details',
            },
          },
        },
      });
      render();
      const pad = await rowOf('QC1234');
      await waitFor(() =>
        expect(beacons.map((b) => b.path)).toEqual([
          '/api/tracking/lookup/summary',
          '/api/tracking/lookup/details',
          '/api/tracking/lookup/attributes',
          '/api/tracking/results/summary',
        ]),
      );
      // The vehicle's engine and submodel answers, for the lookup's part type.
      expect(beacons[2]!.body.attributes).toEqual([
        { attributeId: 10011, partTypeId: PAD.partTypeId, valueId: 55 },
        { attributeId: 10028, partTypeId: PAD.partTypeId, valueId: 9 },
      ]);
      const summary = beacons[3]!.body;
      expect(summary).toMatchObject({ lookupType: 'PART_TYPE', resultCount: 3 });
      expect(summary.products).toContainEqual(
        expect.objectContaining({ partId: PAD.productId, stocking: true }),
      );
      const user = userEvent.setup();
      await user.click(within(pad).getByRole('button', { name: 'Details: WAG QC1234' }));
      await user.keyboard('{Escape}');
      await user.click(within(pad).getByRole('button', { name: 'Add to quote: WAG QC1234' }));
      await waitFor(() =>
        expect(beacons.slice(4).map((b) => b.body.state)).toEqual(['VW_DETAILS', 'ADD_TO_INVOICE']),
      );
      // One lookup: every beacon carries its uuid.
      expect(new Set(beacons.map((b) => b.body.uuid)).size).toBe(1);
      // The details view and the add are search signals too (issue 25 part 4), from the catalog.
      await waitFor(() =>
        expect(
          server.callsTo('POST', '/api/signals/interactions').map((r) => JSON.parse(r.body!)),
        ).toEqual([
          { eventType: 'CLICK', source: 'CATEGORY_NAV', productIds: [PAD.productId] },
          { eventType: 'CART', source: 'CATEGORY_NAV', productIds: [PAD.productId] },
        ]),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });
});
