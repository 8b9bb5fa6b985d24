import { zodResolver } from '@hookform/resolvers/zod';
import { SecurityChangeBodySchema } from '@procounter/shared/contracts/auth';
import { findPasswordRuleBroken } from '@procounter/shared/domain/password-rules';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { encodeFormMessage, formErrorMap } from '@/lib/form-errors';

/** The form's values: the call's body and the confirmation, which never leaves the browser. */
export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** What the form gives the resolver (react-hook-form's `context`). */
export interface PasswordChangeContext {
  loginName: string;
}

const refusalMessage = (code: string) => encodeFormMessage(`auth:accountErrors.${code}`);

/**
 * The shared contract plus the confirmation and the password rules that need no list (the server
 * also checks the list of common passwords).
 */
function passwordChangeSchema(loginName: string) {
  return SecurityChangeBodySchema.extend({ confirmPassword: z.string() })
    .refine((values) => values.confirmPassword === values.newPassword, {
      path: ['confirmPassword'],
      message: encodeFormMessage('auth:securityChange.mismatch'),
    })
    .refine((values) => values.newPassword !== values.currentPassword, {
      path: ['newPassword'],
      message: encodeFormMessage('auth:securityChange.sameAsCurrent'),
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

/**
 * The password change form's validation, loaded with the form's first use (zod stays out of the
 * pages that show the form); the user's login name comes as the form's context.
 */
export const passwordChangeResolver: Resolver<PasswordChangeValues> = (
  values,
  context: PasswordChangeContext | undefined,
  options,
) =>
  zodResolver(passwordChangeSchema(context?.loginName ?? ''), { error: formErrorMap })(
    values,
    context,
    options,
  );
