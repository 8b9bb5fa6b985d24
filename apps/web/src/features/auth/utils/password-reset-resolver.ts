import { zodResolver } from '@hookform/resolvers/zod';
import { findPasswordRuleBroken } from '@procounter/shared/domain/password-rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@procounter/shared/validation/limits';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { encodeFormMessage, formErrorMap } from '@/lib/form-errors';

/** The reset page's values: the new password twice (the token comes from the link). */
export interface PasswordResetValues {
  newPassword: string;
  confirmPassword: string;
}

const schema = z
  .object({
    newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string(),
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: encodeFormMessage('auth:securityChange.mismatch'),
  })
  .superRefine((values, context) => {
    // The login name is not known here: the server checks that rule too.
    const broken = findPasswordRuleBroken(values.newPassword, '');
    if (broken) {
      context.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: encodeFormMessage(`auth:accountErrors.${broken}`),
      });
    }
  });

/** The reset form's validation, loaded with the form's first use. */
export const passwordResetResolver: Resolver<PasswordResetValues> = zodResolver(schema, {
  error: formErrorMap,
});
