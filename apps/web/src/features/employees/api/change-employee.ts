import type {
  CreateEmployeeBody,
  Employee,
  EmployeeStatusBody,
  UpdateEmployeeBody,
  UserLookup,
} from '@procounter/shared/contracts/employee';
import { EMPLOYEES_API } from '@procounter/shared/contracts/employee-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './keys';

/** After a change the list and the user's details are read again. */
function useRefreshEmployees() {
  const client = useQueryClient();
  return (employee?: Employee) => {
    if (employee) client.setQueryData(employeeKeys.details(employee.userId), employee);
    void client.invalidateQueries({ queryKey: ['employees', 'list'] });
  };
}

/** POST /shop/{id}/employees: a new user of the shop, mailed a link to set a password. */
export function useAddEmployee() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: ({ shopId, body }: { shopId: number; body: CreateEmployeeBody }) =>
      apiRequest<Employee>(EMPLOYEES_API.shopEmployees(shopId), { method: 'POST', json: body }),
    onSuccess: (employee) => refresh(employee),
  });
}

/** POST /user/employeeUpdate: the user's name, role and job title. */
export function useUpdateEmployee() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (body: UpdateEmployeeBody) =>
      apiRequest<Employee>(EMPLOYEES_API.employeeUpdate, { method: 'POST', json: body }),
    onSuccess: (employee) => refresh(employee),
  });
}

/** POST /user/employeeStatus: DISABLED or DELETED (their logins end at once) or ACTIVE again. */
export function useSetEmployeeStatus() {
  const refresh = useRefreshEmployees();
  return useMutation({
    mutationFn: (body: EmployeeStatusBody) =>
      apiRequest<Employee>(EMPLOYEES_API.employeeStatus, { method: 'POST', json: body }),
    onSuccess: (employee) => refresh(employee),
  });
}

/** POST /user/employeePasswordReset: a single-use link to the user's address. */
export function useSendEmployeeReset() {
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<void>(EMPLOYEES_API.employeePasswordReset, { method: 'POST', json: { userId } }),
  });
}

/** GET /user/lookup?loginName: whether a login name is free (asked when the field is left). */
export function lookUpLoginName(loginName: string) {
  return apiRequest<UserLookup>(EMPLOYEES_API.userLookup, { query: { loginName } });
}
