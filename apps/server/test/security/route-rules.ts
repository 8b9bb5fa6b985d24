import { userCanManageEmployees } from '@procounter/shared/domain/employees';
import {
  type CapabilityUser,
  userCanAccessSupport,
  userCanAnswerSupportQuestions,
  userCanEditCompany,
  userCanEditHelpContent,
  userCanEditShop,
  userCanManageCustomers,
  userCanManageShopJobs,
  userCanMasquerade,
  userCanViewCompanyDashboard,
  userCanViewLaborClaims,
  userCanViewStatements,
} from '@procounter/shared/domain/roles';
import { userCanReadShopPricing } from '@procounter/shared/domain/shop-pricing';
import { userCanDeleteVehicleDocuments } from '@procounter/shared/domain/vehicle-documents';

/**
 * Who may call each API route: one rule per 'METHOD /api/path', written by reading each module's
 * routes and the spec, never derived from the server at run time. The authorization matrix checks
 * every rule against the server's route list both ways, so a new route without a rule (or a rule
 * left behind by a removed route) fails it.
 */
export type RouteRule =
  /** No token needed. */
  | { kind: 'public' }
  /** The refresh token as bearer (refresh, logout). */
  | { kind: 'refresh-token' }
  /** The usage-tracking token of GET /api/current/static in ?token= (the beacons). */
  | { kind: 'tracking-token' }
  /**
   * An access token. `can`: the capability of domain/roles.ts the caller's role must pass (none:
   * any authenticated user). `restricted`: reachable while a password change or terms acceptance
   * is pending. `ownerOnly`: refused with 403 MASQUERADE_FORBIDDEN in a masquerade session.
   * `carCustomer`: refused with 403 FORBIDDEN unless the caller's current shop is a car-customer
   * account (shops.car_customer: /car-admin, issue 22 part 3); the service checks it, not the route
   * table, so the server does not declare it.
   */
  | {
      kind: 'user';
      can?: (user: CapabilityUser) => boolean;
      restricted: boolean;
      ownerOnly?: boolean;
      carCustomer?: boolean;
    }
  /** An access token of a masquerade session: anyone else is refused with 403. */
  | { kind: 'masquerade-session' };

const PUBLIC: RouteRule = { kind: 'public' };
const REFRESH_TOKEN: RouteRule = { kind: 'refresh-token' };
const TRACKING_TOKEN: RouteRule = { kind: 'tracking-token' };
/** Any logged-in user who has no pending forced step. */
const USER: RouteRule = { kind: 'user', restricted: false };
/** Any logged-in user, also while the password change or terms page holds them. */
const USER_RESTRICTED: RouteRule = { kind: 'user', restricted: true };
/** What only the account's owner may do: refused to a support user acting for them. */
const OWNER_ONLY: RouteRule = { kind: 'user', restricted: false, ownerOnly: true };
const OWNER_ONLY_RESTRICTED: RouteRule = { kind: 'user', restricted: true, ownerOnly: true };
/** A car-customer account's user (the login's current shop is car_customer). */
const CAR_CUSTOMER: RouteRule = { kind: 'user', restricted: false, carCustomer: true };
const only = (can: (user: CapabilityUser) => boolean): RouteRule => ({
  kind: 'user',
  can,
  restricted: false,
});

export const ROUTE_RULES: Record<string, RouteRule> = {
  // health, auth, masquerade
  'GET /api/health': PUBLIC,
  'POST /api/auth/rest/login': PUBLIC,
  'GET /api/auth/rest/refresh': REFRESH_TOKEN,
  'POST /api/auth/rest/logout': REFRESH_TOKEN,
  'POST /api/auth/rest/forgotPassword': PUBLIC,
  'POST /api/auth/rest/resetPassword': PUBLIC,
  'POST /api/user/securityChange': OWNER_ONLY_RESTRICTED,
  'POST /api/user/acceptTerms': OWNER_ONLY_RESTRICTED,
  'POST /api/admin/masquerade': only(userCanMasquerade),
  'POST /api/admin/endMasquerade': { kind: 'masquerade-session' },
  'GET /api/admin/masquerade/candidates': only(userCanMasquerade),

  // the user, the shop, app data
  'GET /api/current/user': USER_RESTRICTED,
  'GET /api/session/user': USER_RESTRICTED,
  'POST /api/user/savePreferences': OWNER_ONLY,
  'POST /api/user/updateEmail': OWNER_ONLY,
  'POST /api/user/showChatNowTooltip': USER,
  'GET /api/current/shop': USER,
  'POST /api/current/shop': USER,
  'GET /api/user/shops': USER,
  'GET /api/current/stickySessionInfo': USER,
  'GET /api/current/hasDealerControlOrIsDemo': USER,
  'GET /api/shop/:id/company': USER,
  // what the shop pays and charges: dashboard viewers and shop editors (issue 23)
  'GET /api/shop/:id/company/shopRequests': only(userCanReadShopPricing),
  'GET /api/shop/:id/tsm': USER,
  // the Account Dashboard (issue 23 part 3)
  'GET /api/company/dashboard': only(userCanViewCompanyDashboard),
  'POST /api/company/savePreferencesByCompanyId': only(userCanEditCompany),
  'POST /api/shop/:id/shopRequest': only(userCanEditShop),
  'GET /api/shop/:id/shopRequest/:requestId': only(userCanReadShopPricing),
  'PUT /api/shop/:id/shopRequest/:requestId': only(userCanEditShop),
  'GET /api/shop/:id/notes': only(userCanEditShop),
  'POST /api/shop/:id/notes': only(userCanEditShop),
  'GET /api/support/shopRequests': only(userCanAccessSupport),
  'POST /api/support/shopRequests/:id/review': only(userCanAccessSupport),
  // employees (issue 24 part 2): shop and company managers; support reads the record
  'GET /api/company/employeesList': only(userCanManageEmployees),
  'GET /api/user/employeeDetails': only(userCanManageEmployees),
  'GET /api/user/canCurrentUserEditUser': only(userCanManageEmployees),
  'GET /api/user/lookup': only(userCanManageEmployees),
  'POST /api/shop/:id/employees': only(userCanManageEmployees),
  'POST /api/user/employeeUpdate': only(userCanManageEmployees),
  'POST /api/user/employeeStatus': only(userCanManageEmployees),
  'POST /api/user/employeePasswordReset': only(userCanManageEmployees),
  'GET /api/support/employeeAudit': only(userCanAccessSupport),
  // live chat with support (issue 24 part 4): any logged-in user; the service answers 404 for a
  // chat of someone else's (support users reach all); the socket authenticates its first frame
  'GET /api/chat/availability': USER,
  'GET /api/chat/sessions': USER,
  'POST /api/chat/sessions': USER,
  'GET /api/chat/sessions/:sessionId/messages': USER,
  'POST /api/chat/sessions/:sessionId/messages': USER,
  'POST /api/chat/sessions/:sessionId/read': USER,
  'POST /api/chat/sessions/:sessionId/typing': USER,
  'POST /api/chat/sessions/:sessionId/close': USER,
  'GET /api/support/chats': only(userCanAccessSupport),
  'POST /api/support/chats/:sessionId/take': only(userCanAccessSupport),
  'GET /api/chat/live': PUBLIC,
  'GET /api/info/features/global': USER_RESTRICTED,
  'GET /api/info/features/store': USER,
  'GET /api/message/get/current/:category': USER,
  'GET /api/message/get/category/:category': USER,
  'GET /api/message/dismiss/:messageId': USER,
  'GET /api/current/static': USER_RESTRICTED,
  'GET /api/constants': USER_RESTRICTED,
  'GET /api/meta': USER_RESTRICTED,

  // vehicles and their selection
  'GET /api/vehicle/select/vehicleSelectorData': USER,
  'GET /api/vehicle/select/v2/makes': USER,
  'GET /api/vehicle/select/v2/models': USER,
  'GET /api/vehicle/select/engines': USER,
  'GET /api/vehicle/select/submodels': USER,
  'POST /api/vehicle/select/selectFromPTV': USER,
  'POST /api/vehicle/select/defaultByVin': USER,
  'POST /api/vehicle/select/v2/': USER,
  'POST /api/vehicle/select/v2/selectAttributes': USER,
  'POST /api/vehicle/select/history/:id/select': USER,
  'POST /api/vehicle/select/default': USER,
  'DELETE /api/vehicle/select/attribute/:attributeId': USER,
  'GET /api/attributes/questions/retain': USER,
  'GET /api/attributes/questions/nonretain': USER,
  'POST /api/attributes/questions/retain/answer': USER,
  'POST /api/attributes/add': USER,
  'GET /api/recent/vehicles': USER,
  'GET /api/recent/vehicles/enterprise': USER,
  'DELETE /api/recent/deleteRecentVehicle.json': USER,
  'GET /api/plateToVin/decodePlate': USER,

  // quotes (worksheets)
  'GET /api/current/vehicle': USER,
  'POST /api/current/vehicle/customer': USER,
  'POST /api/worksheet/rest/clear': USER,
  'GET /api/worksheet/rest/:worksheetId/vehicle/:worksheetVehicleId/translate': USER,
  'GET /api/worksheet/rest/miniquote.json': USER,
  // Labor lines are refused for RO writer users (isLaborHidden): checked on its own below.
  'POST /api/worksheet/rest/nonProductItem': USER,
  'DELETE /api/worksheet/rest/miniquote/deleteitem': USER,
  'PUT /api/worksheet/rest/miniquote/updateitem': USER,
  'PUT /api/worksheet/rest/:id/name': USER,
  'POST /api/worksheet/rest/addproduct': USER,
  'POST /api/worksheet/rest/addkit': USER,
  'POST /api/worksheet/rest/addPackageJob': USER,
  'POST /api/worksheet/rest/enterprise/addKit': USER,
  'GET /api/worksheet/rest/search': USER,
  'GET /api/worksheet/rest/status': USER,
  'POST /api/worksheet/rest/submit': USER,
  'GET /api/worksheet/rest/enterprise/:id': USER,
  'GET /api/worksheet/rest/:id': USER,
  // the customer's approval of a quote (issue 22): the quote's shop, like the quote itself
  'GET /api/worksheet/rest/:worksheetId/approval': USER,
  'POST /api/worksheet/rest/:worksheetId/approval/links': USER,
  'DELETE /api/worksheet/rest/:worksheetId/approval/links/:linkId': USER,
  'POST /api/worksheet/rest/:worksheetId/approval/links/:linkId/apply': USER,
  // the approval page: the link's token is the only key
  'GET /api/public/approval/:token': PUBLIC,
  'POST /api/public/approval/:token/decision': PUBLIC,
  // the car-customer account's page (issue 22, part 3): its own links only (404 otherwise); the
  // decision is the account's own word, refused in a masquerade
  'GET /api/car-admin/overview': CAR_CUSTOMER,
  'GET /api/car-admin/approvals/:linkId': CAR_CUSTOMER,
  'POST /api/car-admin/approvals/:linkId/decision': { ...CAR_CUSTOMER, ownerOnly: true },

  // search, part types, products
  'GET /api/search/keyword/v3/typeahead': USER,
  'GET /api/search/keyword/typeahead': USER,
  'GET /api/search/keyword/preprocess': USER,
  'GET /api/parttypes/mostpopular': USER,
  'GET /api/parttypes/allparttypes': USER,
  'GET /api/parttypes/drilldown': USER,
  'GET /api/parttypes/searchPartType.json': USER,
  'GET /api/parttypes/relatedPartTypes': USER,
  'GET /api/parttypes/node/selected': USER,
  'POST /api/parttypes/node/selected': USER,
  'DELETE /api/parttypes/node/selected': USER,
  'POST /api/parttypes/clearPartTypes': USER,
  'POST /api/parttypes/clearAndSelectPartType': USER,
  // jobs (issue 25 part 2): anyone uses them; managers keep the shop's own
  'GET /api/parttypes/shopjobs': USER,
  'GET /api/parttypes/customPackageJob': USER,
  'POST /api/parttypes/customPackageJob': only(userCanManageShopJobs),
  'DELETE /api/parttypes/customPackageJob': only(userCanManageShopJobs),
  'GET /api/parttypes/packageJobPartTypes': USER,
  'GET /api/parttypes/crossSellPartTypes': USER,
  'GET /api/parttypes/brands': USER,
  'GET /api/parttypes/v2/drilldown': USER,
  'GET /api/parttypes/search': USER,
  'GET /api/parttypes/node/v2/resolved': USER,
  'GET /api/parttypes/node/resolve/leaf': USER,
  'POST /api/signals/v2/suggestions': USER,
  'POST /api/signals/interactions': USER,
  'GET /api/catalog/products': USER,
  'GET /api/catalog/interchange': USER,
  'POST /api/product/multipleLocationDetailsForOPP': USER,
  'GET /api/product/extraInfo': USER,

  // usage tracking beacons
  'POST /api/tracking/lookup/summary': TRACKING_TOKEN,
  'POST /api/tracking/lookup/details': TRACKING_TOKEN,
  'POST /api/tracking/lookup/attributes': TRACKING_TOKEN,
  'POST /api/tracking/results/summary': TRACKING_TOKEN,
  'POST /api/tracking/results/details': TRACKING_TOKEN,

  // stock orders
  'GET /api/stockorders/list': USER,
  'GET /api/stockorders/partsearch': USER,
  'GET /api/stockorders/:id': USER,
  'DELETE /api/stockorders/:id': USER,
  'DELETE /api/stockorders/:id/detail/:detailId': USER,
  'POST /api/stockorders/getStockOrdersIncludingLineItems': USER,
  'POST /api/stockorders/create': USER,
  'PUT /api/stockorders/update': USER,
  'POST /api/stockorders/createStockOrder': USER,
  'POST /api/stockorders/details': USER,
  'POST /api/stockorders/addProducts/0': USER,
  'POST /api/stockorders/upload': USER,

  // the shop's account (issue 23 part 1): statements, invoices, PDFs, earn-backs
  'GET /api/admin/statements': only(userCanViewStatements),
  'GET /api/admin/statements/:month': only(userCanViewStatements),
  'GET /api/admin/statements/:month/pdf': only(userCanViewStatements),
  'GET /api/admin/invoices': only(userCanViewStatements),
  'GET /api/admin/invoices/:id': only(userCanViewStatements),
  'GET /api/admin/invoices/:id/pdf': only(userCanViewStatements),
  'GET /api/admin/earnback': only(userCanViewStatements),
  'GET /api/admin/earnback/blocklist/status/:accountNumber': only(userCanViewStatements),
  // a shop's customers (issue 22): web users only
  'GET /api/customers/search': only(userCanManageCustomers),
  'POST /api/customers': only(userCanManageCustomers),
  'POST /api/customers/merge': only(userCanManageCustomers),
  'POST /api/customers/import': only(userCanManageCustomers),
  'GET /api/customers/:id': only(userCanManageCustomers),
  'PUT /api/customers/:id': only(userCanManageCustomers),
  'DELETE /api/customers/:id': only(userCanManageCustomers),
  'POST /api/customers/:id/restore': only(userCanManageCustomers),
  'POST /api/customers/:id/vehicles': only(userCanManageCustomers),
  'PUT /api/customers/:id/vehicles/:vehicleId': only(userCanManageCustomers),
  'DELETE /api/customers/:id/vehicles/:vehicleId': only(userCanManageCustomers),
  'POST /api/customers/:id/vehicles/:vehicleId/select': only(userCanManageCustomers),

  // warranty labor claims (issue 23, part 2): the current shop's (another shop's claim, line or
  // file answers 404), and support's review of every shop's
  'GET /api/vehicle-documents': only(userCanManageCustomers),
  'POST /api/vehicle-documents/files': only(userCanManageCustomers),
  'POST /api/vehicle-documents/inspections': only(userCanManageCustomers),
  'GET /api/vehicle-documents/:id/file': only(userCanManageCustomers),
  'DELETE /api/vehicle-documents/:id': only(userCanDeleteVehicleDocuments),
  'GET /api/admin/labor-claims': only(userCanViewLaborClaims),
  'GET /api/admin/labor-claims/invoice-lines': only(userCanViewLaborClaims),
  'POST /api/admin/labor-claims': only(userCanViewLaborClaims),
  'GET /api/admin/labor-claims/:id': only(userCanViewLaborClaims),
  'GET /api/admin/labor-claims/:id/files/:fileId': only(userCanViewLaborClaims),
  'GET /api/support/labor-claims': only(userCanAccessSupport),
  'GET /api/support/labor-claims/:id': only(userCanAccessSupport),
  'GET /api/support/labor-claims/:id/files/:fileId': only(userCanAccessSupport),
  'POST /api/support/labor-claims/:id/review': only(userCanAccessSupport),
  'POST /api/support/labor-claims/:id/approve': only(userCanAccessSupport),
  'POST /api/support/labor-claims/:id/deny': only(userCanAccessSupport),
  'POST /api/support/labor-claims/:id/credit': only(userCanAccessSupport),

  // the Help Center: contact form, support inbox, content search and access, content editing
  'POST /api/admin/rest/submitSupportQuestion': PUBLIC,
  'GET /api/admin/rest/supportQuestions': only(userCanAnswerSupportQuestions),
  'GET /api/support/outbox': only(userCanAnswerSupportQuestions),
  'PUT /api/admin/rest/supportQuestions/:id/status': only(userCanAnswerSupportQuestions),
  'GET /api/content/graphql': PUBLIC,
  'GET /api/current/dotcms': USER,
  'GET /api/admin/rest/help/categories': only(userCanEditHelpContent),
  'POST /api/admin/rest/help/categories': only(userCanEditHelpContent),
  'PUT /api/admin/rest/help/categories/:identifier': only(userCanEditHelpContent),
  'PUT /api/admin/rest/help/categories/:identifier/live': only(userCanEditHelpContent),
  'GET /api/admin/rest/help/articles': only(userCanEditHelpContent),
  'GET /api/admin/rest/help/articles/:identifier': only(userCanEditHelpContent),
  'POST /api/admin/rest/help/articles': only(userCanEditHelpContent),
  'PUT /api/admin/rest/help/articles/:identifier': only(userCanEditHelpContent),
  'PUT /api/admin/rest/help/articles/:identifier/live': only(userCanEditHelpContent),
};

/** The route access kind the server should record for a rule (app.routeAccess `auth`). */
export function declaredAuthOf(rule: RouteRule): 'public' | 'refresh' | 'tracking' | 'access' {
  if (rule.kind === 'public') return 'public';
  if (rule.kind === 'refresh-token') return 'refresh';
  if (rule.kind === 'tracking-token') return 'tracking';
  return 'access';
}

/** A rule as text for messages: 'user(userCanMasquerade)', 'public', ... */
export function describeRule(rule: RouteRule): string {
  if (rule.kind !== 'user') return rule.kind;
  const can = rule.can ? `(${rule.can.name})` : '';
  return (
    `user${can}${rule.restricted ? ' +restricted' : ''}${rule.ownerOnly ? ' owner-only' : ''}` +
    `${rule.carCustomer ? ' car-customer' : ''}`
  );
}
