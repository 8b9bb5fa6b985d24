import { type CapabilityUser, isSmsUser, isTeamMember } from './roles';

/**
 * Who may touch whom among a shop's users (issue 24 part 2), one rule for the server
 * (GET /user/canCurrentUserEditUser and every change) and the page (which buttons it shows). The
 * server adds the shop: the user must belong to a shop the manager acts for.
 */

/**
 * Employees on the Account Dashboard: shop and company managers list, add, disable and re-enable
 * their shops' users. A capability like those of roles.ts, kept here so the shell (which loads
 * roles.ts) does not carry it.
 */
export function userCanManageEmployees(user: CapabilityUser): boolean {
  const role = user.group?.name;
  return !isSmsUser(user) && (role === 'COMPANY_MANAGER' || role === 'SHOP_MANAGER');
}

/** The roles a manager may give, highest first. */
export const EMPLOYEE_ROLES = ['COMPANY_MANAGER', 'SHOP_MANAGER', 'SHOP_EMPLOYEE'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

/** A shop's roles by rank; anything else (team members, demo users) no manager may touch. */
const RANKS: Record<string, number> = {
  COMPANY_MANAGER: 3,
  SHOP_MANAGER: 2,
  SHOP_EMPLOYEE: 1,
  SMS: 1,
};

/** The rank of a shop role; a user without a group is an employee; null: not a shop role. */
export function employeeRank(role: string | null | undefined): number | null {
  if (role === null || role === undefined) return 1;
  return RANKS[role] ?? null;
}

/** The roles a manager may give: none above their own. */
export function rolesAssignableBy(user: CapabilityUser): EmployeeRole[] {
  if (!userCanManageEmployees(user)) return [];
  const own = employeeRank(user.group?.name) ?? 0;
  return EMPLOYEE_ROLES.filter((role) => (RANKS[role] ?? Infinity) <= own);
}

export interface EmployeeEditor extends CapabilityUser {
  id: number;
}

export interface EmployeeTarget {
  id: number;
  group: { name: string; internal: boolean } | null;
}

/**
 * Whether a manager may change a user (status, password reset): never themselves, never a team
 * member, never someone of a higher role (a shop manager cannot touch a company manager).
 */
export function canUserEditUser(editor: EmployeeEditor, target: EmployeeTarget): boolean {
  if (!userCanManageEmployees(editor) || editor.id === target.id) return false;
  if (target.group !== null && isTeamMember({ group: target.group, customerType: null })) {
    return false;
  }
  const targetRank = employeeRank(target.group?.name);
  const ownRank = employeeRank(editor.group?.name);
  return targetRank !== null && ownRank !== null && targetRank <= ownRank;
}
