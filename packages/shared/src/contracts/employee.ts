import { z } from 'zod';
import { EMPLOYEE_ROLES } from '../domain/employees';
import { singleLineText } from '../validation/free-text';
import {
  EMPLOYEE_LIMITS,
  INT4_MAX,
  LOGIN_NAME_MAX_LENGTH,
  USER_SEARCH_MAX_LENGTH,
} from '../validation/limits';
import { personName, ruleCheck } from '../validation/rules';
import { emailSchema, loginNameSchema, requiredString } from '../validation/schemas';
import { USER_STATUSES } from './user';

// Employees (issue 24 part 2): a shop's or company's users as their managers see them, the
// changes a manager makes (add, edit, disable, enable, delete, send a password reset), the
// system's (unused accounts become INACTIVE) and the record of them.

export { EMPLOYEE_ROLES, type EmployeeRole } from '../domain/employees';

/** Rows per page of the employees list. */
export const EMPLOYEES_PAGE_SIZE = 20;

export const EMPLOYEE_SORTS = [
  'name',
  '-name',
  'loginName',
  '-loginName',
  'lastLogin',
  '-lastLogin',
  'status',
  '-status',
] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];

const userId = z.coerce.number().int().positive().max(INT4_MAX);

/** GET /api/company/employeesList: the users of the company's shops the caller acts for. */
export const EmployeesListQuerySchema = z.strictObject({
  search: singleLineText().max(USER_SEARCH_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(0).max(EMPLOYEE_LIMITS.maxPage).default(0),
  size: z.coerce.number().int().min(1).max(EMPLOYEE_LIMITS.maxSize).default(EMPLOYEES_PAGE_SIZE),
  sort: z.enum(EMPLOYEE_SORTS).default('name'),
  /** Only the users of this status; every status when absent. */
  status: z.enum(USER_STATUSES).optional(),
});
export type EmployeesListQuery = z.output<typeof EmployeesListQuerySchema>;

/** ?userId= of employeeDetails and canCurrentUserEditUser. */
export const EmployeeUserIdQuerySchema = z.strictObject({ userId });

export const EmployeeShopSchema = z.object({ id: z.number().int(), shopName: z.string() });

export const EmployeeSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  loginName: z.string(),
  emailAddress: z.string().nullable(),
  /** The group name (SHOP_EMPLOYEE, SHOP_MANAGER, ...); null without one. */
  role: z.string().nullable(),
  jobTitle: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  /** The last successful login, or null. */
  lastLogin: z.iso.datetime().nullable(),
  /** The shops of the caller's company the user acts for. */
  shops: z.array(EmployeeShopSchema),
  /** canUserEditUser (domain/employees.ts) for the caller. */
  canEdit: z.boolean(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const EmployeesPageSchema = z.object({
  employees: z.array(EmployeeSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** The roles the caller may give a new user (rolesAssignableBy). */
  assignableRoles: z.array(z.enum(EMPLOYEE_ROLES)),
});
export type EmployeesPage = z.infer<typeof EmployeesPageSchema>;

const employeeName = requiredString().max(EMPLOYEE_LIMITS.name).check(ruleCheck(personName));

/**
 * POST /api/shop/{id}/employees: a new active user of the shop, with a role no higher than the
 * caller's; the address gets a link to set their password.
 */
export const CreateEmployeeBodySchema = z.strictObject({
  firstName: employeeName,
  lastName: employeeName,
  loginName: loginNameSchema,
  emailAddress: emailSchema,
  role: z.enum(EMPLOYEE_ROLES),
  /** One of the constants' jobTitles (GET /constants?jobTitles=true); blank for none. */
  jobTitle: singleLineText().max(EMPLOYEE_LIMITS.jobTitle).optional(),
});
export type CreateEmployeeBody = z.input<typeof CreateEmployeeBodySchema>;

/**
 * POST /api/user/employeeUpdate: a user's name, role (no higher than the caller's) and job title
 * (one of the constants' jobTitles, or blank for none), as the Edit form sends them all.
 */
export const UpdateEmployeeBodySchema = z.strictObject({
  userId,
  firstName: employeeName,
  lastName: employeeName,
  role: z.enum(EMPLOYEE_ROLES),
  jobTitle: singleLineText().max(EMPLOYEE_LIMITS.jobTitle).optional(),
});
export type UpdateEmployeeBody = z.input<typeof UpdateEmployeeBodySchema>;

/**
 * What a manager may set a user's status to: disabled (every login ends), active again (from
 * DISABLED or INACTIVE), or deleted (every login ends, for good: a deleted user is never enabled
 * again, and keeps their login name).
 */
export const EMPLOYEE_STATUS_CHANGES = ['ACTIVE', 'DISABLED', 'DELETED'] as const;

/** POST /api/user/employeeStatus */
export const EmployeeStatusBodySchema = z.strictObject({
  userId,
  status: z.enum(EMPLOYEE_STATUS_CHANGES),
});
export type EmployeeStatusBody = z.infer<typeof EmployeeStatusBodySchema>;

/** POST /api/user/employeePasswordReset */
export const EmployeeUserIdBodySchema = z.strictObject({ userId });

/** GET /api/user/lookup?loginName: whether a login name is free for a new user. */
export const UserLookupQuerySchema = z.strictObject({
  loginName: singleLineText().min(1).max(LOGIN_NAME_MAX_LENGTH),
});
export const UserLookupSchema = z.object({ loginName: z.string(), available: z.boolean() });
export type UserLookup = z.infer<typeof UserLookupSchema>;

export const EMPLOYEE_AUDIT_ACTIONS = [
  'EMPLOYEE_ADDED',
  'EMPLOYEE_DISABLED',
  'EMPLOYEE_ENABLED',
  'PASSWORD_RESET_SENT',
  'EMPLOYEE_UPDATED',
  'EMPLOYEE_DELETED',
  /** By the system, not a manager: unused for EMPLOYEE_INACTIVE_AFTER_DAYS (actor null). */
  'EMPLOYEE_INACTIVATED',
] as const;
export type EmployeeAuditAction = (typeof EMPLOYEE_AUDIT_ACTIONS)[number];

/** The fields an EMPLOYEE_UPDATED entry tells the change of. */
export const EMPLOYEE_CHANGE_FIELDS = ['firstName', 'lastName', 'role', 'jobTitle'] as const;
export type EmployeeChangeField = (typeof EMPLOYEE_CHANGE_FIELDS)[number];

/** One field a manager changed: from what to what (null: none). */
export const EmployeeChangeSchema = z.object({
  field: z.enum(EMPLOYEE_CHANGE_FIELDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type EmployeeChange = z.infer<typeof EmployeeChangeSchema>;

const AuditPersonSchema = z.object({
  userId: z.number().int(),
  loginName: z.string(),
  name: z.string(),
});

export const EmployeeAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(EMPLOYEE_AUDIT_ACTIONS),
  at: z.iso.datetime(),
  /**
   * Who did it: the manager (the user a support user acted as, under masquerade); null: the
   * system (EMPLOYEE_INACTIVATED).
   */
  actor: AuditPersonSchema.nullable(),
  /** The support user acting as the manager, under masquerade; null otherwise. */
  actingSupportUser: AuditPersonSchema.nullable(),
  target: AuditPersonSchema,
  shopId: z.number().int().nullable(),
  /** EMPLOYEE_ADDED: the role given. */
  role: z.string().nullable(),
  /** EMPLOYEE_UPDATED: each field changed, from and to; empty for the other actions. */
  changes: z.array(EmployeeChangeSchema),
});
export type EmployeeAuditEntry = z.infer<typeof EmployeeAuditEntrySchema>;

/** GET /api/support/employeeAudit: newest first, optionally of one shop. */
export const EmployeeAuditQuerySchema = z.strictObject({
  shopId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  page: z.coerce.number().int().min(0).max(EMPLOYEE_LIMITS.maxPage).default(0),
  size: z.coerce.number().int().min(1).max(EMPLOYEE_LIMITS.maxSize).default(50),
});
export type EmployeeAuditQuery = z.input<typeof EmployeeAuditQuerySchema>;

export const EmployeeAuditPageSchema = z.object({
  entries: z.array(EmployeeAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type EmployeeAuditPage = z.infer<typeof EmployeeAuditPageSchema>;
