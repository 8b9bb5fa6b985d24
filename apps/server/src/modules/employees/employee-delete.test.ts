import { API } from '@procounter/shared/contracts/api-paths';
import {
  EmployeeAuditPageSchema,
  EmployeeSchema,
  EmployeesPageSchema,
  UserLookupSchema,
} from '@procounter/shared/contracts/employee';
import { EMPLOYEES_API } from '@procounter/shared/contracts/employee-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { type ApiCaller, apiCaller, createShopUser } from '../../../test/helpers/shop-user';
import {
  demoCaller,
  groupIdOf,
  loginRequest,
  userIdOf,
  userStatusOf,
} from '../../../test/helpers/users';
import { createCompany, createShop, createUser } from '../../db/seed/factories';

// A manager's Delete (issue 24 part 2): POST /api/user/employeeStatus with DELETED, a soft
// delete. The user's logins end at once, they cannot log in, their login name stays taken, the
// list shows them only under the status filter Deleted, nobody changes them again, and support
// reads who deleted them and when.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let serial = 0;
async function newEmployee() {
  serial++;
  return createUser(t.db, {
    shopIds: [1001],
    groupId: await groupIdOf(t, 'SHOP_EMPLOYEE'),
    loginName: `Deleted.Dora${serial}.${Date.now()}`,
    firstName: 'Dora',
    lastName: `Deleted${serial}`,
    email: `dora${serial}.${Date.now()}@shop.example`,
  });
}

async function audit() {
  const support = await demoCaller(t, 'support');
  const response = await support('GET', `${EMPLOYEES_API.supportEmployeeAudit}?size=100`);
  expect(response.statusCode, response.body).toBe(200);
  return EmployeeAuditPageSchema.parse(response.json()).entries;
}

const listOf = async (call: ApiCaller, query = '') =>
  EmployeesPageSchema.parse(
    (await call('GET', `${EMPLOYEES_API.employeesList}?size=100${query}`)).json(),
  ).employees.map((e) => e.loginName);

describe('Delete: POST /api/user/employeeStatus with DELETED', () => {
  it('ends the user’s logins at once, refuses their login, keeps the login name taken, recorded', async () => {
    const employee = await newEmployee();
    const { access_token: token } = await t.login(employee.loginName);
    const shopmgr = await demoCaller(t, 'shopmgr');
    expect(await listOf(shopmgr)).toContain(employee.loginName);

    const before = Date.now();
    const deleted = await shopmgr('POST', EMPLOYEES_API.employeeStatus, {
      userId: employee.id,
      status: 'DELETED',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(EmployeeSchema.parse(deleted.json()).status).toBe('DELETED');
    expect(await userStatusOf(t, employee.id)).toBe('DELETED');

    // The login they had ends at once; a new one is refused like a wrong password.
    const after = await t.app.inject({ url: `/api${API.currentUser}`, headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    const refused = await loginRequest(t, employee.loginName);
    const wrongPassword = await loginRequest(t, 'tech', 'not-the-password');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(wrongPassword.json());
    expect(refused.json()).toMatchObject({ code: 'LOGIN_AUTHENTICATION_FAILED' });

    // The login name stays taken, whatever its case.
    for (const name of [employee.loginName, employee.loginName.toUpperCase()]) {
      const lookup = await shopmgr('GET', `${EMPLOYEES_API.userLookup}?loginName=${name}`);
      expect(UserLookupSchema.parse(lookup.json()).available, name).toBe(false);
    }

    // Off the list, but under the status filter Deleted; the details still answer.
    expect(await listOf(shopmgr)).not.toContain(employee.loginName);
    expect(await listOf(shopmgr, '&status=DELETED')).toContain(employee.loginName);
    expect(await listOf(shopmgr, '&status=ACTIVE')).not.toContain(employee.loginName);
    const details = await shopmgr('GET', `${EMPLOYEES_API.employeeDetails}?userId=${employee.id}`);
    expect(EmployeeSchema.parse(details.json()).status).toBe('DELETED');

    const entries = (await audit()).filter((e) => e.target.userId === employee.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'EMPLOYEE_DELETED',
      actor: { loginName: 'shopmgr' },
      actingSupportUser: null,
      shopId: 1001,
    });
    expect(Date.parse(entries[0]!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entries[0]!.at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses to enable, disable or edit a deleted user (409), and deleting again records nothing', async () => {
    const employee = await newEmployee();
    const shopmgr = await demoCaller(t, 'shopmgr');
    await shopmgr('POST', EMPLOYEES_API.employeeStatus, { userId: employee.id, status: 'DELETED' });

    for (const status of ['ACTIVE', 'DISABLED']) {
      const response = await shopmgr('POST', EMPLOYEES_API.employeeStatus, {
        userId: employee.id,
        status,
      });
      expect(response.statusCode, status).toBe(409);
      expect(response.json()).toMatchObject({ code: 'EMPLOYEE_DELETED' });
    }
    const manager = await demoCaller(t, 'manager');
    const byCompanyManager = await manager('POST', EMPLOYEES_API.employeeStatus, {
      userId: employee.id,
      status: 'ACTIVE',
    });
    expect(byCompanyManager.statusCode).toBe(409);
    const edit = await shopmgr('POST', EMPLOYEES_API.employeeUpdate, {
      userId: employee.id,
      firstName: 'Back',
      lastName: 'Again',
      role: 'SHOP_EMPLOYEE',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'EMPLOYEE_DELETED' });
    const reset = await shopmgr('POST', EMPLOYEES_API.employeePasswordReset, {
      userId: employee.id,
    });
    expect(reset.statusCode).toBe(409);

    const again = await shopmgr('POST', EMPLOYEES_API.employeeStatus, {
      userId: employee.id,
      status: 'DELETED',
    });
    expect(again.statusCode).toBe(200);
    expect(await userStatusOf(t, employee.id)).toBe('DELETED');
    expect((await loginRequest(t, employee.loginName)).statusCode).toBe(401);
    const entries = (await audit()).filter((e) => e.target.userId === employee.id);
    expect(entries.map((e) => e.action)).toEqual(['EMPLOYEE_DELETED']);
  });

  it('deletes a disabled user too', async () => {
    const employee = await newEmployee();
    const shopmgr = await demoCaller(t, 'shopmgr');
    await shopmgr('POST', EMPLOYEES_API.employeeStatus, {
      userId: employee.id,
      status: 'DISABLED',
    });
    const response = await shopmgr('POST', EMPLOYEES_API.employeeStatus, {
      userId: employee.id,
      status: 'DELETED',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await userStatusOf(t, employee.id)).toBe('DELETED');
  });

  it("answers 404 to another shop's manager, 403 for a higher role or the caller's own account", async () => {
    const company = await createCompany(t.db);
    const shop = await createShop(t.db, { companyId: company.id, homeStoreId: 512 });
    const other = await createShopUser(t, {
      shopIds: [shop.id],
      groupId: await groupIdOf(t, 'SHOP_MANAGER'),
    });
    const employee = await newEmployee();
    const notTheirs = await other.call('POST', EMPLOYEES_API.employeeStatus, {
      userId: employee.id,
      status: 'DELETED',
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(await userStatusOf(t, employee.id)).toBe('ACTIVE');

    const shopmgr = await demoCaller(t, 'shopmgr');
    for (const login of ['manager', 'shopmgr']) {
      const response = await shopmgr('POST', EMPLOYEES_API.employeeStatus, {
        userId: await userIdOf(t, login),
        status: 'DELETED',
      });
      expect(response.statusCode, login).toBe(403);
      expect(await userStatusOf(t, await userIdOf(t, login))).toBe('ACTIVE');
    }
    const tech = await demoCaller(t, 'tech');
    const byEmployee = await tech('POST', EMPLOYEES_API.employeeStatus, {
      userId: employee.id,
      status: 'DELETED',
    });
    expect(byEmployee.statusCode).toBe(403);
    expect(await userStatusOf(t, employee.id)).toBe('ACTIVE');
  });

  it('lets a company manager delete a shop manager, recorded with the support user under masquerade', async () => {
    const shopManager = await createUser(t.db, {
      shopIds: [1001],
      groupId: await groupIdOf(t, 'SHOP_MANAGER'),
    });
    const support = await demoCaller(t, 'support');
    const started = await support('POST', API.masquerade, { userId: await userIdOf(t, 'manager') });
    expect(started.statusCode, started.body).toBe(200);
    const asManager = apiCaller(t, started.json().access_token);
    const response = await asManager('POST', EMPLOYEES_API.employeeStatus, {
      userId: shopManager.id,
      status: 'DELETED',
    });
    expect(response.statusCode, response.body).toBe(200);
    const entry = (await audit()).find((e) => e.target.userId === shopManager.id);
    expect(entry).toMatchObject({
      action: 'EMPLOYEE_DELETED',
      actor: { loginName: 'manager' },
      actingSupportUser: { loginName: 'support' },
    });
  });
});
