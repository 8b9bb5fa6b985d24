/**
 * Every route of the app as data (spec 002 section 2, spec 001 section 2): path, title key, who may
 * enter (access) and the authorize check. The router maps these to lazy page modules; the redirect
 * rules, the masquerade return and the post-login path all ask this table, so they agree.
 */

import type { Shop } from '@procounter/shared/contracts/shop';
import type { User } from '@procounter/shared/contracts/user';
import type { FeatureFlag } from '@procounter/shared/domain/features';
import { FEATURES, isFeatureDisabled } from '@procounter/shared/domain/features';
import {
  userCanAccessSupport,
  userCanAnswerSupportQuestions,
  userCanEditHelpContent,
  userCanManageCustomers,
  userCanViewCompanyDashboard,
  userCanViewLaborClaims,
  userCanViewStatements,
} from '@procounter/shared/domain/roles';
import { matchPath } from 'react-router';

/**
 * public: the login page (an authorized user is sent on);
 * password / terms: the forced pages of a restricted user;
 * app: needs an authorized user (and its authorize check);
 * open: anyone (legal pages, error pages).
 */
export type RouteAccess = 'public' | 'password' | 'terms' | 'app' | 'open';

export interface AuthorizeContext {
  user: User;
  shop: Shop | null;
  features: { global: readonly FeatureFlag[] | null; store: readonly FeatureFlag[] | null };
}

export interface RouteDefinition {
  id: string;
  path: string;
  access: RouteAccess;
  /** The catalog key of the route title; a function where the title depends on the user. */
  titleKey: string | ((user: User | null) => string);
  authorize?: (context: AuthorizeContext) => boolean;
}

export function isAccountDashboardVisible(context: AuthorizeContext): boolean {
  return (
    userCanViewCompanyDashboard(context.user) &&
    !isFeatureDisabled(FEATURES.customerDashboard, { ...context.features, authorized: true })
  );
}

export function statementsTitleKey(user: Pick<User, 'earnbackEligible'> | null): string {
  return user?.earnbackEligible ? 'common:nav.statementsAndEarnbacks' : 'common:nav.statements';
}

const app = (
  id: string,
  path: string,
  titleKey: RouteDefinition['titleKey'],
  authorize?: RouteDefinition['authorize'],
): RouteDefinition => ({ id, path, access: 'app', titleKey, authorize });

export const ROUTES: readonly RouteDefinition[] = [
  { id: 'login', path: '/login', access: 'public', titleKey: 'auth:login.title' },
  {
    id: 'securityChange',
    path: '/security-change',
    access: 'password',
    titleKey: 'auth:securityChange.title',
  },
  { id: 'acceptTerms', path: '/accept-terms', access: 'terms', titleKey: 'auth:acceptTerms.title' },
  app('home', '/home', 'common:nav.home'),
  app('catalogBrowse', '/catalog/browse', 'common:nav.catalogLookup'),
  app('catalogProducts', '/catalog/products', 'common:routes.catalogProducts'),
  app('catalogProductsV2', '/catalog/v2/products', 'common:routes.catalogProducts'),
  app('stockOrder', '/stockorder', 'common:nav.stockOrder'),
  app('customers', '/customers', 'common:nav.manageCustomers', ({ user }) =>
    userCanManageCustomers(user),
  ),
  app('customerDetails', '/customers/details/:id', 'common:routes.customerDetails', ({ user }) =>
    userCanManageCustomers(user),
  ),
  app('quoteSearch', '/quote/search', 'common:nav.quotesAndOrders'),
  app('quoteDetails', '/quote/details/:quoteId', 'common:routes.quoteDetails'),
  app('interchange', '/interchange', 'common:nav.partInterchange'),
  app('searchKeyword', '/search-keyword', 'common:routes.searchResults'),
  app('searchSuggestion', '/search-suggestion', 'common:routes.searchResults'),
  app('userPreferences', '/admin/user', 'common:routes.userPreferences'),
  app('support', '/support', 'common:nav.support', ({ user }) => userCanAccessSupport(user)),
  app('supportQuestions', '/support/questions', 'support:inbox.title', ({ user }) =>
    userCanAnswerSupportQuestions(user),
  ),
  app('helpContent', '/support/help-content/*', 'helpAdmin:title', ({ user }) =>
    userCanEditHelpContent(user),
  ),
  app('statements', '/admin/statements', statementsTitleKey, ({ user }) =>
    userCanViewStatements(user),
  ),
  app('laborClaims', '/admin/labor-claims', 'common:nav.laborClaims', ({ user }) =>
    userCanViewLaborClaims(user),
  ),
  app(
    'accountDashboard',
    '/admin/company',
    'common:nav.accountDashboard',
    isAccountDashboardVisible,
  ),
  app('vehicleDocuments', '/vehicle-documents', 'common:routes.vehicleDocuments'),
  app('carAdmin', '/car-admin', 'common:routes.carAdmin', ({ shop }) => shop?.carCustomer === true),
  // The Help Center is for visitors and users alike (spec 000 section 6).
  { id: 'helpCenter', path: '/help/*', access: 'open', titleKey: 'common:nav.helpCenter' },
  { id: 'terms', path: '/terms', access: 'open', titleKey: 'common:routes.terms' },
  { id: 'privacy', path: '/privacy', access: 'open', titleKey: 'common:routes.privacy' },
  { id: 'forbidden', path: '/forbidden', access: 'open', titleKey: 'common:errors.forbiddenTitle' },
];

export function findRoute(pathname: string): RouteDefinition | undefined {
  return ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

export function routeTitleKey(route: RouteDefinition, user: User | null): string {
  return typeof route.titleKey === 'function' ? route.titleKey(user) : route.titleKey;
}

/** Whether an authorized user may open this path: a known app route whose check passes. */
export function isPathAllowed(path: string, context: AuthorizeContext): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const route = findRoute(pathname);
  if (route?.access !== 'app') return false;
  return route.authorize ? route.authorize(context) : true;
}
