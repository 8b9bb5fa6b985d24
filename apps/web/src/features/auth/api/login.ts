import { API } from '@procounter/shared/contracts/api-paths';
import type { AuthTokens, LoginBody } from '@procounter/shared/contracts/auth';
import { LOGIN_ERROR_KEYS, type LoginErrorKey } from '@procounter/shared/contracts/errors';
import { ApiError, apiRequest } from '@/lib/api-client';
import { beginSession } from '@/lib/session';

/** POST /auth/rest/login: answers the auth tokens; the session begins with them. */
export function loginWithPassword(body: LoginBody) {
  return apiRequest<AuthTokens>(API.login, { method: 'POST', json: body, auth: 'none' });
}

/**
 * Logs in and begins the session with the answered tokens, keeping the page to come back to.
 * No query client: the login page (login.html) runs without one.
 */
export async function logIn(body: LoginBody): Promise<void> {
  beginSession(await loginWithPassword(body), { postLoginRedirectPath: true });
}

/** The errorKey a failed login puts in /login?errorKey=, or null when the failure is not a login error. */
export function loginErrorKeyOf(error: unknown): LoginErrorKey | null {
  if (!(error instanceof ApiError)) return null;
  return (LOGIN_ERROR_KEYS as readonly string[]).includes(error.code)
    ? (error.code as LoginErrorKey)
    : null;
}

export function isLoginErrorKey(value: string | null): value is LoginErrorKey {
  return value !== null && (LOGIN_ERROR_KEYS as readonly string[]).includes(value);
}
