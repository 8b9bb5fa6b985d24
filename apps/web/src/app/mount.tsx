import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from '@/lib/i18n';
import { bindQueryClientToSession, createQueryClient } from '@/lib/query-client';
import { startSession } from '@/lib/session-timer';
import { Providers } from './providers';
import { createAppRouter } from './router';

/**
 * Starts the app in `container`: the session timer, the query client and the router at the
 * current URL. main.tsx calls it on a page load; the login page (login-main.tsx) once the user
 * has logged in, and the router then takes them from /login to their page.
 */
export async function mountApp(container: HTMLElement): Promise<void> {
  const i18nReady = initI18n();
  const queryClient = createQueryClient();
  bindQueryClientToSession(queryClient);
  void startSession();
  const router = createAppRouter(queryClient);
  // The first render waits for the shell's catalogs (one small chunk each), so no key shows.
  const i18n = await i18nReady;
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers queryClient={queryClient} i18n={i18n}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}
