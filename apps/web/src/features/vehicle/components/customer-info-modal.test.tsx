import type { Customer } from '@procounter/shared/contracts/customer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { FakeServer } from '@/testing/fake-fetch';
import {
  makeCustomer,
  makeCustomerVehicle,
  makeVehicle,
  ROLE_USERS,
  toCustomerSearchRow,
} from '@/testing/fixtures';
import { openSelector, renderSelector } from './vehicle-selector.test-utils';

const MARIA = makeCustomer({
  vehicles: [
    makeCustomerVehicle({
      id: 302,
      baseVehicleId: 201302,
      description: '2013 Ford Focus 2.0L I4 Gas SE',
      vin: '1HGCM82633A004352',
      plate: 'LOPEZ1',
    }),
  ],
});
const vehicle = makeVehicle();

/** The customer calls the modal makes, answered for Maria (and a customer it creates). */
function serveCustomerCalls(server: FakeServer, customers: Customer[] = [MARIA]) {
  server
    .on('GET', '/api/customers/search', (request) => {
      const query = (request.search.get('query') ?? '').toLowerCase();
      const found = customers.filter((c) =>
        `${c.firstName} ${c.lastName}`.toLowerCase().includes(query),
      );
      return {
        body: {
          content: found.map(toCustomerSearchRow),
          page: 0,
          size: 8,
          totalElements: found.length,
        },
      };
    })
    .on('GET', '/api/customers/:id', (request) => {
      const customer = customers.find((c) => c.id === Number(request.params.id));
      return customer
        ? { body: customer }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    })
    .on('POST', '/api/customers', (request) => {
      const body = JSON.parse(request.body!) as Customer;
      const created = makeCustomer({ ...body, id: 101, language: 'en', vehicles: [] });
      customers.push(created);
      return { status: 201, body: created };
    })
    .on('POST', '/api/customers/:id/vehicles', (request) => ({
      status: 201,
      body: makeCustomerVehicle({ id: 950, customerId: Number(request.params.id) }),
    }))
    .on('POST', '/api/customers/:id/vehicles/:vehicleId/select', (request) => ({
      body: makeVehicle({
        vehicleId: 201302,
        shopVehicleDescriptor: '2013 Ford Focus 2.0L I4 Gas SE',
        shopCustomerId: Number(request.params.id),
        shopCustomerFirst: 'Maria',
        shopCustomerLast: 'Lopez',
      }),
    }))
    .on('POST', '/api/current/vehicle/customer', { status: 204 });
  return server;
}

const panel = () => screen.getByRole('region', { name: 'Vehicle selector' });

async function openModal() {
  await openSelector();
  await userEvent.click(await within(panel()).findByRole('button', { name: 'Customer info' }));
  return screen.findByRole('dialog', { name: 'Customer info' });
}

const bodyOf = (server: FakeServer, method: string, path: string) =>
  server.callsTo(method, path).map((call) => JSON.parse(call.body!));

describe('the customer-info modal', () => {
  it('picks one of the shop’s customers as the user types, and saves them on the quote', async () => {
    const { server } = renderSelector({ vehicle }, { setup: (s) => serveCustomerCalls(s) });
    const user = userEvent.setup();
    const dialog = await openModal();
    const picker = within(dialog).getByRole('combobox', { name: 'Find a customer' });
    await waitFor(() => expect(picker).toHaveFocus());
    await user.type(picker, 'lop');
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/customers/search').at(-1)!.search.get('query')).toBe(
        'lop',
      ),
    );
    const option = await screen.findByRole('option', { name: /Maria Lopez/ });
    expect(option).toHaveTextContent('512-555-0142 · 2013 Ford Focus 2.0L I4 Gas SE · LOPEZ1');
    await user.click(option);

    expect(await within(dialog).findByText('Maria Lopez')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Open their page' })).toHaveAttribute(
      'href',
      '/customers/details/7',
    );
    // The typed names are gone: the record names the customer.
    expect(within(dialog).queryByLabelText('First name')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(server, 'POST', '/api/current/vehicle/customer')).toEqual([
      { shopCustomerId: 7, shopCustomerFirst: 'Maria', shopCustomerLast: 'Lopez' },
    ]);
  });

  it('makes a new customer in place and picks them', async () => {
    const { server } = renderSelector({ vehicle }, { setup: (s) => serveCustomerCalls(s) });
    const user = userEvent.setup();
    const dialog = await openModal();
    await user.type(within(dialog).getByRole('combobox', { name: 'Find a customer' }), 'Ana Ruiz');
    await user.click(await screen.findByRole('option', { name: 'New customer “Ana Ruiz”' }));
    const form = await within(dialog).findByRole('region', { name: 'New customer' });
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
    expect(within(form).getByRole('textbox', { name: 'Last name' })).toHaveValue('Ruiz');
    await user.type(within(form).getByRole('textbox', { name: 'Mobile phone' }), '55');
    await user.click(within(form).getByRole('button', { name: 'Create and choose' }));
    expect(await within(form).findByText('Please specify a valid phone number.')).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: 'Mobile phone' }), '5-555-0101');
    await user.click(within(form).getByRole('button', { name: 'Create and choose' }));

    expect(await within(dialog).findByText('Ana Ruiz')).toBeVisible();
    expect(bodyOf(server, 'POST', '/api/customers')).toEqual([
      { firstName: 'Ana', lastName: 'Ruiz', phones: [{ kind: 'MOBILE', number: '555-555-0101' }] },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save vehicle to customer' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/customers/101/vehicles')).toHaveLength(1),
    );
    expect(bodyOf(server, 'POST', '/api/customers/101/vehicles')[0]).toEqual({
      baseVehicleId: 201301,
      engineId: 55,
      submodelId: 9,
      vin: '1FTFW1ET9DFC10312',
      plate: 'SHOP123',
      state: 'TX',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(server, 'POST', '/api/current/vehicle/customer')).toEqual([
      { shopCustomerId: 101, shopCustomerFirst: 'Ana', shopCustomerLast: 'Ruiz' },
    ]);
  });

  it('shows the quote’s customer with their vehicles: one picked selects vehicle and customer', async () => {
    const { server } = renderSelector(
      {
        vehicle: makeVehicle({
          shopCustomerId: 7,
          shopCustomerFirst: 'Maria',
          shopCustomerLast: 'Lopez',
        }),
      },
      { setup: (s) => serveCustomerCalls(s) },
    );
    const user = userEvent.setup();
    const dialog = await openModal();
    expect(within(dialog).getByText('Maria Lopez')).toBeVisible();
    expect(await within(dialog).findByText('Their vehicles')).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Use this vehicle: 2013 Ford Focus 2.0L I4 Gas SE',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', '/api/customers/7/vehicles/302/select')).toHaveLength(1);
    // The vehicle is chosen: the selector closes, as after any choice.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Vehicle selector' })).toBeNull(),
    );
  });

  it('removes the quote’s customer record', async () => {
    const { server } = renderSelector(
      {
        vehicle: makeVehicle({
          shopCustomerId: 7,
          shopCustomerFirst: 'Maria',
          shopCustomerLast: 'Lopez',
        }),
      },
      { setup: (s) => serveCustomerCalls(s) },
    );
    const user = userEvent.setup();
    const dialog = await openModal();
    // Their current vehicle is not one of theirs yet.
    expect(
      await within(dialog).findByRole('button', { name: 'Save vehicle to customer' }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Remove customer' }));
    expect(within(dialog).getByRole('combobox', { name: 'Find a customer' })).toBeVisible();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(server, 'POST', '/api/current/vehicle/customer')).toEqual([
      { shopCustomerFirst: '', shopCustomerLast: '' },
    ]);
  });

  it('keeps the typed names for users who do not manage customers', async () => {
    const { server } = renderSelector(
      { vehicle, user: ROLE_USERS.mitchell },
      {
        setup: (s) => s.on('POST', '/api/current/vehicle/customer', { status: 204 }),
      },
    );
    const user = userEvent.setup();
    const dialog = await openModal();
    expect(within(dialog).queryByRole('combobox', { name: 'Find a customer' })).toBeNull();
    await waitFor(() => expect(within(dialog).getByLabelText('First name')).toHaveFocus());
    await user.type(within(dialog).getByLabelText('First name'), 'Maria');
    await user.type(within(dialog).getByLabelText('Last name'), 'Lopez');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(server, 'POST', '/api/current/vehicle/customer')).toEqual([
      { shopCustomerFirst: 'Maria', shopCustomerLast: 'Lopez' },
    ]);
    expect(server.callsTo('GET', '/api/customers/search')).toHaveLength(0);
  });

  it('reads in Spanish', async () => {
    renderSelector({ vehicle }, { setup: (s) => serveCustomerCalls(s) });
    const selector = await openSelector();
    await act(() => i18n.changeLanguage('es'));
    await userEvent.click(
      await within(selector).findByRole('button', { name: 'Datos del cliente' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Datos del cliente' });
    const picker = within(dialog).getByRole('combobox', { name: 'Buscar un cliente' });
    expect(picker).toHaveAttribute(
      'placeholder',
      'Nombre, teléfono, correo electrónico, placa o VIN',
    );
    expect(
      within(dialog).getByText('O escriba solo un nombre, sin registro de cliente:'),
    ).toBeVisible();
    await userEvent.type(picker, 'zz');
    expect(await screen.findByText('Ningún cliente coincide.')).toBeVisible();
    expect(screen.getByRole('option', { name: 'Nuevo cliente «zz»' })).toBeVisible();
  });
});
