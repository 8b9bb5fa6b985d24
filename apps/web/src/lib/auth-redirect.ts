/**
 * Where the app sends the user when the auth status or the route changes (R-AUTH-3):
 * - an authorized user on a route that fails its authorize check (or on the login and forced pages)
 *   goes to the stored post-login path if valid, else to the landing page of getLandingPath;
 * - restricted users go to /security-change or /accept-terms;
 * - unauthenticated users go to /login, remembering the page they wanted.
 * A pure function, so the rules are tested without a browser.
 */
import { getLandingPath } from '@procounter/shared/domain/roles';
import type { SessionStatus } from './auth-status';
import { type AuthorizeContext, findRoute, isPathAllowed } from './route-table';

export interface RedirectInput {
  pathname: string;
  /** The query string with its leading '?', or ''. */
  search: string;
  status: SessionStatus;
  /** Present once an authorized user's shop and features are loaded. */
  context: AuthorizeContext | null;
  postLoginRedirectPath: string | null;
  /** An explicit logout does not remember the page. */
  rememberPath: boolean;
  /** The session ran out (not a logout): the login page says 'Please login to continue'. */
  sessionExpired?: boolean;
}

export interface Redirect {
  /** Where to go; null stays on the page (only the stored path is forgotten). */
  to: string | null;
  /** Store this as postLoginRedirectPath before going. */
  remember?: string;
  /** The stored post-login path was used (or is stale): forget it. */
  forgetPostLoginPath?: boolean;
}

export const LOGIN_PATH = '/login';
export const SECURITY_CHANGE_PATH = '/security-change';
export const ACCEPT_TERMS_PATH = '/accept-terms';

/** The page an authorized user goes to: the stored path when still allowed, else the landing page. */
export function getDestination(
  context: AuthorizeContext,
  postLoginRedirectPath: string | null,
): string {
  if (postLoginRedirectPath && isPathAllowed(postLoginRedirectPath, context)) {
    return postLoginRedirectPath;
  }
  return getLandingPath(context.user, context.shop);
}

export function resolveRedirect(input: RedirectInput): Redirect | null {
  const { pathname, status } = input;
  const isRoot = pathname === '/';
  const route = findRoute(pathname);
  if (!isRoot && !route) return null; // NotFound renders for everyone.
  const access = isRoot ? 'app' : route!.access;

  if (status === 'LOADING') return null;

  if (status === 'PUBLIC') {
    if (access === 'public' || access === 'open') return null;
    const wanted = `${pathname}${input.search}`;
    const to = input.sessionExpired ? `${LOGIN_PATH}?errorKey=LOGIN_REQUIRED` : LOGIN_PATH;
    return access === 'app' && !isRoot && input.rememberPath ? { to, remember: wanted } : { to };
  }

  if (status === 'RESTRICTED_PASSWORD') {
    return access === 'password' || access === 'open' ? null : { to: SECURITY_CHANGE_PATH };
  }
  if (status === 'RESTRICTED_TERMS') {
    return access === 'terms' || access === 'open' ? null : { to: ACCEPT_TERMS_PATH };
  }

  // AUTHORIZED: the checks need the shop and features; wait for them.
  if (!input.context) return null;
  if (access === 'open') return null;
  const allowed = access === 'app' && !isRoot && isPathAllowed(pathname, input.context);
  if (allowed) {
    // Arrived where the stored path pointed (or elsewhere on purpose): it has served.
    return input.postLoginRedirectPath ? { to: null, forgetPostLoginPath: true } : null;
  }
  const to = getDestination(input.context, input.postLoginRedirectPath);
  // The stored path is forgotten on arrival (above), not on leaving: navigating to a lazy route
  // takes a moment, and a render in between must still see where the user is going. A stale one
  // (no longer allowed) is forgotten at once.
  const goingToStored = input.postLoginRedirectPath !== null && to === input.postLoginRedirectPath;
  return { to, forgetPostLoginPath: input.postLoginRedirectPath !== null && !goingToStored };
}
