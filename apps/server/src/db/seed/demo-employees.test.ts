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
import { employeeAuditEvents, users } from '../schema/index';
import { seedDemoEmployees } from './demo-employees';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the employees demo data', () => {
  it('gives shop 1001 employees with job titles, one disabled, and support a record', async () => {
    const shopmgr = apiCaller(t, (await t.login('shopmgr')).access_token);
    const page = EmployeesPageSchema.parse(
      (await shopmgr('GET', `${EMPLOYEES_API.employeesList}?size=100`)).json(),
    );
    const byLogin = new Map(page.employees.map((e) => [e.loginName, e]));
    expect(byLogin.get('jellis')).toMatchObject({ jobTitle: 'Service Advisor', status: 'ACTIVE' });
    expect(byLogin.get('lortega')).toMatchObject({ jobTitle: 'Technician', status: 'DISABLED' });
    expect(byLogin.get('shopmgr')).toMatchObject({ jobTitle: 'Service Manager' });
    // Priya works at the North shop only: not one of the shop manager's.
    expect(byLogin.has('pnatarajan')).toBe(false);

    const support = apiCaller(t, (await t.login('support')).access_token);
    const record = EmployeeAuditPageSchema.parse(
      (await support('GET', EMPLOYEES_API.supportEmployeeAudit)).json(),
    );
    expect(record.entries.map((e) => [e.action, e.actor.loginName, e.target.loginName])).toEqual([
      ['EMPLOYEE_DISABLED', 'shopmgr', 'lortega'],
      ['EMPLOYEE_ADDED', 'manager', 'jellis'],
      ['EMPLOYEE_ADDED', 'manager', 'lortega'],
    ]);
    // Luis cannot log in.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rest/login',
      payload: { loginName: 'lortega', password: 'procounter-demo' },
    });
    expect(refused.statusCode).toBe(401);
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
