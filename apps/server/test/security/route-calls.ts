import { randomUUID } from 'node:crypto';
import type { AuthTokens } from '@procounter/shared/contracts/auth';
import {
  KNOWLEDGE_CATEGORIES_QUERY,
  type UpdateHelpArticleBody,
  type UpdateHelpCategoryBody,
} from '@procounter/shared/contracts/help-content';
import { INSPECTION_ITEMS } from '@procounter/shared/contracts/vehicle-documents';
import { accountDay } from '@procounter/shared/domain/account-money';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';
import type { CatalogFixtures, OwnResources } from './fixtures';
import { type HttpAnswer, type HttpRequest, type HttpSend, withQuery } from './http-client';

/** Rows every caller's requests share. */
export interface SharedFixtures {
  catalog: CatalogFixtures;
  /** The masquerade target: tech, a shop employee. */
  techUserId: number;
  messageId: number;
  supportQuestionId: number;
  helpCategory: { identifier: string; body: UpdateHelpCategoryBody };
  helpArticle: { identifier: string; body: UpdateHelpArticleBody };
  /**
   * A link waiting for the car-customer account's decision (the demo's, on a quote of shop 1001
   * for Fleet Car Care): what caruser reads and decides on /car-admin.
   */
  carAccountLinkId: number;
  /**
   * The demo's labor claims of shop 1001 (seedDemoLaborClaims): the SUBMITTED one (reviewed,
   * approved and credited by the first support caller) with its photo, the UNDER_REVIEW one
   * (denied), and a line of one of the shop's invoices to file a claim on.
   */
  laborClaims: { submittedId: number; underReviewId: number; fileId: number; lineId: number };
}

/** Who calls, with what they hold. */
export interface CallerContext {
  /** 'anonymous' or the login name. */
  name: string;
  tokens: AuthTokens | null;
  /** The usage-tracking token GET /api/current/static gave the caller; '' when none. */
  trackingToken: string;
  /** The caller's own resources (a visitor or a held account uses tech's). */
  own: OwnResources;
  shared: SharedFixtures;
  /** A new login of the caller, for a call that ends the session it runs in; null for a visitor. */
  freshTokens(): Promise<AuthTokens | null>;
  send: HttpSend;
}

/**
 * A request without its method (the route's). `token` undefined: the runner sends what the route's
 * rule takes (the access token, the refresh token, or nothing); null: no token.
 */
export type RouteRequest = Omit<HttpRequest, 'method'>;

export interface RouteCall {
  /**
   * 0: reads and writes that leave the caller's resources in place; 1: calls that remove, order
   * or clear them; 2: calls that change the session itself (run last).
   */
  phase: 0 | 1 | 2;
  request(ctx: CallerContext): RouteRequest | Promise<RouteRequest>;
  /** After a 2xx answer: keeps what later calls need, or checks and undoes a side effect. */
  after?(answer: HttpAnswer, ctx: CallerContext, request: RouteRequest): Promise<void>;
}

const NEW_PASSWORD = 'procounter-demo-changed-1';

/** 'YYYY-MM' of today in the account's time zone (statements are per calendar month there). */
const currentMonth = () => accountDay(new Date()).slice(0, 7);

/** The newest invoice of the caller's current shop, or an id of none. */
async function newestInvoiceId(ctx: CallerContext): Promise<number> {
  if (!ctx.tokens) return 1;
  const answer = await ctx.send({
    method: 'GET',
    path: '/api/admin/invoices',
    token: ctx.tokens.access_token,
  });
  const items = answer.status === 200 ? (answer.body as { items: { id: number }[] }).items : [];
  return items[0]?.id ?? 2_000_000_000;
}

/** 'YYYY-MM-DD' of an instant in the stores' time zone (the labor claim's failure date). */
const accountDayOf = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(instant);

/** A 1 x 1 PNG: a labor claim's photo. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const read = (path: string, query?: Record<string, string | number | undefined>): RouteCall => ({
  phase: 0,
  request: () => ({ path: withQuery(path, query) }),
});

/**
 * A new approval link of the caller's own quote, decided by its customer (every line approved):
 * its id and token. A visitor, or a caller whose quote no longer takes a link, gets the link made
 * with its resources (fixtures.ts), as it is.
 */
async function decidedApproval(ctx: CallerContext): Promise<{ linkId: number; token: string }> {
  const fallback = { linkId: ctx.own.approvalLinkId, token: ctx.own.approvalToken };
  if (!ctx.tokens) return fallback;
  const created = await ctx.send({
    method: 'POST',
    path: `/api/worksheet/rest/${ctx.own.worksheetId}/approval/links`,
    token: ctx.tokens.access_token,
    json: {},
  });
  if (created.status !== 201) return fallback;
  const { link, url } = created.body as { link: { id: number }; url: string };
  const token = url.split('/').pop()!;
  const quote = await ctx.send({ method: 'GET', path: `/api/public/approval/${token}` });
  const { version, lines } = quote.body as { version: string; lines: { lineId: number }[] };
  await ctx.send({
    method: 'POST',
    path: `/api/public/approval/${token}/decision`,
    json: {
      version,
      name: 'Dana Approver',
      lines: lines.map((l) => ({ lineId: l.lineId, approved: true })),
    },
  });
  return { linkId: link.id, token };
}

/** A new open link of the caller's quote (the fixture's when none can be made): its token. */
async function openApproval(ctx: CallerContext): Promise<string> {
  if (!ctx.tokens) return ctx.own.approvalToken;
  const created = await ctx.send({
    method: 'POST',
    path: `/api/worksheet/rest/${ctx.own.worksheetId}/approval/links`,
    token: ctx.tokens.access_token,
    json: {},
  });
  return created.status === 201
    ? (created.body as { url: string }).url.split('/').pop()!
    : ctx.own.approvalToken;
}

function trackedLookup(ctx: CallerContext) {
  return {
    uuid: randomUUID(),
    timestamp: Date.now(),
    lookupType: 'PART_TYPE',
    vehicleIds: {
      baseVehicleId: ctx.shared.catalog.baseVehicleId,
      engineId: null,
      submodelId: -99,
    },
  };
}

function trackedProduct(ctx: CallerContext) {
  return {
    partId: ctx.shared.catalog.parts[0].id,
    legacyPartId: null,
    partTypeId: ctx.shared.catalog.padPartTypeId,
    parentPartTypeId: ctx.shared.catalog.padParentId,
    localQuantityOnHand: 3,
    stocking: true,
  };
}

/** A beacon with the caller's tracking token in ?token= (left out when it has none). */
const beacon = (path: string, body: (ctx: CallerContext) => object): RouteCall => ({
  phase: 0,
  request: (ctx) => ({
    path: withQuery(path, { token: ctx.trackingToken || undefined }),
    json: body(ctx),
  }),
});

/** The request of every route, keyed like ROUTE_RULES; the matrix runs them in this order. */
export const ROUTE_CALLS: Record<string, RouteCall> = {
  'GET /api/health': read('/api/health'),
  'POST /api/auth/rest/login': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/auth/rest/login',
      token: null,
      json: { loginName: ctx.tokens ? ctx.name : 'tech', password: DEMO_PASSWORD },
    }),
  },
  'POST /api/auth/rest/forgotPassword': {
    phase: 0,
    // A name no account has: the answer is the same, and no mail is written.
    request: () => ({
      path: '/api/auth/rest/forgotPassword',
      token: null,
      json: { login: 'no-such-user@shop.example' },
    }),
  },
  'POST /api/auth/rest/resetPassword': {
    phase: 0,
    request: () => ({
      path: '/api/auth/rest/resetPassword',
      token: null,
      json: { token: 'A'.repeat(43), newPassword: 'a long enough new password 7' },
    }),
  },
  'GET /api/current/user': read('/api/current/user'),
  'GET /api/session/user': read('/api/session/user'),
  'POST /api/user/savePreferences': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/user/savePreferences',
      form: { languageCode: 'en', selectedShopId: String(ctx.own.shopId) },
    }),
  },
  'POST /api/user/updateEmail': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/user/updateEmail',
      json: { email: `${ctx.name}@procounter.example` },
    }),
  },
  'POST /api/user/showChatNowTooltip': {
    phase: 0,
    request: () => ({ path: '/api/user/showChatNowTooltip' }),
  },
  'GET /api/current/shop': read('/api/current/shop'),
  'POST /api/current/shop': {
    phase: 0,
    request: (ctx) => ({ path: '/api/current/shop', json: { shopId: ctx.own.shopId } }),
  },
  'GET /api/user/shops': read('/api/user/shops'),
  'GET /api/current/stickySessionInfo': read('/api/current/stickySessionInfo'),
  'GET /api/current/hasDealerControlOrIsDemo': read('/api/current/hasDealerControlOrIsDemo'),
  'GET /api/shop/:id/company': {
    phase: 0,
    request: (ctx) => ({ path: `/api/shop/${ctx.own.shopId}/company` }),
  },
  'GET /api/shop/:id/company/shopRequests': {
    phase: 0,
    request: (ctx) => ({ path: `/api/shop/${ctx.own.shopId}/company/shopRequests` }),
  },
  'GET /api/shop/:id/tsm': {
    phase: 0,
    request: (ctx) => ({ path: `/api/shop/${ctx.own.shopId}/tsm` }),
  },
  // The Account Dashboard (issue 23 part 3). The demo's approved request of shop 1001 is id 1:
  // reading it is the shop's, changing or reviewing it answers 409 (decided).
  'GET /api/company/dashboard': read('/api/company/dashboard'),
  'POST /api/company/savePreferencesByCompanyId': {
    phase: 0,
    // The caller's company's preferences, saved as they are (other calls submit under them).
    request: async (ctx) => {
      const company = ctx.tokens
        ? await ctx.send({
            method: 'GET',
            path: `/api/shop/${ctx.own.shopId}/company`,
            token: ctx.tokens.access_token,
          })
        : null;
      const body = company?.status === 200 ? (company.body as Record<string, unknown>) : null;
      const preference = (body?.companyPreference ?? {}) as Record<string, unknown>;
      return {
        path: withQuery('/api/company/savePreferencesByCompanyId', {
          companyId: (body?.id as number | undefined) ?? 1,
        }),
        json: { ...preference, poValidationMask: preference.poValidationMask ?? '' },
      };
    },
  },
  'POST /api/shop/:id/shopRequest': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/shop/${ctx.own.shopId}/shopRequest`,
      json: { pricingMethod: 'LIST', laborRate: 120, notes: `Asked by ${ctx.name}` },
    }),
  },
  'GET /api/shop/:id/shopRequest/:requestId': {
    phase: 0,
    request: (ctx) => ({ path: `/api/shop/${ctx.own.shopId}/shopRequest/1` }),
  },
  'PUT /api/shop/:id/shopRequest/:requestId': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/shop/${ctx.own.shopId}/shopRequest/1`,
      json: { pricingMethod: 'LIST' },
    }),
  },
  'GET /api/shop/:id/notes': {
    phase: 0,
    request: (ctx) => ({ path: `/api/shop/${ctx.own.shopId}/notes` }),
  },
  'POST /api/shop/:id/notes': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/shop/${ctx.own.shopId}/notes`,
      json: { body: `Checked by the matrix (${ctx.name})` },
    }),
  },
  'GET /api/support/shopRequests': read('/api/support/shopRequests'),
  'POST /api/support/shopRequests/:id/review': {
    phase: 0,
    request: () => ({
      path: '/api/support/shopRequests/1/review',
      json: { decision: 'DENIED', note: 'Checked by the matrix' },
    }),
  },
  // Employees (issue 24 part 2): the managers of shop 1001 (manager, shopmgr) read tech, add a
  // user of their own, set tech's status to what it is (nothing ends) and send tech a reset link.
  // Live chat (issue 24 part 4). Chat 1 is the demo's finished chat of tech's (seedDemoChat):
  // tech and support users read it; anyone else gets 404 (not a refusal by role). A new chat
  // answers 422 CHAT_UNAVAILABLE while no support socket is open; a message to chat 1, 409 closed.
  'GET /api/chat/availability': read('/api/chat/availability'),
  'GET /api/chat/sessions': read('/api/chat/sessions'),
  'POST /api/chat/sessions': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/chat/sessions',
      json: { clientId: randomUUID(), body: `Checked by the matrix (${ctx.name})` },
    }),
  },
  'GET /api/chat/sessions/:sessionId/messages': read('/api/chat/sessions/1/messages', { after: 0 }),
  'POST /api/chat/sessions/:sessionId/messages': {
    phase: 0,
    request: () => ({
      path: '/api/chat/sessions/1/messages',
      json: { clientId: randomUUID(), body: 'Checked by the matrix' },
    }),
  },
  'POST /api/chat/sessions/:sessionId/read': {
    phase: 0,
    request: () => ({ path: '/api/chat/sessions/1/read', json: { messageId: 1 } }),
  },
  'POST /api/chat/sessions/:sessionId/typing': {
    phase: 0,
    request: () => ({ path: '/api/chat/sessions/1/typing' }),
  },
  'POST /api/chat/sessions/:sessionId/close': {
    phase: 0,
    request: () => ({ path: '/api/chat/sessions/1/close' }),
  },
  'GET /api/support/chats': read('/api/support/chats'),
  'POST /api/support/chats/:sessionId/take': {
    phase: 0,
    request: () => ({ path: '/api/support/chats/1/take' }),
  },
  'GET /api/chat/live': {
    phase: 0,
    request: () => ({ path: '/api/chat/live', token: null }),
  },
  'GET /api/company/employeesList': read('/api/company/employeesList', {
    search: 'e',
    sort: '-name',
  }),
  'GET /api/user/employeeDetails': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/user/employeeDetails', { userId: ctx.shared.techUserId }),
    }),
  },
  'GET /api/user/canCurrentUserEditUser': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/user/canCurrentUserEditUser', { userId: ctx.shared.techUserId }),
    }),
  },
  'GET /api/user/lookup': read('/api/user/lookup', { loginName: 'tech' }),
  'POST /api/shop/:id/employees': {
    phase: 0,
    request: (ctx) => {
      const loginName = `matrix-${ctx.name}-${randomUUID().slice(0, 8)}`;
      return {
        path: `/api/shop/${ctx.own.shopId}/employees`,
        json: {
          firstName: 'Matt',
          lastName: 'Rix',
          loginName,
          emailAddress: `${loginName}@shop.example`,
          role: 'SHOP_EMPLOYEE',
          jobTitle: 'Technician',
        },
      };
    },
  },
  'POST /api/user/employeeUpdate': {
    phase: 0,
    // tech as they are: an allowed caller's 200 changes nothing.
    request: (ctx) => ({
      path: '/api/user/employeeUpdate',
      json: {
        userId: ctx.shared.techUserId,
        firstName: 'Tom',
        lastName: 'Becker',
        role: 'SHOP_EMPLOYEE',
        jobTitle: 'Technician',
      },
    }),
  },
  'POST /api/user/employeeStatus': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/user/employeeStatus',
      json: { userId: ctx.shared.techUserId, status: 'ACTIVE' },
    }),
  },
  'POST /api/user/employeePasswordReset': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/user/employeePasswordReset',
      json: { userId: ctx.shared.techUserId },
    }),
  },
  'GET /api/support/employeeAudit': read('/api/support/employeeAudit'),
  'GET /api/info/features/global': read('/api/info/features/global'),
  'GET /api/info/features/store': read('/api/info/features/store', { storeNumber: 512 }),
  'GET /api/message/get/current/:category': read('/api/message/get/current/BROADCAST'),
  'GET /api/message/get/category/:category': read('/api/message/get/category/PRODUCT'),
  'GET /api/message/dismiss/:messageId': {
    phase: 0,
    request: (ctx) => ({ path: `/api/message/dismiss/${ctx.shared.messageId}` }),
  },
  'GET /api/current/static': read('/api/current/static'),
  'GET /api/constants': read('/api/constants', { states: 'true', jobTitles: 'true' }),
  'GET /api/meta': read('/api/meta', { keys: 'user,shop,features' }),

  'GET /api/vehicle/select/vehicleSelectorData': read('/api/vehicle/select/vehicleSelectorData'),
  'GET /api/vehicle/select/v2/makes': read('/api/vehicle/select/v2/makes', { year: 2013 }),
  'GET /api/vehicle/select/v2/models': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/vehicle/select/v2/models', {
        year: ctx.shared.catalog.year,
        makeId: ctx.shared.catalog.makeId,
      }),
    }),
  },
  'GET /api/vehicle/select/engines': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/vehicle/select/engines', {
        baseVehicleId: ctx.shared.catalog.baseVehicleId,
      }),
    }),
  },
  'GET /api/vehicle/select/submodels': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/vehicle/select/submodels', {
        baseVehicleId: ctx.shared.catalog.baseVehicleId,
      }),
    }),
  },
  'GET /api/plateToVin/decodePlate': read('/api/plateToVin/decodePlate', {
    state: 'TX',
    plate: 'SHOP123',
  }),
  'POST /api/vehicle/select/selectFromPTV': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/vehicle/select/selectFromPTV',
      json: {
        vehicleId: ctx.shared.catalog.baseVehicleId,
        plate: 'SHOP123',
        vin: '1FTFW1ET9DFC10312',
        state: 'TX',
      },
    }),
  },
  'POST /api/vehicle/select/defaultByVin': {
    phase: 0,
    request: () => ({
      path: '/api/vehicle/select/defaultByVin',
      json: { vin: '1HGCM82633A004352' },
    }),
  },
  'POST /api/vehicle/select/v2/': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/vehicle/select/v2/',
      json: { baseVehicleId: ctx.shared.catalog.baseVehicleId, quote: true },
    }),
  },
  'POST /api/vehicle/select/v2/selectAttributes': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/vehicle/select/v2/selectAttributes',
      json: { engineId: ctx.shared.catalog.engineId },
    }),
  },
  'DELETE /api/vehicle/select/attribute/:attributeId': {
    phase: 0,
    request: () => ({ path: '/api/vehicle/select/attribute/10011' }),
  },
  'GET /api/attributes/questions/retain': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/attributes/questions/retain', {
        partTypeId: ctx.shared.catalog.padPartTypeId,
      }),
    }),
  },
  'GET /api/attributes/questions/nonretain': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/attributes/questions/nonretain', {
        partTypeId: ctx.shared.catalog.padPartTypeId,
        answer: `${ctx.shared.catalog.padPartTypeId}:10101:1`,
      }),
    }),
  },
  'POST /api/attributes/questions/retain/answer': {
    phase: 0,
    request: () => ({
      path: '/api/attributes/questions/retain/answer',
      json: { attributeId: 10102, valueId: 2 },
    }),
  },
  'POST /api/attributes/add': {
    phase: 0,
    request: () => ({ path: '/api/attributes/add', json: { attributeId: 10103, valueId: -99 } }),
  },
  'POST /api/vehicle/select/history/:id/select': {
    phase: 0,
    request: (ctx) => ({ path: `/api/vehicle/select/history/${ctx.own.recentVehicleId}/select` }),
  },
  'POST /api/vehicle/select/default': {
    phase: 0,
    request: (ctx) => ({ path: '/api/vehicle/select/default', json: { id: ctx.own.worksheetId } }),
  },
  'GET /api/recent/vehicles': read('/api/recent/vehicles'),
  'GET /api/recent/vehicles/enterprise': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/recent/vehicles/enterprise', { shopId: ctx.own.shopId }),
    }),
  },

  'GET /api/current/vehicle': read('/api/current/vehicle'),
  'POST /api/current/vehicle/customer': {
    phase: 0,
    request: () => ({
      path: '/api/current/vehicle/customer',
      json: { shopCustomerFirst: 'Ana', shopCustomerLast: "O'Neil" },
    }),
  },
  'GET /api/worksheet/rest/miniquote.json': read('/api/worksheet/rest/miniquote.json'),
  'POST /api/worksheet/rest/nonProductItem': {
    phase: 0,
    request: () => ({
      path: '/api/worksheet/rest/nonProductItem',
      json: { type: 'OTHER', description: 'Disposal fee', customerPrice: 3.25, quantity: 2 },
    }),
  },
  'POST /api/worksheet/rest/addproduct': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/worksheet/rest/addproduct', { quantity: 1 }),
      json: { productId: ctx.shared.catalog.parts[1].id },
    }),
  },
  'POST /api/worksheet/rest/addkit': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/worksheet/rest/addkit', { quantity: 1 }),
      json: { kitId: ctx.shared.catalog.kit.id },
    }),
  },
  'POST /api/worksheet/rest/addPackageJob': {
    phase: 0,
    // The caller's own shop job (front pads): a pad and the job's labor.
    request: (ctx) => ({
      path: '/api/worksheet/rest/addPackageJob',
      json: {
        jobId: ctx.own.shopJobId,
        lines: [{ productId: ctx.shared.catalog.padProductId, quantity: 1 }],
        withLabor: true,
      },
    }),
  },
  'POST /api/worksheet/rest/enterprise/addKit': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/worksheet/rest/enterprise/addKit',
      json: {
        addProductDtoList: [
          // The kit as the enterprise search lists it: the kit, then its components.
          { productId: ctx.shared.catalog.kit.id, quantity: 1 },
          ...ctx.shared.catalog.kit.components.map((c) => ({
            productId: c.id,
            quantity: c.quantity,
          })),
        ],
        worksheetId: ctx.own.worksheetId,
      },
    }),
  },
  'GET /api/worksheet/rest/:worksheetId/vehicle/:worksheetVehicleId/translate': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/worksheet/rest/${ctx.own.worksheetId}/vehicle/${ctx.own.worksheetVehicleId}/translate`,
    }),
  },
  'GET /api/worksheet/rest/search': read('/api/worksheet/rest/search', {
    keywords: 'ford',
    searchType: 'ALL',
  }),
  'GET /api/worksheet/rest/enterprise/:id': {
    phase: 0,
    request: (ctx) => ({ path: `/api/worksheet/rest/enterprise/${ctx.own.worksheetId}` }),
  },
  'GET /api/worksheet/rest/:id': {
    phase: 0,
    request: (ctx) => ({ path: `/api/worksheet/rest/${ctx.own.worksheetId}` }),
  },
  'PUT /api/worksheet/rest/miniquote/updateitem': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/worksheet/rest/miniquote/updateitem',
      json: { worksheetDetailId: ctx.own.otherLineId, quantity: 3 },
    }),
  },
  'PUT /api/worksheet/rest/:id/name': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/worksheet/rest/${ctx.own.worksheetId}/name`,
      json: { name: 'Brake job for Ana' },
    }),
  },

  'GET /api/search/keyword/v3/typeahead': read('/api/search/keyword/v3/typeahead', {
    query: 'brake pa',
  }),
  'GET /api/search/keyword/typeahead': read('/api/search/keyword/typeahead', { query: 'brake' }),
  'GET /api/search/keyword/preprocess': {
    phase: 0,
    request: (ctx) => ({
      // A part number: the answer names the product's cost (hide-costs.test.ts).
      path: withQuery('/api/search/keyword/preprocess', {
        query: ctx.shared.catalog.parts[0].partNumber,
        shopId: ctx.own.shopId,
      }),
    }),
  },
  'GET /api/parttypes/mostpopular': read('/api/parttypes/mostpopular'),
  'GET /api/parttypes/allparttypes': read('/api/parttypes/allparttypes'),
  'GET /api/parttypes/drilldown': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/parttypes/drilldown', { partTypeId: ctx.shared.catalog.padParentId }),
    }),
  },
  'GET /api/parttypes/searchPartType.json': read('/api/parttypes/searchPartType.json', {
    query: 'brake',
  }),
  'GET /api/parttypes/relatedPartTypes': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/parttypes/relatedPartTypes', {
        partTypeId: ctx.shared.catalog.padPartTypeId,
      }),
    }),
  },
  'POST /api/parttypes/node/selected': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/parttypes/node/selected',
      json: { partTypeId: ctx.shared.catalog.padPartTypeId, gaTabOrigin: 'POPULAR' },
    }),
  },
  'GET /api/parttypes/node/selected': read('/api/parttypes/node/selected'),
  'DELETE /api/parttypes/node/selected': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/parttypes/node/selected', {
        partTypeId: ctx.shared.catalog.padPartTypeId,
      }),
    }),
  },
  'POST /api/parttypes/clearPartTypes': {
    phase: 0,
    request: () => ({ path: '/api/parttypes/clearPartTypes' }),
  },
  'POST /api/parttypes/clearAndSelectPartType': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/parttypes/clearAndSelectPartType',
      json: { partTypeId: ctx.shared.catalog.padPartTypeId },
    }),
  },
  'GET /api/parttypes/shopjobs': {
    phase: 0,
    request: () => ({ path: '/api/parttypes/shopjobs' }),
  },
  'GET /api/parttypes/customPackageJob': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/parttypes/customPackageJob', { jobId: ctx.own.shopJobId }),
    }),
  },
  'POST /api/parttypes/customPackageJob': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/parttypes/customPackageJob',
      json: {
        name: `Matrix job ${randomUUID().slice(0, 8)}`,
        partTypes: [{ partTypeId: ctx.shared.catalog.padPartTypeId, position: 'Front' }],
        laborHours: 1.25,
      },
    }),
  },
  'DELETE /api/parttypes/customPackageJob': {
    phase: 1,
    request: (ctx) => ({
      path: withQuery('/api/parttypes/customPackageJob', { jobId: ctx.own.shopJobId }),
    }),
  },
  'GET /api/parttypes/packageJobPartTypes': {
    phase: 0,
    // The catalog's front brake job, for the caller's current vehicle (the F-150).
    request: () => ({ path: withQuery('/api/parttypes/packageJobPartTypes', { jobId: 1 }) }),
  },
  'GET /api/parttypes/crossSellPartTypes': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/parttypes/crossSellPartTypes', {
        partTypeId: ctx.shared.catalog.padPartTypeId,
      }),
    }),
  },
  'GET /api/parttypes/v2/drilldown': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/parttypes/v2/drilldown', {
        partTypeId: ctx.shared.catalog.padParentId,
      }),
    }),
  },
  'GET /api/parttypes/search': {
    phase: 0,
    request: () => ({ path: withQuery('/api/parttypes/search', { query: 'brake' }) }),
  },
  'GET /api/parttypes/node/v2/resolved': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/parttypes/node/v2/resolved', {
        partTypeId: ctx.shared.catalog.padParentId,
      }),
    }),
  },
  'GET /api/parttypes/node/resolve/leaf': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/parttypes/node/resolve/leaf', {
        partTypeId: ctx.shared.catalog.padPartTypeId,
      }),
    }),
  },
  'GET /api/parttypes/brands': {
    phase: 0,
    request: () => ({ path: withQuery('/api/parttypes/brands', { lineCode: 'PCS' }) }),
  },
  'POST /api/signals/v2/suggestions': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/signals/v2/suggestions',
      json: { query: 'pads', source: 'SUGGESTION', partTypeId: ctx.shared.catalog.padPartTypeId },
    }),
  },
  'POST /api/signals/interactions': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/signals/interactions',
      json: {
        eventType: 'CLICK',
        source: 'CATEGORY_NAV',
        productIds: [ctx.shared.catalog.parts[1].id],
      },
    }),
  },
  'GET /api/catalog/products': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/catalog/products', {
        partTypeId: ctx.shared.catalog.padPartTypeId,
        sort: 'PRICE',
      }),
    }),
  },
  'GET /api/catalog/interchange': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/catalog/interchange', {
        number: ctx.shared.catalog.parts[0].partNumber,
      }),
    }),
  },
  'POST /api/product/multipleLocationDetailsForOPP': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/product/multipleLocationDetailsForOPP',
      json: { productIds: ctx.shared.catalog.parts.map((p) => p.id) },
    }),
  },
  'GET /api/product/extraInfo': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/product/extraInfo', { productId: ctx.shared.catalog.parts[0].id }),
    }),
  },

  'POST /api/tracking/lookup/summary': beacon('/api/tracking/lookup/summary', (ctx) => ({
    ...trackedLookup(ctx),
    searchTerm: 'brake pads',
  })),
  'POST /api/tracking/lookup/details': beacon('/api/tracking/lookup/details', (ctx) => ({
    ...trackedLookup(ctx),
    partTypes: [
      {
        partTypeId: ctx.shared.catalog.padPartTypeId,
        parentPartTypeId: ctx.shared.catalog.padParentId,
      },
    ],
  })),
  'POST /api/tracking/lookup/attributes': beacon('/api/tracking/lookup/attributes', (ctx) => ({
    ...trackedLookup(ctx),
    attributes: [
      {
        attributeId: 10011,
        partTypeId: ctx.shared.catalog.padPartTypeId,
        valueId: ctx.shared.catalog.engineId,
      },
    ],
  })),
  'POST /api/tracking/results/summary': beacon('/api/tracking/results/summary', (ctx) => ({
    ...trackedLookup(ctx),
    resultCount: 1,
    products: [trackedProduct(ctx)],
  })),
  'POST /api/tracking/results/details': beacon('/api/tracking/results/details', (ctx) => ({
    ...trackedLookup(ctx),
    state: 'VW_DETAILS',
    products: [trackedProduct(ctx)],
  })),

  'GET /api/stockorders/list': read('/api/stockorders/list', { size: 50, page: 0 }),
  // Words: the answer names the parts' costs (hide-costs.test.ts).
  'GET /api/stockorders/partsearch': read('/api/stockorders/partsearch', { query: 'brake pads' }),
  'GET /api/stockorders/:id': {
    phase: 0,
    request: (ctx) => ({ path: `/api/stockorders/${ctx.own.stockOrderId}` }),
  },
  'POST /api/stockorders/getStockOrdersIncludingLineItems': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/stockorders/getStockOrdersIncludingLineItems',
      json: { ids: [ctx.own.stockOrderId] },
    }),
  },
  'POST /api/stockorders/create': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/stockorders/create',
      json: { name: `Weekly ${ctx.name}`, po: '' },
    }),
  },
  'PUT /api/stockorders/update': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/stockorders/update',
      json: { id: ctx.own.stockOrderId, name: ctx.own.stockOrderName, po: '' },
    }),
  },
  'POST /api/stockorders/createStockOrder': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/stockorders/createStockOrder',
      json: {
        id: ctx.own.stockOrderId,
        items: [
          {
            line: ctx.shared.catalog.parts[0].lineCode,
            item: ctx.shared.catalog.parts[0].partNumber,
            quantity: 1,
          },
        ],
      },
    }),
  },
  'POST /api/stockorders/details': {
    phase: 0,
    request: (ctx) => ({ path: '/api/stockorders/details', json: { id: ctx.own.stockOrderId } }),
  },
  'POST /api/stockorders/upload': {
    phase: 0,
    request: (ctx) => {
      const part = ctx.shared.catalog.parts[1];
      return {
        path: withQuery('/api/stockorders/upload', { id: ctx.own.stockOrderId }),
        file: {
          field: 'file',
          name: 'lines.csv',
          content: `line code,part number,quantity\n${part.lineCode},${part.partNumber},1\n`,
        },
      };
    },
  },
  'POST /api/stockorders/addProducts/0': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/stockorders/addProducts/0',
      json: { id: ctx.own.stockOrderId, detailIds: ctx.own.stockOrderDetailIds.slice(0, 1) },
    }),
  },

  // The shop's account (issue 23 part 1): this month, and the newest invoice of the caller's shop
  // (the demo's shops have some); one of none (404) when the caller sees none.
  'GET /api/admin/statements': read('/api/admin/statements'),
  'GET /api/admin/statements/:month': read(`/api/admin/statements/${currentMonth()}`),
  'GET /api/admin/statements/:month/pdf': read(`/api/admin/statements/${currentMonth()}/pdf`),
  'GET /api/admin/invoices': read('/api/admin/invoices', { query: 'IN', page: 1 }),
  'GET /api/admin/invoices/:id': {
    phase: 0,
    request: async (ctx) => ({ path: `/api/admin/invoices/${await newestInvoiceId(ctx)}` }),
  },
  'GET /api/admin/invoices/:id/pdf': {
    phase: 0,
    request: async (ctx) => ({ path: `/api/admin/invoices/${await newestInvoiceId(ctx)}/pdf` }),
  },
  'GET /api/admin/earnback': read('/api/admin/earnback'),
  // Shop 1001's account: the current shop of most demo logins (the others get 404).
  'GET /api/admin/earnback/blocklist/status/:accountNumber': read(
    '/api/admin/earnback/blocklist/status/100001',
  ),

  'GET /api/customers/search': {
    phase: 0,
    // The caller's own customer, by the start of the last name.
    request: (ctx) => ({
      path: withQuery('/api/customers/search', {
        query: ctx.own.customerLastName.slice(0, 6),
        size: 10,
      }),
    }),
  },
  'POST /api/customers': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/customers',
      json: {
        firstName: 'Jordan',
        lastName: `Matrix ${ctx.name.replace(/[^a-z]/gi, '')}`,
        phones: [{ kind: 'HOME', number: '(512) 555-0188' }],
        language: 'es',
      },
    }),
  },
  'GET /api/customers/:id': {
    phase: 0,
    request: (ctx) => ({ path: `/api/customers/${ctx.own.customerId}` }),
  },
  'PUT /api/customers/:id': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/customers/${ctx.own.customerId}`,
      json: {
        firstName: 'Dana',
        lastName: ctx.own.customerLastName,
        notes: 'Checked by the matrix',
      },
    }),
  },
  'POST /api/customers/:id/restore': {
    phase: 0,
    request: (ctx) => ({ path: `/api/customers/${ctx.own.customerId}/restore` }),
  },
  'POST /api/customers/:id/vehicles': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/customers/${ctx.own.customerId}/vehicles`,
      json: { baseVehicleId: ctx.shared.catalog.baseVehicleId, mileage: 42_000 },
    }),
  },
  'PUT /api/customers/:id/vehicles/:vehicleId': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/customers/${ctx.own.customerId}/vehicles/${ctx.own.customerVehicleId}`,
      json: {
        baseVehicleId: ctx.shared.catalog.baseVehicleId,
        engineId: ctx.shared.catalog.engineId,
        plate: 'SECCUST1',
        state: 'TX',
      },
    }),
  },
  'POST /api/customers/:id/vehicles/:vehicleId/select': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/customers/${ctx.own.customerId}/vehicles/${ctx.own.customerVehicleId}/select`,
    }),
  },
  'POST /api/customers/merge': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/customers/merge',
      json: { keepId: ctx.own.customerId, mergeId: ctx.own.spareCustomerId },
    }),
  },
  'POST /api/customers/import': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/customers/import',
      file: {
        field: 'file',
        name: 'customers.csv',
        content: `firstName,lastName,phone,year,make,model\nRiley,Import ${ctx.name.replace(/[^a-z]/gi, '')},(512) 555-0166,2013,Ford,F-150\n`,
      },
    }),
  },

  // Vehicle documents of the caller's own customer vehicle (issue 25 part 5).
  'GET /api/vehicle-documents': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery('/api/vehicle-documents', { customerVehicleId: ctx.own.customerVehicleId }),
    }),
  },
  'POST /api/vehicle-documents/files': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/vehicle-documents/files',
      fields: { customerVehicleId: String(ctx.own.customerVehicleId) },
      file: { field: 'file', name: 'bumper.png', content: TINY_PNG, type: 'image/png' },
    }),
  },
  'POST /api/vehicle-documents/inspections': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/vehicle-documents/inspections',
      json: {
        customerVehicleId: ctx.own.customerVehicleId,
        form: {
          inspector: `Inspector ${ctx.name}`,
          mileage: 51000,
          items: Object.fromEntries(
            INSPECTION_ITEMS.map((item) => [item, { status: 'OK', note: '' }]),
          ),
          notes: '',
        },
      },
    }),
  },
  'GET /api/vehicle-documents/:id/file': {
    phase: 0,
    request: (ctx) => ({ path: `/api/vehicle-documents/${ctx.own.vehicleDocumentId}/file` }),
  },
  'DELETE /api/vehicle-documents/:id': {
    phase: 1,
    request: (ctx) => ({ path: `/api/vehicle-documents/${ctx.own.vehicleDocumentId}` }),
  },

  // Warranty labor claims: shop 1001's demo claims (the other shops' callers get 404).
  'GET /api/admin/labor-claims': read('/api/admin/labor-claims'),
  'GET /api/admin/labor-claims/invoice-lines': read('/api/admin/labor-claims/invoice-lines', {
    query: '',
  }),
  'POST /api/admin/labor-claims': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/admin/labor-claims',
      fields: {
        invoiceLineId: String(ctx.shared.laborClaims.lineId),
        failureDate: accountDayOf(new Date()),
        mileage: '51000',
        laborHours: '1.5',
        laborRate: '100',
        failureDescription: `Failed again (${ctx.name})`,
      },
      file: { field: 'files', name: 'part.png', content: TINY_PNG, type: 'image/png' },
    }),
  },
  'GET /api/admin/labor-claims/:id': {
    phase: 0,
    request: (ctx) => ({ path: `/api/admin/labor-claims/${ctx.shared.laborClaims.submittedId}` }),
  },
  'GET /api/admin/labor-claims/:id/files/:fileId': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/admin/labor-claims/${ctx.shared.laborClaims.submittedId}/files/${ctx.shared.laborClaims.fileId}`,
    }),
  },
  'GET /api/support/labor-claims': read('/api/support/labor-claims', { status: 'SUBMITTED' }),
  'GET /api/support/labor-claims/:id': {
    phase: 0,
    request: (ctx) => ({ path: `/api/support/labor-claims/${ctx.shared.laborClaims.submittedId}` }),
  },
  'GET /api/support/labor-claims/:id/files/:fileId': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/support/labor-claims/${ctx.shared.laborClaims.submittedId}/files/${ctx.shared.laborClaims.fileId}`,
    }),
  },
  // The first support caller moves the claim; the next ones get 409 CLAIM_STATE_CONFLICT.
  'POST /api/support/labor-claims/:id/review': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/support/labor-claims/${ctx.shared.laborClaims.submittedId}/review`,
    }),
  },
  'POST /api/support/labor-claims/:id/approve': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/support/labor-claims/${ctx.shared.laborClaims.submittedId}/approve`,
      json: { amount: 100 },
    }),
  },
  'POST /api/support/labor-claims/:id/deny': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/support/labor-claims/${ctx.shared.laborClaims.underReviewId}/deny`,
      json: { reason: `Denied by the matrix (${ctx.name})` },
    }),
  },
  'POST /api/support/labor-claims/:id/credit': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/support/labor-claims/${ctx.shared.laborClaims.submittedId}/credit`,
    }),
  },

  'POST /api/admin/rest/submitSupportQuestion': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/admin/rest/submitSupportQuestion',
      // A logged-in asker sends the token too (the question is linked to them).
      token: ctx.tokens?.access_token ?? null,
      json: {
        emailAddress: 'pat.doe@example.com',
        shopName: 'Lone Star Auto Repair',
        customerName: 'Pat Doe',
        customerAccountNumber: '100001',
        customerPhoneNumber: '(512) 555-0142',
        questionType: 'PLACE_ORDER',
        questionText: `How do I reorder last week's brake pads? (${ctx.name})`,
      },
    }),
  },
  'GET /api/admin/rest/supportQuestions': read('/api/admin/rest/supportQuestions', {
    status: 'NEW',
    size: 20,
  }),
  'GET /api/support/outbox': read('/api/support/outbox', { size: 10 }),
  'PUT /api/admin/rest/supportQuestions/:id/status': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/admin/rest/supportQuestions/${ctx.shared.supportQuestionId}/status`,
      json: { status: 'ANSWERED' },
    }),
  },
  'GET /api/content/graphql': {
    phase: 0,
    request: () => ({
      path: withQuery('/api/content/graphql', {
        query: KNOWLEDGE_CATEGORIES_QUERY,
        variables: JSON.stringify({ languageId: 1 }),
      }),
      // The content search takes a content token, never the access token.
      token: null,
    }),
  },
  'GET /api/current/dotcms': read('/api/current/dotcms', { withToken: 'true' }),
  'GET /api/admin/rest/help/categories': read('/api/admin/rest/help/categories', { languageId: 1 }),
  'POST /api/admin/rest/help/categories': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/admin/rest/help/categories',
      json: {
        languageId: 1,
        name: `Security ${ctx.name}`,
        sortOrder: 90,
        parent: null,
        live: false,
      },
    }),
  },
  'PUT /api/admin/rest/help/categories/:identifier': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/admin/rest/help/categories/${ctx.shared.helpCategory.identifier}`,
      json: ctx.shared.helpCategory.body,
    }),
  },
  'PUT /api/admin/rest/help/categories/:identifier/live': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/admin/rest/help/categories/${ctx.shared.helpCategory.identifier}/live`,
      json: { languageId: 1, live: ctx.shared.helpCategory.body.live },
    }),
  },
  'GET /api/admin/rest/help/articles': read('/api/admin/rest/help/articles', { languageId: 1 }),
  'GET /api/admin/rest/help/articles/:identifier': {
    phase: 0,
    request: (ctx) => ({
      path: withQuery(`/api/admin/rest/help/articles/${ctx.shared.helpArticle.identifier}`, {
        languageId: 1,
      }),
    }),
  },
  'POST /api/admin/rest/help/articles': {
    phase: 0,
    request: (ctx) => ({
      path: '/api/admin/rest/help/articles',
      json: {
        languageId: 1,
        title: `Security check by ${ctx.name}`,
        excerpt: 'An article written by the authorization matrix.',
        content: '<p>Written by the authorization matrix.</p>',
        category: [ctx.shared.helpCategory.identifier],
        live: false,
      },
    }),
  },
  'PUT /api/admin/rest/help/articles/:identifier': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/admin/rest/help/articles/${ctx.shared.helpArticle.identifier}`,
      json: ctx.shared.helpArticle.body,
    }),
  },
  'PUT /api/admin/rest/help/articles/:identifier/live': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/admin/rest/help/articles/${ctx.shared.helpArticle.identifier}/live`,
      json: { languageId: 1, live: ctx.shared.helpArticle.body.live },
    }),
  },
  'GET /api/admin/masquerade/candidates': read('/api/admin/masquerade/candidates', {
    search: 'te',
  }),

  // The customer's approval of a quote (issue 22).
  'GET /api/worksheet/rest/:worksheetId/approval': {
    phase: 0,
    request: (ctx) => ({ path: `/api/worksheet/rest/${ctx.own.worksheetId}/approval` }),
  },
  'POST /api/worksheet/rest/:worksheetId/approval/links': {
    phase: 0,
    request: (ctx) => ({
      path: `/api/worksheet/rest/${ctx.own.worksheetId}/approval/links`,
      json: { days: 3, language: 'es' },
    }),
  },
  'GET /api/public/approval/:token': {
    phase: 0,
    request: (ctx) => ({ path: `/api/public/approval/${ctx.own.approvalToken}`, token: null }),
  },
  'POST /api/public/approval/:token/decision': {
    phase: 0,
    // A link of its own, so each caller's decision is the first on its link.
    async request(ctx) {
      const token = await openApproval(ctx);
      const quote = await ctx.send({ method: 'GET', path: `/api/public/approval/${token}` });
      const { version, lines } = quote.body as { version: string; lines: { lineId: number }[] };
      return {
        path: `/api/public/approval/${token}/decision`,
        token: null,
        json: {
          version,
          name: 'Dana Approver',
          lines: lines.map((l, i) => ({ lineId: l.lineId, approved: i === 0 })),
        },
      };
    },
  },
  // The car-customer account's page (issue 22, part 3): caruser's account's link; anyone else is
  // refused before the link is looked at.
  'GET /api/car-admin/overview': read('/api/car-admin/overview'),
  'GET /api/car-admin/approvals/:linkId': {
    phase: 0,
    request: (ctx) => ({ path: `/api/car-admin/approvals/${ctx.shared.carAccountLinkId}` }),
  },
  'POST /api/car-admin/approvals/:linkId/decision': {
    phase: 0,
    // The quote as the caller reads it; a caller refused the read sends a body of the same shape.
    async request(ctx) {
      const path = `/api/car-admin/approvals/${ctx.shared.carAccountLinkId}`;
      const quote = ctx.tokens
        ? await ctx.send({ method: 'GET', path, token: ctx.tokens.access_token })
        : null;
      const { version, lines } =
        quote?.status === 200
          ? (quote.body as { version: string; lines: { lineId: number }[] })
          : { version: 'not-read', lines: [{ lineId: 1 }] };
      return {
        path: `${path}/decision`,
        json: {
          version,
          name: 'Carla Ruiz',
          lines: lines.map((l, i) => ({ lineId: l.lineId, approved: i !== 1 })),
        },
      };
    },
  },
  'POST /api/worksheet/rest/:worksheetId/approval/links/:linkId/apply': {
    phase: 0,
    async request(ctx) {
      const { linkId } = await decidedApproval(ctx);
      return { path: `/api/worksheet/rest/${ctx.own.worksheetId}/approval/links/${linkId}/apply` };
    },
  },

  // Phase 1: remove, order, clear. The OTHER line goes before the order takes the quote.
  'DELETE /api/worksheet/rest/miniquote/deleteitem': {
    phase: 1,
    request: (ctx) => ({
      path: withQuery('/api/worksheet/rest/miniquote/deleteitem', {
        worksheetDetailId: ctx.own.otherLineId,
      }),
    }),
  },
  'POST /api/worksheet/rest/submit': {
    phase: 1,
    // The caller's current quote, as the quote page names it (a phase 0 call may have made it).
    async request(ctx) {
      const quote = ctx.tokens
        ? await ctx.send({
            method: 'GET',
            path: '/api/worksheet/rest/miniquote.json',
            token: ctx.tokens.access_token,
          })
        : null;
      const worksheetId =
        quote?.status === 200
          ? (quote.body as { quoteDetails: { worksheetHeaderId: number } }).quoteDetails
              .worksheetHeaderId
          : ctx.own.worksheetId;
      return {
        path: '/api/worksheet/rest/submit',
        json: { idempotencyKey: randomUUID(), worksheetId, acknowledgeAvailability: true },
      };
    },
    async after(answer, ctx) {
      ctx.own.confirmationNumber = (
        answer.body as { orderConfirmationNumber: string }
      ).orderConfirmationNumber;
    },
  },
  'GET /api/worksheet/rest/status': {
    phase: 1,
    request: (ctx) => ({
      path: withQuery('/api/worksheet/rest/status', {
        confirmationNumber: ctx.own.confirmationNumber ?? 'PC0000000000',
      }),
    }),
  },
  'POST /api/worksheet/rest/clear': {
    phase: 1,
    request: () => ({ path: '/api/worksheet/rest/clear' }),
  },
  'DELETE /api/recent/deleteRecentVehicle.json': {
    phase: 1,
    request: (ctx) => ({
      path: withQuery('/api/recent/deleteRecentVehicle.json', {
        recentVehicleId: ctx.own.recentVehicleId,
      }),
    }),
  },
  'DELETE /api/stockorders/:id/detail/:detailId': {
    phase: 1,
    request: (ctx) => ({
      path: `/api/stockorders/${ctx.own.stockOrderId}/detail/${ctx.own.stockOrderDetailIds[1]}`,
    }),
  },
  'DELETE /api/stockorders/:id': {
    phase: 1,
    request: (ctx) => ({ path: `/api/stockorders/${ctx.own.stockOrderId}` }),
  },
  'DELETE /api/worksheet/rest/:worksheetId/approval/links/:linkId': {
    phase: 1,
    request: (ctx) => ({
      path: `/api/worksheet/rest/${ctx.own.worksheetId}/approval/links/${ctx.own.approvalLinkId}`,
    }),
  },
  'DELETE /api/customers/:id/vehicles/:vehicleId': {
    phase: 1,
    request: (ctx) => ({
      path: `/api/customers/${ctx.own.customerId}/vehicles/${ctx.own.customerVehicleId}`,
    }),
  },
  // Its quote names the customer (the select above): archived, not deleted.
  'DELETE /api/customers/:id': {
    phase: 1,
    request: (ctx) => ({ path: `/api/customers/${ctx.own.customerId}` }),
  },

  // Phase 2: the session. Masquerade ends the login it runs in, so it gets a login of its own.
  'POST /api/admin/masquerade': {
    phase: 2,
    async request(ctx) {
      const fresh = await ctx.freshTokens();
      return {
        path: '/api/admin/masquerade',
        token: fresh?.access_token ?? null,
        json: { userId: ctx.shared.techUserId },
      };
    },
    async after(answer, ctx) {
      // The masquerade session acts as tech, and ending it gives the real user back.
      const tokens = answer.body as AuthTokens;
      const asTech = await ctx.send({
        method: 'GET',
        path: '/api/current/user',
        token: tokens.access_token,
      });
      expect(asTech.body).toMatchObject({ loginName: 'tech', masquerade: true });
      const ended = await ctx.send({
        method: 'POST',
        path: '/api/admin/endMasquerade',
        token: tokens.access_token,
      });
      expect(ended.status, ended.text).toBe(200);
      const back = await ctx.send({
        method: 'GET',
        path: '/api/current/user',
        token: (ended.body as AuthTokens).access_token,
      });
      expect(back.body).toMatchObject({ loginName: ctx.name, masquerade: false });
    },
  },
  'POST /api/admin/endMasquerade': {
    phase: 2,
    request: () => ({ path: '/api/admin/endMasquerade' }),
  },
  'POST /api/user/securityChange': {
    phase: 2,
    request: () => ({
      path: '/api/user/securityChange',
      json: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    }),
    async after(_answer, ctx, request) {
      // The password changed: the new one works, and the demo one is put back.
      const back = await ctx.send({
        method: 'POST',
        path: '/api/user/securityChange',
        token: request.token ?? ctx.tokens?.access_token,
        json: { currentPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD },
      });
      expect(back.status, back.text).toBe(204);
    },
  },
  'POST /api/user/acceptTerms': {
    phase: 2,
    request: () => ({ path: '/api/user/acceptTerms', json: { accepted: true } }),
  },
  'GET /api/auth/rest/refresh': {
    phase: 2,
    request: () => ({ path: '/api/auth/rest/refresh' }),
    async after(answer, ctx) {
      ctx.tokens = answer.body as AuthTokens;
    },
  },
  'POST /api/auth/rest/logout': {
    phase: 2,
    request: () => ({ path: '/api/auth/rest/logout' }),
    async after(_answer, ctx) {
      // The login has ended: its access token no longer works.
      const after = await ctx.send({
        method: 'GET',
        path: '/api/current/user',
        token: ctx.tokens?.access_token,
      });
      expect(after.status).toBe(401);
    },
  },
};
