import type { Customer } from '@procounter/shared/contracts/customer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeCustomer, makeCustomerVehicle, makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { serveCustomers, serveVehiclePickers } from '../testing/fake-customers';
import { CustomersPage } from './customers-page';

const MARIA = makeCustomer();
const JOHN = makeCustomer({
  id: 8,
  firstName: 'John',
  lastName: 'Baker',
  company: 'Baker Plumbing',
  language: 'en',
  phones: [{ kind: 'WORK', number: '(512) 555-0199' }],
  email: 'john@bakerplumbing.example',
  vehicles: [
    makeCustomerVehicle({
      id: 302,
      customerId: 8,
      description: '2013 Ford Focus 2.0L I4 Gas SE',
      baseVehicleId: 201302,
      vin: '1FADP3F20DL100001',
      plate: 'BKR001',
    }),
  ],
});
// Maria again, typed in a second time with her work phone.
const MARIA_AGAIN = makeCustomer({
  id: 9,
  firstName: 'María',
  lastName: 'López',
  phones: [{ kind: 'WORK', number: '512-555-0177' }],
  email: '',
  vehicles: [],
});
const ARCHIVED = makeCustomer({
  id: 10,
  firstName: 'Old',
  lastName: 'Client',
  language: 'en',
  archived: true,
  vehicles: [],
});

function serve(customers: Customer[] = [MARIA, JOHN], quoted: number[] = []) {
  const server = installFakeServer();
  servePortal(server);
  serveVehiclePickers(server);
  const fake = serveCustomers(server, { customers, quoted });
  return { server, fake };
}

const renderPage = (path = '/customers') =>
  renderWithProviders(<CustomersPage />, { path, routePath: '/customers' });

const searchBox = () => screen.getByRole('searchbox', { name: 'Find a customer' });

const searches = (server: ReturnType<typeof serve>['server']) =>
  server.callsTo('GET', '/api/customers/search').map((r) => r.search.get('query'));

/** The names in the list, in its order. */
const listedNames = async () =>
  within(await screen.findByRole('table', { name: 'Customers' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

describe('Manage Customers', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the customers, searches as the user types and opens the first with Enter', async () => {
    const { server } = serve([MARIA, JOHN, MARIA_AGAIN]);
    const user = userEvent.setup();
    const { router } = renderPage();
    expect(await listedNames()).toEqual(['John Baker', 'Maria Lopez', 'María López']);
    // The search box is where the counter starts.
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveAttribute('placeholder', 'Name, phone, e-mail, plate or VIN');
    expect(screen.getByText('3 customers')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Select to merge', 'Name', 'Company', 'Phone', 'E-mail', 'Vehicles', 'Actions']);
    const john = within(table).getAllByRole('row')[1]!;
    expect(within(john).getByText('Baker Plumbing')).toBeVisible();
    expect(within(john).getByRole('link', { name: '(512) 555-0199' })).toHaveAttribute(
      'href',
      'tel:5125550199',
    );
    expect(within(john).getByText('2013 Ford Focus 2.0L I4 Gas SE')).toBeVisible();
    // Maria reads her quotes in Spanish.
    const maria = within(table).getAllByRole('row')[2]!;
    expect(within(maria).getByText('Spanish')).toBeVisible();
    expect(within(john).queryByText('Spanish')).toBeNull();

    // Typing searches on the server once the keys pause (not once per key): five keys in a row.
    for (const typed of ['l', 'lo', 'lop', 'lope', 'lopez']) {
      fireEvent.change(searchBox(), { target: { value: typed } });
    }
    await waitFor(() => expect(searches(server).at(-1)).toBe('lopez'));
    expect(searches(server)).toEqual(['', 'lopez']);
    expect(await listedNames()).toEqual(['Maria Lopez', 'María López']);
    expect(router.state.location.search).toBe('?q=lopez');

    // A phone's last digits find its customer.
    await user.clear(searchBox());
    await user.type(searchBox(), '0199');
    await waitFor(() => expect(searches(server).at(-1)).toBe('0199'));
    await waitFor(async () => expect(await listedNames()).toEqual(['John Baker']));
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/customers/details/8');
  });

  it('says when nothing matches the words', async () => {
    serve([MARIA]);
    const user = userEvent.setup();
    renderPage();
    await listedNames();
    await user.type(searchBox(), 'zzz');
    expect(await screen.findByText('No customers match “zzz”.')).toBeVisible();
    expect(
      screen.getByText(
        'Check the spelling, try a phone number, plate or the last digits of a VIN, or include archived customers.',
      ),
    ).toBeVisible();
  });

  it('offers to create or import when there are no customers', async () => {
    serve([]);
    renderPage();
    const empty = await screen.findByRole('heading', { name: 'No customers yet' });
    const card = empty.closest('div')!.parentElement!;
    expect(within(card).getByRole('button', { name: 'New customer' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Import customers' })).toBeVisible();
  });

  it('shows loading placeholders, then a failure with Try again', async () => {
    const server = installFakeServer();
    servePortal(server);
    let fail = true;
    server.on('GET', '/api/customers/search', () =>
      fail
        ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } }
        : { body: { content: [], page: 0, size: 25, totalElements: 0 } },
    );
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading customers' })).toBeVisible();
    expect(await screen.findByText('The customers could not be loaded.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No customers yet' })).toBeVisible();
  });

  it('says "more than" when the search stopped counting (a broad query over a big shop)', async () => {
    const server = installFakeServer();
    servePortal(server);
    const row = {
      id: 7,
      firstName: 'Ana',
      lastName: 'Avila',
      company: '',
      phone: null,
      email: '',
      language: 'en' as const,
      archived: false,
      vehicles: [],
      vehicleCount: 0,
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    // The server counted 250 past the page's start and found more: it answers 251.
    server.on('GET', '/api/customers/search', {
      body: { content: [row], page: 0, size: 25, totalElements: 251 },
    });
    renderPage('/customers?q=a');
    expect(await screen.findByText('More than 250 customers')).toBeVisible();
  });

  it('creates a customer: the contract refuses a bad phone, then the new customer opens', async () => {
    const { server } = serve([]);
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('heading', { name: 'No customers yet' });
    await user.click(screen.getAllByRole('button', { name: 'New customer' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);

    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Ruiz');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone 1' }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await within(dialog).findByText('Please specify a valid phone number.')).toBeVisible();
    expect(server.callsTo('POST', '/api/customers')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone 1' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone 1' }), '512-555-0101');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Phone 1 type' }),
      'HOME',
    );
    // A second phone box left blank is no phone.
    await user.click(within(dialog).getByRole('button', { name: 'Add a phone' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Spanish' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Austin');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'TX');
    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/details/101'));
    expect(JSON.parse(server.callsTo('POST', '/api/customers')[0]!.body!)).toEqual({
      firstName: 'Ana',
      lastName: 'Ruiz',
      company: '',
      phones: [{ kind: 'HOME', number: '512-555-0101' }],
      email: '',
      language: 'es',
      address: { line1: '', line2: '', city: 'Austin', state: 'TX', zip: '' },
      notes: '',
      // No car account: '' (the contract's none).
      carAccountNumber: '',
    });
    expect(await screen.findByText('Ana Ruiz was added.')).toBeVisible();
  });

  it('merges two records of one person, asking which to keep', async () => {
    const { server, fake } = serve([MARIA, JOHN, MARIA_AGAIN]);
    const user = userEvent.setup();
    renderPage();
    await listedNames();
    await user.click(screen.getByRole('checkbox', { name: 'Select Maria Lopez to merge' }));
    expect(
      screen.getByText(
        'Maria Lopez is selected. Select the other record of the same person; you may search for it.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Merge the two' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select María López to merge' }));
    // Two is all a merge takes.
    expect(screen.getByRole('checkbox', { name: 'Select John Baker to merge' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Merge the two' }));

    const dialog = await screen.findByRole('dialog', { name: 'Merge two customers' });
    const first = await within(dialog).findByRole('region', { name: 'Maria Lopez' });
    const second = within(dialog).getByRole('region', { name: 'María López' });
    expect(within(first).getByText('Mobile: 512-555-0142')).toBeVisible();
    expect(within(second).getByText('Work: 512-555-0177')).toBeVisible();
    const merge = within(dialog).getByRole('button', { name: 'Merge' });
    expect(merge).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Keep record 1 (Maria Lopez)' }));
    await user.click(merge);

    expect(await screen.findByText('Merged into Maria Lopez.')).toBeVisible();
    expect(JSON.parse(server.callsTo('POST', '/api/customers/merge')[0]!.body!)).toEqual({
      keepId: 7,
      mergeId: 9,
    });
    await waitFor(async () => expect(await listedNames()).toEqual(['John Baker', 'Maria Lopez']));
    expect(fake.customers.get(7)!.phones.map((p) => p.number)).toEqual([
      '512-555-0142',
      '512-555-0177',
    ]);
    expect(screen.queryByText('Merge duplicates')).toBeNull();
  });

  it('deletes a customer no quote names, and archives one that quotes name', async () => {
    const { server } = serve([MARIA, JOHN], [7]);
    const user = userEvent.setup();
    renderPage();
    await listedNames();

    await user.click(screen.getByRole('button', { name: 'Delete John Baker' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete customer' });
    expect(within(dialog).getByText('Delete John Baker?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('John Baker was deleted with their vehicles.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete Maria Lopez' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Maria Lopez was archived, not deleted: quotes name them. Find them with “Include archived customers” to restore them.',
      ),
    ).toBeVisible();
    expect(server.callsTo('DELETE', '/api/customers/:id').map((r) => r.path)).toEqual([
      '/api/customers/8',
      '/api/customers/7',
    ]);
    expect(await screen.findByRole('heading', { name: 'No customers yet' })).toBeVisible();

    // The archived customer is found with the toggle, and restored.
    await user.click(screen.getByRole('switch', { name: 'Include archived customers' }));
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(within(table).getByText('Archived')).toBeVisible();
    expect(
      server.callsTo('GET', '/api/customers/search').at(-1)!.search.get('includeArchived'),
    ).toBe('true');
    await user.click(within(table).getByRole('button', { name: 'Restore Maria Lopez' }));
    expect(await screen.findByText('Maria Lopez was restored.')).toBeVisible();
    await waitFor(() => expect(within(table).queryByText('Archived')).toBeNull());
  });

  it('imports a CSV: lists the refused rows, then reports what a good file created', async () => {
    const { server, fake } = serve([]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No customers yet' });
    await user.click(screen.getAllByRole('button', { name: 'Import customers' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
    const template = within(dialog).getByRole('link', { name: 'Download the template' });
    expect(template).toHaveAttribute('download', 'customers-template.csv');
    expect(within(dialog).getByText(/up to 5,000 rows/)).toBeVisible();
    expect(
      within(dialog).getByText(
        'firstName,lastName,company,phone,email,language,address1,address2,city,state,zip,notes,vin,year,make,model,engine,submodel,plate,plateState,mileage',
      ),
    ).toBeVisible();

    fake.setImportResult({
      errors: [
        { row: 3, reason: 'Not a valid phone number' },
        { row: 7, reason: 'No vehicle 2013 Ford F-250 in the catalog' },
      ],
    });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['firstName,lastName\nAna,Ruiz\n'], 'customers.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('The file was not imported')).toBeVisible();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 3: Not a valid phone number',
      'Row 7: No vehicle 2013 Ford F-250 in the catalog',
    ]);

    fake.setImportResult({ rowsRead: 12, customersCreated: 9, vehiclesCreated: 11 });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('Imported 12 rows. New customers: 9. New vehicles: 11.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', '/api/customers/import')).toHaveLength(2);
  });

  it('refuses a file that is not a CSV before sending it', async () => {
    const { server } = serve([]);
    renderPage();
    await screen.findByRole('heading', { name: 'No customers yet' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Import customers' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'customers.xlsx', { type: 'application/vnd.ms-excel' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This is not a CSV file. Save the spreadsheet as CSV (comma separated) and try again.',
    );
    expect(server.callsTo('POST', '/api/customers/import')).toHaveLength(0);
  });

  it('shows cards on a phone, in Spanish', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    }));
    serve([MARIA, ARCHIVED]);
    await act(() => i18n.changeLanguage('es'));
    renderPage('/customers?archived=1');
    const list = await screen.findByRole('list', { name: 'Clientes' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(within(cards[0]!).getByRole('link', { name: 'Old Client' })).toBeVisible();
    expect(within(cards[0]!).getByText('Archivado')).toBeVisible();
    expect(within(cards[0]!).getByRole('button', { name: 'Restaurar a Old Client' })).toBeVisible();
    expect(within(cards[1]!).getByText('Español')).toBeVisible();
    expect(
      within(cards[1]!).getByRole('checkbox', { name: 'Seleccionar para fusionar' }),
    ).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Buscar un cliente' })).toHaveAttribute(
      'placeholder',
      'Nombre, teléfono, correo electrónico, placa o VIN',
    );
    expect(screen.getByRole('switch', { name: 'Incluir clientes archivados' })).toBeChecked();
    expect(screen.getByText('2 clientes')).toBeVisible();
  });
});
