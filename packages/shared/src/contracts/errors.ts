import { z } from 'zod';
import { FORBIDDEN_REASONS } from './error-codes';

export {
  ERROR_CODES,
  type ErrorCode,
  FORBIDDEN_REASONS,
  type ForbiddenReason,
} from './error-codes';

export const FieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  reason: z.enum(FORBIDDEN_REASONS).optional(),
  details: z.array(FieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Login error keys that reach /login as `errorKey` (R-AUTH-5). */
export const LOGIN_ERROR_KEYS = [
  'OAUTH_LOGIN_ERROR',
  'PROMO_ADMIN_LOGIN_ERROR',
  'LOGIN_AUTHENTICATION_FAILED',
  'INVALID',
  'LOGIN_REQUIRED',
  'SHOP_REFERRAL_LOGIN_ERROR',
  'STATEMENTS_LOGIN_ERROR',
  'LOGIN_TEMP_PASSWORD_EXPIRED',
  'EXCESSIVE_FAILED_LOGINS',
] as const;
export type LoginErrorKey = (typeof LOGIN_ERROR_KEYS)[number];
