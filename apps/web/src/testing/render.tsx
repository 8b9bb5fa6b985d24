/** Renders a component inside the app's providers and a memory router, as the app would. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { i18n } from '@/lib/i18n';
import { bindQueryClientToSession, createQueryClient } from '@/lib/query-client';

export interface RenderOptions {
  path?: string;
  /** The route pattern the element is mounted at (defaults to every path). */
  routePath?: string;
  queryClient?: ReturnType<typeof createQueryClient>;
  /** The history entry's state (what a navigate() with state leaves). */
  state?: unknown;
}

export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(
    [
      { path: options.routePath ?? '*', element: ui },
      { path: '*', element: null },
    ],
    {
      initialEntries: [
        options.state === undefined
          ? (options.path ?? '/')
          : { pathname: options.path ?? '/', state: options.state },
      ],
    },
  );
  const result = render(
    <Providers queryClient={queryClient} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}

/**
 * The whole app at `path`: its routes (pages with a prefetch wait for it in their loader),
 * providers and a query client bound to the session, as main.tsx renders it (no retries, no
 * refetch on focus).
 */
export function renderAppAt(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const unbind = bindQueryClientToSession(queryClient);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const result = render(
    <Providers queryClient={queryClient} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient, unbind };
}
