import type { EmployeesListQuery, EmployeesPage } from '@procounter/shared/contracts/employee';
import { EMPLOYEES_API } from '@procounter/shared/contracts/employee-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { employeeKeys } from './keys';

/** GET /company/employeesList: a page of the users of the caller's shops. */
export function employeesQuery(query: EmployeesListQuery) {
  return queryOptions({
    queryKey: employeeKeys.list(query),
    queryFn: (context) =>
      queryFetch<EmployeesPage>(context, EMPLOYEES_API.employeesList, {
        query: { ...query, search: query.search || undefined },
      }),
    // The list stays while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useEmployees(query: EmployeesListQuery) {
  return useQuery(employeesQuery(query));
}
