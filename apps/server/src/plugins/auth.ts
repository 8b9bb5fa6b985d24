import type { ForbiddenReason } from '@procounter/shared/contracts/errors';
import type { CapabilityUser } from '@procounter/shared/domain/roles';
import { resources } from '@procounter/shared/i18n/index';
import type {
  FastifyInstance,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { type AuthContext, authenticate } from '../modules/auth/auth.service';
import { recordMasqueradeWrite } from '../modules/masquerade/masquerade.service';

/**
 * How a route is reached. 'access' (the default for every /api route): a bearer access token.
 * 'refresh': the route reads a refresh token itself (refresh, logout). 'tracking': the route reads
 * a usage-tracking token from its query itself (the beacons). 'public': no token.
 */
export type RouteAuth = 'access' | 'refresh' | 'tracking' | 'public';

/** A capability of shared domain/roles.ts (userCanEditHelpContent, ...). */
export type Capability = (user: CapabilityUser) => boolean;

export interface RouteAccessEntry {
  method: string;
  url: string;
  auth: RouteAuth;
  allowRestricted: boolean;
  /** The name of the capability the route requires, or null. */
  capability: string | null;
  /** Refused while masquerading. */
  ownerOnly: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** Reachable while a password change or terms acceptance is pending. */
    allowRestricted?: boolean;
    /**
     * The capability the caller's role must have ('access' routes). Checked right after the token,
     * before the body is read or anything is validated: a caller without it gets 403 whatever they
     * send, and learns nothing of the route's input.
     */
    capability?: Capability;
    /**
     * Refused with 403 MASQUERADE_FORBIDDEN in a masquerade session: what only the account's owner
     * may do (consent, e-mail, password, preferences).
     */
    ownerOnly?: boolean;
  }
  interface FastifyRequest {
    /** The caller; set on every 'access' route before its handler runs. */
    auth: AuthContext;
  }
  interface FastifyInstance {
    authenticate: onRequestHookHandler;
    /** Records a write made in a masquerade session (preHandler of every 'access' write route). */
    recordMasqueradeWrite: preHandlerHookHandler;
    /** Every API route and how it is reached, as recorded when it was declared. */
    routeAccess: RouteAccessEntry[];
  }
}

/** The 403 reason of a restricted user: password change first, then terms. */
export function restrictionOf(user: AuthContext['user']): ForbiddenReason | null {
  if (user.passwordChangeRequired) return 'SECURITY_CHANGE_REQUIRED';
  if (user.termsAcceptanceRequired) return 'TOS_REQUIRED';
  return null;
}

const accountErrors = resources.en.auth.accountErrors;

const RESTRICTION_MESSAGES: Record<ForbiddenReason, string> = {
  SECURITY_CHANGE_REQUIRED: 'A password change is required first',
  TOS_REQUIRED: 'The terms of use must be accepted first',
};

export const authPlugin = fp<{ deps: ServiceDeps }>(
  async (app, { deps }) => {
    app.decorateRequest('auth', null as unknown as AuthContext);
    app.decorate('routeAccess', [] as RouteAccessEntry[]);

    // Runs on onRequest, before the body is read: a caller without a valid token learns nothing else.
    const authenticateRequest: onRequestHookHandler = async (request) => {
      const context = await authenticate(deps, request.headers.authorization);
      const reason = restrictionOf(context.user);
      // A masquerading support user acts for the account and is not held by its pending steps.
      if (reason && context.realUserId === null && !request.routeOptions.config.allowRestricted) {
        throw new AppError(403, 'FORBIDDEN', RESTRICTION_MESSAGES[reason], { reason });
      }
      // What only the owner may do is refused to the support user acting for them (ASVS V6.8).
      if (context.realUserId !== null && request.routeOptions.config.ownerOnly) {
        throw new AppError(403, 'MASQUERADE_FORBIDDEN', accountErrors.MASQUERADE_FORBIDDEN);
      }
      request.auth = context;
    };
    app.decorate('authenticate', authenticateRequest);

    const recordWrite: preHandlerHookHandler = async (request) => {
      await recordMasqueradeWrite(deps, request.auth, {
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        ip: request.ip,
      });
    };
    app.decorate('recordMasqueradeWrite', recordWrite);
  },
  { name: 'auth', dependencies: ['errors'] },
);

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The onRequest check of a route's capability; runs after authenticate. */
function requireCapability(can: Capability): onRequestHookHandler {
  return async (request) => {
    if (!can(request.auth.user)) throw forbidden('Your role may not do this');
  };
}

/**
 * Secure by default: every route declared in `api` after this call needs an access token unless its
 * config says auth 'refresh', 'tracking' or 'public', and its config's capability, both checked on
 * onRequest, before the body is read and before any validation; an ownerOnly route is refused in a
 * masquerade session, and every other write made in one is recorded with the real user (preHandler,
 * after validation, before the handler). Each route is recorded in app.routeAccess.
 */
export function protectApiRoutes(api: FastifyInstance) {
  api.addHook('onRoute', (route: RouteOptions) => {
    const config = (route.config ?? {}) as {
      auth?: RouteAuth;
      allowRestricted?: boolean;
      capability?: Capability;
      ownerOnly?: boolean;
    };
    const auth = config.auth ?? 'access';
    if (config.capability && auth !== 'access') {
      throw new Error(`${route.url}: a capability needs an access token (auth 'access')`);
    }
    for (const method of asArray(route.method)) {
      if (method === 'HEAD') continue;
      api.routeAccess.push({
        method,
        url: route.url,
        auth,
        allowRestricted: config.allowRestricted === true,
        capability: config.capability?.name ?? null,
        ownerOnly: config.ownerOnly === true,
      });
    }
    if (auth === 'access') {
      const checks = config.capability
        ? [api.authenticate, requireCapability(config.capability)]
        : [api.authenticate];
      route.onRequest = [...checks, ...asArray(route.onRequest)];
      // Every request that may write, made while masquerading, is recorded with the real user.
      if (asArray(route.method).some((method) => !READ_METHODS.has(method))) {
        route.preHandler = [api.recordMasqueradeWrite, ...asArray(route.preHandler)];
      }
    }
  });
}
