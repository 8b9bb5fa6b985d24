import type { Namespace } from '@procounter/shared/i18n/namespaces';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { loadNamespacesFor } from '@/lib/i18n';
import type { RouteId } from '@/lib/route-paths';
import { ROUTES } from '@/lib/route-table';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

type PageModule = () => Promise<{ Component: ComponentType }>;
/** Asks for a page's first data; settles once every answer is in the cache (or failed). */
type PagePrefetch = (client: QueryClient) => Promise<void>;

/**
 * A lazy route module: its code loads when the route is first visited, so /login stays small,
 * together with the catalog namespaces it shows beyond the shell's (lib/i18n.ts).
 */
const lazyPage = (
  load: PageModule,
  namespaces: readonly Namespace[] = [],
): RouteObject['lazy'] => ({
  Component: async () => {
    const [page] = await Promise.all([load(), loadNamespacesFor(namespaces)]);
    return page.Component;
  },
});

/**
 * The pages whose first data is asked for with their code, by the route's loader (each loads its
 * own small module). The router renders the page once both are there: one render, in a transition,
 * of a page whose queries are already answered, instead of a render per answer. A prefetch that
 * fails to load costs nothing: the page asks for its data itself.
 */
const PAGE_PREFETCHES: Partial<Record<RouteId | 'authenticated', PagePrefetch>> = {
  authenticated: async (client) =>
    (await import('@/features/shell/api/prefetch-shell')).prefetchShell(client),
  home: async (client) => (await import('./routes/home-prefetch')).prefetchHome(client),
  helpCenter: async (client) =>
    (await import('@/features/help/api/prefetch-help-content')).prefetchVisitorHelpContent(client),
};

/** The namespaces of each page beyond the shell's; the authenticated layout's serve its pages. */
const PAGE_NAMESPACES: Partial<Record<RouteId, readonly Namespace[]>> = {
  support: ['support', 'laborClaims', 'company', 'employees', 'chat'],
  // The inbox names question types with the Help Center's contact form labels.
  supportQuestions: ['support', 'help'],
  supportOutbox: ['support'],
  forgotPassword: ['passwordReset'],
  acceptTerms: ['acceptTerms'],
  resetPassword: ['passwordReset'],
  laborClaims: ['laborClaims'],
  supportLaborClaims: ['laborClaims'],
  helpContent: ['help', 'helpAdmin', 'support'],
  helpCenter: ['help'],
  // The product lists offer quick add to a stock order; the browse page's Jobs tab (issue 25).
  catalogBrowse: ['catalog', 'stock', 'jobs'],
  catalogProducts: ['catalog', 'stock', 'fitment'],
  catalogProductsV2: ['catalog', 'stock', 'fitment'],
  stockOrder: ['stock'],
  home: ['home'],
  customers: ['customers'],
  customerDetails: ['customers'],
  // Sending a quote to the customer and its approval (issue 22).
  quoteDetails: ['quoteApproval', 'quotes'],
  quoteSearch: ['quotes'],
  // The car-customer page reviews quotes with the public approval page's own parts and texts.
  carAdmin: ['carAdmin', 'approve'],
  statements: ['statements'],
  accountDashboard: ['company', 'employees'],
  userPreferences: ['preferences'],
  interchange: ['interchange'],
  vehicleDocuments: ['vehicleDocuments'],
};
const AUTHENTICATED_NAMESPACES: readonly Namespace[] = ['vehicle', 'search'];

const comingSoon = () => import('./routes/coming-soon');

/**
 * The page module of each app route; the others are frames for later issues (coming soon). Keyed by
 * RouteId: a misspelt id fails the typecheck instead of showing coming soon.
 */
const APP_PAGES: Partial<Record<RouteId, PageModule>> = {
  home: () => import('./routes/home'),
  support: () => import('./routes/support'),
  supportQuestions: () => import('./routes/support-questions'),
  supportOutbox: () => import('./routes/support-outbox'),
  supportLaborClaims: () => import('./routes/support-labor-claims'),
  laborClaims: () => import('./routes/labor-claims'),
  quoteSearch: () => import('./routes/quote-search'),
  quoteDetails: () => import('./routes/quote-details'),
  catalogBrowse: () => import('./routes/catalog-browse'),
  catalogProducts: () => import('./routes/catalog-products'),
  catalogProductsV2: () => import('./routes/catalog-products'),
  searchKeyword: () => import('./routes/search-keyword'),
  interchange: () => import('./routes/interchange'),
  searchSuggestion: () => import('./routes/search-suggestion'),
  stockOrder: () => import('./routes/stock-order'),
  customers: () => import('./routes/customers'),
  customerDetails: () => import('./routes/customer-details'),
  helpContent: () => import('./routes/help-content'),
  carAdmin: () => import('./routes/car-admin'),
  statements: () => import('./routes/statements'),
  accountDashboard: () => import('./routes/company'),
  userPreferences: () => import('./routes/user-preferences'),
  vehicleDocuments: () => import('./routes/vehicle-documents'),
};

const legal = () => import('./routes/legal');
const OPEN_PAGES: Partial<Record<RouteId, PageModule>> = {
  login: () => import('./routes/login'),
  forgotPassword: () => import('./routes/forgot-password'),
  resetPassword: () => import('./routes/reset-password'),
  securityChange: () => import('./routes/security-change'),
  acceptTerms: () => import('./routes/accept-terms'),
  terms: legal,
  privacy: legal,
  forbidden: () => import('./routes/forbidden'),
  helpCenter: () => import('./routes/help'),
};

/**
 * The route objects; a function because React Router marks lazy properties as loaded on the very
 * objects it is given, so each router needs its own. With the app's query client, pages that have a
 * prefetch (PAGE_PREFETCHES) wait for it in their loader, while their code loads.
 */
export function createRoutes(queryClient?: QueryClient): RouteObject[] {
  /**
   * The loader of a page with a prefetch: on the route's first visit only (a layout's loader would
   * otherwise run again at every navigation between its pages).
   */
  const loaderOf = (
    routeId: RouteId | 'authenticated',
  ): Pick<RouteObject, 'loader' | 'shouldRevalidate'> => {
    const prefetch = PAGE_PREFETCHES[routeId];
    if (!prefetch || !queryClient) return {};
    return {
      loader: async () => {
        await prefetch(queryClient).catch(() => undefined);
        return null;
      },
      shouldRevalidate: () => false,
    };
  };

  const appRoutes: RouteObject[] = ROUTES.filter((route) => route.access === 'app').map(
    (route) => ({
      id: route.id,
      path: route.path,
      ...loaderOf(route.id),
      lazy: lazyPage(APP_PAGES[route.id] ?? comingSoon, PAGE_NAMESPACES[route.id]),
    }),
  );

  const otherRoutes: RouteObject[] = ROUTES.filter((route) => route.access !== 'app').map(
    (route) => ({
      id: route.id,
      path: route.path,
      ...loaderOf(route.id),
      lazy: lazyPage(
        OPEN_PAGES[route.id] ?? (() => import('./routes/not-found')),
        PAGE_NAMESPACES[route.id],
      ),
    }),
  );

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: LoadingScreen,
      children: [
        // The root only redirects: to the landing page, /login or a forced page.
        { index: true, Component: LoadingScreen },
        ...otherRoutes,
        {
          id: 'authenticated',
          ...loaderOf('authenticated'),
          lazy: lazyPage(() => import('./layouts/authenticated-layout'), AUTHENTICATED_NAMESPACES),
          children: appRoutes,
        },
        { id: 'notFound', path: '*', lazy: lazyPage(() => import('./routes/not-found')) },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
