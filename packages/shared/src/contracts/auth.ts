import { z } from 'zod';
import { singleLineText } from '../validation/free-text';
import {
  EMAIL_MAX_LENGTH,
  INT4_MAX,
  LOGIN_NAME_MAX_LENGTH,
  LOGIN_PASSWORD_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../validation/limits';

/** POST /api/auth/rest/login */
export const LoginBodySchema = z.strictObject({
  loginName: singleLineText().min(1).max(LOGIN_NAME_MAX_LENGTH),
  // Compared as typed: a password is never stripped or trimmed.
  password: z.string().min(1).max(LOGIN_PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** The auth tokens record; expirations in epoch milliseconds. */
export const AuthTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  access_expiration: z.number().int(),
  refresh_expiration: z.number().int(),
});
export type AuthTokens = z.infer<typeof AuthTokensSchema>;

/**
 * POST /api/auth/rest/forgotPassword: "Forgot password?". A login name or an e-mail address; the
 * answer is the same (202, no body) whether or not an account matches.
 */
export const ForgotPasswordBodySchema = z.strictObject({
  login: singleLineText().min(1).max(Math.max(LOGIN_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH)),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** The random token of a reset link: 32 bytes, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/auth/rest/resetPassword: the new password, with the token of the mailed link. */
export const ResetPasswordBodySchema = z.strictObject({
  token: z.string().regex(RESET_TOKEN_PATTERN),
  newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** POST /api/user/securityChange: the forced password change of /security-change. */
export const SecurityChangeBodySchema = z.strictObject({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
export type SecurityChangeBody = z.infer<typeof SecurityChangeBodySchema>;

/** POST /api/user/acceptTerms: the forced terms acceptance of /accept-terms. */
export const AcceptTermsBodySchema = z.strictObject({
  accepted: z.literal(true),
});
export type AcceptTermsBody = z.infer<typeof AcceptTermsBodySchema>;

/** POST /api/admin/masquerade */
export const MasqueradeBodySchema = z.strictObject({
  userId: z.number().int().positive().max(INT4_MAX),
});
export type MasqueradeBody = z.infer<typeof MasqueradeBodySchema>;
