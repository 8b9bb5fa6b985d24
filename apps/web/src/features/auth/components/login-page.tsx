import {
  Alert,
  Anchor,
  Button,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import type { LoginBody } from '@procounter/shared/contracts/auth';
import type { LoginErrorKey } from '@procounter/shared/contracts/errors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { translateFormMessage } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { isLoginErrorKey, logIn, loginErrorKeyOf } from '../api/login';

// zod comes with the form's first focus, not with /login's first paint.
const validation = lazyResolver<LoginBody>(() =>
  import('../utils/login-resolver').then((module) => module.loginResolver),
);

export interface LoginPageProps {
  /** The errorKey of the URL (R-AUTH-4, R-AUTH-5); an unknown one shows nothing. */
  errorKey: string | null;
  /** A failed login's code, to be put in the URL as errorKey. */
  onErrorKey: (key: LoginErrorKey) => void;
  /**
   * The session has begun. Inside the app the route guard takes over by itself; the login page of
   * its own (login.html) starts the app here. The button spins until this settles.
   */
  onLoggedIn?: () => Promise<void> | void;
  /** The form got the focus (login.html fetches the app then, while the user types). */
  onFormFocus?: () => void;
}

/**
 * /login: login name and password, validated with the shared contract. Neither a router nor a
 * query client: the same page serves inside the app (after a logout) and as login.html, whose
 * first load carries no more than this form needs.
 */
export function LoginPage({ errorKey, onErrorKey, onLoggedIn, onFormFocus }: LoginPageProps) {
  const { t } = useTranslation();
  const [otherError, setOtherError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm<LoginBody>({
    resolver: validation.resolver,
    defaultValues: { loginName: '', password: '' },
  });

  const onFocus = () => {
    validation.preload();
    onFormFocus?.();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setOtherError(null);
    setPending(true);
    try {
      await logIn(values);
    } catch (error) {
      setPending(false);
      form.setValue('password', '');
      const key = loginErrorKeyOf(error);
      if (key) onErrorKey(key);
      else if (error instanceof ApiError && error.status === 429) {
        setOtherError('auth:login.rateLimited');
      } else setOtherError('auth:login.unavailable');
      return;
    }
    try {
      await onLoggedIn?.();
    } finally {
      setPending(false);
    }
  });

  const message = otherError
    ? t(otherError)
    : isLoginErrorKey(errorKey)
      ? t(`auth:errorKeys.${errorKey}`)
      : null;

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={440}>
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('auth:login.heading')}
          </Title>
          {message ? (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          ) : null}
          <TextInput
            label={t('auth:login.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={translateFormMessage(t, form.formState.errors.loginName?.message)}
            {...form.register('loginName')}
          />
          <PasswordInput
            label={t('auth:login.password')}
            autoComplete="current-password"
            error={translateFormMessage(t, form.formState.errors.password?.message)}
            {...form.register('password')}
          />
          <Button type="submit" loading={pending} fullWidth>
            {t('auth:login.submit')}
          </Button>
          {/* A plain link: login.html has no router; the app's router takes the page over. */}
          <Anchor href={ROUTE_PATHS.forgotPassword} size="sm" ta="center">
            {t('auth:forgotPassword.link')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
