import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { EMAIL_MAX_LENGTH } from '@procounter/shared/validation/limits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { requestPasswordReset } from '../api/password-recovery';

/**
 * /forgot-password ("Forgot password?" of /login): a login name or e-mail address. The answer is
 * the same whether or not an account matches, so the page says what happens if one does.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [login, setLogin] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (login.trim() === '') {
      setFieldError(t('passwordReset:forgot.required'));
      return;
    }
    setFieldError(null);
    setPending(true);
    try {
      await requestPasswordReset({ login: login.trim() });
      setSent(true);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 429
          ? 'auth:login.rateLimited'
          : 'auth:login.unavailable',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={440}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('passwordReset:forgot.title')}
        </Title>
        {sent ? (
          <Alert color="green" variant="light" role="status">
            {t('passwordReset:forgot.sent')}
          </Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <Text size="sm">{t('passwordReset:forgot.intro')}</Text>
              {failure ? (
                <Alert color="red" variant="light" role="alert">
                  {t(failure)}
                </Alert>
              ) : null}
              <TextInput
                label={t('passwordReset:forgot.login')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={EMAIL_MAX_LENGTH}
                value={login}
                onChange={(event) => setLogin(event.currentTarget.value)}
                error={fieldError}
              />
              <Button type="submit" loading={pending} fullWidth>
                {t('passwordReset:forgot.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to={ROUTE_PATHS.login} size="sm">
          {t('passwordReset:forgot.backToLogin')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
