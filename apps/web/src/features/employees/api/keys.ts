import type { EmployeesListQuery } from '@procounter/shared/contracts/employee';

/** Query keys of the Employees section and support's record of managers' changes. */
export const employeeKeys = {
  all: ['employees'] as const,
  list: (query: EmployeesListQuery) => ['employees', 'list', query] as const,
  details: (userId: number) => ['employees', 'details', userId] as const,
  jobTitles: ['employees', 'jobTitles'] as const,
  audit: (page: number) => ['employees', 'audit', page] as const,
};
