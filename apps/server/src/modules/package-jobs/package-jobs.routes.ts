import { API } from '@procounter/shared/contracts/api-paths';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import {
  AddPackageJobBodySchema,
  CreatePackageJobBodySchema,
  PackageJobListSchema,
  PackageJobPartsSchema,
  PackageJobQuerySchema,
  PackageJobSchema,
} from '@procounter/shared/contracts/package-job';
import { QuoteSummarySchema } from '@procounter/shared/contracts/worksheet';
import { userCanManageShopJobs } from '@procounter/shared/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfRequest } from '../../lib/accept-language';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import {
  addPackageJob,
  createShopJob,
  deleteShopJob,
  getPackageJobParts,
  getShopJob,
  listPackageJobs,
} from './package-jobs.service';

/** Jobs (issue 25 part 2): shopjobs, customPackageJob, packageJobPartTypes and the job's Add. */
export const packageJobsRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const common = { tags: ['jobs'], security: bearerSecurity };
  const managers = { capability: userCanManageShopJobs };

  app.get(
    API.packageJobs,
    {
      schema: {
        ...common,
        summary: "The catalog's package jobs and the current shop's own jobs",
        description:
          "Package jobs (shopId null, ids 1-999) in the caller's language, then the shop's jobs " +
          '(ids from 1001) by name; canManage: the caller may save and delete shop jobs.',
        response: { 200: PackageJobListSchema, ...errorResponses },
      },
    },
    async (request) => listPackageJobs(deps, request.auth.user, localeOfRequest(request)),
  );

  app.get(
    API.customPackageJob,
    {
      schema: {
        ...common,
        summary: "One of the current shop's jobs",
        description: "404 for a package job's id, another shop's job or no job.",
        querystring: PackageJobQuerySchema,
        response: { 200: PackageJobSchema, ...errorResponses },
      },
    },
    async (request) =>
      getShopJob(deps, request.auth.user, request.query.jobId, localeOfRequest(request)),
  );

  app.post(
    API.customPackageJob,
    {
      config: managers,
      schema: {
        ...common,
        summary: 'Saves a job of the current shop (managers)',
        description:
          'Body: name (one line, at most 60), partTypes (1-10 leaf part types, each with an ' +
          'optional position of its own and a quantity, default 1; each once per position), ' +
          'laborHours (optional, more than 0, at most 99, 2 decimals). 403 unless the caller ' +
          'edits the shop; 400 for a part type that is no leaf or a position it does not have; ' +
          '409 PACKAGE_JOB_NAME_TAKEN for a name the shop has (case aside); 422 ' +
          'PACKAGE_JOB_LIMIT past 100 jobs.',
        body: CreatePackageJobBodySchema,
        response: {
          201: PackageJobSchema,
          ...errorResponses,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const job = await createShopJob(
        deps,
        request.auth.user,
        request.body,
        localeOfRequest(request),
      );
      return reply.code(201).send(job);
    },
  );

  app.delete(
    API.customPackageJob,
    {
      config: managers,
      schema: {
        ...common,
        summary: 'Deletes a job of the current shop (managers)',
        description: "403 unless the caller edits the shop; 404 for another shop's job or none.",
        querystring: PackageJobQuerySchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteShopJob(deps, request.auth.user, request.query.jobId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    API.packageJobPartTypes,
    {
      schema: {
        ...common,
        summary: "A job's part types with the products that fit the current vehicle",
        description:
          'Per part type of the job, at most 5 products for its position (kits left out), sorted ' +
          "as the parts lookup's SCORE (in stock first); bestProductId is the first. labor: the " +
          "job's hours at the shop's labor rate (null without hours or rate, or for a user who " +
          "does not see labor). 404 for another shop's job; 409 NO_CURRENT_VEHICLE when a part " +
          'type needs a vehicle and none is chosen.',
        querystring: PackageJobQuerySchema,
        response: { 200: PackageJobPartsSchema, ...errorResponses, 409: ErrorBodySchema },
      },
    },
    async (request) =>
      getPackageJobParts(deps, request.auth.user, request.query.jobId, localeOfRequest(request)),
  );

  app.post(
    API.addPackageJob,
    {
      schema: {
        ...common,
        tags: ['worksheet', 'jobs'],
        summary: "A job's chosen parts and its labor onto the current quote, all or nothing",
        description:
          'Body: jobId, lines (productId, quantity 1-1000; at most 10), withLabor (default ' +
          "true: the job's hours at the shop's labor rate, a LABOR line named as the job). PART " +
          'lines as addproduct makes them, origin CATALOG with details PACKAGEJOBS:<jobId>. 400 ' +
          'for a product of no part type of the job, a kit, or nothing to add; for a user who does ' +
          "not see labor (RO writer) the labor is left out; 404 for another shop's job or an " +
          'unknown product; 409 WORKSHEET_LOCKED; 422 QTY_EXCEEDS_1000. Answers the updated mini ' +
          'quote.',
        body: AddPackageJobBodySchema,
        response: {
          200: QuoteSummarySchema,
          ...errorResponses,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      addPackageJob(deps, request.auth.user, request.body, localeOfRequest(request)),
  );
};
