import type { EmployeeAuditPage } from '@procounter/shared/contracts/employee';
import { EMPLOYEES_API } from '@procounter/shared/contracts/employee-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { employeeKeys } from './keys';

export const EMPLOYEE_AUDIT_PAGE_SIZE = 20;

/** GET /support/employeeAudit: managers' changes to their users, newest first (support). */
export function employeeAuditQuery(page: number) {
  return queryOptions({
    queryKey: employeeKeys.audit(page),
    queryFn: (context) =>
      queryFetch<EmployeeAuditPage>(context, EMPLOYEES_API.supportEmployeeAudit, {
        query: { page, size: EMPLOYEE_AUDIT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployeeAudit(page: number) {
  return useQuery(employeeAuditQuery(page));
}
