// The employees' calls (issue 24 part 2: managers' list, details, changes; support's record of
// them), apart from API (api-paths.ts): only the employees' own code asks for them, and every
// entry of API is in the JavaScript every page loads.
export const EMPLOYEES_API = {
  employeesList: '/company/employeesList',
  employeeDetails: '/user/employeeDetails',
  canCurrentUserEditUser: '/user/canCurrentUserEditUser',
  userLookup: '/user/lookup',
  shopEmployees: (shopId: number | string) => `/shop/${shopId}/employees`,
  employeeStatus: '/user/employeeStatus',
  employeeUpdate: '/user/employeeUpdate',
  employeePasswordReset: '/user/employeePasswordReset',
  supportEmployeeAudit: '/support/employeeAudit',
} as const;
