import { API } from '@procounter/shared/contracts/api-paths';
import {
  AcceptTermsBodySchema,
  AuthTokensSchema,
  LoginBodySchema,
  SecurityChangeBodySchema,
} from '@procounter/shared/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import { acceptTerms } from '../users/users.service';
import { changePassword, login, logout, refresh } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (app, { deps }) => {
  app.post(
    API.login,
    {
      config: {
        auth: 'public',
        rateLimit: { max: deps.config.loginRateLimitPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: ['auth'],
        summary: 'Log in with a login name and password',
        body: LoginBodySchema,
        response: { 200: AuthTokensSchema, ...errorResponses },
      },
    },
    async (request) => login(deps, request.body, request.ip),
  );

  app.get(
    API.refresh,
    {
      config: {
        auth: 'refresh',
        rateLimit: { max: deps.config.refreshRateLimitPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token (sent as bearer) for new tokens',
        security: bearerSecurity,
        response: { 200: AuthTokensSchema, ...errorResponses },
      },
    },
    async (request) => refresh(deps, request.headers.authorization),
  );

  app.post(
    API.logout,
    {
      config: { auth: 'refresh' },
      schema: {
        tags: ['auth'],
        summary: 'End the login of the refresh token (sent as bearer)',
        security: bearerSecurity,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await logout(deps, request.headers.authorization);
      return reply.status(204).send(null);
    },
  );

  app.post(
    API.securityChange,
    {
      config: { allowRestricted: true, ownerOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (the forced change of /security-change)',
        security: bearerSecurity,
        body: SecurityChangeBodySchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await changePassword(deps, request.auth, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    API.acceptTerms,
    {
      config: { allowRestricted: true, ownerOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Accept the terms of use',
        security: bearerSecurity,
        body: AcceptTermsBodySchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await acceptTerms(deps, request.auth.user);
      return reply.status(204).send(null);
    },
  );
};
