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

/** Login error keys that reach /login as `errorKey` (R-AUTH-4, R-AUTH-5, R-ORDER-1, R-QUOTE-6, R-REQ-5, R-TRACK-2, R-VEH-2, R-VEH-5, R-VEH-6, R-VEH-8, R-VEH-10, R-VEH-11, R-VEH-13, R-VEH-14). */
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
