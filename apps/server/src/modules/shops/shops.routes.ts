import { API } from '@procounter/shared/contracts/api-paths';
import {
  ChangeShopBodySchema,
  CompanySchema,
  ShopIdParamsSchema,
  ShopRequestSchema,
  ShopSchema,
  StickySessionInfoSchema,
  TsmSchema,
} from '@procounter/shared/contracts/shop';
import { BooleanAnswerSchema } from '@procounter/shared/contracts/user';
import { userCanReadShopPricing } from '@procounter/shared/domain/shop-pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { selectShop } from '../users/users.service';
import { companyDashboardRoutes } from './company-dashboard.routes';
import {
  checkDealerControl,
  findCurrentShop,
  getAccessibleShop,
  getShopRequests,
  getStickySessionInfo,
  getTsmOfShop,
  listShops,
  presentCompany,
  presentShop,
} from './shops.service';

const tags = ['shop'];

export const shopsRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (app, { deps }) => {
  app.get(
    API.currentShop,
    {
      schema: {
        tags,
        summary: 'The current shop',
        security: bearerSecurity,
        response: { 200: ShopSchema, ...errorResponses },
      },
    },
    async (request) => {
      const current = await findCurrentShop(deps, request.auth.user);
      if (!current) throw notFound('You have no shop');
      return presentShop(current);
    },
  );

  app.post(
    API.currentShop,
    {
      schema: {
        tags,
        summary: 'Switch the current shop',
        security: bearerSecurity,
        body: ChangeShopBodySchema,
        response: { 200: ShopSchema, ...errorResponses },
      },
    },
    async (request) => presentShop(await selectShop(deps, request.auth.user, request.body.shopId)),
  );

  app.get(
    API.userShops,
    {
      schema: {
        tags,
        summary: 'The shops the user may act for',
        security: bearerSecurity,
        response: { 200: z.array(ShopSchema), ...errorResponses },
      },
    },
    async (request) => listShops(deps, request.auth.user),
  );

  app.get(
    API.stickySessionInfo,
    {
      schema: {
        tags,
        summary: 'What the sticky session header is made of',
        security: bearerSecurity,
        response: { 200: StickySessionInfoSchema, ...errorResponses },
      },
    },
    async (request) => getStickySessionInfo(deps, request.auth.user),
  );

  app.get(
    API.hasDealerControlOrIsDemo,
    {
      schema: {
        tags,
        summary:
          "Whether the current shop's company is active or a demo (or the user a team member)",
        security: bearerSecurity,
        response: { 200: BooleanAnswerSchema, ...errorResponses },
      },
    },
    async (request) => checkDealerControl(deps, request.auth.user),
  );

  app.get(
    '/shop/:id/company',
    {
      schema: {
        tags,
        summary: "The shop's company",
        security: bearerSecurity,
        params: ShopIdParamsSchema,
        response: { 200: CompanySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { company } = await getAccessibleShop(deps, request.auth.user, request.params.id);
      return presentCompany(company);
    },
  );

  app.get(
    '/shop/:id/company/shopRequests',
    {
      // What the shop pays and charges is for those who may see the dashboard or edit the shop.
      config: { capability: userCanReadShopPricing },
      schema: {
        tags,
        summary: "The pricing requests of the shop: its own and its company's company-wide ones",
        security: bearerSecurity,
        params: ShopIdParamsSchema,
        response: { 200: z.array(ShopRequestSchema), ...errorResponses },
      },
    },
    async (request) => getShopRequests(deps, request.auth.user, request.params.id),
  );

  app.get(
    '/shop/:id/tsm',
    {
      schema: {
        tags,
        summary: "The territory sales manager of the shop's home store",
        security: bearerSecurity,
        params: ShopIdParamsSchema,
        response: { 200: TsmSchema, ...errorResponses },
      },
    },
    async (request) => getTsmOfShop(deps, request.auth.user, request.params.id),
  );

  await app.register(companyDashboardRoutes, { deps });
};
