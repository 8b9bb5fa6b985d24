import type { Employee, EmployeesPage } from '@procounter/shared/contracts/employee';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { EmployeesSection } from './employees-section';

const LIST = '/api/company/employeesList';
const DETAILS = '/api/user/employeeDetails';
const STATUS = '/api/user/employeeStatus';
const RESET = '/api/user/employeePasswordReset';
const ADD = '/api/shop/:id/employees';
const UPDATE = '/api/user/employeeUpdate';

function makeEmployee(overrides: Partial<Employee> = {}): Employee {
  return {
    userId: 21,
    firstName: 'Jordan',
    lastName: 'Ellis',
    loginName: 'jellis',
    emailAddress: 'jordan.ellis@lonestar.example',
    role: 'SHOP_EMPLOYEE',
    jobTitle: 'Service Advisor',
    status: 'ACTIVE',
    lastLogin: '2026-11-20T15:00:00.000Z',
    shops: [{ id: 1001, shopName: 'Lone Star Auto Repair - Main St' }],
    canEdit: true,
    ...overrides,
  };
}

const JORDAN = makeEmployee();
const MARIA = makeEmployee({
  userId: 4,
  firstName: 'Maria',
  lastName: 'Gonzalez',
  loginName: 'manager',
  role: 'COMPANY_MANAGER',
  jobTitle: 'Owner',
  canEdit: false,
});

function serve(employees: Employee[] = [JORDAN, MARIA]) {
  const server: FakeServer = installFakeServer();
  servePortal(server);
  const people = new Map(employees.map((e) => [e.userId, e]));
  server
    .on('GET', LIST, (request) => {
      const search = (request.search.get('search') ?? '').toLowerCase();
      const status = request.search.get('status');
      const found = [...people.values()].filter(
        (e) =>
          `${e.firstName} ${e.lastName} ${e.loginName}`.toLowerCase().includes(search) &&
          // As the server: the deleted only when asked for.
          (status === null ? e.status !== 'DELETED' : e.status === status),
      );
      const page: EmployeesPage = {
        employees: found,
        total: found.length,
        page: 0,
        size: 20,
        assignableRoles: ['SHOP_MANAGER', 'SHOP_EMPLOYEE'],
      };
      return { body: page };
    })
    .on('GET', DETAILS, (request) => ({
      body: people.get(Number(request.search.get('userId'))),
    }))
    .on('POST', STATUS, (request) => {
      const { userId, status } = JSON.parse(request.body ?? '{}');
      const changed = { ...people.get(userId)!, status };
      people.set(userId, changed);
      return { body: changed };
    })
    .on('POST', UPDATE, (request) => {
      const { userId, jobTitle, ...rest } = JSON.parse(request.body ?? '{}');
      const changed = { ...people.get(userId)!, ...rest, jobTitle: jobTitle || null };
      people.set(userId, changed);
      return { body: changed };
    })
    .on('POST', RESET, { status: 204, body: null })
    .on('GET', '/api/constants', { body: { jobTitles: ['Owner', 'Technician'] } })
    .on('GET', '/api/user/lookup', (request) => ({
      body: {
        loginName: request.search.get('loginName'),
        available: request.search.get('loginName') !== 'tech',
      },
    }))
    .on('POST', ADD, (request) => {
      const body = JSON.parse(request.body ?? '{}');
      const added = makeEmployee({
        userId: 99,
        firstName: body.firstName,
        lastName: body.lastName,
        loginName: body.loginName,
        emailAddress: body.emailAddress,
        role: body.role,
        jobTitle: body.jobTitle ?? null,
        lastLogin: null,
      });
      people.set(99, added);
      return { status: 201, body: added };
    });
  return server;
}

const renderSection = () => renderWithProviders(<EmployeesSection />, { path: '/admin/company' });
const bodiesOf = (server: FakeServer, method: string, path: string) =>
  server.callsTo(method, path).map((r) => JSON.parse(r.body ?? '{}'));

describe('Employees on the Account Dashboard', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists the users with role, job title and status, and searches them', async () => {
    const server = serve();
    renderSection();
    const list = await screen.findByRole('list', { name: 'Employees' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Jordan Ellis');
    expect(items[0]).toHaveTextContent('Employee · Service Advisor');
    expect(items[0]).toHaveTextContent('Active');
    expect(items[1]).toHaveTextContent('Company manager · Owner');
    expect(screen.getByText('2 employees')).toBeVisible();

    await userEvent.type(screen.getByLabelText('Search by name, login or e-mail'), 'maria');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Employees' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(server.callsTo('GET', LIST).at(-1)!.search.get('search')).toBe('maria');
  });

  it('lists the users of one status', async () => {
    const server = serve([
      JORDAN,
      MARIA,
      makeEmployee({ userId: 30, lastName: 'Gone', status: 'DELETED' }),
    ]);
    renderSection();
    const list = await screen.findByRole('list', { name: 'Employees' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list).not.toHaveTextContent('Gone');
    await userEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deleted' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('listitem')).toHaveTextContent('Deleted');
    expect(server.callsTo('GET', LIST).at(-1)!.search.get('status')).toBe('DELETED');
  }, 45_000);

  it('disables a user after asking, and says they were logged out', async () => {
    const server = serve();
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Jordan Ellis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details of Jordan Ellis' });
    expect(within(dialog).getByText('jordan.ellis@lonestar.example')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(within(dialog).getByText('Disable Jordan Ellis?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable user' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Jordan Ellis is disabled and has been logged out.',
    );
    expect(bodiesOf(server, 'POST', STATUS)).toEqual([{ userId: 21, status: 'DISABLED' }]);
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Disabled'));
  });

  it('deletes a user after asking, with the keyboard, and says they were logged out', async () => {
    const server = serve();
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Jordan Ellis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details of Jordan Ellis' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const question = within(dialog).getByRole('group', { name: 'Delete Jordan Ellis?' });
    expect(question).toHaveAccessibleDescription(
      'Jordan Ellis will be logged out at once and will never be able to log in again. This cannot be undone: a deleted account cannot be enabled again, and its login stays taken.',
    );
    // Cancel is focused first: Enter does not delete by accident.
    const cancel = within(question).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).queryByRole('group', { name: 'Delete Jordan Ellis?' })).toBeNull();
    expect(server.callsTo('POST', STATUS)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete user' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Jordan Ellis was deleted and has been logged out.',
    );
    expect(bodiesOf(server, 'POST', STATUS)).toEqual([{ userId: 21, status: 'DELETED' }]);
    // Off the list: only the status filter Deleted shows them.
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Employees' })).not.toHaveTextContent('Jordan Ellis'),
    );
  });

  it('deletes a user in Spanish', async () => {
    await i18n.changeLanguage('es');
    const server = serve();
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Detalles de Jordan Ellis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de Jordan Ellis' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const question = within(dialog).getByRole('group', { name: '¿Eliminar a Jordan Ellis?' });
    expect(question).toHaveTextContent('No se puede deshacer');
    await userEvent.click(within(question).getByRole('button', { name: 'Eliminar usuario' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Jordan Ellis fue eliminado y se cerró su sesión.',
    );
    expect(bodiesOf(server, 'POST', STATUS)).toEqual([{ userId: 21, status: 'DELETED' }]);
  });

  it('says why when the server refuses a deleted user, and shows a deleted user without changes', async () => {
    const server = serve([
      JORDAN,
      makeEmployee({ userId: 30, firstName: 'Taylor', lastName: 'Brooks', status: 'DELETED' }),
    ]);
    server.on('POST', STATUS, {
      status: 409,
      body: { code: 'EMPLOYEE_DELETED', message: 'This user is deleted' },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Jordan Ellis' }));
    let dialog = await screen.findByRole('dialog', { name: 'Details of Jordan Ellis' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable user' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This user is deleted and cannot be changed or enabled again.',
    );
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);

    await userEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deleted' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Taylor Brooks' }));
    dialog = await screen.findByRole('dialog', { name: 'Details of Taylor Brooks' });
    expect(
      within(dialog).getByText('This user is deleted and cannot be changed or enabled again.'),
    ).toBeVisible();
    for (const name of ['Enable', 'Edit', 'Delete', 'Disable']) {
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
    }
  }, 45_000);

  it('says an inactive user was unused for 90 days, and enables them again', async () => {
    const server = serve([makeEmployee({ status: 'INACTIVE' })]);
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Jordan Ellis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details of Jordan Ellis' });
    expect(within(dialog).getByText('Inactive')).toBeVisible();
    expect(within(dialog).getByText(/did not log in for 90 days/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Jordan Ellis can log in again.',
    );
    expect(bodiesOf(server, 'POST', STATUS)).toEqual([{ userId: 21, status: 'ACTIVE' }]);
  });

  it("offers no change of a user above the manager's role", async () => {
    serve();
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Maria Gonzalez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details of Maria Gonzalez' });
    expect(within(dialog).queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Send password reset' })).toBeNull();
    expect(within(dialog).getByText(/a role above yours/)).toBeVisible();
  });

  it("edits a user's name, role and job title, after checking the form", async () => {
    const server = serve();
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Jordan Ellis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details of Jordan Ellis' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const form = await within(dialog).findByRole('form', { name: 'Edit employee' });
    const firstName = within(form).getByLabelText(/First name/);
    expect(firstName).toHaveValue('Jordan');
    await userEvent.clear(firstName);
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByText('This field is required.')).toBeVisible();
    await userEvent.type(firstName, 'Jordana');
    await userEvent.click(within(form).getByLabelText('Role', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shop manager' }));
    await userEvent.click(within(form).getByLabelText('Job title', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Technician' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Jordana Ellis was saved.')).toBeVisible();
    expect(bodiesOf(server, 'POST', UPDATE)).toEqual([
      {
        userId: 21,
        firstName: 'Jordana',
        lastName: 'Ellis',
        role: 'SHOP_MANAGER',
        jobTitle: 'Technician',
      },
    ]);
    // Two menus and a dozen keystrokes: slow on a shared machine.
  }, 45_000);

  it('sends a password reset', async () => {
    const server = serve();
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Jordan Ellis' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send password reset' }));
    expect(
      await screen.findByText('A password reset link was sent to jordan.ellis@lonestar.example.'),
    ).toBeVisible();
    expect(bodiesOf(server, 'POST', RESET)).toEqual([{ userId: 21 }]);
  });

  it('adds an employee with the roles the manager may give, after checking the form', async () => {
    const server = serve();
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Add employee' }));
    const form = await screen.findByRole('form', { name: 'Add employee' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add employee' }));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(4);

    await userEvent.type(within(form).getByLabelText(/First name/), 'Nina');
    await userEvent.type(within(form).getByLabelText(/Last name/), 'Newhire');
    await userEvent.type(within(form).getByLabelText(/Login/), 'tech');
    await userEvent.type(within(form).getByLabelText(/E-mail/), 'nina@');
    expect(
      await within(form).findByText('Another user has this login. Choose another.'),
    ).toBeVisible();
    await userEvent.clear(within(form).getByLabelText(/Login/));
    await userEvent.type(within(form).getByLabelText(/Login/), 'nnewhire');
    await userEvent.click(within(form).getByRole('button', { name: 'Add employee' }));
    expect(within(form).getByText('Please enter a valid e-mail address.')).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/E-mail/), 'shop.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Add employee' }));

    expect(
      await screen.findByText(
        'Nina Newhire was added. A link to set a password was sent to nina@shop.example.',
      ),
    ).toBeVisible();
    expect(bodiesOf(server, 'POST', ADD)).toEqual([
      {
        firstName: 'Nina',
        lastName: 'Newhire',
        loginName: 'nnewhire',
        emailAddress: 'nina@shop.example',
        role: 'SHOP_EMPLOYEE',
      },
    ]);
    expect(server.callsTo('POST', ADD)[0]!.path).toBe('/api/shop/1001/employees');
  });

  it('reads in Spanish', async () => {
    await i18n.changeLanguage('es');
    serve();
    renderSection();
    const list = await screen.findByRole('list', { name: 'Empleados' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Empleado · Asesor de servicio',
    );
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Activo');
    expect(screen.getByRole('button', { name: 'Agregar empleado' })).toBeVisible();
  });
});
