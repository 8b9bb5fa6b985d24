import { PasswordInput } from '@mantine/core';
import { PASSWORD_REFUSAL_CODES } from '@procounter/shared/domain/password-rules';
import { PASSWORD_MAX_LENGTH } from '@procounter/shared/validation/limits';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { encodeFormMessage, translateFormMessage } from '@/lib/form-errors';

const PASSWORD_REFUSALS: readonly string[] = PASSWORD_REFUSAL_CODES;

/**
 * The form message of the server's refusal of a new password under the password rules (too short,
 * too common, the login name...), or null for any other error.
 */
export function passwordRefusalMessage(error: unknown): string | null {
  return error instanceof ApiError && PASSWORD_REFUSALS.includes(error.code)
    ? encodeFormMessage(`auth:accountErrors.${error.code}`)
    : null;
}

export interface NewPasswordFieldsProps {
  newPassword: UseFormRegisterReturn<'newPassword'>;
  confirmPassword: UseFormRegisterReturn<'confirmPassword'>;
  /** The fields' form messages (lib/form-errors), as the resolver or the server set them. */
  errors: { newPassword?: string; confirmPassword?: string };
}

/**
 * The new password twice, as the password change (/security-change, My preferences) and the
 * mailed reset link's page ask for it.
 */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  errors,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('auth:securityChange.newPassword')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        error={translateFormMessage(t, errors.newPassword)}
        {...newPassword}
      />
      <PasswordInput
        label={t('auth:securityChange.confirmPassword')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        error={translateFormMessage(t, errors.confirmPassword)}
        {...confirmPassword}
      />
    </>
  );
}
