import { API } from '@procounter/shared/contracts/api-paths';
import type { AuthTokens, LoginBody } from '@procounter/shared/contracts/auth';
import { LOGIN_ERROR_KEYS, type LoginErrorKey } from '@procounter/shared/contracts/errors';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { beginSession } from '@/lib/session';

/** POST /auth/rest/login: answers the auth tokens; the session begins with them. */
export function loginWithPassword(body: LoginBody) {
  return apiRequest<AuthTokens>(API.login, { method: 'POST', json: body, auth: 'none' });
}

export function useLogin() {
  return useMutation({
    mutationFn: loginWithPassword,
    // The route guard takes over from here: the user loads, then the landing page.
    onSuccess: (tokens) => beginSession(tokens, { postLoginRedirectPath: true }),
  });
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
