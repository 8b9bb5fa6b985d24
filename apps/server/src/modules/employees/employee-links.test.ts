import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import { EmployeeSchema } from '@procounter/shared/contracts/employee';
import { EMPLOYEES_API } from '@procounter/shared/contracts/employee-paths';
import { MailOutboxPageSchema } from '@procounter/shared/contracts/mail';
import { EMPLOYEE_WELCOME_LINK_HOURS } from '@procounter/shared/validation/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { apiCaller } from '../../../test/helpers/shop-user';
import { HOUR, MINUTE, TestClock } from '../../../test/helpers/test-clock';
import { groups, passwordResetTokens } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';

// The links a manager's actions mail an employee (issue 24 part 2), on a clock the test moves: a
// new employee's link to set a password lasts EMPLOYEE_WELCOME_LINK_HOURS, and a manager's
// "Send password reset" has a limit of its own, which nobody's "Forgot password?" can use up.

const clock = new TestClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const post = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${API_PREFIX}${path}`, payload });

async function as(loginName: string) {
  return apiCaller(t, (await t.login(loginName)).access_token);
}

async function mailsTo(address: string) {
  const support = await as('support');
  const response = await support('GET', `${API.supportOutbox}?size=100`);
  expect(response.statusCode, response.body).toBe(200);
  return MailOutboxPageSchema.parse(response.json()).messages.filter(
    (m) => m.toAddress === address,
  );
}

const tokenOf = (text: string) => /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

let serial = 0;
async function addEmployee() {
  serial++;
  const loginName = `welcome-${serial}-${Date.now()}`;
  const shopmgr = await as('shopmgr');
  const response = await shopmgr('POST', EMPLOYEES_API.shopEmployees(1001), {
    firstName: 'Wendy',
    lastName: 'Welcome',
    loginName,
    emailAddress: `${loginName}@shop.example`,
    role: 'SHOP_EMPLOYEE',
  });
  expect(response.statusCode, response.body).toBe(201);
  const [mail] = await mailsTo(`${loginName}@shop.example`);
  return {
    employee: EmployeeSchema.parse(response.json()),
    mail: mail!,
    token: tokenOf(mail!.textBody)!,
  };
}

const setPassword = (token: string) =>
  post(API.resetPassword, { token, newPassword: 'brake rotor season 42' });

describe("a new employee's link to set a password", () => {
  it(`lasts ${EMPLOYEE_WELCOME_LINK_HOURS} hours, works once, and only its hash is stored`, async () => {
    const { employee, mail, token } = await addEmployee();
    expect(mail.kind).toBe('EMPLOYEE_WELCOME');
    expect(mail.textBody).toContain(`${EMPLOYEE_WELCOME_LINK_HOURS} hours`);
    const stored = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, employee.userId));
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    clock.advance(EMPLOYEE_WELCOME_LINK_HOURS * HOUR - MINUTE);
    const first = await setPassword(token);
    expect(first.statusCode, first.body).toBe(204);
    const again = await setPassword(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'LOGIN_TEMP_PASSWORD_EXPIRED' });
  });

  it(`no longer works after ${EMPLOYEE_WELCOME_LINK_HOURS} hours`, async () => {
    const { token } = await addEmployee();
    clock.advance(EMPLOYEE_WELCOME_LINK_HOURS * HOUR + MINUTE);
    const late = await setPassword(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'LOGIN_TEMP_PASSWORD_EXPIRED' });
  });
});

describe("a manager's password reset", () => {
  async function employee() {
    serial++;
    const [group] = await t.db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.name, 'SHOP_EMPLOYEE'));
    return createUser(t.db, {
      shopIds: [1001],
      groupId: group!.id,
      email: `reset-${serial}.${Date.now()}@shop.example`,
    });
  }

  it('is not blocked by anonymous "Forgot password?" requests for the same user', async () => {
    const user = await employee();
    for (let i = 0; i < 3; i++) {
      expect((await post(API.forgotPassword, { login: user.loginName })).statusCode).toBe(202);
    }
    // The requests' work runs after their answer: wait for their three links.
    const until = Date.now() + 10_000;
    while ((await mailsTo(user.email!)).length < 3) {
      if (Date.now() > until) throw new Error('the forgot-password links never came');
      await new Promise((r) => setTimeout(r, 25));
    }
    const shopmgr = await as('shopmgr');
    const sent = await shopmgr('POST', EMPLOYEES_API.employeePasswordReset, { userId: user.id });
    expect(sent.statusCode, sent.body).toBe(204);
    expect(await mailsTo(user.email!)).toHaveLength(4);
  });

  it('has its own limit of links an hour, which leaves the user’s own "Forgot password?" working', async () => {
    const user = await employee();
    const shopmgr = await as('shopmgr');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await shopmgr('POST', EMPLOYEES_API.employeePasswordReset, { userId: user.id }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect((await post(API.forgotPassword, { login: user.loginName })).statusCode).toBe(202);
    const until = Date.now() + 10_000;
    while ((await mailsTo(user.email!)).length < 4) {
      if (Date.now() > until) throw new Error('the forgot-password link never came');
      await new Promise((r) => setTimeout(r, 25));
    }
    clock.advance(HOUR + MINUTE);
    const later = await (await as('shopmgr'))('POST', EMPLOYEES_API.employeePasswordReset, {
      userId: user.id,
    });
    expect(later.statusCode, later.body).toBe(204);
  });
});
