import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, localizedTheme } from './theme';

/** Mantine with the theme of the current language (see localizedTheme). */
export function LocalizedMantineProvider({
  env = 'default',
  gray = false,
  children,
}: {
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
  /** The subtle gray theme (the signed-in user's stylesheet preference). */
  gray?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const closeLabel = t('common:close');
  const theme = useMemo(() => localizedTheme(closeLabel, gray), [closeLabel, gray]);
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
