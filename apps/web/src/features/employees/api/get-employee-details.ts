import { API } from '@procounter/shared/contracts/api-paths';
import type { Employee } from '@procounter/shared/contracts/employee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { employeeKeys } from './keys';

/** GET /user/employeeDetails?userId: role, job title, status, last login, shops, canEdit. */
export function employeeDetailsQuery(userId: number) {
  return queryOptions({
    queryKey: employeeKeys.details(userId),
    queryFn: (context) => queryFetch<Employee>(context, API.employeeDetails, { query: { userId } }),
  });
}

export function useEmployeeDetails(userId: number | null) {
  return useQuery({ ...employeeDetailsQuery(userId ?? 0), enabled: userId !== null });
}
