import type { LoginErrorKey } from '@procounter/shared/contracts/errors';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LoginPage } from '@/features/auth/components/login-page';
import { formatPageTitle } from '@/lib/page-title';
import { PublicLayout } from './layouts/public-layout';
import { LocalizedMantineProvider } from './localized-mantine-provider';

export interface LoginAppProps {
  i18n: I18n;
  /** The session has begun: start the app, which takes the user on from /login. */
  onLoggedIn: () => Promise<void>;
  /** The form got the focus: time to fetch the app while the user types. */
  onFormFocus?: () => void;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}

/**
 * login.html: the login page on its own, with Mantine and i18n but no router, query client or app
 * shell, so a first visit loads about half the JavaScript of the app (issue 7's /login budget).
 */
export function LoginApp({ i18n, env, ...props }: LoginAppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LocalizedMantineProvider env={env}>
          <StandaloneLogin {...props} />
        </LocalizedMantineProvider>
      </I18nextProvider>
    </StrictMode>
  );
}

function StandaloneLogin({ onLoggedIn, onFormFocus }: Omit<LoginAppProps, 'i18n' | 'env'>) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState(() =>
    new URLSearchParams(window.location.search).get('errorKey'),
  );
  useEffect(() => {
    document.title = formatPageTitle(t('common:appTitle'), t('auth:login.title'));
  }, [t]);

  const onErrorKey = (key: LoginErrorKey) => {
    // As the app's router would: the same page, the code in the URL, no new history entry.
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}?errorKey=${key}`,
    );
    setErrorKey(key);
  };

  return (
    <PublicLayout>
      <LoginPage
        errorKey={errorKey}
        onErrorKey={onErrorKey}
        onLoggedIn={onLoggedIn}
        onFormFocus={onFormFocus}
      />
    </PublicLayout>
  );
}
