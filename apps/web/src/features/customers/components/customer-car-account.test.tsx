import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeCustomer, makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { serveCustomers, serveVehiclePickers } from '../testing/fake-customers';
import { CustomerDetailsPage } from './customer-details-page';

// A customer linked to their own ProCounter car-customer account (issue 22, part 3).
const CAR_ACCOUNTS = { '4001': 'Hill Country Fleet' };

function serve(customer = makeCustomer()) {
  const server = installFakeServer();
  servePortal(server);
  serveVehiclePickers(server);
  serveCustomers(server, { customers: [customer], carAccounts: CAR_ACCOUNTS });
  return server;
}

const renderPage = () =>
  renderWithProviders(<CustomerDetailsPage customerId={7} findParts={async () => true} />, {
    path: '/customers/details/7',
    routePath: '/customers/details/:id',
  });

describe("a customer's car account", () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('shows the linked account and pre-fills its number when editing', async () => {
    const server = serve(
      makeCustomer({ carAccount: { accountNumber: '4001', name: 'Hill Country Fleet' } }),
    );
    const user = userEvent.setup();
    renderPage();
    const contact = await screen.findByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('ProCounter account')).toBeVisible();
    expect(within(contact).getByText('Hill Country Fleet (4001)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    const field = within(dialog).getByRole('textbox', { name: 'Car account number' });
    expect(field).toHaveValue('4001');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/customers/7')).toHaveLength(1));
    expect(JSON.parse(server.callsTo('PUT', '/api/customers/7')[0]!.body!)).toMatchObject({
      carAccountNumber: '4001',
    });
  });

  it('links an account by its number, and says on the field when no account has it (422)', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('region', { name: 'Contact' })).toBeVisible();
    expect(screen.queryByText('ProCounter account')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    const field = within(dialog).getByRole('textbox', { name: 'Car account number' });
    expect(field).toHaveValue('');
    await user.type(field, '999');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'No ProCounter car account has this number. Check it with the customer.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Edit customer' })).toBeVisible();

    await user.clear(field);
    await user.type(field, '4001');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Hill Country Fleet (4001)')).toBeVisible();
    expect(
      server
        .callsTo('PUT', '/api/customers/7')
        .map((call) => JSON.parse(call.body!).carAccountNumber),
    ).toEqual(['999', '4001']);
  });

  it('says it in Spanish', async () => {
    serve();
    await act(() => i18n.changeLanguage('es'));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Editar cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cliente' });
    const field = within(dialog).getByRole('textbox', { name: 'Número de cuenta de auto' });
    await user.type(field, '999');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Ninguna cuenta de auto de ProCounter tiene este número.'),
    );
  });
});
