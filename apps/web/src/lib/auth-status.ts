/**
 * Auth status (R-AUTH-3): a user counts as authorized when the refresh
 * token is unexpired, a user exists, and neither a password change nor terms acceptance is pending,
 * unless masquerading. LOADING is ours: tokens are good but the user has not arrived yet.
 */
import type { User } from '@procounter/shared/contracts/user';
import { isRefreshExpired } from '@procounter/shared/domain/auth-timing';
import type { AuthStatus } from '@procounter/shared/domain/constants';
import type { StoredAuth } from './session';

export type { AuthStatus };
export type SessionStatus = AuthStatus | 'LOADING';

export interface AuthStatusInput {
  auth: Pick<StoredAuth, 'refreshExpiresOn'> | null;
  user: Pick<User, 'masquerade' | 'passwordChangeRequired' | 'termsAcceptanceRequired'> | null;
  passwordChangeForced: boolean;
  termsForced: boolean;
  now: number;
}

export function getAuthStatus(input: AuthStatusInput): SessionStatus {
  if (!input.auth || isRefreshExpired(input.now, input.auth)) return 'PUBLIC';
  if (!input.user) return 'LOADING';
  if (input.user.masquerade) return 'AUTHORIZED';
  if (input.user.passwordChangeRequired || input.passwordChangeForced) return 'RESTRICTED_PASSWORD';
  if (input.user.termsAcceptanceRequired || input.termsForced) return 'RESTRICTED_TERMS';
  return 'AUTHORIZED';
}
