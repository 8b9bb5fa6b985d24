import {
  EmployeeAuditPageSchema,
  EmployeesPageSchema,
} from '@procounter/shared/contracts/employee';
import { EMPLOYEES_API } from '@procounter/shared/contracts/employee-paths';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { apiCaller } from '../../../test/helpers/shop-user';
import { systemClock } from '../../lib/clock';
import { markUnusedUsersInactive } from '../../modules/employees/inactivity.service';
import { employeeAuditEvents, users } from '../schema/index';
import { seedDemoEmployees } from './demo-employees';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the employees demo data', () => {
  it('gives shop 1001 employees with job titles, one disabled, one inactive, one deleted, and support a record', async () => {
    const shopmgr = apiCaller(t, (await t.login('shopmgr')).access_token);
    const list = async (query = '') =>
      EmployeesPageSchema.parse(
        (await shopmgr('GET', `${EMPLOYEES_API.employeesList}?size=100${query}`)).json(),
      ).employees;
    const page = await list();
    const byLogin = new Map(page.map((e) => [e.loginName, e]));
    expect(byLogin.get('jellis')).toMatchObject({ jobTitle: 'Service Advisor', status: 'ACTIVE' });
    expect(byLogin.get('jellis')!.lastLogin).not.toBeNull();
    expect(byLogin.get('lortega')).toMatchObject({ jobTitle: 'Technician', status: 'DISABLED' });
    expect(byLogin.get('dkowalski')).toMatchObject({ jobTitle: 'Technician', status: 'INACTIVE' });
    expect(byLogin.get('shopmgr')).toMatchObject({ jobTitle: 'Service Manager' });
    // Priya works at the North shop only: not one of the shop manager's.
    expect(byLogin.has('pnatarajan')).toBe(false);
    // Taylor is deleted: only under the status filter Deleted.
    expect(byLogin.has('tbrooks')).toBe(false);
    expect((await list('&status=DELETED')).map((e) => e.loginName)).toEqual(['tbrooks']);
    expect((await list('&status=INACTIVE')).map((e) => e.loginName)).toEqual(['dkowalski']);

    const support = apiCaller(t, (await t.login('support')).access_token);
    const record = EmployeeAuditPageSchema.parse(
      (await support('GET', EMPLOYEES_API.supportEmployeeAudit)).json(),
    );
    expect(
      record.entries.map((e) => [e.action, e.actor?.loginName ?? null, e.target.loginName]),
    ).toEqual([
      ['EMPLOYEE_DISABLED', 'shopmgr', 'lortega'],
      ['EMPLOYEE_DELETED', 'shopmgr', 'tbrooks'],
      ['EMPLOYEE_INACTIVATED', null, 'dkowalski'],
      ['EMPLOYEE_ADDED', 'manager', 'jellis'],
      ['EMPLOYEE_ADDED', 'manager', 'lortega'],
    ]);
    // Luis, Dana and Taylor cannot log in; Jordan can.
    for (const loginName of ['lortega', 'dkowalski', 'tbrooks']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/rest/login',
        payload: { loginName, password: 'procounter-demo' },
      });
      expect(refused.statusCode, loginName).toBe(401);
    }
    await t.login('jellis');
  });

  it('leaves no active user unused on a fresh start: the sweep finds nobody', async () => {
    expect(await markUnusedUsersInactive({ db: t.db, clock: systemClock })).toEqual([]);
  });

  it('writes nothing a second time', async () => {
    const before = await Promise.all([
      t.db.select({ n: count() }).from(users),
      t.db.select({ n: count() }).from(employeeAuditEvents),
    ]);
    expect(await seedDemoEmployees(t.db, systemClock)).toBe(0);
    const after = await Promise.all([
      t.db.select({ n: count() }).from(users),
      t.db.select({ n: count() }).from(employeeAuditEvents),
    ]);
    expect(after).toEqual(before);
  });
});
