/**
 * The path of every route of the app, by its id: the one place a page's path is written. The route
 * table (route-table.ts) adds who may enter and the title; the router keys its page modules by
 * RouteId, so a misspelt id fails the typecheck; the end-to-end specs build their URL patterns
 * here (routeUrl). Free of React and the router, so Playwright's specs import it as it is.
 */
export const ROUTE_PATHS = {
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  securityChange: '/security-change',
  acceptTerms: '/accept-terms',
  home: '/home',
  catalogBrowse: '/catalog/browse',
  catalogProducts: '/catalog/products',
  catalogProductsV2: '/catalog/v2/products',
  stockOrder: '/stockorder',
  customers: '/customers',
  customerDetails: '/customers/details/:id',
  quoteSearch: '/quote/search',
  quoteDetails: '/quote/details/:quoteId',
  interchange: '/interchange',
  searchKeyword: '/search-keyword',
  searchSuggestion: '/search-suggestion',
  userPreferences: '/admin/user',
  support: '/support',
  supportQuestions: '/support/questions',
  supportOutbox: '/support/outbox',
  supportLaborClaims: '/support/labor-claims',
  helpContent: '/support/help-content/*',
  statements: '/admin/statements',
  laborClaims: '/admin/labor-claims',
  accountDashboard: '/admin/company',
  vehicleDocuments: '/vehicle-documents',
  carAdmin: '/car-admin',
  helpCenter: '/help/*',
  terms: '/terms',
  privacy: '/privacy',
  forbidden: '/forbidden',
} as const;

export type RouteId = keyof typeof ROUTE_PATHS;

type PathParams = Readonly<Record<string, string | number>>;

/**
 * A route's path with its `:params` filled in; a splat route (`/help/*`) gives the path it is
 * below (`/help`).
 */
export function routePath(id: RouteId, params: PathParams = {}): string {
  return ROUTE_PATHS[id].replace(/\/\*$/, '').replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routePath('${id}'): no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A pattern of the URLs of a route, for tests (`expect(page).toHaveURL(routeUrl('home'))`): the
 * route's path, a `:param` not given matching any one segment. The URL ends with the path unless
 * `end: false` (a query or, for a splat route, a deeper path may follow).
 */
export function routeUrl(
  id: RouteId,
  { params = {}, end = true }: { params?: PathParams; end?: boolean } = {},
): RegExp {
  const source = ROUTE_PATHS[id]
    .replace(/\/\*$/, '')
    .split(/(:\w+)/)
    .map((part) => {
      if (!part.startsWith(':')) return escapeRegExp(part);
      const value = params[part.slice(1)];
      return value === undefined ? '[^/?#]+' : escapeRegExp(encodeURIComponent(String(value)));
    })
    .join('');
  return new RegExp(end ? `${source}$` : source);
}
