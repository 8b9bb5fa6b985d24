import {
  EmployeeAuditPageSchema,
  EmployeeSchema,
  EmployeesPageSchema,
} from '@procounter/shared/contracts/employee';
import { EMPLOYEES_API } from '@procounter/shared/contracts/employee-paths';
import { EMPLOYEE_INACTIVE_AFTER_DAYS } from '@procounter/shared/validation/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { apiCaller } from '../../../test/helpers/shop-user';
import { DAY, TestClock } from '../../../test/helpers/test-clock';
import { groupIdOf, loginRequest, userStatusOf } from '../../../test/helpers/users';
import { users } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';
import { setUserStatus } from '../users/users.service';
import { markUnusedUsersInactive } from './inactivity.service';

// Unused accounts become INACTIVE (issue 24 part 2; PCI DSS: 90 days), on a clock the test
// moves: at a login of the user (refused like a wrong password) and by the sweep, counted from the
// last successful login, the creation or a manager's Enable; recorded by the system; a manager
// enables the user again.

const clock = new TestClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

let serial = 0;
/** A shop employee of 1001 created now on the test clock. */
async function newEmployee(role = 'SHOP_EMPLOYEE') {
  serial++;
  return createUser(t.db, {
    shopIds: [1001],
    groupId: await groupIdOf(t, role),
    loginName: `idle${serial}.${Date.now()}`,
    firstName: 'Ida',
    lastName: `Idle${serial}`,
    createdAt: clock.now(),
  });
}

async function auditOf(userId: number) {
  const support = apiCaller(t, (await t.login('support')).access_token);
  const response = await support('GET', `${EMPLOYEES_API.supportEmployeeAudit}?size=100`);
  expect(response.statusCode, response.body).toBe(200);
  return EmployeeAuditPageSchema.parse(response.json()).entries.filter(
    (e) => e.target.userId === userId,
  );
}

describe('INACTIVE: users unused for EMPLOYEE_INACTIVE_AFTER_DAYS', () => {
  it('is 90 days', () => {
    expect(EMPLOYEE_INACTIVE_AFTER_DAYS).toBe(90);
  });

  it('lets a user log in 89 days after the last login; at 91 days sets INACTIVE and refuses like a wrong password', async () => {
    const recent = await newEmployee();
    const idle = await newEmployee();
    const idleWrongPassword = await newEmployee();
    for (const user of [recent, idle, idleWrongPassword]) {
      expect((await loginRequest(t, user.loginName)).statusCode).toBe(200);
    }
    // Nothing to do yet for the sweep.
    expect(await markUnusedUsersInactive({ db: t.db, clock })).toEqual([]);

    clock.advance(89 * DAY);
    expect((await loginRequest(t, recent.loginName)).statusCode).toBe(200);
    expect(await userStatusOf(t, idle.id)).toBe('ACTIVE');

    clock.advance(2 * DAY);
    const refused = await loginRequest(t, idle.loginName);
    expect(refused.statusCode).toBe(401);
    const unknown = await loginRequest(t, `nobody-${Date.now()}`);
    expect(refused.json()).toEqual(unknown.json());
    expect(refused.json()).toMatchObject({ code: 'LOGIN_AUTHENTICATION_FAILED' });
    expect(await userStatusOf(t, idle.id)).toBe('INACTIVE');
    // With the right password or not, an unused account becomes INACTIVE.
    const wrong = await loginRequest(t, idleWrongPassword.loginName, 'not-the-password');
    expect(wrong.json()).toEqual(unknown.json());
    expect(await userStatusOf(t, idleWrongPassword.id)).toBe('INACTIVE');
    // Its next try too.
    expect((await loginRequest(t, idle.loginName)).statusCode).toBe(401);
    // The one who logged in at 89 days goes on.
    expect((await loginRequest(t, recent.loginName)).statusCode).toBe(200);
    expect(await userStatusOf(t, recent.id)).toBe('ACTIVE');

    const entries = await auditOf(idle.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'EMPLOYEE_INACTIVATED',
      actor: null,
      actingSupportUser: null,
      shopId: 1001,
      at: clock.now().toISOString(),
    });
  });

  it('sweeps users never logged in from their creation: 91 days inactive, 89 days not', async () => {
    const old = await newEmployee();
    clock.advance(2 * DAY);
    const younger = await newEmployee();
    clock.advance(89 * DAY);
    const marked = await markUnusedUsersInactive({ db: t.db, clock });
    expect(marked).toContain(old.id);
    expect(marked).not.toContain(younger.id);
    expect(await userStatusOf(t, old.id)).toBe('INACTIVE');
    expect(await userStatusOf(t, younger.id)).toBe('ACTIVE');
    // Team members are no manager's to enable again: left as they are.
    const [support] = await t.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.loginName, 'support'));
    expect(support!.status).toBe('ACTIVE');
    // A second pass finds nobody new.
    expect(await markUnusedUsersInactive({ db: t.db, clock })).not.toContain(old.id);
    expect((await auditOf(old.id)).map((e) => e.action)).toEqual(['EMPLOYEE_INACTIVATED']);
  });

  it('leaves a disabled user disabled, even when the Disable comes between the read and the write', async () => {
    const disabled = await newEmployee();
    await t.db.update(users).set({ status: 'DISABLED' }).where(eq(users.id, disabled.id));
    clock.advance(91 * DAY);
    expect(await markUnusedUsersInactive({ db: t.db, clock })).not.toContain(disabled.id);
    expect(await userStatusOf(t, disabled.id)).toBe('DISABLED');

    // The sweep's write is only from ACTIVE: a manager's change that came first stays, unrecorded.
    let recorded = false;
    const changed = await setUserStatus(
      { db: t.db, clock },
      disabled.id,
      'INACTIVE',
      async () => {
        recorded = true;
      },
      'ACTIVE',
    );
    expect(changed).toBe(false);
    expect(recorded).toBe(false);
    expect(await userStatusOf(t, disabled.id)).toBe('DISABLED');
  });

  it('is listed under the status filter Inactive, and a manager enables it again: the user logs in at once', async () => {
    const idle = await newEmployee();
    clock.advance(91 * DAY);
    expect((await loginRequest(t, idle.loginName)).statusCode).toBe(401);

    // A shop manager created now (every older user is unused by now).
    const manager = await createUser(t.db, {
      shopIds: [1001],
      groupId: await groupIdOf(t, 'SHOP_MANAGER'),
      createdAt: clock.now(),
    });
    const call = apiCaller(t, (await t.login(manager.loginName)).access_token);
    const listed = EmployeesPageSchema.parse(
      (await call('GET', `${EMPLOYEES_API.employeesList}?size=100&status=INACTIVE`)).json(),
    );
    expect(listed.employees.find((e) => e.userId === idle.id)).toMatchObject({
      status: 'INACTIVE',
      canEdit: true,
    });

    const enabled = await call('POST', EMPLOYEES_API.employeeStatus, {
      userId: idle.id,
      status: 'ACTIVE',
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(EmployeeSchema.parse(enabled.json()).status).toBe('ACTIVE');
    // The Enable counts as use: neither the login nor the sweep sets them INACTIVE again.
    expect(await markUnusedUsersInactive({ db: t.db, clock })).not.toContain(idle.id);
    expect((await loginRequest(t, idle.loginName)).statusCode).toBe(200);
    expect((await auditOf(idle.id)).map((e) => [e.action, e.actor?.loginName ?? null])).toEqual([
      ['EMPLOYEE_ENABLED', manager.loginName],
      ['EMPLOYEE_INACTIVATED', null],
    ]);
  });
});
