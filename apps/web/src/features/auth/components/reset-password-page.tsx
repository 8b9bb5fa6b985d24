import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { lazyResolver } from '@/lib/lazy-resolver';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { resetPassword } from '../api/password-recovery';
import type { PasswordResetValues } from '../utils/password-reset-resolver';
import { NewPasswordFields, passwordRefusalMessage } from './new-password-fields';

// zod and the rules come with the form's first focus.
const validation = lazyResolver<PasswordResetValues>(() =>
  import('../utils/password-reset-resolver').then((module) => module.passwordResetResolver),
);

/**
 * /reset-password?token=: the mailed link's page. The new password twice, under the password
 * rules; the link works once, for 30 minutes, and using it ends every login of the user. An
 * unknown, used or expired link says so with the spec's LOGIN_TEMP_PASSWORD_EXPIRED message.
 */
export function ResetPasswordPage({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const [expired, setExpired] = useState(!token);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordResetValues>({
    resolver: validation.resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await resetPassword({ token: token ?? '', newPassword });
      setDone(true);
    } catch (error) {
      const refusal = passwordRefusalMessage(error);
      if (error instanceof ApiError && error.code === 'LOGIN_TEMP_PASSWORD_EXPIRED') {
        setExpired(true);
      } else if (refusal) {
        form.setError('newPassword', { message: refusal }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.status === 429) {
        setFailure('auth:login.rateLimited');
      } else {
        setFailure('passwordReset:reset.failed');
      }
    }
  });

  let body: ReactNode;
  if (done) {
    body = (
      <>
        <Alert color="green" variant="light" role="status">
          {t('passwordReset:reset.done')}
        </Alert>
        <Button component={Link} to={ROUTE_PATHS.login} fullWidth>
          {t('passwordReset:reset.toLogin')}
        </Button>
      </>
    );
  } else if (expired) {
    body = (
      <>
        <Alert color="red" variant="light" role="alert">
          {t('auth:errorKeys.LOGIN_TEMP_PASSWORD_EXPIRED')}
        </Alert>
        <Button component={Link} to={ROUTE_PATHS.forgotPassword} fullWidth>
          {t('passwordReset:reset.askAgain')}
        </Button>
      </>
    );
  } else {
    body = (
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('passwordReset:reset.intro')}</Text>
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {t(failure)}
            </Alert>
          ) : null}
          <NewPasswordFields
            newPassword={form.register('newPassword')}
            confirmPassword={form.register('confirmPassword')}
            errors={{
              newPassword: errors.newPassword?.message,
              confirmPassword: errors.confirmPassword?.message,
            }}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('passwordReset:reset.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={440}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('passwordReset:reset.title')}
        </Title>
        {body}
        {done ? null : (
          <Anchor component={Link} to={ROUTE_PATHS.login} size="sm">
            {t('passwordReset:forgot.backToLogin')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
