import { API } from '@procounter/shared/contracts/api-paths';
import { apiRequest } from './api-client';
import { endSession, getSession } from './session';

/** How long a logout waits for the server before ending the session anyway. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Logs out: the server revokes this login's refresh tokens (POST /auth/rest/logout with the refresh
 * token as bearer), then the session ends here whatever the answer; the route guard goes to /login.
 */
export async function logout(): Promise<void> {
  if (getSession().auth) {
    try {
      await apiRequest(API.logout, {
        method: 'POST',
        auth: 'refresh',
        timeoutMs: LOGOUT_TIMEOUT_MS,
      });
    } catch {
      // The tokens are forgotten here anyway; an unrevoked refresh token expires on its own.
    }
  }
  endSession('user');
}
