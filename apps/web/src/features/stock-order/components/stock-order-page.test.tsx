import type { StockOrder, StockOrderPartMatch } from '@procounter/shared/contracts/stock-order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { quoteKeys } from '@/lib/query-keys';
import { readQuickAddTarget } from '@/lib/quick-add-batch';
import { beginSession } from '@/lib/session';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import {
  makeQuoteSummary,
  makeStockOrder,
  makeStockOrderLine,
  makeTokens,
} from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { serveStockOrders } from '../testing/fake-stock-orders';
import { StockOrderPage } from './stock-order-page';

const WEEKLY = makeStockOrder({
  id: 11,
  name: 'Weekly brakes',
  po: 'PO-100',
  stockOrderDetails: [
    makeStockOrderLine({ id: 1, note: 'Front' }),
    makeStockOrderLine({
      id: 2,
      lineCode: 'ENG',
      partNumber: '77',
      partDescription: 'Oil Filter',
      stockQty: 6,
      productId: 9002,
      // Asked by a former number of ours: the line says which.
      replacesNumber: '77B',
      // As a shop that hides costs receives it.
      cost: null,
      customerPrice: 8.49,
      quantityOnHand: 0,
    }),
  ],
});
const EMPTY = makeStockOrder({
  id: 12,
  name: 'Filters',
  po: '',
  stockOrderDetails: [],
  updatedAt: '2026-11-19T08:00:00.000Z',
});

function company(po: { poRequired: boolean; poValidationMask: string | null }) {
  return {
    id: 1,
    demo: false,
    accountName: 'Lone Star',
    accountStatus: 'ACTIVE',
    arGroupCode: null,
    paymentMethod: null,
    partsPayoffVisible: false,
    shopReferralEligible: false,
    address: { street1: '1 Main', street2: null, city: 'Austin', state: 'TX', zip: '78704' },
    companyPreference: {
      garageBayIdVisible: false,
      garageBayIdRequired: false,
      vehicleFleetIdVisible: false,
      vehicleFleetIdRequired: false,
      poVisible: true,
      ...po,
    },
  };
}

function serve(orders: StockOrder[] = [WEEKLY, EMPTY]) {
  const server = installFakeServer();
  servePortal(server);
  server.on('GET', '/api/shop/1001/company', {
    body: company({ poRequired: false, poValidationMask: null }),
  });
  const stock = serveStockOrders(server, {
    orders: orders.map((o) => structuredClone(o)),
    quoteAfterAdd: makeQuoteSummary(2),
  });
  return { server, stock };
}

const renderPage = (path = '/stockorder') =>
  renderWithProviders(<StockOrderPage />, { path, routePath: '/stockorder' });

const linesTable = () => screen.findByRole('table', { name: 'Lines' });

/** Each line's part (line code, part number, description), quantity and note. */
const lineRows = async () =>
  within(await linesTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [0, 3, 4].map((index) => cells[index]?.textContent);
    });

/** Each line's price and home-store stock. */
const linePricesAndStock = async () =>
  within(await linesTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [1, 2].map((index) => cells[index]?.textContent);
    });

const jsonBodies = (server: FakeServer, method: string, path: string) =>
  server.callsTo(method, path).map((r) => JSON.parse(r.body ?? '{}'));

describe('stock order page', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('lists the orders and opens one, in the URL', async () => {
    const { server } = serve();
    const user = userEvent.setup();
    const { router } = renderPage();
    const list = await screen.findByRole('table', { name: 'Stock orders' });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Weekly brakesPO PO-100', '2', '8'],
      ['Filters', '0', '0'],
    ]);
    // Lines, Total quantity and Updated are columns of their own, with no sideways scrolling.
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Lines', 'Total quantity', 'Updated']);
    expect(server.callsTo('GET', '/api/stockorders/list')[0]?.search.toString()).toBe(
      'size=500&page=0',
    );
    expect(screen.getByText('Choose a stock order to open it, or create one.')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Weekly brakes' }));
    expect(router.state.location.search).toBe('?id=11');
    expect(await screen.findByRole('heading', { name: 'Weekly brakes' })).toBeVisible();
    // Each line with its price (cost only where the shop sees costs) and the home store's stock;
    // the one asked by a former number of ours says so.
    expect(await lineRows()).toEqual([
      ['BRK QC1234Disc Brake Pad Set', '2', 'Front'],
      ['ENG 77Replaces 77BOil Filter', '6', ''],
    ]);
    expect(await linePricesAndStock()).toEqual([
      ['Cost $31.50Price $52.99', '7 in stock'],
      ['Price $8.49', 'Out of stock'],
    ]);
    expect(screen.getByRole('link', { name: 'Weekly brakes' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The open order is where quick add goes next.
    await waitFor(() => expect(readQuickAddTarget(42)).toBe(11));
  });

  it('shows the empty states, and a missing order', async () => {
    serve([]);
    renderPage('/stockorder?id=404');
    expect(await screen.findByText('No stock orders yet. Create one to start.')).toBeVisible();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This stock order was not found. It may have been deleted.',
    );
  });

  it('creates an order, refusing a PO of 23 characters', async () => {
    const { server } = serve([]);
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByText('No stock orders yet. Create one to start.');
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('This field is required.')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Monday run');
    await user.type(screen.getByRole('textbox', { name: 'PO number' }), 'A'.repeat(23));
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('PO Numbers cannot exceed 22 characters.')).toBeVisible();
    expect(server.callsTo('POST', '/api/stockorders/create')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'PO number' }));
    await user.type(screen.getByRole('textbox', { name: 'PO number' }), 'PO-7');
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByRole('heading', { name: 'Monday run' })).toBeVisible();
    expect(jsonBodies(server, 'POST', '/api/stockorders/create')).toEqual([
      { name: 'Monday run', po: 'PO-7' },
    ]);
    expect(router.state.location.search).toBe('?id=101');
    expect(await screen.findByRole('link', { name: 'Monday run' })).toBeVisible();
    expect(
      screen.getByText('This order has no lines yet. Add one below or upload a CSV file.'),
    ).toBeVisible();
  });

  it('sends names, PO and notes without control or bidi-override characters', async () => {
    const { server } = serve([]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('No stock orders yet. Create one to start.');
    // U+202E would show the name reversed to the next reader; U+0007 is an invisible control.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Monday\u202e run\u0007');
    await user.type(screen.getByRole('textbox', { name: 'PO number' }), '\u2066PO-7\u2069');
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByRole('heading', { name: 'Monday run' })).toBeVisible();
    expect(jsonBodies(server, 'POST', '/api/stockorders/create')).toEqual([
      { name: 'Monday run', po: 'PO-7' },
    ]);

    const form = screen.getByRole('region', { name: 'Add a line' });
    await user.type(within(form).getByRole('textbox', { name: 'Line code' }), 'BRK\u0085');
    await user.type(within(form).getByRole('textbox', { name: 'Part number' }), 'QC\u202d1234');
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Rush\u0007');
    await user.click(within(form).getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/stockorders/update')).toHaveLength(1));
    expect(jsonBodies(server, 'PUT', '/api/stockorders/update')[0]).toMatchObject({
      lines: [{ lineCode: 'BRK', partNumber: 'QC1234', quantity: 1, note: 'Rush' }],
    });
  });

  it("applies the company's PO mask", async () => {
    const server = installFakeServer();
    servePortal(server);
    server.on('GET', '/api/shop/1001/company', {
      body: company({ poRequired: true, poValidationMask: '##-###' }),
    });
    serveStockOrders(server);
    const user = userEvent.setup();
    renderPage();
    const po = await screen.findByRole('textbox', { name: 'PO number' });
    await screen.findByText('##-###');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Masked');
    await user.type(po, 'nope');
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Please enter a valid PO mask.')).toBeVisible();
    expect(server.callsTo('POST', '/api/stockorders/create')).toHaveLength(0);
  });

  it('finds parts by number or words, with price and stock: Use fills line code and part number, then Add line adds it', async () => {
    const { server } = serve();
    const part = (overrides: Partial<StockOrderPartMatch>): StockOrderPartMatch => ({
      productId: 9001,
      lineCode: 'BRK',
      partNumber: 'QC1234',
      description: 'Disc Brake Pad Set',
      brandName: 'Brakeline',
      partTypeName: 'Disc Brake Pad',
      cost: 21.37,
      customerPrice: 42.99,
      quantityOnHand: 3,
      replacesNumber: null,
      ...overrides,
    });
    server.on('GET', '/api/stockorders/partsearch', (request) => ({
      body:
        request.search.get('query') === 'ceramic brake pads'
          ? [
              part({}),
              part({ productId: 9002, lineCode: 'WAG', partNumber: 'QC99', quantityOnHand: null }),
            ]
          : request.search.get('query') === 'QC-1200'
            ? [part({ replacesNumber: 'QC-1200' })]
            : [],
    }));
    const user = userEvent.setup();
    renderPage('/stockorder?id=12');
    await screen.findByRole('heading', { name: 'Filters' });
    const form = screen.getByRole('region', { name: 'Add a line' });
    const find = within(form).getByRole('textbox', { name: /Find a part by its number or name/ });

    await user.type(find, 'NOPE{Enter}');
    expect(
      await within(form).findByText(
        'No part has this number or these words. Check them, or look the part up in the catalog.',
      ),
    ).toBeVisible();
    // One character is no search.
    await user.clear(find);
    await user.type(find, 'Q{Enter}');
    expect(server.callsTo('GET', '/api/stockorders/partsearch')).toHaveLength(1);

    await user.clear(find);
    await user.type(find, 'ceramic brake pads');
    await user.click(within(form).getByRole('button', { name: 'Find' }));
    expect(await within(form).findByText('2 parts found.')).toBeVisible();
    const found = within(form).getByRole('list', { name: 'Parts found' });
    const [first, second] = within(found).getAllByRole('listitem');
    expect(first!.textContent).toBe(
      'BRK QC1234: Disc Brake Pad SetBrakeline · Disc Brake Pad · 3 in stockCost $21.37Price $42.99Use this part',
    );
    expect(second!.textContent).toContain('Not carried');
    // A former number finds the part that replaced it, which says so.
    await user.clear(find);
    await user.type(find, 'QC-1200{Enter}');
    expect(await within(form).findByText('Replaces QC-1200')).toBeVisible();
    await user.clear(find);
    await user.type(find, 'ceramic brake pads{Enter}');
    expect(await within(form).findByText('2 parts found.')).toBeVisible();
    await user.click(within(found).getByRole('button', { name: 'Use BRK QC1234' }));
    expect(within(form).getByRole('textbox', { name: 'Line code' })).toHaveValue('BRK');
    expect(within(form).getByRole('textbox', { name: 'Part number' })).toHaveValue('QC1234');
    expect(within(form).getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Add line' }));
    await waitFor(async () =>
      expect(await lineRows()).toEqual([['BRK QC1234Disc Brake Pad Set', '1', '']]),
    );
  });

  it("adds a line, and shows the server's refusal of an unknown part", async () => {
    const { server } = serve();
    const user = userEvent.setup();
    renderPage('/stockorder?id=12');
    await screen.findByRole('heading', { name: 'Filters' });
    const form = screen.getByRole('region', { name: 'Add a line' });
    await user.type(within(form).getByRole('textbox', { name: 'Line code' }), 'BRK');
    await user.type(within(form).getByRole('textbox', { name: 'Part number' }), 'NOPE');
    await user.click(within(form).getByRole('button', { name: 'Add line' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Unknown part BRK NOPE');
    // The typed values stay for a fix.
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Line code' }).value).toBe(
      'BRK',
    );

    const quantity = within(form).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '1001');
    await user.click(within(form).getByRole('button', { name: 'Add line' }));
    expect(await within(form).findByText('The quantity may not exceed 1000.')).toBeVisible();

    await user.clear(within(form).getByRole('textbox', { name: 'Part number' }));
    await user.type(within(form).getByRole('textbox', { name: 'Part number' }), 'QC1234');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Rush');
    await user.click(within(form).getByRole('button', { name: 'Add line' }));
    await waitFor(async () =>
      expect(await lineRows()).toEqual([['BRK QC1234Disc Brake Pad Set', '3', 'Rush']]),
    );
    expect(jsonBodies(server, 'PUT', '/api/stockorders/update').at(-1)).toEqual({
      id: 12,
      name: 'Filters',
      po: '',
      lines: [{ lineCode: 'BRK', partNumber: 'QC1234', quantity: 3, note: 'Rush' }],
    });
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('changes a line and deletes another', async () => {
    const { server } = serve();
    const user = userEvent.setup();
    renderPage('/stockorder?id=11');
    await linesTable();
    await user.click(screen.getByRole('button', { name: 'Edit BRK QC1234' }));
    const edit = screen.getByRole('form', { name: 'Edit BRK QC1234' });
    const quantity = within(edit).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await lineRows())[0]).toEqual(['BRK QC1234Disc Brake Pad Set', '5', 'Front']),
    );
    expect(jsonBodies(server, 'PUT', '/api/stockorders/update')[0].lines).toEqual([
      { id: 1, lineCode: 'BRK', partNumber: 'QC1234', quantity: 5, note: 'Front' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete ENG 77' }));
    await waitFor(async () => expect(await lineRows()).toHaveLength(1));
    expect(server.callsTo('DELETE', '/api/stockorders/11/detail/2')).toHaveLength(1);
    // The list reads the new counts.
    const list = screen.getByRole('table', { name: 'Stock orders' });
    await waitFor(() =>
      expect(
        within(within(list).getAllByRole('row')[1]!)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ).toEqual(['Weekly brakesPO PO-100', '1', '5']),
    );
  });

  it('renames the order and deletes it after a confirmation', async () => {
    const { server } = serve();
    const user = userEvent.setup();
    const { router } = renderPage('/stockorder?id=11');
    await screen.findByRole('heading', { name: 'Weekly brakes' });
    await user.click(screen.getByRole('button', { name: 'Rename / change PO' }));
    const name = screen.getAllByRole('textbox', { name: 'Name' })[1]!;
    await user.clear(name);
    await user.type(name, 'Weekly pads');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Weekly pads' })).toBeVisible();
    expect(jsonBodies(server, 'PUT', '/api/stockorders/update')[0]).toEqual({
      id: 11,
      name: 'Weekly pads',
      po: 'PO-100',
      lines: [],
    });

    await user.click(screen.getByRole('button', { name: 'Delete order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete stock order' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE', '/api/stockorders/11')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete order' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete stock order' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('Deleted Weekly pads.')).toBeVisible();
    expect(server.callsTo('DELETE', '/api/stockorders/11')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Weekly pads' })).toBeNull());
  });

  it('uploads a CSV: the bad rows listed, then a good file added', async () => {
    const { server, stock } = serve();
    const user = userEvent.setup();
    renderPage('/stockorder?id=11');
    await linesTable();
    const upload = screen.getByRole('region', { name: 'Upload a CSV file' });
    const template = within(upload).getByRole('link', { name: 'Download template' });
    expect(template.getAttribute('download')).toBe('stock-order-template.csv');
    expect(within(upload).getByText(/up to 5,000 rows, quantities 1 to 1000/)).toBeVisible();

    stock.setUploadResult({
      errors: [
        { row: 7, reason: 'unknown part ABC 123' },
        { row: 9, reason: 'quantity over 1000' },
      ],
    });
    const file = new File(['line code,part number,quantity\nBRK,QC1234,2\n'], 'lines.csv', {
      type: 'text/csv',
    });
    const input = upload.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.getAttribute('accept')).toBe('.csv,text/csv');
    await user.upload(input, file);
    await user.click(within(upload).getByRole('button', { name: 'Upload' }));
    const alert = await within(upload).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 7: unknown part ABC 123', 'Row 9: quantity over 1000']);
    expect(alert.textContent).toContain('Nothing was changed.');
    expect(server.callsTo('POST', '/api/stockorders/upload')[0]?.search.get('id')).toBe('11');
    expect(await lineRows()).toHaveLength(2);

    stock.setUploadResult({
      lines: [
        { lineCode: 'AC', partNumber: 'C4576', quantity: 1 },
        { lineCode: 'BRK', partNumber: 'QC1234', quantity: 4 },
      ],
    });
    await user.click(within(upload).getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Read 2 rows. New lines: 1. Merged into existing lines: 1.'),
    ).toBeVisible();
    await waitFor(async () =>
      expect(await lineRows()).toEqual([
        ['BRK QC1234Disc Brake Pad Set', '6', 'Front'],
        ['ENG 77Replaces 77BOil Filter', '6', ''],
        ['AC C4576A/C Compressor Kit', '1', ''],
      ]),
    );
    expect(within(upload).queryByRole('alert')).toBeNull();
  });

  it('refuses a file that is not a CSV before sending it', async () => {
    const { server } = serve();
    renderPage('/stockorder?id=11');
    await linesTable();
    const upload = screen.getByRole('region', { name: 'Upload a CSV file' });
    const input = upload.querySelector<HTMLInputElement>('input[type="file"]')!;
    // accept= would keep userEvent from choosing it; a drop or an old browser can.
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'lines.xlsx', { type: 'application/vnd.ms-excel' })] },
    });
    fireEvent.click(within(upload).getByRole('button', { name: 'Upload' }));
    expect((await within(upload).findByRole('alert')).textContent).toBe(
      'The file must be a CSV file (.csv).',
    );
    expect(server.callsTo('POST', '/api/stockorders/upload')).toHaveLength(0);
  });

  it("adds the order to the quote: the answer becomes the mini quote's data", async () => {
    const { server } = serve();
    const user = userEvent.setup();
    const { queryClient } = renderPage('/stockorder?id=11');
    await linesTable();
    await user.click(screen.getByRole('button', { name: 'Add to quote' }));
    expect(await screen.findByText('Added 2 lines of Weekly brakes to the quote.')).toBeVisible();
    expect(jsonBodies(server, 'POST', '/api/stockorders/addProducts/0')).toEqual([{ id: 11 }]);
    expect(queryClient.getQueryData(quoteKeys.mini)).toEqual(makeQuoteSummary(2));
  });

  it('shows the quote error text when the quote is locked', async () => {
    const { server } = serve();
    server.on('POST', '/api/stockorders/addProducts/0', {
      status: 409,
      body: { code: 'WORKSHEET_LOCKED', message: 'locked' },
    });
    const user = userEvent.setup();
    const { queryClient } = renderPage('/stockorder?id=11');
    await linesTable();
    await user.click(screen.getByRole('button', { name: 'Add to quote' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      i18n.t('common:quotes.submit.locked'),
    );
    expect(queryClient.getQueryData(quoteKeys.mini)).not.toEqual(makeQuoteSummary(2));
  });

  it('renders in Spanish', async () => {
    await i18n.changeLanguage('es');
    serve();
    renderPage('/stockorder?id=11');
    expect(await screen.findByRole('table', { name: 'Pedidos de inventario' })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Líneas' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar a la cotización' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Subir un archivo CSV' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Pieza' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Tienda principal' })).toBeVisible();
    expect(screen.getByText('Costo $31.50')).toBeVisible();
  });
});
