import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import type { LoginBody } from '@procounter/shared/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { translateFormMessage } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { isLoginErrorKey, loginErrorKeyOf, useLogin } from '../api/login';

// zod comes with the form's first focus, not with /login's first paint.
const validation = lazyResolver<LoginBody>(() =>
  import('../utils/login-resolver').then((module) => module.loginResolver),
);

/**
 * /login: login name and password, validated with the shared contract. A failed login puts the
 * server's code in the URL as errorKey (spec 001 section 8), and the message shown comes from it.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const errorKey = searchParams.get('errorKey');
  const [otherError, setOtherError] = useState<string | null>(null);
  const login = useLogin();
  const form = useForm<LoginBody>({
    resolver: validation.resolver,
    defaultValues: { loginName: '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setOtherError(null);
    login.mutate(values, {
      onError: (error) => {
        form.setValue('password', '');
        const key = loginErrorKeyOf(error);
        if (key) {
          navigate(`/login?errorKey=${key}`, { replace: true });
        } else if (error instanceof ApiError && error.status === 429) {
          setOtherError('auth:login.rateLimited');
        } else {
          setOtherError('auth:login.unavailable');
        }
      },
    });
  });

  const message = otherError
    ? t(otherError)
    : isLoginErrorKey(errorKey)
      ? t(`auth:errorKeys.${errorKey}`)
      : null;

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={440}>
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
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
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('auth:login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
