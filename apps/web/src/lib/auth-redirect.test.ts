import { describe, expect, it } from 'vitest';
import { ALL_FEATURES_ON, makeContext, makeShop, makeUser, ROLE_USERS } from '@/testing/fixtures';
import { type RedirectInput, resolveRedirect } from './auth-redirect';
import { getAuthStatus } from './auth-status';
import { findRoute, isPathAllowed, ROUTES } from './route-table';

const base: RedirectInput = {
  pathname: '/home',
  search: '',
  status: 'PUBLIC',
  context: null,
  postLoginRedirectPath: null,
  rememberPath: true,
};

describe('auth status', () => {
  const auth = { refreshExpiresOn: 2_000 };
  const flags = { passwordChangeForced: false, termsForced: false, now: 1_000 };

  it('is PUBLIC without tokens or with an expired refresh token', () => {
    expect(getAuthStatus({ ...flags, auth: null, user: makeUser() })).toBe('PUBLIC');
    expect(getAuthStatus({ ...flags, auth, user: makeUser(), now: 2_000 })).toBe('PUBLIC');
  });

  it('is LOADING until the user arrives, then AUTHORIZED', () => {
    expect(getAuthStatus({ ...flags, auth, user: null })).toBe('LOADING');
    expect(getAuthStatus({ ...flags, auth, user: makeUser() })).toBe('AUTHORIZED');
  });

  it('is restricted while a password change or terms acceptance is pending', () => {
    expect(
      getAuthStatus({ ...flags, auth, user: makeUser({ passwordChangeRequired: true }) }),
    ).toBe('RESTRICTED_PASSWORD');
    expect(
      getAuthStatus({ ...flags, auth, user: makeUser({ termsAcceptanceRequired: true }) }),
    ).toBe('RESTRICTED_TERMS');
    // A 403 reason forces the same even when the cached user does not say so yet.
    expect(getAuthStatus({ ...flags, auth, user: makeUser(), termsForced: true })).toBe(
      'RESTRICTED_TERMS',
    );
  });

  it('a masquerading user is never restricted', () => {
    const user = makeUser({ masquerade: true, passwordChangeRequired: true });
    expect(getAuthStatus({ ...flags, auth, user, passwordChangeForced: true })).toBe('AUTHORIZED');
  });
});

describe('route table', () => {
  it('knows every route of R-SHELL-1 plus the shared-code routes', () => {
    const paths = [
      '/login',
      '/home',
      '/catalog/browse',
      '/stockorder',
      '/customers',
      '/quote/search',
      '/interchange',
      '/quote/details/123',
      '/search-keyword',
      '/search-suggestion',
      '/admin/user',
      '/support',
      '/admin/statements',
      '/admin/labor-claims',
      '/admin/company',
      '/terms',
      '/privacy',
      '/security-change',
      '/accept-terms',
      '/catalog/products',
      '/catalog/v2/products',
      '/vehicle-documents',
      '/customers/details/7',
      '/car-admin',
      '/help',
      '/help/articles/12',
    ];
    for (const path of paths) expect(findRoute(path), path).toBeDefined();
    expect(findRoute('/no-such-page')).toBeUndefined();
    for (const route of ROUTES) expect(route.titleKey).toBeTruthy();
  });

  it('checks each capability route with the shared capability functions', () => {
    const tech = makeContext(ROLE_USERS.tech);
    const admin = makeContext(ROLE_USERS.admin);
    const mitchell = makeContext(ROLE_USERS.mitchell);
    const sms = makeContext(ROLE_USERS.sms);
    expect(isPathAllowed('/support', tech)).toBe(false);
    expect(isPathAllowed('/support', admin)).toBe(true);
    expect(isPathAllowed('/customers', tech)).toBe(true);
    expect(isPathAllowed('/customers/details/3', mitchell)).toBe(false);
    expect(isPathAllowed('/admin/company', makeContext(ROLE_USERS.manager))).toBe(true);
    expect(isPathAllowed('/admin/company', tech)).toBe(false);
    expect(isPathAllowed('/admin/company', sms)).toBe(false);
    const flagOff = makeContext(ROLE_USERS.manager, {
      features: {
        global: ALL_FEATURES_ON.filter((f) => f.descriptor !== 'customer_dashboard_feature'),
        store: ALL_FEATURES_ON,
      },
    });
    expect(isPathAllowed('/admin/company', flagOff)).toBe(false);
    expect(isPathAllowed('/car-admin', tech)).toBe(false);
    expect(
      isPathAllowed(
        '/car-admin',
        makeContext(ROLE_USERS.tech, { shop: makeShop({ carCustomer: true }) }),
      ),
    ).toBe(true);
    expect(isPathAllowed('/login', tech)).toBe(false);
  });
});

describe('redirects on a status or route change', () => {
  it('sends an unauthenticated user to /login and remembers the page they wanted', () => {
    expect(resolveRedirect({ ...base, pathname: '/quote/search', search: '?recent=true' })).toEqual(
      {
        to: '/login',
        remember: '/quote/search?recent=true',
      },
    );
    // A session that ran out says so on the login page.
    expect(resolveRedirect({ ...base, sessionExpired: true })).toEqual({
      to: '/login?errorKey=LOGIN_REQUIRED',
      remember: '/home',
    });
    // After an explicit logout nothing is remembered.
    expect(resolveRedirect({ ...base, rememberPath: false })).toEqual({ to: '/login' });
    // The root and the login page itself.
    expect(resolveRedirect({ ...base, pathname: '/' })).toEqual({ to: '/login' });
    expect(resolveRedirect({ ...base, pathname: '/login' })).toBeNull();
    expect(resolveRedirect({ ...base, pathname: '/terms' })).toBeNull();
    expect(resolveRedirect({ ...base, pathname: '/security-change' })).toEqual({ to: '/login' });
  });

  it('forces restricted users onto their page', () => {
    expect(resolveRedirect({ ...base, status: 'RESTRICTED_PASSWORD' })).toEqual({
      to: '/security-change',
    });
    expect(
      resolveRedirect({ ...base, status: 'RESTRICTED_PASSWORD', pathname: '/security-change' }),
    ).toBeNull();
    expect(resolveRedirect({ ...base, status: 'RESTRICTED_TERMS', pathname: '/login' })).toEqual({
      to: '/accept-terms',
    });
    expect(
      resolveRedirect({ ...base, status: 'RESTRICTED_TERMS', pathname: '/accept-terms' }),
    ).toBeNull();
  });

  it.each([
    ['admin', makeContext(ROLE_USERS.admin), '/support'],
    ['support', makeContext(ROLE_USERS.support), '/support'],
    ['manager', makeContext(ROLE_USERS.manager), '/home'],
    ['tech', makeContext(ROLE_USERS.tech), '/home'],
    ['mitchell', makeContext(ROLE_USERS.mitchell), '/catalog/browse'],
    ['sms', makeContext(ROLE_USERS.sms), '/catalog/browse'],
    [
      'caruser',
      makeContext(ROLE_USERS.tech, { shop: makeShop({ carCustomer: true }) }),
      '/car-admin',
    ],
  ])('an authorized %s on /login lands on %s', (_name, context, landing) => {
    expect(resolveRedirect({ ...base, pathname: '/login', status: 'AUTHORIZED', context })).toEqual(
      { to: landing, forgetPostLoginPath: false },
    );
  });

  it('goes to the stored post-login path when valid, else to the landing page', () => {
    const tech = makeContext(ROLE_USERS.tech);
    expect(
      resolveRedirect({
        ...base,
        pathname: '/login',
        status: 'AUTHORIZED',
        context: tech,
        postLoginRedirectPath: '/quote/search?recent=true',
      }),
    ).toEqual({ to: '/quote/search?recent=true', forgetPostLoginPath: false });
    // Arrived: now it has served and is forgotten.
    expect(
      resolveRedirect({
        ...base,
        pathname: '/quote/search',
        search: '?recent=true',
        status: 'AUTHORIZED',
        context: tech,
        postLoginRedirectPath: '/quote/search?recent=true',
      }),
    ).toEqual({ to: null, forgetPostLoginPath: true });
    expect(
      resolveRedirect({
        ...base,
        pathname: '/login',
        status: 'AUTHORIZED',
        context: tech,
        postLoginRedirectPath: '/support',
      }),
    ).toEqual({ to: '/home', forgetPostLoginPath: true });
  });

  it('sends an authorized user away from a route that fails its authorize check', () => {
    expect(
      resolveRedirect({
        ...base,
        pathname: '/support',
        status: 'AUTHORIZED',
        context: makeContext(ROLE_USERS.tech),
      }),
    ).toEqual({ to: '/home', forgetPostLoginPath: false });
    expect(
      resolveRedirect({
        ...base,
        pathname: '/customers',
        status: 'AUTHORIZED',
        context: makeContext(ROLE_USERS.mitchell),
      }),
    ).toEqual({ to: '/catalog/browse', forgetPostLoginPath: false });
    expect(
      resolveRedirect({
        ...base,
        pathname: '/support',
        status: 'AUTHORIZED',
        context: makeContext(ROLE_USERS.admin),
      }),
    ).toBeNull();
  });

  it('waits while loading and leaves unknown paths to NotFound', () => {
    expect(resolveRedirect({ ...base, status: 'LOADING' })).toBeNull();
    expect(resolveRedirect({ ...base, status: 'AUTHORIZED', context: null })).toBeNull();
    expect(resolveRedirect({ ...base, pathname: '/no-such-page' })).toBeNull();
  });
});
