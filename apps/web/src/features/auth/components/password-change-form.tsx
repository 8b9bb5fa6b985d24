import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/api-client';
import { encodeFormMessage, translateFormMessage } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSecurityChange } from '../api/security-change';
import type {
  PasswordChangeContext,
  PasswordChangeValues,
} from '../utils/password-change-resolver';
import { NewPasswordFields, passwordRefusalMessage } from './new-password-fields';

// The rules (zod and the shared contract) load when the form is first focused.
const validation = lazyResolver<PasswordChangeValues>(() =>
  import('../utils/password-change-resolver').then((module) => module.passwordChangeResolver),
);

export interface PasswordChangeFormProps {
  /** Called once the password has changed; the form is empty again by then. */
  onChanged?: () => void;
  /** Beside the submit button (the forced page's Log out). */
  secondaryAction?: ReactNode;
  /** The name of the form for assistive technology. */
  'aria-label'?: string;
}

/**
 * The password change with the current password (POST /user/securityChange), the one form of the
 * forced page (/security-change) and of My preferences (/admin/user): the current password, the
 * new one twice, the password rules checked as the server checks them, each refusal said at its
 * field. The server keeps this login and ends the user's others.
 */
export function PasswordChangeForm({
  onChanged,
  secondaryAction,
  'aria-label': ariaLabel,
}: PasswordChangeFormProps) {
  const { t } = useTranslation();
  const change = useSecurityChange();
  const [failure, setFailure] = useState<string | null>(null);
  const loginName = useCurrentUser().data?.loginName ?? '';
  const form = useForm<PasswordChangeValues, PasswordChangeContext>({
    resolver: validation.resolver,
    context: { loginName },
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setFailure(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          onChanged?.();
        },
        onError: (error) => {
          const refusal = passwordRefusalMessage(error);
          if (error instanceof ApiError && error.code === 'INVALID_CURRENT_PASSWORD') {
            form.setError(
              'currentPassword',
              { message: encodeFormMessage('auth:securityChange.wrongCurrent') },
              { shouldFocus: true },
            );
          } else if (refusal) {
            form.setError('newPassword', { message: refusal }, { shouldFocus: true });
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
    <form onSubmit={onSubmit} onFocus={validation.preload} noValidate aria-label={ariaLabel}>
      <Stack gap="md">
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
        <NewPasswordFields
          newPassword={form.register('newPassword')}
          confirmPassword={form.register('confirmPassword')}
          errors={{
            newPassword: errors.newPassword?.message,
            confirmPassword: errors.confirmPassword?.message,
          }}
        />
        <Group justify={secondaryAction ? 'space-between' : 'flex-end'}>
          {secondaryAction}
          <Button type="submit" loading={change.isPending}>
            {t('auth:securityChange.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
