import type { Employee } from '@procounter/shared/contracts/employee';
import { EMPLOYEES_API } from '@procounter/shared/contracts/employee-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { employeeKeys } from './keys';

/** GET /user/employeeDetails?userId: role, job title, status, last login, shops, canEdit. */
export function employeeDetailsQuery(userId: number) {
  return queryOptions({
    queryKey: employeeKeys.details(userId),
    queryFn: (context) =>
      queryFetch<Employee>(context, EMPLOYEES_API.employeeDetails, { query: { userId } }),
  });
}

export function useEmployeeDetails(userId: number | null) {
  return useQuery({ ...employeeDetailsQuery(userId ?? 0), enabled: userId !== null });
}
