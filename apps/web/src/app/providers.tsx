import type { User } from '@procounter/shared/contracts/user';
import { STYLESHEETS } from '@procounter/shared/domain/constants';
import { type QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { sessionKeys } from '@/lib/query-keys';
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
        <UserMantineProvider env={env}>
          <ToastHost />
          {children}
        </UserMantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * Mantine in the signed-in user's stylesheet: the subtle gray theme when they chose it, on every
 * page, also after a reload (the user is kept in storage). It reads the user the app has in its
 * cache, never asks for one: no query of its own, which would be asked before the app's.
 */
function UserMantineProvider({ env, children }: Pick<ProvidersProps, 'env' | 'children'>) {
  const client = useQueryClient();
  const stylesheet = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => client.getQueryData<User>(sessionKeys.user)?.userPreference.selectedStylesheet,
  );
  return (
    <LocalizedMantineProvider env={env} gray={stylesheet === STYLESHEETS.GRAY}>
      {children}
    </LocalizedMantineProvider>
  );
}
