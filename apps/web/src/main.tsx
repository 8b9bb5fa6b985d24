import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { capturePunchoutEntry } from './lib/punchout';
import { bindQueryClientToSession, createQueryClient } from './lib/query-client';
import { startSession } from './lib/session-timer';

capturePunchoutEntry();
const i18nReady = initI18n();
const queryClient = createQueryClient();
bindQueryClientToSession(queryClient);
void startSession();
const router = createAppRouter();

// The first render waits for the shell's catalogs (one small chunk each), so no key shows.
void i18nReady.then((i18n) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
