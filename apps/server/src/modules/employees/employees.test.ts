import { API } from '@procounter/shared/contracts/api-paths';
import {
  EmployeeAuditPageSchema,
  EmployeeSchema,
  EmployeesPageSchema,
  UserLookupSchema,
} from '@procounter/shared/contracts/employee';
import { EMPLOYEES_API } from '@procounter/shared/contracts/employee-paths';
import { MailOutboxPageSchema } from '@procounter/shared/contracts/mail';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { apiCaller, createShopUser } from '../../../test/helpers/shop-user';
import { demoCaller, groupIdOf, userIdOf } from '../../../test/helpers/users';
import { users } from '../../db/schema/index';
import { createCompany, createShop, createUser } from '../../db/seed/factories';

// Employees (issue 24 part 2) through HTTP on a fresh demo database: the list, a user's details,
// who may touch whom, adding a user (with the link to set a password), disabling and enabling
// (the user's logins end at once), a manager's password reset, and support's record of it all;
// each call's 400, 401/403 and its answers across shops.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A new shop employee of shop 1001 (or the given shops), with an address. */
async function newEmployee(values: Parameters<typeof createUser>[1] = {}) {
  serial++;
  return createUser(t.db, {
    shopIds: [1001],
    groupId: await groupIdOf(t, 'SHOP_EMPLOYEE'),
    firstName: 'Eddie',
    lastName: `Employee${serial}`,
    email: `eddie${serial}.${Date.now()}@shop.example`,
    ...values,
  });
}

/** A shop manager of a new shop of a new company. */
async function otherShopManager() {
  const company = await createCompany(t.db);
  const shop = await createShop(t.db, { companyId: company.id, homeStoreId: 512 });
  const manager = await createShopUser(t, {
    shopIds: [shop.id],
    groupId: await groupIdOf(t, 'SHOP_MANAGER'),
  });
  return { shop, call: manager.call, user: manager.user };
}

const newUserBody = (loginName: string, role = 'SHOP_EMPLOYEE') => ({
  firstName: 'Nina',
  lastName: 'Newhire',
  loginName,
  emailAddress: `${loginName}@shop.example`,
  role,
  jobTitle: 'Service Advisor',
});

async function outbox() {
  const support = await demoCaller(t, 'support');
  const response = await support('GET', `${API.supportOutbox}?size=100`);
  expect(response.statusCode, response.body).toBe(200);
  return MailOutboxPageSchema.parse(response.json()).messages;
}

async function audit() {
  const support = await demoCaller(t, 'support');
  const response = await support('GET', `${EMPLOYEES_API.supportEmployeeAudit}?size=100`);
  expect(response.statusCode, response.body).toBe(200);
  return EmployeeAuditPageSchema.parse(response.json()).entries;
}

describe('GET /api/company/employeesList', () => {
  it("lists the shop manager's shop's users with role, job title, status and shops", async () => {
    await t.login('tech');
    const shopmgr = await demoCaller(t, 'shopmgr');
    const response = await shopmgr('GET', `${EMPLOYEES_API.employeesList}?size=100`);
    expect(response.statusCode, response.body).toBe(200);
    const page = EmployeesPageSchema.parse(response.json());
    const logins = page.employees.map((e) => e.loginName);
    expect(logins).toEqual(expect.arrayContaining(['tech', 'shopmgr', 'manager', 'retired']));
    expect(logins).not.toContain('admin');
    const tech = page.employees.find((e) => e.loginName === 'tech')!;
    expect(tech).toMatchObject({
      role: 'SHOP_EMPLOYEE',
      jobTitle: 'Technician',
      status: 'ACTIVE',
      canEdit: true,
      shops: [{ id: 1001, shopName: 'Lone Star Auto Repair - Main St' }],
    });
    expect(tech.lastLogin).not.toBeNull();
    expect(page.employees.find((e) => e.loginName === 'retired')!.status).toBe('DISABLED');
    // A shop manager cannot touch the company manager, nor give that role.
    expect(page.employees.find((e) => e.loginName === 'manager')!.canEdit).toBe(false);
    expect(page.assignableRoles).toEqual(['SHOP_MANAGER', 'SHOP_EMPLOYEE']);
  });

  it("lists a company manager's users of both shops, and lets them give every shop role", async () => {
    const manager = await demoCaller(t, 'manager');
    const page = EmployeesPageSchema.parse(
      (await manager('GET', `${EMPLOYEES_API.employeesList}?size=100`)).json(),
    );
    expect(page.assignableRoles).toEqual(['COMPANY_MANAGER', 'SHOP_MANAGER', 'SHOP_EMPLOYEE']);
    const me = page.employees.find((e) => e.loginName === 'manager')!;
    expect(me.shops.map((s) => s.id)).toEqual([1001, 1002]);
    expect(me.canEdit).toBe(false);
  });

  it('searches by name, login or e-mail, sorts and pages', async () => {
    const found = await newEmployee({ firstName: 'Zebulon', lastName: 'Quarry' });
    const shopmgr = await demoCaller(t, 'shopmgr');
    for (const search of ['zebul', 'QUARRY', found.loginName, found.email!.slice(0, 12)]) {
      const page = EmployeesPageSchema.parse(
        (
          await shopmgr(
            'GET',
            `${EMPLOYEES_API.employeesList}?search=${encodeURIComponent(search)}`,
          )
        ).json(),
      );
      expect(
        page.employees.map((e) => e.userId),
        search,
      ).toEqual([found.id]);
    }
    // A LIKE wildcard is a character like any other.
    const none = EmployeesPageSchema.parse(
      (await shopmgr('GET', `${EMPLOYEES_API.employeesList}?search=%25`)).json(),
    );
    expect(none.total).toBe(0);

    const all = EmployeesPageSchema.parse(
      (await shopmgr('GET', `${EMPLOYEES_API.employeesList}?sort=loginName&size=100`)).json(),
    );
    const names = all.employees.map((e) => e.loginName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const reversed = EmployeesPageSchema.parse(
      (await shopmgr('GET', `${EMPLOYEES_API.employeesList}?sort=-loginName&size=100`)).json(),
    );
    expect(reversed.employees.map((e) => e.loginName.toLowerCase())).toEqual([...names].reverse());
    const first = EmployeesPageSchema.parse(
      (await shopmgr('GET', `${EMPLOYEES_API.employeesList}?sort=loginName&size=2&page=1`)).json(),
    );
    expect(first.employees.map((e) => e.loginName.toLowerCase())).toEqual(names.slice(2, 4));
    expect(first.total).toBe(all.total);
  });

  it('lists the users of one status when asked, and answers 400 for a status it does not know', async () => {
    const gone = await newEmployee({ status: 'DELETED', lastName: 'Gone' });
    const idle = await newEmployee({ status: 'INACTIVE', lastName: 'Idle' });
    const shopmgr = await demoCaller(t, 'shopmgr');
    const listOf = async (status: string) =>
      EmployeesPageSchema.parse(
        (
          await shopmgr(
            'GET',
            `${EMPLOYEES_API.employeesList}?size=100${status ? `&status=${status}` : ''}`,
          )
        ).json(),
      ).employees;
    const deleted = await listOf('DELETED');
    expect(deleted.map((e) => e.userId)).toContain(gone.id);
    expect(deleted.every((e) => e.status === 'DELETED')).toBe(true);
    const inactive = await listOf('INACTIVE');
    expect(inactive.map((e) => e.userId)).toContain(idle.id);
    expect(inactive.every((e) => e.status === 'INACTIVE')).toBe(true);
    // Without a status: every one but the deleted.
    const every = await listOf('');
    expect(every.map((e) => e.userId)).toContain(idle.id);
    expect(every.map((e) => e.userId)).not.toContain(gone.id);
    const active = await listOf('ACTIVE');
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((e) => e.status === 'ACTIVE')).toBe(true);
    expect((await shopmgr('GET', `${EMPLOYEES_API.employeesList}?status=GONE`)).statusCode).toBe(
      400,
    );
  });

  it('answers 400 for a sort it does not know, 401 without a token, 403 to others', async () => {
    const shopmgr = await demoCaller(t, 'shopmgr');
    expect((await shopmgr('GET', `${EMPLOYEES_API.employeesList}?sort=password`)).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: `/api${EMPLOYEES_API.employeesList}` })).statusCode).toBe(
      401,
    );
    for (const name of ['tech', 'sms', 'demo', 'support']) {
      const response = await (await demoCaller(t, name))('GET', EMPLOYEES_API.employeesList);
      expect(response.statusCode, name).toBe(403);
    }
  });

  it("shows another company's manager none of shop 1001's users", async () => {
    const other = await otherShopManager();
    const page = EmployeesPageSchema.parse(
      (await other.call('GET', `${EMPLOYEES_API.employeesList}?size=100`)).json(),
    );
    expect(page.employees.map((e) => e.userId)).toEqual([other.user.id]);
  });
});

describe('GET /api/user/employeeDetails and /api/user/canCurrentUserEditUser', () => {
  it("answers a user's details, and whether the caller may change them", async () => {
    const shopmgr = await demoCaller(t, 'shopmgr');
    const techId = await userIdOf(t, 'tech');
    const details = await shopmgr('GET', `${EMPLOYEES_API.employeeDetails}?userId=${techId}`);
    expect(details.statusCode, details.body).toBe(200);
    expect(EmployeeSchema.parse(details.json())).toMatchObject({
      loginName: 'tech',
      role: 'SHOP_EMPLOYEE',
      jobTitle: 'Technician',
      status: 'ACTIVE',
    });
    const can = (userId: number) =>
      shopmgr('GET', `${EMPLOYEES_API.canCurrentUserEditUser}?userId=${userId}`).then((r) =>
        r.json(),
      );
    expect(await can(techId)).toBe(true);
    expect(await can(await userIdOf(t, 'manager'))).toBe(false);
    expect(await can(await userIdOf(t, 'shopmgr'))).toBe(false);
    expect(await can(await userIdOf(t, 'admin'))).toBe(false);
  });

  it('answers 404 for a user of another shop, and false to canCurrentUserEditUser', async () => {
    const other = await otherShopManager();
    const techId = await userIdOf(t, 'tech');
    const details = await other.call('GET', `${EMPLOYEES_API.employeeDetails}?userId=${techId}`);
    expect(details.statusCode).toBe(404);
    expect(details.json()).toMatchObject({ code: 'NOT_FOUND' });
    const can = await other.call('GET', `${EMPLOYEES_API.canCurrentUserEditUser}?userId=${techId}`);
    expect(can.statusCode).toBe(200);
    expect(can.json()).toBe(false);
    // The same answer as for nobody at all.
    const nobody = await other.call('GET', `${EMPLOYEES_API.employeeDetails}?userId=2000000000`);
    expect(nobody.statusCode).toBe(404);
  });

  it('answers 400 without a user id, 403 to a shop employee', async () => {
    const shopmgr = await demoCaller(t, 'shopmgr');
    expect((await shopmgr('GET', EMPLOYEES_API.employeeDetails)).statusCode).toBe(400);
    expect(
      (await shopmgr('GET', `${EMPLOYEES_API.canCurrentUserEditUser}?userId=x`)).statusCode,
    ).toBe(400);
    const tech = await demoCaller(t, 'tech');
    expect((await tech('GET', `${EMPLOYEES_API.employeeDetails}?userId=1`)).statusCode).toBe(403);
    expect((await tech('GET', `${EMPLOYEES_API.canCurrentUserEditUser}?userId=1`)).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/shop/{id}/employees and GET /api/user/lookup', () => {
  it('adds an active user to the shop and mails them a link to set a password', async () => {
    const shopmgr = await demoCaller(t, 'shopmgr');
    const login = `nina-${Date.now()}`;
    const lookup = await shopmgr('GET', `${EMPLOYEES_API.userLookup}?loginName=${login}`);
    expect(UserLookupSchema.parse(lookup.json())).toEqual({ loginName: login, available: true });

    const response = await shopmgr('POST', EMPLOYEES_API.shopEmployees(1001), newUserBody(login));
    expect(response.statusCode, response.body).toBe(201);
    const added = EmployeeSchema.parse(response.json());
    expect(added).toMatchObject({
      loginName: login,
      role: 'SHOP_EMPLOYEE',
      jobTitle: 'Service Advisor',
      status: 'ACTIVE',
      lastLogin: null,
      canEdit: true,
      shops: [{ id: 1001, shopName: 'Lone Star Auto Repair - Main St' }],
    });

    const taken = await shopmgr(
      'GET',
      `${EMPLOYEES_API.userLookup}?loginName=${login.toUpperCase()}`,
    );
    expect(taken.json()).toMatchObject({ available: false });
    const mail = (await outbox()).find((m) => m.toAddress === `${login}@shop.example`);
    expect(mail).toMatchObject({ kind: 'EMPLOYEE_WELCOME' });
    expect(mail!.textBody).toContain('/reset-password?token=');
    const entry = (await audit()).find((e) => e.target.userId === added.userId);
    expect(entry).toMatchObject({
      action: 'EMPLOYEE_ADDED',
      actor: { loginName: 'shopmgr' },
      actingSupportUser: null,
      shopId: 1001,
      role: 'SHOP_EMPLOYEE',
    });
    // Nobody knows the new user's password until they set it through the link.
    const login1 = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rest/login',
      payload: { loginName: login, password: 'procounter-demo' },
    });
    expect(login1.statusCode).toBe(401);
  });

  it('refuses a role above the caller’s (403), a login name in use (409), a job title not listed (400)', async () => {
    const shopmgr = await demoCaller(t, 'shopmgr');
    const above = await shopmgr(
      'POST',
      EMPLOYEES_API.shopEmployees(1001),
      newUserBody(`boss-${Date.now()}`, 'COMPANY_MANAGER'),
    );
    expect(above.statusCode).toBe(403);
    const taken = await shopmgr('POST', EMPLOYEES_API.shopEmployees(1001), newUserBody('TECH'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'LOGIN_NAME_TAKEN' });
    const title = await shopmgr('POST', EMPLOYEES_API.shopEmployees(1001), {
      ...newUserBody(`title-${Date.now()}`),
      jobTitle: 'Chief Wizard',
    });
    expect(title.statusCode).toBe(400);
    const invalid = await shopmgr('POST', EMPLOYEES_API.shopEmployees(1001), {
      ...newUserBody(`bad-${Date.now()}`),
      emailAddress: 'not an address',
    });
    expect(invalid.statusCode).toBe(400);
  });

  it("answers 404 for a shop that is not the caller's, 403 to a shop employee, 401 without a token", async () => {
    const shopmgr = await demoCaller(t, 'shopmgr');
    const other = await shopmgr(
      'POST',
      EMPLOYEES_API.shopEmployees(2001),
      newUserBody(`other-${Date.now()}`),
    );
    expect(other.statusCode).toBe(404);
    const tech = await demoCaller(t, 'tech');
    expect(
      (await tech('POST', EMPLOYEES_API.shopEmployees(1001), newUserBody(`t-${Date.now()}`)))
        .statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api${EMPLOYEES_API.shopEmployees(1001)}`,
      payload: newUserBody(`a-${Date.now()}`),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/user/employeeStatus', () => {
  it('disables a user, whose logins end at once, and enables them again, recorded', async () => {
    const employee = await newEmployee();
    const { access_token: token } = await t.login(employee.loginName);
    const shopmgr = await demoCaller(t, 'shopmgr');
    const disabled = await shopmgr('POST', EMPLOYEES_API.employeeStatus, {
      userId: employee.id,
      status: 'DISABLED',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(EmployeeSchema.parse(disabled.json()).status).toBe('DISABLED');
    const after = await t.app.inject({ url: `/api${API.currentUser}`, headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rest/login',
      payload: { loginName: employee.loginName, password: 'procounter-demo' },
    });
    expect(refused.statusCode).toBe(401);

    const enabled = await shopmgr('POST', EMPLOYEES_API.employeeStatus, {
      userId: employee.id,
      status: 'ACTIVE',
    });
    expect(EmployeeSchema.parse(enabled.json()).status).toBe('ACTIVE');
    // The old login stays ended; a new one works.
    expect(
      (await t.app.inject({ url: `/api${API.currentUser}`, headers: bearer(token) })).statusCode,
    ).toBe(401);
    await t.login(employee.loginName);

    const entries = (await audit()).filter((e) => e.target.userId === employee.id);
    expect(entries.map((e) => e.action)).toEqual(['EMPLOYEE_ENABLED', 'EMPLOYEE_DISABLED']);
    expect(entries[0]).toMatchObject({ actor: { loginName: 'shopmgr' }, shopId: 1001 });
  });

  it('refuses a company manager’s account, the caller’s own and a team member (403)', async () => {
    const shopmgr = await demoCaller(t, 'shopmgr');
    for (const login of ['manager', 'shopmgr']) {
      const response = await shopmgr('POST', EMPLOYEES_API.employeeStatus, {
        userId: await userIdOf(t, login),
        status: 'DISABLED',
      });
      expect(response.statusCode, login).toBe(403);
    }
    expect(
      (
        await shopmgr('POST', EMPLOYEES_API.employeeStatus, {
          userId: await userIdOf(t, 'admin'),
          status: 'DISABLED',
        })
      ).statusCode,
    ).toBe(404);
    // The company manager is still active.
    const manager = await demoCaller(t, 'manager');
    expect((await manager('GET', API.currentUser)).statusCode).toBe(200);
  });

  it("answers 404 to another shop's manager for a user of shop 1001", async () => {
    const other = await otherShopManager();
    const employee = await newEmployee();
    const response = await other.call('POST', EMPLOYEES_API.employeeStatus, {
      userId: employee.id,
      status: 'DISABLED',
    });
    expect(response.statusCode).toBe(404);
    const [row] = await t.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, employee.id));
    expect(row!.status).toBe('ACTIVE');
  });

  it('answers 400 for a status a manager may not set, 403 to a shop employee', async () => {
    const shopmgr = await demoCaller(t, 'shopmgr');
    const employee = await newEmployee();
    // INACTIVE is the system's (unused accounts), not a manager's.
    const inactive = await shopmgr('POST', EMPLOYEES_API.employeeStatus, {
      userId: employee.id,
      status: 'INACTIVE',
    });
    expect(inactive.statusCode).toBe(400);
    const tech = await demoCaller(t, 'tech');
    expect(
      (
        await tech('POST', EMPLOYEES_API.employeeStatus, {
          userId: employee.id,
          status: 'DISABLED',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('records the support user acting as the manager under masquerade', async () => {
    const support = await demoCaller(t, 'support');
    const started = await support('POST', API.masquerade, { userId: await userIdOf(t, 'shopmgr') });
    expect(started.statusCode, started.body).toBe(200);
    const asShopmgr = apiCaller(t, started.json().access_token);
    const employee = await newEmployee();
    const response = await asShopmgr('POST', EMPLOYEES_API.employeeStatus, {
      userId: employee.id,
      status: 'DISABLED',
    });
    expect(response.statusCode, response.body).toBe(200);
    const entry = (await audit()).find((e) => e.target.userId === employee.id);
    expect(entry).toMatchObject({
      action: 'EMPLOYEE_DISABLED',
      actor: { loginName: 'shopmgr' },
      actingSupportUser: { loginName: 'support' },
    });
  });
});

describe('POST /api/user/employeePasswordReset', () => {
  it('mails the user a reset link and records it', async () => {
    const employee = await newEmployee();
    const shopmgr = await demoCaller(t, 'shopmgr');
    const response = await shopmgr('POST', EMPLOYEES_API.employeePasswordReset, {
      userId: employee.id,
    });
    expect(response.statusCode, response.body).toBe(204);
    const mail = (await outbox()).find((m) => m.toAddress === employee.email);
    expect(mail).toMatchObject({ kind: 'PASSWORD_RESET' });
    const entry = (await audit()).find((e) => e.target.userId === employee.id);
    expect(entry).toMatchObject({ action: 'PASSWORD_RESET_SENT', actor: { loginName: 'shopmgr' } });
  });

  it('refuses a user without an address (422), a disabled one (409), past the hour’s links (429)', async () => {
    const shopmgr = await demoCaller(t, 'shopmgr');
    const noAddress = await newEmployee({ email: null });
    const r1 = await shopmgr('POST', EMPLOYEES_API.employeePasswordReset, { userId: noAddress.id });
    expect(r1.statusCode).toBe(422);
    expect(r1.json()).toMatchObject({ code: 'EMPLOYEE_NO_EMAIL' });
    const disabled = await newEmployee({ status: 'DISABLED' });
    const r2 = await shopmgr('POST', EMPLOYEES_API.employeePasswordReset, { userId: disabled.id });
    expect(r2.statusCode).toBe(409);
    expect(r2.json()).toMatchObject({ code: 'EMPLOYEE_NOT_ACTIVE' });
    const often = await newEmployee();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await shopmgr('POST', EMPLOYEES_API.employeePasswordReset, { userId: often.id }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
  });

  it("refuses the company manager's account (403) and another shop's user (404)", async () => {
    const shopmgr = await demoCaller(t, 'shopmgr');
    const r1 = await shopmgr('POST', EMPLOYEES_API.employeePasswordReset, {
      userId: await userIdOf(t, 'manager'),
    });
    expect(r1.statusCode).toBe(403);
    const other = await otherShopManager();
    const r2 = await other.call('POST', EMPLOYEES_API.employeePasswordReset, {
      userId: await userIdOf(t, 'tech'),
    });
    expect(r2.statusCode).toBe(404);
    expect((await shopmgr('POST', EMPLOYEES_API.employeePasswordReset, {})).statusCode).toBe(400);
  });
});

describe('GET /api/support/employeeAudit', () => {
  it("answers the demo's record to support, newest first, of one shop when asked", async () => {
    const support = await demoCaller(t, 'support');
    const response = await support('GET', `${EMPLOYEES_API.supportEmployeeAudit}?shopId=1001`);
    expect(response.statusCode, response.body).toBe(200);
    const page = EmployeeAuditPageSchema.parse(response.json());
    expect(page.entries.length).toBeGreaterThanOrEqual(2);
    expect(page.entries.every((e) => e.shopId === 1001)).toBe(true);
    const times = page.entries.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses managers and employees (403), answers 400 to a bad page, 401 without a token', async () => {
    for (const name of ['shopmgr', 'manager', 'tech']) {
      const response = await (await demoCaller(t, name))('GET', EMPLOYEES_API.supportEmployeeAudit);
      expect(response.statusCode, name).toBe(403);
    }
    const support = await demoCaller(t, 'support');
    expect((await support('GET', `${EMPLOYEES_API.supportEmployeeAudit}?page=-1`)).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ url: `/api${EMPLOYEES_API.supportEmployeeAudit}` })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/user/employeeUpdate', () => {
  const edit = (userId: number, values: Record<string, unknown> = {}) => ({
    userId,
    firstName: 'Eddie',
    lastName: 'Edited',
    role: 'SHOP_EMPLOYEE',
    jobTitle: 'Service Advisor',
    ...values,
  });

  it("changes a user's name, role and job title, recorded with each change", async () => {
    const employee = await newEmployee({ jobTitle: 'Technician' });
    const shopmgr = await demoCaller(t, 'shopmgr');
    const response = await shopmgr(
      'POST',
      EMPLOYEES_API.employeeUpdate,
      edit(employee.id, { firstName: 'Edna', role: 'SHOP_MANAGER' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(EmployeeSchema.parse(response.json())).toMatchObject({
      userId: employee.id,
      firstName: 'Edna',
      lastName: 'Edited',
      role: 'SHOP_MANAGER',
      jobTitle: 'Service Advisor',
    });
    const details = await shopmgr('GET', `${EMPLOYEES_API.employeeDetails}?userId=${employee.id}`);
    expect(details.json()).toMatchObject({ firstName: 'Edna', role: 'SHOP_MANAGER' });
    const entry = (await audit()).find((e) => e.target.userId === employee.id);
    expect(entry).toMatchObject({
      action: 'EMPLOYEE_UPDATED',
      actor: { loginName: 'shopmgr' },
      shopId: 1001,
      changes: [
        { field: 'firstName', from: 'Eddie', to: 'Edna' },
        { field: 'lastName', from: employee.lastName, to: 'Edited' },
        { field: 'role', from: 'SHOP_EMPLOYEE', to: 'SHOP_MANAGER' },
        { field: 'jobTitle', from: 'Technician', to: 'Service Advisor' },
      ],
    });
    // The new role counts at once: the user now manages employees.
    const asEdited = apiCaller(t, (await t.login(employee.loginName)).access_token);
    expect((await asEdited('GET', EMPLOYEES_API.employeesList)).statusCode).toBe(200);
  });

  it('records nothing when nothing changed, and clears a job title', async () => {
    const employee = await newEmployee({ jobTitle: 'Technician', lastName: 'Same' });
    const shopmgr = await demoCaller(t, 'shopmgr');
    const same = edit(employee.id, { lastName: 'Same', jobTitle: 'Technician' });
    expect((await shopmgr('POST', EMPLOYEES_API.employeeUpdate, same)).statusCode).toBe(200);
    expect((await audit()).some((e) => e.target.userId === employee.id)).toBe(false);
    const cleared = await shopmgr('POST', EMPLOYEES_API.employeeUpdate, { ...same, jobTitle: '' });
    expect(cleared.json()).toMatchObject({ jobTitle: null });
    const entry = (await audit()).find((e) => e.target.userId === employee.id);
    expect(entry?.changes).toEqual([{ field: 'jobTitle', from: 'Technician', to: null }]);
  });

  it('refuses a role above the caller’s, the company manager’s account (403), another shop’s user (404)', async () => {
    const employee = await newEmployee();
    const shopmgr = await demoCaller(t, 'shopmgr');
    const higher = await shopmgr(
      'POST',
      EMPLOYEES_API.employeeUpdate,
      edit(employee.id, { role: 'COMPANY_MANAGER' }),
    );
    expect(higher.statusCode).toBe(403);
    const manager = await shopmgr(
      'POST',
      EMPLOYEES_API.employeeUpdate,
      edit(await userIdOf(t, 'manager'), { role: 'COMPANY_MANAGER' }),
    );
    expect(manager.statusCode).toBe(403);
    const other = await otherShopManager();
    const elsewhere = await other.call('POST', EMPLOYEES_API.employeeUpdate, edit(employee.id));
    expect(elsewhere.statusCode).toBe(404);
    const details = await shopmgr('GET', `${EMPLOYEES_API.employeeDetails}?userId=${employee.id}`);
    expect(details.json()).toMatchObject({ lastName: employee.lastName, role: 'SHOP_EMPLOYEE' });
  });

  it('answers 400 for a name the rules refuse or a job title not listed, 403 to an employee, 401 without a token', async () => {
    const employee = await newEmployee();
    const shopmgr = await demoCaller(t, 'shopmgr');
    const badName = await shopmgr(
      'POST',
      EMPLOYEES_API.employeeUpdate,
      edit(employee.id, { firstName: '' }),
    );
    expect(badName.statusCode).toBe(400);
    const badTitle = await shopmgr(
      'POST',
      EMPLOYEES_API.employeeUpdate,
      edit(employee.id, { jobTitle: 'Astronaut' }),
    );
    expect(badTitle.statusCode).toBe(400);
    expect(badTitle.json()).toMatchObject({ details: [{ path: 'jobTitle' }] });
    const tech = await demoCaller(t, 'tech');
    expect((await tech('POST', EMPLOYEES_API.employeeUpdate, edit(employee.id))).statusCode).toBe(
      403,
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api${EMPLOYEES_API.employeeUpdate}`,
      payload: edit(employee.id),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
