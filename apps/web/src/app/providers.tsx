import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LocalizedMantineProvider } from './localized-mantine-provider';
import { ToastHost } from './toast-host';

export interface ProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}

/**
 * Mantine (with toasts), TanStack Query and i18n around the whole app. Dialogs are Mantine Modals
 * rendered where they are used; there is no modals manager.
 */
export function Providers({ queryClient, i18n, children, env = 'default' }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalizedMantineProvider env={env}>
          <ToastHost />
          {children}
        </LocalizedMantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
