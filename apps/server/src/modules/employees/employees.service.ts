import type {
  CreateEmployeeBody,
  CreateEmployeeBodySchema,
  Employee,
  EmployeeAuditAction,
  EmployeeAuditPage,
  EmployeeChange,
  EmployeeStatusBody,
  EmployeesListQuery,
  EmployeesPage,
  UpdateEmployeeBody,
  UpdateEmployeeBodySchema,
  UserLookup,
} from '@procounter/shared/contracts/employee';
import { EMPLOYEE_CHANGE_FIELDS } from '@procounter/shared/contracts/employee';
import { canUserEditUser, rolesAssignableBy } from '@procounter/shared/domain/employees';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { getConstants } from '../app-data/app-data.service';
import { issuePasswordResetLink } from '../auth/password-recovery.service';
import { listShops, requireCurrentShop } from '../shops/shops.service';
import {
  addShopUser,
  type Caller,
  editShopUser,
  isLoginNameInUse,
  setUserStatus,
} from '../users/users.service';
import {
  type EmployeeRow,
  findAuditEvents,
  findEmployee,
  findEmployees,
  findShopsOfUsers,
  insertAuditEvent,
} from './employees.repository';

// Employees (issue 24 part 2). Who may call is the routes' capability (userCanManageEmployees);
// here: the caller's scope (the shops of the current company they act for: a shop manager's shop,
// a company manager's shops), who may touch whom (domain/employees.ts canUserEditUser, the same
// rule the page reads), and the record of every change (employee_audit_events, in the change's
// transaction, with the support user acting as the manager under masquerade).

type Deps = Pick<ServiceDeps, 'db'>;
type ClockDeps = Pick<ServiceDeps, 'db' | 'clock' | 'config'>;

/** The shops of the caller's current company they act for, by number. */
async function scopeOf(deps: Deps, user: AuthUser): Promise<number[]> {
  const current = await requireCurrentShop(deps, user);
  const shops = await listShops(deps, user);
  return shops.filter((s) => s.companyId === current.company.id).map((s) => s.id);
}

const loginNameTaken = () =>
  new AppError(409, 'LOGIN_NAME_TAKEN', 'Another user has this login name', {
    details: [{ path: 'loginName', message: 'Another user has this login name' }],
  });

function present(
  row: EmployeeRow,
  shops: { id: number; shopName: string }[],
  caller: AuthUser,
): Employee {
  const group =
    row.groupName === null ? null : { name: row.groupName, internal: row.groupInternal ?? false };
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    loginName: row.loginName,
    emailAddress: row.email,
    role: row.groupName,
    jobTitle: row.jobTitle,
    status: row.status,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    shops,
    canEdit: canUserEditUser(caller, { id: row.id, group }),
  };
}

async function presentRows(deps: Deps, caller: AuthUser, rows: EmployeeRow[], scope: number[]) {
  const shops = await findShopsOfUsers(
    deps.db,
    rows.map((r) => r.id),
    scope,
  );
  return rows.map((row) =>
    present(
      row,
      shops.filter((s) => s.userId === row.id).map(({ id, shopName }) => ({ id, shopName })),
      caller,
    ),
  );
}

/** GET /api/company/employeesList: a page of the users of the caller's shops. */
export async function listEmployees(
  deps: Deps,
  caller: AuthUser,
  query: EmployeesListQuery,
): Promise<EmployeesPage> {
  const scope = await scopeOf(deps, caller);
  const { rows, total } = await findEmployees(deps.db, { shopIds: scope, ...query });
  return {
    employees: await presentRows(deps, caller, rows, scope),
    total,
    page: query.page,
    size: query.size,
    assignableRoles: rolesAssignableBy(caller),
  };
}
export type { EmployeesListQuery };

/** A user of the caller's shops, as read and as presented; 404 for anyone else. */
async function loadEmployee(deps: Deps, caller: AuthUser, userId: number) {
  const scope = await scopeOf(deps, caller);
  const row = await findEmployee(deps.db, userId, scope);
  if (!row) throw notFound('No such user in your shops');
  const [employee] = await presentRows(deps, caller, [row], scope);
  return { row, employee: employee! };
}

/** A user of the caller's shops; 404 for anyone else (whether they exist or not). */
async function requireEmployee(deps: Deps, caller: AuthUser, userId: number) {
  return (await loadEmployee(deps, caller, userId)).employee;
}

/** GET /api/user/employeeDetails?userId */
export function getEmployeeDetails(deps: Deps, caller: AuthUser, userId: number) {
  return requireEmployee(deps, caller, userId);
}

/** GET /api/user/canCurrentUserEditUser?userId: false for anyone outside the caller's shops. */
export async function canCurrentUserEditUser(
  deps: Deps,
  caller: AuthUser,
  userId: number,
): Promise<boolean> {
  const scope = await scopeOf(deps, caller);
  const row = await findEmployee(deps.db, userId, scope);
  if (!row) return false;
  const group =
    row.groupName === null ? null : { name: row.groupName, internal: row.groupInternal ?? false };
  return canUserEditUser(caller, { id: row.id, group });
}

/** A user the caller may change: 404 outside their shops, 403 when the rule says no. */
async function requireEditable(deps: Deps, caller: AuthUser, userId: number) {
  const loaded = await loadEmployee(deps, caller, userId);
  if (!loaded.employee.canEdit) {
    throw new AppError(403, 'FORBIDDEN', 'You may not change this user');
  }
  return loaded;
}

function auditOf(
  caller: Caller,
  action: EmployeeAuditAction,
  targetUserId: number,
  shopId: number | null,
  now: Date,
  role: string | null = null,
) {
  return {
    action,
    actorUserId: caller.user.id,
    actingSupportUserId: caller.realUserId,
    targetUserId,
    shopId,
    role,
    createdAt: now,
  };
}

/** A job title of the constants (GET /constants?jobTitles=true), or null for a blank one; 400 else. */
async function requireJobTitle(deps: Deps, value: string | undefined, keep: string | null = null) {
  const jobTitle = value?.trim() || null;
  if (jobTitle === null || jobTitle === keep) return jobTitle;
  const { jobTitles = [] } = await getConstants(deps, { jobTitles: true });
  if (!jobTitles.includes(jobTitle)) {
    throw validationFailed([{ path: 'jobTitle', message: 'Not one of the job titles' }]);
  }
  return jobTitle;
}

/** GET /api/user/lookup?loginName: whether the name is free for a new user. */
export async function lookUpLoginName(deps: Deps, loginName: string): Promise<UserLookup> {
  return { loginName, available: !(await isLoginNameInUse(deps, loginName)) };
}

/** A unique key broken by a write that raced the check (the login name): 409 as the check says. */
function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * POST /api/shop/{id}/employees: a new active user of the shop with a role no higher than the
 * caller's and a job title of the constants; their address gets a link to set a password. The
 * user, the link, its mail and the record are one transaction.
 */
export async function addEmployee(
  deps: ClockDeps,
  caller: Caller,
  shopId: number,
  body: z.output<typeof CreateEmployeeBodySchema>,
  ip: string | null,
): Promise<Employee> {
  const scope = await scopeOf(deps, caller.user);
  if (!scope.includes(shopId)) throw notFound('No such shop');
  if (!rolesAssignableBy(caller.user).includes(body.role)) {
    throw new AppError(403, 'FORBIDDEN', 'You may not give a role above your own');
  }
  const jobTitle = await requireJobTitle(deps, body.jobTitle);
  if (await isLoginNameInUse(deps, body.loginName)) throw loginNameTaken();
  let userId: number;
  try {
    userId = await inTransaction(deps, async (tx) => {
      const id = await addShopUser(
        tx,
        {
          loginName: body.loginName,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.emailAddress,
          role: body.role,
          jobTitle,
          languageCode: caller.user.languageCode,
        },
        shopId,
      );
      await insertAuditEvent(
        tx.db,
        auditOf(caller, 'EMPLOYEE_ADDED', id, shopId, tx.clock.now(), body.role),
      );
      await issuePasswordResetLink(
        tx,
        {
          id,
          loginName: body.loginName,
          firstName: body.firstName,
          email: body.emailAddress,
          languageCode: caller.user.languageCode,
        },
        ip,
        { kind: 'WELCOME' },
      );
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw loginNameTaken();
    throw error;
  }
  return requireEmployee(deps, caller.user, userId);
}
export type { CreateEmployeeBody };

/**
 * POST /api/user/employeeUpdate: a user's name, role (none above the caller's: 403) and job title
 * (of the constants, or the one they have: 400 else), recorded with each field's change in the
 * same transaction. Saving what is there changes nothing and records nothing.
 */
export async function updateEmployee(
  deps: ClockDeps,
  caller: Caller,
  body: z.output<typeof UpdateEmployeeBodySchema>,
): Promise<Employee> {
  const { employee } = await requireEditable(deps, caller.user, body.userId);
  if (employee.status === 'DELETED') throw employeeDeleted();
  if (body.role !== employee.role && !rolesAssignableBy(caller.user).includes(body.role)) {
    throw new AppError(403, 'FORBIDDEN', 'You may not give a role above your own');
  }
  const next = {
    firstName: body.firstName,
    lastName: body.lastName,
    role: body.role,
    jobTitle: await requireJobTitle(deps, body.jobTitle, employee.jobTitle),
  };
  const changes: EmployeeChange[] = EMPLOYEE_CHANGE_FIELDS.flatMap((field) =>
    employee[field] === next[field] ? [] : [{ field, from: employee[field], to: next[field] }],
  );
  if (changes.length === 0) return employee;
  await editShopUser(deps, body.userId, next, (tx) =>
    insertAuditEvent(tx, {
      ...auditOf(
        caller,
        'EMPLOYEE_UPDATED',
        body.userId,
        employee.shops[0]?.id ?? null,
        deps.clock.now(),
      ),
      changes,
    }),
  );
  return requireEmployee(deps, caller.user, body.userId);
}
export type { UpdateEmployeeBody };

const STATUS_ACTIONS = {
  ACTIVE: 'EMPLOYEE_ENABLED',
  DISABLED: 'EMPLOYEE_DISABLED',
  DELETED: 'EMPLOYEE_DELETED',
} as const satisfies Record<EmployeeStatusBody['status'], EmployeeAuditAction>;

const employeeDeleted = () =>
  new AppError(409, 'EMPLOYEE_DELETED', 'This user is deleted: a deleted user cannot be changed');

/**
 * POST /api/user/employeeStatus: disables a user (every login of theirs ends at once), makes them
 * active again (from DISABLED or INACTIVE), or deletes them: a soft delete, their row and login
 * name stay, every login ends at once and for good; the list shows them only under the status
 * filter Deleted. A deleted user is never changed again (409 EMPLOYEE_DELETED). Recorded in the
 * same transaction. The same status again changes nothing and records nothing.
 */
export async function changeEmployeeStatus(
  deps: ClockDeps,
  caller: Caller,
  body: EmployeeStatusBody,
): Promise<Employee> {
  const { employee } = await requireEditable(deps, caller.user, body.userId);
  if (employee.status === body.status) return employee;
  if (employee.status === 'DELETED') throw employeeDeleted();
  const changed = await setUserStatus(
    deps,
    body.userId,
    body.status,
    (tx: Database) =>
      insertAuditEvent(
        tx,
        auditOf(
          caller,
          STATUS_ACTIONS[body.status],
          body.userId,
          employee.shops[0]?.id ?? null,
          deps.clock.now(),
        ),
      ),
    // Only from the status read: a change made meanwhile (another manager's Delete, the
    // inactivity sweep) is not overwritten.
    employee.status,
  );
  if (!changed) {
    const now = await requireEmployee(deps, caller.user, body.userId);
    if (now.status === 'DELETED') throw employeeDeleted();
    throw new AppError(409, 'EMPLOYEE_STATUS_CHANGED', "The user's status changed meanwhile");
  }
  // The status is all that changed: no second read.
  return { ...employee, status: body.status };
}

/**
 * POST /api/user/employeePasswordReset: a single-use link to the user's address (the "Forgot
 * password?" link, password-recovery.service), recorded in its transaction. 422 without an
 * address, 409 for a user who may not log in, 429 past the links a manager may send the user an
 * hour (MANAGER_RESET_LINKS_PER_HOUR, counted apart from the user's own "Forgot password?").
 */
export async function sendEmployeePasswordReset(
  deps: ClockDeps,
  caller: Caller,
  userId: number,
  ip: string | null,
): Promise<void> {
  const { employee, row } = await requireEditable(deps, caller.user, userId);
  if (employee.status !== 'ACTIVE') {
    throw new AppError(409, 'EMPLOYEE_NOT_ACTIVE', 'Enable this user before resetting a password');
  }
  if (!employee.emailAddress?.trim()) {
    throw new AppError(422, 'EMPLOYEE_NO_EMAIL', 'This user has no e-mail address');
  }
  const sent = await issuePasswordResetLink(
    deps,
    {
      id: userId,
      loginName: employee.loginName,
      firstName: employee.firstName,
      email: employee.emailAddress,
      languageCode: row.languageCode,
    },
    ip,
    {
      kind: 'MANAGER',
      during: (tx) =>
        insertAuditEvent(
          tx,
          auditOf(
            caller,
            'PASSWORD_RESET_SENT',
            userId,
            employee.shops[0]?.id ?? null,
            deps.clock.now(),
          ),
        ),
    },
  );
  if (!sent) {
    throw new AppError(429, 'RATE_LIMITED', 'This user was sent enough reset links this hour');
  }
}

/** GET /api/support/employeeAudit: managers' changes and the system's, newest first (support). */
export async function listEmployeeAudit(
  deps: Deps,
  query: { shopId?: number; page: number; size: number },
): Promise<EmployeeAuditPage> {
  const { rows, total } = await findAuditEvents(deps.db, query);
  const person = (id: number, login: string, first: string, last: string) => ({
    userId: id,
    loginName: login,
    name: `${first} ${last}`.trim(),
  });
  return {
    entries: rows.map((r) => ({
      id: r.id,
      action: r.action,
      at: r.createdAt.toISOString(),
      actor:
        r.actorId === null
          ? null
          : person(r.actorId, r.actorLogin ?? '', r.actorFirst ?? '', r.actorLast ?? ''),
      actingSupportUser:
        r.actingId === null
          ? null
          : person(r.actingId, r.actingLogin ?? '', r.actingFirst ?? '', r.actingLast ?? ''),
      target: person(r.targetId, r.targetLogin, r.targetFirst, r.targetLast),
      shopId: r.shopId,
      role: r.role,
      changes: r.changes ?? [],
    })),
    total,
    page: query.page,
    size: query.size,
  };
}
