import {
  CreateEmployeeBodySchema,
  EmployeeAuditPageSchema,
  EmployeeAuditQuerySchema,
  EmployeeSchema,
  EmployeeStatusBodySchema,
  EmployeesListQuerySchema,
  EmployeesPageSchema,
  EmployeeUserIdBodySchema,
  EmployeeUserIdQuerySchema,
  UpdateEmployeeBodySchema,
  UserLookupQuerySchema,
  UserLookupSchema,
} from '@procounter/shared/contracts/employee';
import { EMPLOYEES_API } from '@procounter/shared/contracts/employee-paths';
import { ShopIdParamsSchema } from '@procounter/shared/contracts/shop';
import { BooleanAnswerSchema } from '@procounter/shared/contracts/user';
import { userCanManageEmployees } from '@procounter/shared/domain/employees';
import { userCanAccessSupport } from '@procounter/shared/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import {
  addEmployee,
  canCurrentUserEditUser,
  changeEmployeeStatus,
  getEmployeeDetails,
  listEmployeeAudit,
  listEmployees,
  lookUpLoginName,
  sendEmployeePasswordReset,
  updateEmployee,
} from './employees.service';

const SCOPE =
  "The caller's scope is the shops of their current shop's company they act for; a user of no " +
  'shop of it answers 404.';

/** Employees on the Account Dashboard (issue 24 part 2); README.md has the rules. */
export const employeesRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const common = { tags: ['employees'], security: bearerSecurity };
  const managers = { capability: userCanManageEmployees };

  app.get(
    EMPLOYEES_API.employeesList,
    {
      config: managers,
      schema: {
        ...common,
        summary: "The users of the caller's shops: search by name, login or e-mail, sort, pages",
        description: SCOPE,
        querystring: EmployeesListQuerySchema,
        response: { 200: EmployeesPageSchema, ...errorResponses },
      },
    },
    async (request) => listEmployees(deps, request.auth.user, request.query),
  );

  app.get(
    EMPLOYEES_API.employeeDetails,
    {
      config: managers,
      schema: {
        ...common,
        summary: "A user's role, job title, status, last login and shops",
        description: SCOPE,
        querystring: EmployeeUserIdQuerySchema,
        response: { 200: EmployeeSchema, ...errorResponses },
      },
    },
    async (request) => getEmployeeDetails(deps, request.auth.user, request.query.userId),
  );

  app.get(
    EMPLOYEES_API.canCurrentUserEditUser,
    {
      config: managers,
      schema: {
        ...common,
        summary: 'Whether the caller may change the user (domain/employees.ts canUserEditUser)',
        description: 'False for a user of none of the caller’s shops.',
        querystring: EmployeeUserIdQuerySchema,
        response: { 200: BooleanAnswerSchema, ...errorResponses },
      },
    },
    async (request) => canCurrentUserEditUser(deps, request.auth.user, request.query.userId),
  );

  app.get(
    EMPLOYEES_API.userLookup,
    {
      config: managers,
      schema: {
        ...common,
        summary: 'Whether a login name is free for a new user (case ignored)',
        querystring: UserLookupQuerySchema,
        response: { 200: UserLookupSchema, ...errorResponses },
      },
    },
    async (request) => lookUpLoginName(deps, request.query.loginName),
  );

  app.post(
    EMPLOYEES_API.shopEmployees(':id'),
    {
      config: managers,
      schema: {
        ...common,
        summary: 'Add a user to the shop, with a role no higher than the caller’s',
        description:
          'The address gets a link to set a password. 409 LOGIN_NAME_TAKEN; 403 for a role above ' +
          `the caller's; 400 for a job title not in the constants. ${SCOPE}`,
        params: ShopIdParamsSchema,
        body: CreateEmployeeBodySchema,
        response: { 201: EmployeeSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addEmployee(deps, request.auth, request.params.id, request.body, request.ip)),
  );

  app.post(
    EMPLOYEES_API.employeeUpdate,
    {
      config: managers,
      schema: {
        ...common,
        summary: "Change a user's name, role (no higher than the caller's) and job title",
        description:
          '403 for a user the caller may not change (canCurrentUserEditUser) or a role above the ' +
          `caller's; 400 for a job title not in the constants; 409 EMPLOYEE_DELETED. ${SCOPE}`,
        body: UpdateEmployeeBodySchema,
        response: { 200: EmployeeSchema, ...errorResponses },
      },
    },
    async (request) => updateEmployee(deps, request.auth, request.body),
  );

  app.post(
    EMPLOYEES_API.employeeStatus,
    {
      config: managers,
      schema: {
        ...common,
        summary:
          'Disable or delete a user (every login of theirs ends at once), or make them active again',
        description:
          'DELETED is a soft delete: the login name stays taken, the list shows the user only ' +
          'under status=DELETED, and the user is never changed again (409 EMPLOYEE_DELETED). 409 ' +
          'EMPLOYEE_STATUS_CHANGED when another change came first; 403 for a user the caller may ' +
          `not change (canCurrentUserEditUser). ${SCOPE}`,
        body: EmployeeStatusBodySchema,
        response: { 200: EmployeeSchema, ...errorResponses },
      },
    },
    async (request) => changeEmployeeStatus(deps, request.auth, request.body),
  );

  app.post(
    EMPLOYEES_API.employeePasswordReset,
    {
      config: managers,
      schema: {
        ...common,
        summary: 'Mail the user a single-use link to set a new password',
        description:
          '409 EMPLOYEE_NOT_ACTIVE, 422 EMPLOYEE_NO_EMAIL, 429 RATE_LIMITED past the links an ' +
          `account gets an hour. ${SCOPE}`,
        body: EmployeeUserIdBodySchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await sendEmployeePasswordReset(deps, request.auth, request.body.userId, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.get(
    EMPLOYEES_API.supportEmployeeAudit,
    {
      config: { capability: userCanAccessSupport },
      schema: {
        ...common,
        summary:
          "Managers' changes to their users (who, what, to whom, when), newest first; the " +
          "system's (unused users set INACTIVE) with no actor",
        querystring: EmployeeAuditQuerySchema,
        response: { 200: EmployeeAuditPageSchema, ...errorResponses },
      },
    },
    async (request) => listEmployeeAudit(deps, request.query),
  );
};
