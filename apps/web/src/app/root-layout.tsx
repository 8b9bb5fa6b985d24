import { Button, Center, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { isLoginErrorKey } from '@/features/auth/api/login';
import { useAuthState } from '@/hooks/use-auth-state';
import { usePageToasts } from '@/hooks/use-page-toasts';
import { useSession } from '@/hooks/use-session';
import { resolveRedirect } from '@/lib/auth-redirect';
import { formatPageTitle } from '@/lib/page-title';
import { findRoute, routeTitleKey } from '@/lib/route-table';
import { storage } from '@/lib/storage';
import { showErrorToast } from '@/lib/toasts';

/**
 * The root of every page: applies the redirect rules when the auth status or the route changes,
 * sets the page title, shows the loading overlay while the user loads, and turns a login errorKey
 * met outside /login into a toast.
 */
export function RootLayout() {
  const { t } = useTranslation();
  // First, so a page's toasts close before the next page shows its own.
  usePageToasts();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const state = useAuthState();
  const route = findRoute(location.pathname);
  const postLoginRedirectPath = storage.readValue<string>('postLoginRedirectPath');

  const redirect = useMemo(
    () =>
      resolveRedirect({
        pathname: location.pathname,
        search: location.search,
        status: state.status,
        context: state.context,
        postLoginRedirectPath,
        rememberPath: session.lastLogoutReason !== 'user',
        sessionExpired: session.lastLogoutReason === 'expired',
      }),
    [
      location.pathname,
      location.search,
      state.status,
      state.context,
      postLoginRedirectPath,
      session.lastLogoutReason,
    ],
  );

  useEffect(() => {
    if (!redirect) return;
    if (redirect.remember) storage.write('postLoginRedirectPath', redirect.remember);
    if (redirect.forgetPostLoginPath) storage.remove('postLoginRedirectPath');
    if (redirect.to) navigate(redirect.to, { replace: true });
  }, [redirect, navigate]);

  // R-SHELL-1: default title followed by the translated route title.
  const titleKey = route
    ? routeTitleKey(route, state.user)
    : location.pathname === '/'
      ? null
      : 'common:errors.notFoundTitle';
  useEffect(() => {
    document.title = formatPageTitle(t('common:appTitle'), titleKey ? t(titleKey) : null);
  }, [t, titleKey]);

  // R-AUTH-5: a login error met outside the login page is shown as a toast.
  const errorKey = new URLSearchParams(location.search).get('errorKey');
  useEffect(() => {
    if (location.pathname === '/login' || !isLoginErrorKey(errorKey)) return;
    showErrorToast(t(`auth:errorKeys.${errorKey}`));
    const params = new URLSearchParams(location.search);
    params.delete('errorKey');
    const search = params.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
  }, [errorKey, location.pathname, location.search, navigate, t]);

  if (state.userFailed) {
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" gap="sm">
          <Text role="alert">{t('common:access.lookupFailed')}</Text>
          <Button onClick={() => window.location.reload()}>{t('common:reload')}</Button>
        </Stack>
      </Center>
    );
  }

  const waiting =
    state.status === 'LOADING' ||
    (redirect?.to != null && redirect.to !== `${location.pathname}${location.search}`) ||
    (state.status === 'AUTHORIZED' && state.context === null && route?.access !== 'open');
  if (waiting) return <LoadingScreen />;
  return <Outlet />;
}
