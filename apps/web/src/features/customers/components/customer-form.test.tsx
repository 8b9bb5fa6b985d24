import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { serveVehiclePickers } from '../testing/fake-customers';
import { EMPTY_CUSTOMER } from '../utils/form-values';
import { CustomerForm } from './customer-form';

describe('customer form phones', () => {
  beforeEach(() => {
    beginSession(makeTokens());
    const server = installFakeServer();
    servePortal(server);
    serveVehiclePickers(server);
  });

  it('adds phones up to 4, and a phone removed takes its number with it, the next moving up; a blank one is no phone', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <CustomerForm
        defaultValues={{
          ...EMPTY_CUSTOMER,
          firstName: 'Ana',
          lastName: 'Diaz',
          phones: [{ kind: 'MOBILE', number: '512-555-0101' }],
        }}
        submitLabel="Save"
        pending={false}
        failure={null}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone 2' }), '512-555-0102');
    await user.click(screen.getByRole('button', { name: 'Add a phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone 3' }), '512-555-0103');
    await user.click(screen.getByRole('button', { name: 'Add a phone' }));
    expect(screen.queryByRole('button', { name: 'Add a phone' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove phone 1' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone 1' }).value).toBe(
      '512-555-0102',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone 2' }).value).toBe(
      '512-555-0103',
    );
    expect(screen.queryByRole('textbox', { name: 'Phone 4' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].phones.map((p: { number: string }) => p.number)).toEqual([
      '512-555-0102',
      '512-555-0103',
    ]);
  });

  it("keeps the customer's state once the list of states arrives (it comes after the form)", async () => {
    renderWithProviders(
      <CustomerForm
        defaultValues={{
          ...EMPTY_CUSTOMER,
          firstName: 'Ana',
          lastName: 'Diaz',
          address: { ...EMPTY_CUSTOMER.address, state: 'TX' },
        }}
        submitLabel="Save"
        pending={false}
        failure={null}
        onSubmit={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const state = screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' });
    expect(state.value).toBe('TX');
    await screen.findByRole('option', { name: 'California' });
    expect(state.value).toBe('TX');
  });
});
