import type { Employee } from '@procounter/shared/contracts/employee';
import type { TFunction } from 'i18next';

/** A role's name in the user's language (the group name as it came when unknown). */
export function roleLabel(t: TFunction, role: string | null): string {
  return role === null
    ? t('employees:roles.none')
    : t(`employees:roles.${role}`, { defaultValue: role });
}

/** A job title of the constants in the user's language (as it came when not in the catalog). */
export function jobTitleLabel(t: TFunction, jobTitle: string | null): string {
  return jobTitle === null
    ? t('employees:noJobTitle')
    : t(`employees:jobTitles.${jobTitle}`, { defaultValue: jobTitle });
}

export const fullName = (employee: Pick<Employee, 'firstName' | 'lastName'>) =>
  `${employee.firstName} ${employee.lastName}`.trim();

/** The badge colour of a status: dark shades (as the labor claims' badges), so the text keeps its contrast. */
export function statusColor(status: Employee['status']): string {
  if (status === 'ACTIVE') return 'teal.9';
  if (status === 'DISABLED') return 'red.9';
  if (status === 'DELETED') return 'dark.7';
  return 'gray.8';
}
