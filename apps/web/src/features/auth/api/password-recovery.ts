import { API } from '@procounter/shared/contracts/api-paths';
import type { ForgotPasswordBody, ResetPasswordBody } from '@procounter/shared/contracts/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/rest/forgotPassword: 202 whether or not an account matches. */
export function requestPasswordReset(body: ForgotPasswordBody) {
  return apiRequest<null>(API.forgotPassword, { method: 'POST', json: body, auth: 'none' });
}

/** POST /auth/rest/resetPassword: 204 once the new password is set (every login ended). */
export function resetPassword(body: ResetPasswordBody) {
  return apiRequest<null>(API.resetPassword, { method: 'POST', json: body, auth: 'none' });
}
