import type { Customer } from '@procounter/shared/contracts/customer';
import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import {
  makeCustomer,
  makeCustomerVehicle,
  makeTokens,
  makeVehicle,
  makeWorksheetSearchRow,
  NO_VEHICLE,
} from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { serveCustomers, serveVehiclePickers } from '../testing/fake-customers';
import { CustomerDetailsPage } from './customer-details-page';
import type { FindParts } from './customer-vehicles';

const MARIA = makeCustomer({ notes: 'Prefers a text message' });
const QUOTES = [
  makeWorksheetSearchRow({
    worksheetId: 611,
    name: 'Brakes',
    updatedDatetime: '2026-11-25T15:00:00.000Z',
  }),
  makeWorksheetSearchRow({
    worksheetId: 598,
    status: 'SUBMITTED',
    submitted: true,
    orderConfirmationNumber: 'C-1042',
    orderSubmittedDatetime: '2026-11-10T15:00:00.000Z',
    totalItems: 1,
  }),
];

function serve({
  customers = [MARIA],
  vehicle = NO_VEHICLE,
  quoted = [] as number[],
}: {
  customers?: Customer[];
  vehicle?: CurrentVehicle;
  quoted?: number[];
} = {}) {
  const server = installFakeServer();
  servePortal(server, { vehicle });
  serveVehiclePickers(server);
  const fake = serveCustomers(server, { customers, quoted, quotes: { 7: QUOTES } });
  return { server, fake };
}

/** Find parts as the app gives it: the select call, here without the quote question. */
const selectNow: FindParts = async (select) => {
  await select(undefined);
  return true;
};

const renderPage = (id = 7, findParts: FindParts = selectNow) =>
  renderWithProviders(<CustomerDetailsPage customerId={id} findParts={findParts} />, {
    path: `/customers/details/${id}`,
    routePath: '/customers/details/:id',
  });

const section = (name: string) => screen.findByRole('region', { name });

describe('a customer’s page', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('shows the customer, their vehicles and their quotes and orders, newest first', async () => {
    const { server } = serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeVisible();
    const contact = await section('Contact');
    // The badge beside the name, and the language in the contact card.
    expect(screen.getAllByText('Spanish')).toHaveLength(2);
    expect(within(contact).getByRole('link', { name: '512-555-0142' })).toHaveAttribute(
      'href',
      'tel:5125550142',
    );
    expect(within(contact).getByRole('link', { name: 'maria.lopez@example.com' })).toBeVisible();
    expect(within(contact).getByText('Prefers a text message')).toBeVisible();

    const vehicles = await section('Vehicles');
    expect(within(vehicles).getByText('2013 Ford F-150 3.5L V6 Gas XLT')).toBeVisible();
    expect(
      within(vehicles).getByText(
        'VIN 1FTFW1ET9DFC10312 · Plate SHOP123 TX · 84,000 miles on Oct 2, 2026',
      ),
    ).toBeVisible();
    // Nothing is current: there is no current vehicle to add.
    expect(within(vehicles).queryByRole('button', { name: /Add current vehicle/ })).toBeNull();

    const quotes = await section('Quotes and orders');
    const links = await within(quotes).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Open in Quotes and Orders', '/quote/search?customerId=7'],
      ['Brakes · Quote 611', '/quote/details/611'],
      ['Order C-1042', '/quote/details/598'],
    ]);
    expect(within(quotes).getByText('Ordered')).toBeVisible();
    expect(within(quotes).getByText('Open')).toBeVisible();
    expect(within(quotes).getByText('2013 Ford F-150 · 2 items · $105.98')).toBeVisible();
    const search = server.callsTo('GET', '/api/worksheet/rest/search')[0]!.search;
    expect(Object.fromEntries(search)).toEqual({
      customerId: '7',
      searchType: 'ALL',
      page: '0',
      size: '10',
    });
  });

  it('adds the current vehicle in one click', async () => {
    const current = makeVehicle({
      vehicleId: 201302,
      vin: '1HGCM82633A004352',
      plate: 'NEW123',
      state: 'CA',
      year: 2013,
      make: 'Ford',
      model: 'Focus',
      shopVehicleDescriptor: '2013 Ford Focus 2.0L I4 Gas SE',
      answeredAttributes: [
        {
          attributeId: 10011,
          attributeDescription: 'Engine',
          valueId: 60,
          valueDescription: '2.0L I4 Gas',
          displayDescription: 'Engine: 2.0L I4 Gas',
        },
        {
          attributeId: 10028,
          attributeDescription: 'Submodel',
          valueId: -99,
          valueDescription: "Don't know or show all",
          displayDescription: "Submodel: Don't know or show all",
        },
      ],
    });
    const { server } = serve({ vehicle: current });
    const user = userEvent.setup();
    renderPage();
    const vehicles = await section('Vehicles');
    const add = await within(vehicles).findByRole('button', {
      name: 'Add current vehicle (2013 Ford Focus 2.0L I4 Gas SE)',
    });
    await user.click(add);
    expect(await screen.findByText('2013 Ford Focus 2.0L I4 Gas was added.')).toBeVisible();
    expect(JSON.parse(server.callsTo('POST', '/api/customers/7/vehicles')[0]!.body!)).toEqual({
      baseVehicleId: 201302,
      engineId: 60,
      submodelId: null,
      vin: '1HGCM82633A004352',
      plate: 'NEW123',
      state: 'CA',
    });
    // Now saved, it is not offered again.
    await waitFor(() =>
      expect(
        within(vehicles)
          .getAllByText(/^2013 Ford/)
          .map((el) => el.textContent),
      ).toEqual(['2013 Ford Focus 2.0L I4 Gas', '2013 Ford F-150 3.5L V6 Gas XLT']),
    );
    expect(within(vehicles).queryByRole('button', { name: /Add current vehicle/ })).toBeNull();
    expect(
      within(vehicles).getByText('The current vehicle is already one of their vehicles.'),
    ).toBeVisible();
  });

  it('Find parts selects the vehicle and the customer', async () => {
    const { server, fake } = serve();
    const findParts = vi.fn(selectNow);
    const user = userEvent.setup();
    renderPage(7, findParts);
    const vehicles = await section('Vehicles');
    await user.click(
      within(vehicles).getByRole('button', {
        name: 'Find parts for 2013 Ford F-150 3.5L V6 Gas XLT',
      }),
    );
    await waitFor(() => expect(findParts).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/customers/7/vehicles/301/select')).toHaveLength(1),
    );
    expect(fake.selected).toMatchObject({
      vehicleId: 201301,
      shopCustomerId: 7,
      shopCustomerFirst: 'Maria',
      shopCustomerLast: 'Lopez',
    });
  });

  it("links each vehicle's documents", async () => {
    serve();
    renderPage(7);
    const vehicles = await section('Vehicles');
    expect(
      within(vehicles).getByRole('link', {
        name: 'Documents of 2013 Ford F-150 3.5L V6 Gas XLT',
      }),
    ).toHaveAttribute('href', '/vehicle-documents?customerVehicleId=301');
  });

  it('adds a vehicle by year, make and model, with plate, state and mileage', async () => {
    const { server } = serve();
    const user = userEvent.setup();
    renderPage();
    const vehicles = await section('Vehicles');
    await user.click(within(vehicles).getByRole('button', { name: 'Add vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vehicle' });
    // Nothing chosen: the model is required.
    await user.click(within(dialog).getByRole('button', { name: 'Add vehicle' }));
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();

    const year = within(dialog).getByRole('combobox', { name: 'Year' });
    await waitFor(() => expect(within(year).getByRole('option', { name: '2013' })).toBeDefined());
    await user.selectOptions(year, '2013');
    const make = within(dialog).getByRole('combobox', { name: 'Make' });
    await waitFor(() => expect(within(make).getByRole('option', { name: 'Ford' })).toBeDefined());
    await user.selectOptions(make, 'Ford');
    const model = within(dialog).getByRole('combobox', { name: 'Model' });
    await waitFor(() => expect(within(model).getByRole('option', { name: 'Focus' })).toBeDefined());
    await user.selectOptions(model, 'Focus');
    // The Focus has one engine: it picks itself.
    const engine = within(dialog).getByRole('combobox', { name: /^Engine/ });
    await waitFor(() => expect(engine).toHaveValue('60'));
    const submodel = within(dialog).getByRole('combobox', { name: /^Submodel/ });
    await waitFor(() => expect(within(submodel).getByRole('option', { name: 'SE' })).toBeDefined());
    await user.selectOptions(submodel, 'SE');
    await user.type(within(dialog).getByRole('textbox', { name: 'License plate' }), 'abc123');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mileage' }), '12,500');
    // A plate needs its state.
    await user.click(within(dialog).getByRole('button', { name: 'Add vehicle' }));
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Plate state' }), 'TX');
    await user.click(within(dialog).getByRole('button', { name: 'Add vehicle' }));

    expect(await screen.findByText('2013 Ford Focus 2.0L I4 Gas SE was added.')).toBeVisible();
    expect(JSON.parse(server.callsTo('POST', '/api/customers/7/vehicles')[0]!.body!)).toEqual({
      baseVehicleId: 201302,
      engineId: 60,
      submodelId: 20,
      vin: '',
      plate: 'ABC123',
      state: 'TX',
      mileage: 12500,
      mileageDate: null,
      notes: '',
    });
  });

  it('edits a vehicle, keeping its model, and deletes it', async () => {
    const { server } = serve();
    const user = userEvent.setup();
    renderPage();
    const vehicles = await section('Vehicles');
    await user.click(
      within(vehicles).getByRole('button', { name: 'Edit 2013 Ford F-150 3.5L V6 Gas XLT' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit vehicle' });
    expect(within(dialog).getByText('2013 Ford F-150')).toBeVisible();
    const engine = within(dialog).getByRole('combobox', { name: /^Engine/ });
    await waitFor(() => expect(engine).toHaveValue('55'));
    await user.selectOptions(engine, '5.0L V8 Gas');
    const vin = within(dialog).getByRole('textbox', { name: 'VIN' });
    await user.clear(vin);
    // A wrong check digit.
    await user.type(vin, '1FTFW1ET5DFC10312');
    await user.click(within(dialog).getByRole('button', { name: 'Save vehicle' }));
    expect(await within(dialog).findByText('Please enter a valid VIN number.')).toBeVisible();
    await user.clear(vin);
    await user.type(vin, '1FTFW1ET9DFC10312');
    await user.click(within(dialog).getByRole('button', { name: 'Save vehicle' }));
    expect(await screen.findByText('2013 Ford F-150 5.0L V8 Gas was saved.')).toBeVisible();
    expect(JSON.parse(server.callsTo('PUT', '/api/customers/7/vehicles/301')[0]!.body!)).toEqual(
      expect.objectContaining({ baseVehicleId: 201301, engineId: 56, submodelId: null }),
    );

    await user.click(
      await within(vehicles).findByRole('button', { name: 'Delete 2013 Ford F-150 5.0L V8 Gas' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Delete vehicle' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await within(vehicles).findByText('No vehicles yet.')).toBeVisible();
    expect(server.callsTo('DELETE', '/api/customers/7/vehicles/301')).toHaveLength(1);
  });

  it('edits the customer, and archives one that quotes name', async () => {
    const { server } = serve({ quoted: [7] });
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    expect(within(dialog).getByRole('textbox', { name: 'Phone 1' })).toHaveValue('512-555-0142');
    await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), 'Lopez Landscaping');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Lopez Landscaping')).toBeVisible();
    expect(JSON.parse(server.callsTo('PUT', '/api/customers/7')[0]!.body!)).toMatchObject({
      company: 'Lopez Landscaping',
      phones: [{ kind: 'MOBILE', number: '512-555-0142' }],
    });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete customer' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/was archived, not deleted: quotes name them/)).toBeVisible();
    expect(await screen.findByText('Archived')).toBeVisible();
    expect(router.state.location.pathname).toBe('/customers/details/7');
    // Archived: nothing to change but restoring.
    expect(screen.queryByRole('button', { name: 'Add vehicle' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Maria Lopez was restored.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Add vehicle' })).toBeVisible();
  });

  it('goes back to the list once a customer is deleted', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete customer' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
  });

  it('says when the customer does not exist, with the way back', async () => {
    serve();
    renderPage(404);
    expect(await screen.findByRole('heading', { name: 'Customer not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
      'href',
      '/customers',
    );
  });

  it('reads in Spanish', async () => {
    serve({ customers: [makeCustomer({ vehicles: [makeCustomerVehicle({ mileage: null })] })] });
    await act(() => i18n.changeLanguage('es'));
    renderPage();
    expect(await screen.findByRole('region', { name: 'Contacto' })).toBeVisible();
    const vehicles = await section('Vehículos');
    expect(
      within(vehicles).getByRole('button', {
        name: 'Buscar piezas para 2013 Ford F-150 3.5L V6 Gas XLT',
      }),
    ).toBeVisible();
    expect(within(vehicles).getByText('VIN 1FTFW1ET9DFC10312 · Placa SHOP123 TX')).toBeVisible();
    const quotes = await section('Cotizaciones y pedidos');
    expect(await within(quotes).findByText('Cotización 611', { exact: false })).toBeVisible();
    expect(screen.getAllByText('Español')).toHaveLength(2);
  });
});
