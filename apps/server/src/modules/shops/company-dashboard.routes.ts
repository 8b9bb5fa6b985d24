import { API } from '@procounter/shared/contracts/api-paths';
import {
  CompanyDashboardQuerySchema,
  CompanyDashboardSchema,
  CompanyIdQuerySchema,
  CreateShopNoteBodySchema,
  ReviewShopRequestBodySchema,
  SaveCompanyPreferencesBodySchema,
  ShopNoteSchema,
  ShopRequestBodySchema,
  ShopRequestDetailSchema,
  ShopRequestParamsSchema,
  SupportShopRequestParamsSchema,
  SupportShopRequestSchema,
  SupportShopRequestsQuerySchema,
} from '@procounter/shared/contracts/company';
import { CompanySchema, ShopIdParamsSchema } from '@procounter/shared/contracts/shop';
import {
  userCanAccessSupport,
  userCanEditCompany,
  userCanEditShop,
  userCanViewCompanyDashboard,
} from '@procounter/shared/domain/roles';
import { userCanReadShopPricing } from '@procounter/shared/domain/shop-pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import {
  addShopNote,
  createShopRequest,
  getCompanyDashboard,
  getShopRequest,
  listShopNotes,
  listSupportShopRequests,
  reviewShopRequest,
  saveCompanyPreferences,
  updateShopRequest,
} from './company-dashboard.service';

const DASHBOARD =
  '403 unless customer_dashboard_feature is on for the shop. A shop the caller may not act for ' +
  'answers 404.';

/** The Account Dashboard's calls (issue 23 part 3); README.md has the rules. */
export const companyDashboardRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const common = { tags: ['company'], security: bearerSecurity };

  app.get(
    API.companyDashboard,
    {
      config: { capability: userCanViewCompanyDashboard },
      schema: {
        ...common,
        summary: "The current shop's company, its preferences and its shops' pricing agreements",
        description: `Only the company's shops the caller may act for. ${DASHBOARD}`,
        querystring: CompanyDashboardQuerySchema,
        response: { 200: CompanyDashboardSchema, ...errorResponses },
      },
    },
    async (request) => getCompanyDashboard(deps, request.auth.user),
  );

  app.post(
    API.saveCompanyPreferences,
    {
      config: { capability: userCanEditCompany },
      schema: {
        ...common,
        summary: "Save the company's order preferences (PO, garage bay id, fleet id; form data)",
        description:
          'A required field is also visible. poValidationMask: rules poMask and poMaskLength; ' +
          `blank clears it. A company none of the caller's shops belongs to answers 404. ${DASHBOARD}`,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        querystring: CompanyIdQuerySchema,
        body: SaveCompanyPreferencesBodySchema,
        response: { 200: CompanySchema, ...errorResponses },
      },
    },
    async (request) =>
      saveCompanyPreferences(deps, request.auth.user, request.query.companyId, request.body),
  );

  app.post(
    API.shopRequestCreate(':id'),
    {
      config: { capability: userCanEditShop },
      schema: {
        ...common,
        summary: 'Ask for a change of the shop’s pricing agreement (a PENDING request)',
        description: `409 SHOP_REQUEST_PENDING while one waits for review. ${DASHBOARD}`,
        params: ShopIdParamsSchema,
        body: ShopRequestBodySchema,
        response: { 201: ShopRequestDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createShopRequest(deps, request.auth.user, request.params.id, request.body)),
  );

  app.get(
    API.shopRequest(':id', ':requestId'),
    {
      config: { capability: userCanReadShopPricing },
      schema: {
        ...common,
        summary: 'A pricing request of the shop, with who asked and who decided',
        description: DASHBOARD,
        params: ShopRequestParamsSchema,
        response: { 200: ShopRequestDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      getShopRequest(deps, request.auth.user, request.params.id, request.params.requestId),
  );

  app.put(
    API.shopRequest(':id', ':requestId'),
    {
      config: { capability: userCanEditShop },
      schema: {
        ...common,
        summary: 'Change a pending pricing request',
        description: `409 SHOP_REQUEST_CLOSED once support decided it. ${DASHBOARD}`,
        params: ShopRequestParamsSchema,
        body: ShopRequestBodySchema,
        response: { 200: ShopRequestDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateShopRequest(
        deps,
        request.auth.user,
        request.params.id,
        request.params.requestId,
        request.body,
      ),
  );

  app.get(
    API.shopNotes(':id'),
    {
      config: { capability: userCanEditShop },
      schema: {
        ...common,
        summary: "The shop's notes, newest first",
        description: DASHBOARD,
        params: ShopIdParamsSchema,
        response: { 200: z.array(ShopNoteSchema), ...errorResponses },
      },
    },
    async (request) => listShopNotes(deps, request.auth.user, request.params.id),
  );

  app.post(
    API.shopNotes(':id'),
    {
      config: { capability: userCanEditShop },
      schema: {
        ...common,
        summary: 'Add a dated note to the shop',
        description: DASHBOARD,
        params: ShopIdParamsSchema,
        body: CreateShopNoteBodySchema,
        response: { 201: ShopNoteSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addShopNote(deps, request.auth.user, request.params.id, request.body)),
  );

  app.get(
    API.supportShopRequests,
    {
      config: { capability: userCanAccessSupport },
      schema: {
        ...common,
        summary: "Support's queue of shop pricing requests (default PENDING), oldest first",
        querystring: SupportShopRequestsQuerySchema,
        response: { 200: z.array(SupportShopRequestSchema), ...errorResponses },
      },
    },
    async (request) => listSupportShopRequests(deps, request.query.status),
  );

  app.post(
    API.supportShopRequestReview(':id'),
    {
      config: { capability: userCanAccessSupport },
      schema: {
        ...common,
        summary: 'Approve or deny a pending shop pricing request',
        description:
          'A denial needs a note. 409 SHOP_REQUEST_CLOSED once decided; 404 for no such request.',
        params: SupportShopRequestParamsSchema,
        body: ReviewShopRequestBodySchema,
        response: { 200: ShopRequestDetailSchema, ...errorResponses },
      },
    },
    async (request) => reviewShopRequest(deps, request.auth.user, request.params.id, request.body),
  );
};
