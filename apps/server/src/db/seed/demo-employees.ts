import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { insertShopUser } from '../../modules/users/users.repository';
import type { Database } from '../client';
import { customerTypes, employeeAuditEvents, groups, loginAttempts, users } from '../schema/index';
import { DEMO_PASSWORD } from './factories';

const DAY_MS = 24 * 3_600_000;

/** Job titles (constants jobTitles) of demo logins that have none. */
export const DEMO_JOB_TITLES: Record<string, string> = {
  manager: 'Owner',
  shopmgr: 'Service Manager',
  tech: 'Technician',
  newhire: 'Technician',
  newterms: 'Service Advisor',
  retired: 'Technician',
};

/**
 * Employees of the demo shops beyond the design's logins: two active ones who logged in lately,
 * one disabled, one inactive (unused for longer than EMPLOYEE_INACTIVE_AFTER_DAYS) and one
 * deleted, so each status filter of the list finds someone. `lastLoginDaysAgo`: their last
 * successful login (none: never).
 */
export const DEMO_EMPLOYEES = [
  {
    loginName: 'jellis',
    firstName: 'Jordan',
    lastName: 'Ellis',
    email: 'jordan.ellis@lonestar.example',
    role: 'SHOP_EMPLOYEE',
    jobTitle: 'Service Advisor',
    shopId: 1001,
    status: 'ACTIVE',
    lastLoginDaysAgo: 2,
  },
  {
    loginName: 'pnatarajan',
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: 'priya.natarajan@lonestar.example',
    role: 'SHOP_MANAGER',
    jobTitle: 'Parts Manager',
    shopId: 1002,
    status: 'ACTIVE',
    lastLoginDaysAgo: 6,
  },
  {
    loginName: 'lortega',
    firstName: 'Luis',
    lastName: 'Ortega',
    email: 'luis.ortega@lonestar.example',
    role: 'SHOP_EMPLOYEE',
    jobTitle: 'Technician',
    shopId: 1001,
    status: 'DISABLED',
    lastLoginDaysAgo: 9,
  },
  {
    loginName: 'dkowalski',
    firstName: 'Dana',
    lastName: 'Kowalski',
    email: 'dana.kowalski@lonestar.example',
    role: 'SHOP_EMPLOYEE',
    jobTitle: 'Technician',
    shopId: 1001,
    status: 'INACTIVE',
    lastLoginDaysAgo: 104,
  },
  {
    loginName: 'tbrooks',
    firstName: 'Taylor',
    lastName: 'Brooks',
    email: 'taylor.brooks@lonestar.example',
    role: 'SHOP_EMPLOYEE',
    jobTitle: 'Service Advisor',
    shopId: 1001,
    status: 'DELETED',
    lastLoginDaysAgo: 30,
  },
] as const;

/**
 * The employees' demo data (issue 24 part 2), after the demo data: job titles for the demo
 * logins of the shops, five more employees of Lone Star (Luis Ortega disabled, Dana Kowalski
 * inactive, Taylor Brooks deleted) with their last logins, and the record of who did it (Maria,
 * the company manager, added Jordan and Luis; Sam, the shop manager, disabled Luis and deleted
 * Taylor; the system set Dana inactive), so the dashboard's Employees and support's record have
 * something to show on a fresh start. Every active one logged in lately: none becomes inactive on
 * a fresh start. Nothing when the employees are there already or the demo logins are not.
 * Answers the rows written.
 */
export async function seedDemoEmployees(db: Database, clock: Clock): Promise<number> {
  const logins = await db
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(
      inArray(users.loginName, ['manager', 'shopmgr', ...DEMO_EMPLOYEES.map((e) => e.loginName)]),
    );
  const idOf = new Map(logins.map((u) => [u.loginName, u.id]));
  if (!idOf.has('manager') || !idOf.has('shopmgr')) return 0;
  if (DEMO_EMPLOYEES.some((e) => idOf.has(e.loginName))) return 0;

  let written = 0;
  for (const [loginName, jobTitle] of Object.entries(DEMO_JOB_TITLES)) {
    const rows = await db
      .update(users)
      .set({ jobTitle })
      .where(and(eq(users.loginName, loginName), isNull(users.jobTitle)))
      .returning({ id: users.id });
    written += rows.length;
  }

  const groupIds = new Map((await db.select().from(groups)).map((g) => [g.name, g.id]));
  const [web] = await db
    .select({ id: customerTypes.id })
    .from(customerTypes)
    .where(eq(customerTypes.name, 'WEB'));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now().getTime();
  const ids = new Map<string, number>();
  for (const employee of DEMO_EMPLOYEES) {
    const { role, shopId, lastLoginDaysAgo, ...values } = employee;
    const groupId = groupIds.get(role);
    if (groupId === undefined) throw new Error(`no group ${role}`);
    const id = await insertShopUser(
      db,
      {
        ...values,
        passwordHash,
        groupId,
        customerTypeId: web?.id ?? null,
        languageCode: 'en',
        createdAt: new Date(now - 120 * DAY_MS),
      },
      shopId,
    );
    ids.set(employee.loginName, id);
    await db.insert(loginAttempts).values({
      loginName: employee.loginName,
      userId: id,
      succeeded: true,
      ip: null,
      createdAt: new Date(now - lastLoginDaysAgo * DAY_MS),
    });
    written += 2;
  }

  const events = [
    {
      action: 'EMPLOYEE_ADDED' as const,
      actorUserId: idOf.get('manager')!,
      targetUserId: ids.get('lortega')!,
      shopId: 1001,
      role: 'SHOP_EMPLOYEE',
      createdAt: new Date(now - 90 * DAY_MS),
    },
    {
      action: 'EMPLOYEE_ADDED' as const,
      actorUserId: idOf.get('manager')!,
      targetUserId: ids.get('jellis')!,
      shopId: 1001,
      role: 'SHOP_EMPLOYEE',
      createdAt: new Date(now - 20 * DAY_MS),
    },
    {
      action: 'EMPLOYEE_INACTIVATED' as const,
      actorUserId: null,
      targetUserId: ids.get('dkowalski')!,
      shopId: 1001,
      role: null,
      createdAt: new Date(now - 14 * DAY_MS),
    },
    {
      action: 'EMPLOYEE_DELETED' as const,
      actorUserId: idOf.get('shopmgr')!,
      targetUserId: ids.get('tbrooks')!,
      shopId: 1001,
      role: null,
      createdAt: new Date(now - 8 * DAY_MS),
    },
    {
      action: 'EMPLOYEE_DISABLED' as const,
      actorUserId: idOf.get('shopmgr')!,
      targetUserId: ids.get('lortega')!,
      shopId: 1001,
      role: null,
      createdAt: new Date(now - 5 * DAY_MS),
    },
  ];
  await db.insert(employeeAuditEvents).values(events);
  return written + events.length;
}
