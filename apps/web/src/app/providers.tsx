import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { cssVariablesResolver, localizedTheme } from './theme';
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

/** Mantine with the theme of the current language (see localizedTheme). */
function LocalizedMantineProvider({
  env,
  children,
}: {
  env: 'default' | 'test';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const closeLabel = t('common:close');
  const theme = useMemo(() => localizedTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      {children}
    </MantineProvider>
  );
}
