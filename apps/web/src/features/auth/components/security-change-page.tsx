import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { SecurityChangeBodySchema } from '@procounter/shared/contracts/auth';
import {
  findPasswordRuleBroken,
  PASSWORD_REFUSAL_CODES,
} from '@procounter/shared/domain/password-rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@procounter/shared/validation/limits';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCurrentUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/api-client';
import { encodeFormMessage, formErrorMap, translateFormMessage } from '@/lib/form-errors';
import { logout } from '@/lib/logout';
import { useSecurityChange } from '../api/security-change';

const PASSWORD_REFUSALS: readonly string[] = PASSWORD_REFUSAL_CODES;

const refusalMessage = (code: string) => encodeFormMessage(`auth:accountErrors.${code}`);

/**
 * The shared contract plus the confirmation, which never leaves the browser, and the password rules
 * that need no list (the server also checks the list of common passwords).
 */
function securityChangeFormSchema(loginName: string) {
  return SecurityChangeBodySchema.extend({ confirmPassword: z.string() })
    .refine((values) => values.confirmPassword === values.newPassword, {
      path: ['confirmPassword'],
      message: encodeFormMessage('auth:securityChange.mismatch'),
    })
    .superRefine((values, context) => {
      const broken = findPasswordRuleBroken(values.newPassword, loginName);
      if (broken) {
        context.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: refusalMessage(broken),
        });
      }
    });
}
type SecurityChangeForm = z.infer<ReturnType<typeof securityChangeFormSchema>>;

/** /security-change: the forced password change; on success the guard continues to the landing page. */
export function SecurityChangePage() {
  const { t } = useTranslation();
  const change = useSecurityChange();
  const [failure, setFailure] = useState<string | null>(null);
  const loginName = useCurrentUser().data?.loginName ?? '';
  const schema = useMemo(() => securityChangeFormSchema(loginName), [loginName]);
  const form = useForm<SecurityChangeForm>({
    resolver: zodResolver(schema, { error: formErrorMap }),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setFailure(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVALID_CURRENT_PASSWORD') {
            form.setError('currentPassword', {
              message: encodeFormMessage('auth:securityChange.wrongCurrent'),
            });
          } else if (error instanceof ApiError && PASSWORD_REFUSALS.includes(error.code)) {
            form.setError(
              'newPassword',
              { message: refusalMessage(error.code) },
              { shouldFocus: true },
            );
          } else if (error instanceof ApiError && error.code === 'MASQUERADE_FORBIDDEN') {
            setFailure('auth:accountErrors.MASQUERADE_FORBIDDEN');
          } else {
            setFailure('auth:securityChange.failed');
          }
        },
      },
    );
  });

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={480}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('auth:securityChange.heading')}
          </Title>
          <Text size="sm">{t('auth:securityChange.intro', { count: PASSWORD_MIN_LENGTH })}</Text>
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {t(failure)}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('auth:securityChange.currentPassword')}
            autoComplete="current-password"
            error={translateFormMessage(t, errors.currentPassword?.message)}
            {...form.register('currentPassword')}
          />
          <PasswordInput
            label={t('auth:securityChange.newPassword')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            error={translateFormMessage(t, errors.newPassword?.message)}
            {...form.register('newPassword')}
          />
          <PasswordInput
            label={t('auth:securityChange.confirmPassword')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            error={translateFormMessage(t, errors.confirmPassword?.message)}
            {...form.register('confirmPassword')}
          />
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => void logout()}>
              {t('common:shell.logout')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t('auth:securityChange.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
