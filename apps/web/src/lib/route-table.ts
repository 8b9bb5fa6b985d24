/**
 * Every route of the app as data (R-SHELL-1, R-AUTH-1): path (route-paths.ts),
 * title key, who may enter (access) and the authorize check. The router maps these to lazy page modules; the redirect
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
import { ROUTE_PATHS, type RouteId } from './route-paths';

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
  id: RouteId;
  path: (typeof ROUTE_PATHS)[RouteId];
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

// Each route's path is its id's in ROUTE_PATHS.
const route = (
  id: RouteId,
  access: RouteAccess,
  titleKey: RouteDefinition['titleKey'],
): RouteDefinition => ({ id, path: ROUTE_PATHS[id], access, titleKey });

const app = (
  id: RouteId,
  titleKey: RouteDefinition['titleKey'],
  authorize?: RouteDefinition['authorize'],
): RouteDefinition => ({ ...route(id, 'app', titleKey), authorize });

export const ROUTES: readonly RouteDefinition[] = [
  route('login', 'public', 'auth:login.title'),
  route('forgotPassword', 'public', 'passwordReset:forgot.title'),
  // A mailed link works whoever is logged in on this browser.
  route('resetPassword', 'open', 'passwordReset:reset.title'),
  route('securityChange', 'password', 'auth:securityChange.title'),
  route('acceptTerms', 'terms', 'acceptTerms:title'),
  app('home', 'common:nav.home'),
  app('catalogBrowse', 'common:nav.catalogLookup'),
  app('catalogProducts', 'common:routes.catalogProducts'),
  app('catalogProductsV2', 'common:routes.catalogProducts'),
  app('stockOrder', 'common:nav.stockOrder'),
  app('customers', 'common:nav.manageCustomers', ({ user }) => userCanManageCustomers(user)),
  app('customerDetails', 'common:routes.customerDetails', ({ user }) =>
    userCanManageCustomers(user),
  ),
  app('quoteSearch', 'common:nav.quotesAndOrders'),
  app('quoteDetails', 'common:routes.quoteDetails'),
  app('interchange', 'common:nav.partInterchange'),
  app('searchKeyword', 'common:routes.searchResults'),
  app('searchSuggestion', 'common:routes.searchResults'),
  app('userPreferences', 'common:routes.userPreferences'),
  app('support', 'common:nav.support', ({ user }) => userCanAccessSupport(user)),
  app('supportQuestions', 'support:inbox.title', ({ user }) => userCanAnswerSupportQuestions(user)),
  app('supportOutbox', 'support:outbox.title', ({ user }) => userCanAnswerSupportQuestions(user)),
  app('supportLaborClaims', 'laborClaims:support.title', ({ user }) => userCanAccessSupport(user)),
  app('helpContent', 'helpAdmin:title', ({ user }) => userCanEditHelpContent(user)),
  app('statements', statementsTitleKey, ({ user }) => userCanViewStatements(user)),
  app('laborClaims', 'common:nav.laborClaims', ({ user }) => userCanViewLaborClaims(user)),
  app('accountDashboard', 'common:nav.accountDashboard', isAccountDashboardVisible),
  app('vehicleDocuments', 'common:routes.vehicleDocuments'),
  app('carAdmin', 'common:routes.carAdmin', ({ shop }) => shop?.carCustomer === true),
  // The Help Center is for visitors and users alike (R-HELP-1, R-HELP-11).
  route('helpCenter', 'open', 'common:nav.helpCenter'),
  route('terms', 'open', 'common:routes.terms'),
  route('privacy', 'open', 'common:routes.privacy'),
  route('forbidden', 'open', 'common:errors.forbiddenTitle'),
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
