import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SecurityChangeBodySchema,
} from '@procounter/shared/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { encodeFormMessage, formErrorMap, translateFormMessage } from '@/lib/form-errors';
import { logout } from '@/lib/logout';
import { useSecurityChange } from '../api/security-change';

/** The shared contract plus the confirmation, which never leaves the browser. */
const SecurityChangeFormSchema = SecurityChangeBodySchema.extend({
  confirmPassword: z.string(),
}).refine((values) => values.confirmPassword === values.newPassword, {
  path: ['confirmPassword'],
  message: encodeFormMessage('auth:securityChange.mismatch'),
});
type SecurityChangeForm = z.infer<typeof SecurityChangeFormSchema>;

/** /security-change: the forced password change; on success the guard continues to the landing page. */
export function SecurityChangePage() {
  const { t } = useTranslation();
  const change = useSecurityChange();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SecurityChangeForm>({
    resolver: zodResolver(SecurityChangeFormSchema, { error: formErrorMap }),
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
